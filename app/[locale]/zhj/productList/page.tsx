import '@/components/market/market.css';
import { ProductList } from '@/components/market/product-list';
import { pageLocale } from '@/lib/i18n/page-locale';
import { marketCalls } from '@/lib/market/contract';
import { productListQuery } from '@/lib/market/paths';
import { publicGet } from '@/lib/server/entry';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = metadataFor('/zhj/productList', 'Routes.screens.zhj_productList', { descriptionKey: 'Market.list.lead' });

/** /zhj/productList: the products of the address's query, rendered on the server (the same for everyone). */
export default async function Page({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const query = productListQuery(await searchParams);
  const result = await publicGet(locale, marketCalls.pageProduct, { pageSize: 12, ...query } as never);
  return <ProductList query={query} result={result.ok ? { ok: true, data: result.data } : { ok: false, msg: result.msg }} />;
}
