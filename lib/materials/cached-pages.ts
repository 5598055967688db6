import { NextResponse, type NextRequest } from 'next/server';
import { localeOfPath, stripLocale } from '@/lib/i18n/locale-path';
import { isMaterialFamily, MATERIAL_FAMILIES, type MaterialFamily } from './family';
import { CHART_PATH, DETAIL_PATH, SEARCH_PATH, STANDARD_PATH } from './paths';
import { hasCriteria, parseSearchQuery, toSearchQuery } from './query-state';

/**
 * Material detail pages, standards with their grades (and the home page with its figures) are the same for every visitor until
 * the data is re-imported, so they are served from Next's full-route cache (ISR), rendered on their
 * first visit (the build never opens the database). Their public addresses carry the record in the query
 * (`/mind/seeDetail?id=…`, which would make a page dynamic); proxy.ts rewrites them to an internal
 * path segment route, `<detail path>/<generation>/<id>` (a standard: `/mind/standard/<generation>/<family>/<id>/<page>`),
 * that Next caches per path.
 *
 * The generation is the data version (the latest import time, see `lib/server/materials/data-generation.ts`):
 * a new import changes every internal path at once, so no page of an older import is served again,
 * in this process or in any other one reading the same database, and across restarts (Next keeps
 * ISR pages on disk). The internal paths are never public: a request for one is redirected to the
 * public address, so search engines and visitors see one URL per record.
 *
 * A family search with criteria (`/mind/mindIndex?q=Q355`) is cached the same way (issue 30): its answer
 * depends only on the query and the data, so it goes to `<search path>/<generation>/<query>`, the query
 * being the canonical search (`toSearchQuery`, so `?keyword=Q355` and `?q=Q355` share one page) as
 * base64url. The search screen without criteria (hot keywords, counted live) still renders per request.
 *
 * The visualisation of a whole family (`/mind/mindEchart?type=welding`, no `ids`) draws every record of the
 * family on the server (an SVG of a thousand points or more, seconds of work): it is cached at
 * `/mind/mindEchart/<generation>/<family>`. A chart of a search result (`?ids=`) renders per request.
 */

/** The internal route of the home page (its figures come from the database; the build never opens it). */
export const HOME_ROUTE = '/cached-home';

/** Ids that may become a path segment: numeric ids and import slugs; anything else is unknown (404). */
const SAFE_ID = /^[A-Za-z0-9._-]{1,200}$/;
/** The segment used for an id that cannot be a record, so the cached route answers 404 for it. */
export const UNKNOWN_ID = '-';

export type CachedPageAction = { kind: 'rewrite'; path: string } | { kind: 'redirect'; path: string; search: string } | null;

function splitLocale(pathname: string): { prefix: '' | '/en'; locale: 'zh' | 'en'; rest: string } {
  const locale = localeOfPath(pathname);
  return { prefix: locale === 'en' ? '/en' : '', locale, rest: stripLocale(pathname) };
}

function familyOf(path: string): MaterialFamily | undefined {
  return MATERIAL_FAMILIES.find((f) => DETAIL_PATH[f] === path);
}

/**
 * Longest encoded search query that is cached (a long list of ranges renders per request instead): the
 * canonical query is bounded anyway (keyword 100 characters, 16 ranges), this keeps paths short.
 */
const MAX_SEARCH_SEGMENT = 1024;
const SEARCH_SEGMENT = /^[A-Za-z0-9_-]+$/;

/** The canonical search query as one path segment (base64url of its UTF-8 text). */
export function encodeSearchSegment(canonical: string): string {
  return Buffer.from(canonical, 'utf8').toString('base64url');
}

/** The search query of a segment made by `encodeSearchSegment`; null for anything else. */
export function decodeSearchSegment(segment: string): URLSearchParams | null {
  if (!SEARCH_SEGMENT.test(segment) || segment.length > MAX_SEARCH_SEGMENT) return null;
  const text = Buffer.from(segment, 'base64url').toString('utf8');
  return encodeSearchSegment(text) === segment ? new URLSearchParams(text) : null;
}

/** Criteria of the search query only (no cxl and other page flags), canonical; '' without criteria. */
function canonicalSearch(searchParams: URLSearchParams): string {
  const state = parseSearchQuery(searchParams);
  return hasCriteria(state) ? toSearchQuery(state) : '';
}

/** A family search address: rewritten to its cached route when it has criteria; internal routes redirected. */
function searchAction(prefix: string, locale: string, family: MaterialFamily, rest: string, searchParams: URLSearchParams, generation: string): CachedPageAction {
  const path = SEARCH_PATH[family];
  if (rest === path) {
    const canonical = canonicalSearch(searchParams);
    if (!canonical) return null;
    const segment = encodeSearchSegment(canonical);
    return segment.length > MAX_SEARCH_SEGMENT ? null : { kind: 'rewrite', path: `/${locale}${path}/${generation}/${segment}` };
  }
  // <search path>/<anything>: an internal route asked for directly.
  const parts = rest.slice(path.length + 1).split('/').filter(Boolean);
  const query = parts.length === 2 ? decodeSearchSegment(parts[1]) : null;
  const params = new URLSearchParams();
  const cxl = searchParams.get('cxl');
  if (cxl !== null) params.set('cxl', cxl);
  const search = [params.toString(), query ? canonicalSearch(query) : ''].filter(Boolean).join('&');
  return { kind: 'redirect', path: `${prefix}${path}`, search: search ? `?${search}` : '' };
}

/** The page of a standard's grades as a path segment: a positive whole number, 1 for anything else. */
function pageSegment(value: string | null): string {
  const page = /^\d{1,6}$/.test(value?.trim() ?? '') ? Number(value) : 1;
  return String(Math.max(1, page));
}

/**
 * A standard with its grades (`/mind/standard?id=…&family=…&page=…`) is cached like a detail page,
 * at `/mind/standard/<generation>/<family>/<id>/<page>`; the address without an id is the prompt.
 */
function standardAction(prefix: string, locale: string, rest: string, searchParams: URLSearchParams, generation: string): CachedPageAction {
  if (rest === STANDARD_PATH) {
    const id = searchParams.get('id')?.trim();
    if (!id || id.length > 200) return null;
    const f = searchParams.get('family');
    const family: MaterialFamily = isMaterialFamily(f) ? f : 'steel';
    const segment = SAFE_ID.test(id) ? id : UNKNOWN_ID;
    return { kind: 'rewrite', path: `/${locale}${STANDARD_PATH}/${generation}/${family}/${segment}/${pageSegment(searchParams.get('page'))}` };
  }
  // /mind/standard/<anything>: an internal route asked for directly.
  const parts = rest.slice(STANDARD_PATH.length + 1).split('/').filter(Boolean);
  const params = new URLSearchParams(searchParams);
  for (const key of ['id', 'family', 'page']) params.delete(key);
  const id = parts.length === 4 ? decodeSafe(parts[2]) : null;
  if (id) {
    params.set('id', id);
    if (isMaterialFamily(parts[1]) && parts[1] !== 'steel') params.set('family', parts[1]);
    if (pageSegment(parts[3]) !== '1') params.set('page', pageSegment(parts[3]));
  }
  const search = params.toString();
  return { kind: 'redirect', path: `${prefix}${STANDARD_PATH}`, search: search ? `?${search}` : '' };
}

/** The family chart: rewritten to its cached route without `ids`; an internal route asked for directly goes back to the public address. */
function chartAction(prefix: string, locale: string, rest: string, searchParams: URLSearchParams, generation: string): CachedPageAction {
  if (rest === CHART_PATH) {
    if (searchParams.has('ids')) return null;
    const type = searchParams.get('type');
    return { kind: 'rewrite', path: `/${locale}${CHART_PATH}/${generation}/${isMaterialFamily(type) ? type : 'steel'}` };
  }
  const parts = rest.slice(CHART_PATH.length + 1).split('/').filter(Boolean);
  const type = parts.length === 2 && isMaterialFamily(parts[1]) && parts[1] !== 'steel' ? parts[1] : null;
  return { kind: 'redirect', path: `${prefix}${CHART_PATH}`, search: type ? `?type=${type}` : '' };
}

/**
 * The version proxy.ts hands over is `<import>` or `<import>-<content change>` (lib/server/materials/data-generation.ts):
 * the home page shows both (it is cached under the whole version), the material pages only the data of the imports.
 */
export function materialGeneration(version: string): string {
  return version.split('-')[0];
}

/**
 * What proxy.ts does with a request for a cacheable page: rewrite the home page and a public detail
 * or standard address that names a record to their internal cached routes; redirect a request for an internal route to the
 * public address; null for everything else (and for a detail address without an id, which shows
 * the prompt page).
 */
export function cachedPageAction(pathname: string, searchParams: URLSearchParams, version: string): CachedPageAction {
  const { prefix, locale, rest } = splitLocale(pathname);
  if (rest === '/') return { kind: 'rewrite', path: `/${locale}${HOME_ROUTE}/${version}` };
  // The material pages change with an import only: publishing news must not throw away every cached detail page.
  const generation = materialGeneration(version);
  if (rest === HOME_ROUTE || rest.startsWith(`${HOME_ROUTE}/`)) return { kind: 'redirect', path: prefix || '/', search: searchParams.size ? `?${searchParams}` : '' };
  if (rest === STANDARD_PATH || rest.startsWith(`${STANDARD_PATH}/`)) return standardAction(prefix, locale, rest, searchParams, generation);
  if (rest === CHART_PATH || rest.startsWith(`${CHART_PATH}/`)) return chartAction(prefix, locale, rest, searchParams, generation);
  const searched = MATERIAL_FAMILIES.find((f) => rest === SEARCH_PATH[f] || rest.startsWith(`${SEARCH_PATH[f]}/`));
  if (searched) return searchAction(prefix, locale, searched, rest, searchParams, generation);
  const family = familyOf(rest);
  if (family) {
    const id = searchParams.get('id')?.trim();
    if (!id || id.length > 200) return null;
    const segment = SAFE_ID.test(id) ? id : UNKNOWN_ID;
    return { kind: 'rewrite', path: `/${locale}${DETAIL_PATH[family]}/${generation}/${segment}` };
  }
  // /mind/seeDetail/<anything>: an internal route asked for directly.
  const base = MATERIAL_FAMILIES.find((f) => rest.startsWith(`${DETAIL_PATH[f]}/`));
  if (!base) return null;
  const parts = rest.slice(DETAIL_PATH[base].length + 1).split('/').filter(Boolean);
  const id = parts.length === 2 ? decodeSafe(parts[1]) : null;
  const params = new URLSearchParams(searchParams);
  params.delete('id');
  if (id) params.set('id', id);
  const search = params.toString();
  return { kind: 'redirect', path: `${prefix}${DETAIL_PATH[base]}`, search: search ? `?${search}` : '' };
}

function decodeSafe(segment: string): string | null {
  try {
    const id = decodeURIComponent(segment);
    return SAFE_ID.test(id) && id !== UNKNOWN_ID ? id : null;
  } catch {
    return null;
  }
}

/**
 * The response proxy.ts gives a cacheable page: a rewrite to the internal cached route, a redirect
 * away from an internal route, or null to carry on with the language middleware. `requestHeaders`
 * are the headers the rewritten page is rendered with (Next's documented `request.headers` option).
 */
export function cachedPageResponse(req: NextRequest, generation: string, requestHeaders?: Headers): NextResponse | null {
  const action = cachedPageAction(req.nextUrl.pathname, req.nextUrl.searchParams, generation);
  if (!action) return null;
  const url = req.nextUrl.clone();
  url.pathname = action.path;
  if (action.kind === 'redirect') {
    url.search = action.search;
    return NextResponse.redirect(url, 308);
  }
  return NextResponse.rewrite(url, requestHeaders ? { request: { headers: requestHeaders } } : undefined);
}
