import { notFound } from 'next/navigation';
import { NavLink } from '@/components/layout/nav-link';
import { screen } from '@/components/layout/screen';
import '@/components/products/products.css';
import { ProductDetails } from '@/components/products/server/product-details';
import { idParam } from '@/lib/id-param';
import { translate } from '@/lib/i18n/messages';
import { productCalls } from '@/lib/products/contract';
import { ROUTES } from '@/lib/routes';
import { serverGet } from '@/lib/server/entry';
import { pageMetadata } from '@/lib/seo';

/** /cloud/recommendedProductDetails?id=: one recommended product (recommendProduct/get: approved ones for everyone, any state for its company and reviewers). */
const page = screen({
  metadata: async ({ locale, searchParams }) => {
    const id = idParam((await searchParams).id);
    const product = id ? await serverGet(locale, productCalls.get, { id }) : null;
    return pageMetadata(locale, '/cloud/recommendedProductDetails', product?.ok ? product.data.name : translate(locale, 'Routes.screens.cloud_recommendedProductDetails'), product?.ok ? product.data.specification : undefined, id ? `id=${id}` : '');
  },
  render: async ({ locale, searchParams }) => {
    const id = idParam((await searchParams).id);
    if (!id) {
      return (
        <div className="page" data-testid="product-no-id">
          <p>{translate(locale, 'Products.detail.noId')}</p>
          <NavLink className="button" href="/cloud/recommendedProduct">
            {translate(locale, 'Products.detail.back')}
          </NavLink>
        </div>
      );
    }
    const product = await serverGet(locale, productCalls.get, { id });
    if (!product.ok) notFound();
    const customBuilt = ROUTES.some((r) => r.path === '/custom' && r.built);
    return <ProductDetails product={product.data} customHref={customBuilt ? `/custom?productId=${id}` : null} />;
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
