import { Suspense } from 'react';
import { CustomList } from '@/components/custom/custom-list';
import { IslandMessages } from '@/components/providers/island-messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/my/customList', 'Routes.screens.my_customList', { noIndex: true });

/** /my/customList inside the personal centre: my customisation orders (material/custom/page, scope mine). */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  return (
    <IslandMessages locale={locale} namespaces={['Custom', 'Products']}>
      <Suspense fallback={null}>
        <CustomList only="mine" />
      </Suspense>
    </IslandMessages>
  );
}
