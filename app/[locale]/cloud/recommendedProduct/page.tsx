import '@/components/products/products.css';
import { PRODUCT_LIST_KEYS, PRODUCT_LIST_RULES, ProductList } from '@/components/products/server/product-list';
import { readListQuery } from '@/lib/list-query';
import { pageLocale } from '@/lib/i18n/page-locale';
import { productCalls } from '@/lib/products/contract';
import { publicGet } from '@/lib/server/entry';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = metadataFor('/cloud/recommendedProduct', 'Routes.screens.cloud_recommendedProduct', { descriptionKey: 'Products.list.lead' });

/** /cloud/recommendedProduct: approved recommended products of the address's query (recommendProduct/page), rendered on the server. */
export default async function Page({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const query = readListQuery(await searchParams, PRODUCT_LIST_KEYS, PRODUCT_LIST_RULES);
  const result = await publicGet(locale, productCalls.page, { pageSize: 12, ...query } as never);
  return <ProductList query={query} result={result.ok ? { ok: true, data: result.data } : { ok: false, msg: result.msg }} />;
}
