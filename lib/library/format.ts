import { listHref as toListHref, readListQuery, type AddressQuery } from '@/lib/list-query';

/** File sizes: 1,024-based, one decimal (12.5 KB, 1.2 MB). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round((bytes / 1024) * 10) / 10} KB`;
  return `${Math.round((bytes / 1048576) * 10) / 10} MB`;
}

/** The list's own keys in the address (lib/list-query.ts reads and writes them). */
export const LIST_KEYS = ['keyword', 'primaryType', 'secondaryType', 'kind', 'format', 'expense', 'yearFrom', 'yearTo', 'sort', 'page'] as const;

export const listQuery = (params: AddressQuery): Record<string, string> => readListQuery(params, LIST_KEYS);

/** The list's address for a query (page 1 and the default sort left out). */
export const listHref = (query: Record<string, string | number | undefined>): string => toListHref('/librany/libranyList', query, { keys: LIST_KEYS, defaults: { sort: 'relevance' } });
