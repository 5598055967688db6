import { screen } from '@/components/layout/screen';
import { FileIsland } from '@/components/market/file-island';
import { FileList } from '@/components/market/file-list';

/** /fileManage/list: the caller's uploads and generated files. */
const page = screen({
  path: '/fileManage/list',
  title: 'Routes.screens.fileManage_list',
  noIndex: true,
  render: ({ locale }) => (
    <FileIsland locale={locale}>
      <FileList />
    </FileIsland>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
