/** The marketplace's screen addresses (without the language prefix). */
export const PRODUCT_LIST = '/zhj/productList';
export const productHref = (id: number) => `/zhj/productDetail?id=${id}`;
export const dataSetHref = (id: number) => `/zhj/dataSet?id=${id}`;

/** The list's address for a query (empty values left out, page 1 left out). */
export function productListHref(query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '' && !(k === 'page' && Number(v) === 1)) params.set(k, String(v));
  const q = params.toString();
  return q ? `${PRODUCT_LIST}?${q}` : PRODUCT_LIST;
}

/** The list query of the address: the known keys only, first value of each. */
export function productListQuery(search: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of ['keyword', 'expense', 'origin', 'page']) {
    const v = search[key];
    const value = Array.isArray(v) ? v[0] : v;
    if (value) out[key] = value;
  }
  return out;
}
