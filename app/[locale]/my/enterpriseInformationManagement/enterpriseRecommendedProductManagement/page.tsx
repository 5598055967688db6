import { Suspense } from 'react';
import { IslandMessages } from '@/components/providers/island-messages';
import { MyProducts } from '@/components/products/my-products';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

const PATH = '/my/enterpriseInformationManagement/enterpriseRecommendedProductManagement';
export const generateMetadata = metadataFor(PATH, 'Routes.screens.my_enterpriseInformationManagement_enterpriseRecommendedProductManagement', { noIndex: true });

/** The company administrator's screen: every recommended product of the company (myData/productPage, scope company). */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  return (
    <IslandMessages locale={locale} namespaces={['Products', 'Reviews', 'Enterprise']}>
      <Suspense fallback={null}>
        <MyProducts scope="company" />
      </Suspense>
    </IslandMessages>
  );
}
