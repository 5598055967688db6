import { FileDetail } from '@/components/market/file-detail';
import { FileIsland } from '@/components/market/file-island';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/fileManage/detail', 'Routes.screens.fileManage_detail', { noIndex: true });

/** /fileManage/detail?id=: one of the caller's files. */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  return (
    <FileIsland locale={locale}>
      <FileDetail />
    </FileIsland>
  );
}
