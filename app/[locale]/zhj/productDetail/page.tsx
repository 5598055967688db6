import { notFound } from 'next/navigation';
import { screen } from '@/components/layout/screen';
import '@/components/market/market.css';
import { PAYMENT_NAMESPACES } from '@/components/commerce/payment-namespaces';
import { ProductDetailView } from '@/components/market/product-detail';
import { IslandMessages } from '@/components/providers/island-messages';
import { idParam } from '@/lib/id-param';
import { translate } from '@/lib/i18n/messages';
import { marketCalls } from '@/lib/market/contract';
import { PRODUCT_LIST, productHref } from '@/lib/market/paths';
import { localizePath } from '@/lib/i18n/locale-path';
import { serverGet } from '@/lib/server/entry';
import { pageMetadata } from '@/lib/seo';

/** /zhj/productDetail?id=: one product with the viewer's state (per request); an unknown id is the 404 page. */
const page = screen({
  metadata: async ({ locale, searchParams }) => {
    const id = idParam((await searchParams).id);
    const answer = id ? await serverGet(locale, marketCalls.getProduct, { id }) : null;
    return pageMetadata(locale, '/zhj/productDetail', answer?.ok ? answer.data.title : translate(locale, 'Routes.screens.zhj_productDetail'), answer?.ok ? answer.data.summary : undefined, id ? `id=${id}` : '');
  },
  render: async ({ locale, searchParams }) => {
    const id = idParam((await searchParams).id);
    if (!id) {
      return (
        <div className="page mkt-card mkt-empty" data-testid="product-no-id">
          <p>{translate(locale, 'Market.detail.noId')}</p>
          <a className="button" href={localizePath(PRODUCT_LIST, locale)}>
            {translate(locale, 'Market.detail.back')}
          </a>
        </div>
      );
    }
    const answer = await serverGet(locale, marketCalls.getProduct, { id });
    if (!answer.ok) notFound();
    return (
      <IslandMessages locale={locale} namespaces={['Market', ...PAYMENT_NAMESPACES]}>
        <ProductDetailView product={answer.data} here={productHref(id)} />
      </IslandMessages>
    );
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
