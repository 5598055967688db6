import createMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { getEnv } from './lib/env';
import { localeOfPath, localizePath } from './lib/i18n/locale-path';
import { routing } from './lib/i18n/routing';
import { contentSecurityPolicy } from './lib/security/csp.mjs';
import { cachedPages, internalPagePath } from './lib/security/pages';
import { cameOverHttps, trustedProxyList } from './lib/security/transport';
import { cachedPageResponse } from './lib/materials/cached-pages';
import { processDataGeneration } from './lib/server/process-holder';
import { COOKIE, LIMITS, QUERY } from './lib/session/constants';
import { resolveLocale } from './lib/session/accept-language';
import {
  englishRedirectTarget,
  parseAllowList,
  shouldHideContent,
  ssoAfterVerify,
  ssoFirstStep,
  takePointData,
  type SsoAnswer,
} from './lib/session/rules';

/**
 * Next 16's middleware (named proxy.ts). It applies the spec's routing rules only: language
 * prefix, cxl and refresh query rules, pointData and SSO token exchange, and the security
 * headers that depend on the request (docs/SECURITY.md): the nonce policy of pages rendered
 * per request, HSTS and Secure cookies over HTTPS. Authorization is never decided here; every
 * /atsteel/ endpoint checks access itself.
 */
const intl = createMiddleware(routing);

const EMBEDDED_COOKIE = 'embeddedClient';
const CSP = 'content-security-policy';

function redirectWith(req: NextRequest, pathname: string, params: URLSearchParams): NextResponse {
  const url = req.nextUrl.clone();
  url.pathname = pathname;
  url.search = params.toString() ? `?${params.toString()}` : '';
  return NextResponse.redirect(url, 307);
}

let trusted: ReturnType<typeof trustedProxyList> | undefined;
function isHttps(req: NextRequest): boolean {
  trusted ??= trustedProxyList(getEnv().TRUSTED_PROXIES);
  return cameOverHttps(req.headers, trusted);
}

function setTokenCookie(res: NextResponse, token: string, secure: boolean) {
  res.cookies.set(COOKIE.token, token, { path: '/', maxAge: LIMITS.sessionCookieSeconds, sameSite: 'lax', secure });
}

/** The verifier's answer; `refused` when it turned the token down (invalid, expired or replayed). */
async function verifySso(req: NextRequest, jwt: string): Promise<SsoAnswer | 'refused'> {
  const url = new URL(`/atsteel/loginCustom/verifySSOToken?jwtStr=${encodeURIComponent(jwt)}`, req.nextUrl.origin);
  const res = await fetch(url, { headers: { cookie: req.headers.get('cookie') ?? '' }, signal: AbortSignal.timeout(5000) });
  const body = (await res.json()) as { code?: number; data?: { token?: string; data?: unknown } };
  if (body.code !== 0) return 'refused';
  if (!body.data) return null;
  return { token: body.data.token, data: body.data.data };
}

/**
 * The page's response: a cached page's rewrite (lib/materials/cached-pages.ts) or the language
 * middleware's. With `requestHeaders` the page is rendered with those request headers, through
 * Next's documented `request.headers` option of `NextResponse.next`/`rewrite` (next-intl passes its
 * request's headers on that way).
 */
function pageResponse(req: NextRequest, generation: string, requestHeaders?: Headers): NextResponse {
  const cached = cachedPageResponse(req, generation, requestHeaders);
  if (cached) return cached;
  return intl(requestHeaders ? new NextRequest(req.url, { method: req.method, headers: requestHeaders }) : req);
}

/**
 * A page rendered for this request gets a fresh nonce: in the request's policy (Next writes it
 * on its scripts) and in the response's. Pages served from the cache get theirs, with hashes,
 * from lib/security/cache-handler.mjs instead. The route is asked for again with the policy among
 * its request headers: the same answer, since neither the cached pages' rules nor next-intl's
 * depend on that header.
 */
function withNoncePolicy(req: NextRequest, res: NextResponse, generation: string): NextResponse {
  // The route Next will render: the rewrite target (the language middleware's or a cached page's), else the path.
  // No public API gives a middleware response's rewrite target: this reads Next's header (docs/ARCHITECTURE.md,
  // "Where the portal relies on Next's behaviour").
  const rewrite = res.headers.get('x-middleware-rewrite');
  const locale = localeOfPath(req.nextUrl.pathname);
  const internal = rewrite ? new URL(rewrite, req.nextUrl.origin).pathname : internalPagePath(req.nextUrl.pathname, locale);
  if (cachedPages().isCached(internal)) return res;
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(18))).toString('base64');
  const policy = contentSecurityPolicy({ nonce });
  const requestHeaders = new Headers(req.headers);
  requestHeaders.set(CSP, policy);
  const rendered = pageResponse(req, generation, requestHeaders);
  rendered.headers.set(CSP, policy);
  return rendered;
}

export default async function proxy(req: NextRequest) {
  const https = isHttps(req);
  const res = await route(req, https);
  if (https) res.headers.set('strict-transport-security', 'max-age=31536000; includeSubDomains');
  return res;
}

async function route(req: NextRequest, https: boolean): Promise<NextResponse> {
  const { pathname, searchParams } = req.nextUrl;
  const now = Date.now();

  // A token handed over in ?pointData= becomes the token cookie.
  const point = takePointData(searchParams, now);
  if (point) {
    const res = redirectWith(req, pathname, point.params);
    setTokenCookie(res, point.token, https);
    return res;
  }

  // Single sign-on (spec section 4, steps 1 to 5). A token the verifier refuses (invalid,
  // expired or already used) leads to the login page; any other failure lets navigation continue.
  try {
    const embedded = req.cookies.get(EMBEDDED_COOKIE)?.value === '1';
    const first = getEnv().SSO_ENABLED ? ssoFirstStep(searchParams, !!req.cookies.get(COOKIE.token)?.value, embedded, now) : { kind: 'continue' as const };
    let step = first;
    if (first.kind === 'verify') {
      const answer = await verifySso(req, first.jwt);
      if (answer === 'refused') return ssoRefused(req);
      step = ssoAfterVerify(searchParams, answer, req.nextUrl.origin, parseAllowList(getEnv().SSO_REDIRECT_ALLOWLIST), now);
    }
    if (step.kind === 'renavigate') {
      const res = redirectWith(req, pathname, step.params);
      if (step.setToken) setTokenCookie(res, step.setToken, https);
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

  // Material detail pages and the home page: rewritten to their cached routes (lib/materials/cached-pages.ts).
  const generation = processDataGeneration();
  const routed = pageResponse(req, generation);
  const res = routed.headers.has('location') ? routed : withNoncePolicy(req, routed, generation);
  if (searchParams.get(QUERY.cxl) === '1' && marker !== '1') res.cookies.set(COOKIE.cxl, '1', { path: '/', sameSite: 'lax', secure: https });
  if (searchParams.get(QUERY.cxl) === '0' && marker) res.cookies.delete(COOKIE.cxl);
  return res;
}

/** A refused SSO token: the login page of the address's language, coming back here afterwards. */
function ssoRefused(req: NextRequest): NextResponse {
  const params = new URLSearchParams(req.nextUrl.searchParams);
  params.delete(QUERY.ssoToken);
  const back = `${req.nextUrl.pathname}${params.size ? `?${params}` : ''}`;
  const login = new URL(localizePath('/login', localeOfPath(req.nextUrl.pathname)), req.nextUrl.origin);
  login.searchParams.set('redirect', back);
  return NextResponse.redirect(login, 307);
}

export const config = {
  // Everything but the API, the payment sandbox's provider API (signed server-to-server calls, no
  // locale), Next's assets and files with a dot (robots.txt, sitemap.xml, images).
  matcher: ['/((?!atsteel|paySandbox-api|_next|_vercel|.*\\..*).*)'],
};
