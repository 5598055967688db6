import { NextResponse, type NextRequest } from 'next/server';
import { localeOfPath, stripLocale } from '@/lib/i18n/locale-path';
import { isMaterialFamily, MATERIAL_FAMILIES, type MaterialFamily } from './family';
import { DETAIL_PATH, STANDARD_PATH } from './paths';

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
 */

/** Holder shared by the server (which sets the generation) and proxy.ts (which reads it), in one process. */
const holder = globalThis as unknown as { __atsteelDataGeneration?: string };

export function dataGeneration(): string {
  return holder.__atsteelDataGeneration ?? '0';
}

export function setDataGeneration(value: string): void {
  holder.__atsteelDataGeneration = value;
}

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

/**
 * What proxy.ts does with a request for a cacheable page: rewrite the home page and a public detail
 * or standard address that names a record to their internal cached routes; redirect a request for an internal route to the
 * public address; null for everything else (and for a detail address without an id, which shows
 * the prompt page).
 */
export function cachedPageAction(pathname: string, searchParams: URLSearchParams, generation: string): CachedPageAction {
  const { prefix, locale, rest } = splitLocale(pathname);
  if (rest === '/') return { kind: 'rewrite', path: `/${locale}${HOME_ROUTE}/${generation}` };
  if (rest === HOME_ROUTE || rest.startsWith(`${HOME_ROUTE}/`)) return { kind: 'redirect', path: prefix || '/', search: searchParams.size ? `?${searchParams}` : '' };
  if (rest === STANDARD_PATH || rest.startsWith(`${STANDARD_PATH}/`)) return standardAction(prefix, locale, rest, searchParams, generation);
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
 * away from an internal route, or null to carry on with the language middleware.
 */
export function cachedPageResponse(req: NextRequest): NextResponse | null {
  const action = cachedPageAction(req.nextUrl.pathname, req.nextUrl.searchParams, dataGeneration());
  if (!action) return null;
  const url = req.nextUrl.clone();
  url.pathname = action.path;
  if (action.kind === 'redirect') {
    url.search = action.search;
    return NextResponse.redirect(url, 308);
  }
  return NextResponse.rewrite(url);
}
