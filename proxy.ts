import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from './lib/i18n/routing';
import { cachedPageResponse } from './lib/materials/cached-pages';
import { COOKIE, LIMITS, QUERY } from './lib/session/constants';
import {
  englishRedirectTarget,
  parseAllowList,
  resolveLocale,
  shouldHideContent,
  ssoAfterVerify,
  ssoFirstStep,
  takePointData,
  type SsoAnswer,
} from './lib/session/rules';

/**
 * Next 16's middleware (named proxy.ts). It applies the spec's routing rules only: language
 * prefix, cxl and refresh query rules, pointData and SSO token exchange. Authorization is
 * never decided here; every /atsteel/ endpoint checks access itself.
 */
const intl = createMiddleware(routing);

const EMBEDDED_COOKIE = 'embeddedClient';

function redirectWith(req: NextRequest, pathname: string, params: URLSearchParams): NextResponse {
  const url = req.nextUrl.clone();
  url.pathname = pathname;
  url.search = params.toString() ? `?${params.toString()}` : '';
  return NextResponse.redirect(url, 307);
}

function setTokenCookie(res: NextResponse, token: string) {
  res.cookies.set(COOKIE.token, token, { path: '/', maxAge: LIMITS.sessionCookieSeconds, sameSite: 'lax' });
}

async function verifySso(req: NextRequest, jwt: string): Promise<SsoAnswer> {
  const url = new URL(`/atsteel/loginCustom/verifySSOToken?jwtStr=${encodeURIComponent(jwt)}`, req.nextUrl.origin);
  const res = await fetch(url, { headers: { cookie: req.headers.get('cookie') ?? '' }, signal: AbortSignal.timeout(5000) });
  const body = (await res.json()) as { code?: number; data?: { token?: string; data?: unknown } };
  if (body.code !== 0 || !body.data) return null;
  return { token: body.data.token, data: body.data.data };
}

export default async function proxy(req: NextRequest) {
  const { pathname, searchParams } = req.nextUrl;
  const now = Date.now();

  // A token handed over in ?pointData= becomes the token cookie.
  const point = takePointData(searchParams, now);
  if (point) {
    const res = redirectWith(req, pathname, point.params);
    setTokenCookie(res, point.token);
    return res;
  }

  // Single sign-on (spec section 4, steps 1 to 5). Any failure lets navigation continue.
  try {
    const embedded = req.cookies.get(EMBEDDED_COOKIE)?.value === '1';
    const first = ssoFirstStep(searchParams, !!req.cookies.get(COOKIE.token)?.value, embedded, now);
    let step = first;
    if (first.kind === 'verify') {
      const answer = await verifySso(req, first.jwt);
      step = ssoAfterVerify(searchParams, answer, req.nextUrl.origin, parseAllowList(process.env.SSO_REDIRECT_ALLOWLIST), now);
    }
    if (step.kind === 'renavigate') {
      const res = redirectWith(req, pathname, step.params);
      if (step.setToken) setTokenCookie(res, step.setToken);
      return res;
    }
    if (step.kind === 'external') return NextResponse.redirect(step.url, 307);
  } catch (error) {
    console.warn('[proxy] SSO guard failed, continuing:', error instanceof Error ? error.message : error);
  }

  // An English session on an unprefixed path goes to /en, keeping the query.
  const locale = resolveLocale(req.cookies.get(COOKIE.lang)?.value, req.headers.get('accept-language'));
  const target = englishRedirectTarget(pathname, req.nextUrl.search, locale);
  if (target) return NextResponse.redirect(new URL(target, req.url), 307);

  // Embedded view: cxl=1 writes the marker; while it is set every page keeps cxl=1.
  const marker = req.cookies.get(COOKIE.cxl)?.value;
  if (!shouldHideContent(searchParams, marker) && searchParams.get(QUERY.cxl) !== '1') {
    const params = new URLSearchParams(searchParams);
    params.set(QUERY.cxl, '1');
    return redirectWith(req, pathname, params);
  }

  // Material detail pages: rewritten to their cached route (lib/materials/cached-pages.ts).
  const res = cachedPageResponse(req) ?? intl(req);
  if (searchParams.get(QUERY.cxl) === '1' && marker !== '1') res.cookies.set(COOKIE.cxl, '1', { path: '/', sameSite: 'lax' });
  if (searchParams.get(QUERY.cxl) === '0' && marker) res.cookies.delete(COOKIE.cxl);
  return res;
}

export const config = {
  // Everything but the API, Next's assets and files with a dot (robots.txt, sitemap.xml, images).
  matcher: ['/((?!atsteel|_next|_vercel|.*\\..*).*)'],
};
