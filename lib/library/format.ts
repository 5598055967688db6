/** File sizes: 1,024-based, one decimal (12.5 KB, 1.2 MB). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round((bytes / 1024) * 10) / 10} KB`;
  return `${Math.round((bytes / 1048576) * 10) / 10} MB`;
}

/**
 * The list's query from the address: empty values dropped (an empty form field means "any"), only
 * the list's own keys kept, so a pasted address cannot send anything else to the search.
 */
export const LIST_KEYS = ['keyword', 'primaryType', 'secondaryType', 'kind', 'format', 'expense', 'yearFrom', 'yearTo', 'sort', 'page'] as const;
export function listQuery(params: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of LIST_KEYS) {
    const v = params[key];
    const one = Array.isArray(v) ? v[0] : v;
    if (one !== undefined && one.trim() !== '') out[key] = one.trim();
  }
  return out;
}

/** The list's address for a query (page 1 unless given). */
export function listHref(query: Record<string, string | number | undefined>): string {
  const sp = new URLSearchParams();
  for (const key of LIST_KEYS) {
    const v = query[key];
    if (v !== undefined && v !== '' && !(key === 'page' && Number(v) === 1) && !(key === 'sort' && v === 'relevance')) sp.set(key, String(v));
  }
  const s = sp.toString();
  return `/librany/libranyList${s ? `?${s}` : ''}`;
}
