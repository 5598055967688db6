import { screen } from '@/components/layout/screen';
import '@/components/market/market.css';
import { ProductList } from '@/components/market/product-list';
import { marketCalls } from '@/lib/market/contract';
import { productListQuery } from '@/lib/market/paths';
import { publicGet } from '@/lib/server/entry';

/** /zhj/productList: the products of the address's query, rendered on the server (the same for everyone). */
const page = screen({
  path: '/zhj/productList',
  title: 'Routes.screens.zhj_productList',
  description: 'Market.list.lead',
  render: async ({ locale, searchParams }) => {
    const query = productListQuery(await searchParams);
    const result = await publicGet(locale, marketCalls.pageProduct, { pageSize: 12, ...query } as never);
    return <ProductList query={query} result={result.ok ? { ok: true, data: result.data } : { ok: false, msg: result.msg }} />;
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
