import { IslandMessages } from '@/components/providers/island-messages';
import { ProductForm } from '@/components/products/product-form';
import { RequireLogin } from '@/components/ui/require-login';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/cloud/releaseRecomProduct', 'Routes.screens.cloud_releaseRecomProduct', { noIndex: true });

/** /cloud/releaseRecomProduct: a company member publishes a recommended product (myData/productSave decides; individuals get 403). */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  return (
    <div className="page" data-testid="release-product">
      <IslandMessages locale={locale} namespaces={['Products', 'Files', 'Reviews']}>
        <RequireLogin>
          <ProductForm />
        </RequireLogin>
      </IslandMessages>
    </div>
  );
}
