import { screen } from '@/components/layout/screen';
import { IslandMessages } from '@/components/providers/island-messages';
import { ProductForm } from '@/components/products/product-form';
import { RequireLogin } from '@/components/ui/require-login';

/** /cloud/releaseRecomProduct: a company member publishes a recommended product (myData/productSave decides; individuals get 403). */
const page = screen({
  path: '/cloud/releaseRecomProduct',
  title: 'Routes.screens.cloud_releaseRecomProduct',
  noIndex: true,
  render: ({ locale }) => (
    <div className="page" data-testid="release-product">
      <IslandMessages locale={locale} namespaces={['Products', 'Files', 'Reviews']}>
        <RequireLogin>
          <ProductForm />
        </RequireLogin>
      </IslandMessages>
    </div>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
