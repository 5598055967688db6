import { FileIsland } from '@/components/market/file-island';
import { FileList } from '@/components/market/file-list';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/fileManage/list', 'Routes.screens.fileManage_list', { noIndex: true });

/** /fileManage/list: the caller's uploads and generated files. */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  return (
    <FileIsland locale={locale}>
      <FileList />
    </FileIsland>
  );
}
