import { screen } from '@/components/layout/screen';
import { FileDetail } from '@/components/market/file-detail';
import { FileIsland } from '@/components/market/file-island';

/** /fileManage/detail?id=: one of the caller's files. */
const page = screen({
  path: '/fileManage/detail',
  title: 'Routes.screens.fileManage_detail',
  noIndex: true,
  render: ({ locale }) => (
    <FileIsland locale={locale}>
      <FileDetail />
    </FileIsland>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
