/** The parts catalogues' addresses (without the language prefix). */
export const STANDARD_PARTS = '/standardParts/list';
export const COMMON_PARTS = '/commonParts/list';
export const partHref = (id: number) => `/commonParts/details?id=${id}`;

/** A list address for a query (empty values and page 1 left out). */
export function partListHref(base: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '' && !(k === 'page' && Number(v) === 1)) params.set(k, String(v));
  const q = params.toString();
  return q ? `${base}?${q}` : base;
}

/** The list query of the address: the known keys only, first value of each. */
export function partListQuery(search: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of ['keyword', 'category', 'size', 'class', 'page']) {
    const v = search[key];
    const value = Array.isArray(v) ? v[0] : v;
    if (value) out[key] = value;
  }
  return out;
}
