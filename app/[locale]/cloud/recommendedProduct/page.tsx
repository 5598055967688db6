import { screen } from '@/components/layout/screen';
import '@/components/products/products.css';
import { PRODUCT_LIST_KEYS, PRODUCT_LIST_RULES, ProductList } from '@/components/products/server/product-list';
import { readListQuery } from '@/lib/list-query';
import { productCalls } from '@/lib/products/contract';
import { publicGet } from '@/lib/server/entry';

/** /cloud/recommendedProduct: approved recommended products of the address's query (recommendProduct/page), rendered on the server. */
const page = screen({
  path: '/cloud/recommendedProduct',
  title: 'Routes.screens.cloud_recommendedProduct',
  description: 'Products.list.lead',
  render: async ({ locale, searchParams }) => {
    const query = readListQuery(await searchParams, PRODUCT_LIST_KEYS, PRODUCT_LIST_RULES);
    const result = await publicGet(locale, productCalls.page, { pageSize: 12, ...query } as never);
    return <ProductList query={query} result={result.ok ? { ok: true, data: result.data } : { ok: false, msg: result.msg }} />;
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
