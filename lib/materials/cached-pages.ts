import { NextResponse, type NextRequest } from 'next/server';
import { MATERIAL_FAMILIES, type MaterialFamily } from './family';
import { DETAIL_PATH } from './paths';

/**
 * Material detail pages (and the home page with its figures) are the same for every visitor until
 * the data is re-imported, so they are served from Next's full-route cache (ISR), rendered on their
 * first visit (the build never opens the database). Their public addresses carry the record in the query
 * (`/mind/seeDetail?id=…`, which would make a page dynamic); proxy.ts rewrites them to an internal
 * path segment route, `<detail path>/<generation>/<id>`, that Next caches per path.
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
  if (pathname === '/en' || pathname.startsWith('/en/')) return { prefix: '/en', locale: 'en', rest: pathname.slice(3) || '/' };
  return { prefix: '', locale: 'zh', rest: pathname };
}

function familyOf(path: string): MaterialFamily | undefined {
  return MATERIAL_FAMILIES.find((f) => DETAIL_PATH[f] === path);
}

/**
 * What proxy.ts does with a request for a cacheable page: rewrite the home page and a public detail
 * address that names a record to their internal cached routes; redirect a request for an internal route to the
 * public address; null for everything else (and for a detail address without an id, which shows
 * the prompt page).
 */
export function cachedPageAction(pathname: string, searchParams: URLSearchParams, generation: string): CachedPageAction {
  const { prefix, locale, rest } = splitLocale(pathname);
  if (rest === '/') return { kind: 'rewrite', path: `/${locale}${HOME_ROUTE}/${generation}` };
  if (rest === HOME_ROUTE || rest.startsWith(`${HOME_ROUTE}/`)) return { kind: 'redirect', path: prefix || '/', search: searchParams.size ? `?${searchParams}` : '' };
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
