import { stripLocale } from '@/lib/i18n/locale-path';
import type { MaterialFamily } from './family';

/** Search screen of each family (spec section 2: /mind/mindIndex, /material/searchHV, /material/searchLHJ). */
export const SEARCH_PATH: Record<MaterialFamily, string> = {
  steel: '/mind/mindIndex',
  welding: '/material/searchHV',
  alloy: '/material/searchLHJ',
};

/** Detail screen of each family (/mind/seeDetail, /mind/seeDetailHC, /mind/seeDetailLHJ). */
export const DETAIL_PATH: Record<MaterialFamily, string> = {
  steel: '/mind/seeDetail',
  welding: '/mind/seeDetailHC',
  alloy: '/mind/seeDetailLHJ',
};

export function detailHref(family: MaterialFamily, id: number | string): string {
  return `${DETAIL_PATH[family]}?id=${encodeURIComponent(String(id))}`;
}

export function searchHref(family: MaterialFamily, query = ''): string {
  return query ? `${SEARCH_PATH[family]}?${query}` : SEARCH_PATH[family];
}

/** A standard with every grade citing it (cached like a detail page, lib/materials/cached-pages.ts). */
export const STANDARD_PATH = '/mind/standard';

export function standardHref(family: MaterialFamily, standardId: number): string {
  return `${STANDARD_PATH}?id=${standardId}${family === 'steel' ? '' : `&family=${family}`}`;
}

/** The visualisation of a family (/mind/mindEchart?type=…): without `ids` it is the same for everyone, so it is cached too. */
export const CHART_PATH = '/mind/mindEchart';

/**
 * Public addresses that proxy.ts rewrites to a cached route (lib/materials/cached-pages.ts). Next's
 * segment prefetch asks for segments of the public path, which the rewritten route does not have
 * (404 in the console), so links to them are followed on click only.
 */
export function isRewrittenPath(href: string): boolean {
  const [base, query = ''] = href.split('#')[0].split('?');
  const path = stripLocale(base);
  // A search with a query is rewritten too (to its cached route); the search screen without one is not.
  return (
    path === STANDARD_PATH ||
    Object.values(DETAIL_PATH).includes(path) ||
    (query !== '' && Object.values(SEARCH_PATH).includes(path)) ||
    (path === CHART_PATH && !new URLSearchParams(query).has('ids'))
  );
}
