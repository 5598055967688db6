import { Suspense } from 'react';
import { IslandMessages } from '@/components/providers/island-messages';
import { MyProducts } from '@/components/products/my-products';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/my/businessRecommendProduct', 'Routes.screens.my_businessRecommendProduct', { noIndex: true });

/** /my/businessRecommendProduct: the member's own recommended products with their review state (myData/productPage, scope mine). */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  return (
    <IslandMessages locale={locale} namespaces={['Products', 'Reviews']}>
      <Suspense fallback={null}>
        <MyProducts scope="mine" />
      </Suspense>
    </IslandMessages>
  );
}
