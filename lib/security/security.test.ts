import { createHash } from 'node:crypto';
import { contentSecurityPolicy, inlineScriptHashes } from './csp.mjs';
import { cachedPagesFrom, internalPagePath } from './pages';
import { cameOverHttps, PEER_HEADER, trustedProxyList } from './transport';

describe('content security policy', () => {
  it('allows scripts from our origin plus the nonce or the hashes, never unsafe-inline or eval', () => {
    const withNonce = contentSecurityPolicy({ nonce: 'abc' });
    expect(withNonce).toContain("script-src 'self' 'nonce-abc'");
    expect(withNonce).toContain("frame-ancestors 'self'");
    expect(withNonce).toContain("object-src 'none'");
    const scripts = contentSecurityPolicy({ hashes: ['h1', 'h2'] }).split('; ').find((d) => d.startsWith('script-src'));
    expect(scripts).toBe("script-src 'self' 'sha256-h1' 'sha256-h2'");
    expect(withNonce).not.toMatch(/script-src[^;]*unsafe/);
  });
  it('hashes the text of executable inline scripts only, as the browser does', () => {
    const html = '<script>self.__next_f.push([1,"a"])</script><script src="/x.js"></script><script type="application/ld+json">{}</script><script async="" nonce="n">b()</script><script>self.__next_f.push([1,"a"])</script>';
    const sha = (text: string) => createHash('sha256').update(text).digest('base64');
    expect(inlineScriptHashes(html)).toEqual([sha('self.__next_f.push([1,"a"])'), sha('b()')]);
  });
});

describe('cached pages (prerender manifest)', () => {
  const pages = cachedPagesFrom({
    routes: { '/zh': {}, '/en': {}, '/zh/login': {} },
    dynamicRoutes: { '/[locale]/mind/seeDetail/[id]': { routeRegex: '^/([^/]+?)/mind/seeDetail/([^/]+?)(?:/)?$', fallback: null }, '/[locale]/x/[y]': { routeRegex: '^/([^/]+?)/x/([^/]+?)$', fallback: false } },
  });
  it('maps the public address to the internal route and asks the build', () => {
    expect(internalPagePath('/', 'zh')).toBe('/zh');
    expect(internalPagePath('/en', 'en')).toBe('/en');
    expect(internalPagePath('/en/login/', 'en')).toBe('/en/login');
    expect(pages.isCached(internalPagePath('/', 'zh'))).toBe(true);
    expect(pages.isCached(internalPagePath('/login', 'zh'))).toBe(true);
    expect(pages.isCached(internalPagePath('/en/login', 'en'))).toBe(false);
    expect(pages.isCached('/zh/mind/seeDetail/12')).toBe(true);
    expect(pages.isCached('/zh/x/1')).toBe(false);
    expect(cachedPagesFrom(null).isCached('/zh')).toBe(false);
  });
});

describe('HTTPS behind a trusted proxy', () => {
  const trusted = trustedProxyList(['10.0.0.0/8', '::1']);
  const req = (peer: string, proto?: string) => new Headers({ [PEER_HEADER]: peer, ...(proto ? { 'x-forwarded-proto': proto } : {}) });
  it('believes X-Forwarded-Proto only from a listed address', () => {
    expect(cameOverHttps(req('10.1.2.3', 'https'), trusted)).toBe(true);
    expect(cameOverHttps(req('::ffff:10.1.2.3', 'https'), trusted)).toBe(true);
    expect(cameOverHttps(req('::1', 'http, https'), trusted)).toBe(true);
    expect(cameOverHttps(req('10.1.2.3', 'http'), trusted)).toBe(false);
    expect(cameOverHttps(req('203.0.113.9', 'https'), trusted)).toBe(false);
    expect(cameOverHttps(req('', 'https'), trusted)).toBe(false);
    expect(cameOverHttps(new Headers({ 'x-forwarded-proto': 'https' }), trusted)).toBe(false);
    expect(cameOverHttps(req('203.0.113.9', 'https'), trustedProxyList([]))).toBe(false);
  });
  it('knows a TLS socket without any proxy', () => {
    expect(cameOverHttps(req('203.0.113.9;tls'), trustedProxyList([]))).toBe(true);
  });
});

describe('request guard', () => {
  it('refuses a router-state header Next cannot parse and a broken percent escape', async () => {
    const { malformedRequest } = await import('./request-guard.mjs');
    expect(malformedRequest('/my/info', { 'next-router-state-tree': 'garbage' })).toBe(true);
    expect(malformedRequest('/my/info', { 'next-router-state-tree': '%5B%22%22%2C%7B%7D' })).toBe(true);
    expect(malformedRequest('/my/info', { 'next-router-state-tree': encodeURIComponent(JSON.stringify(['', { children: ['__PAGE__', {}] }])) })).toBe(false);
    expect(malformedRequest('/%E0%A4%A', {})).toBe(true);
    expect(malformedRequest('/mind/mindIndex?keyword=%E0', {})).toBe(false);
    expect(malformedRequest('/mind/a%20b', {})).toBe(false);
  });

  it('reads the router state as Next does: shape, segments, parts, size and a single header', async () => {
    const { malformedRouterState } = await import('./request-guard.mjs');
    const header = (state: unknown) => encodeURIComponent(JSON.stringify(state));
    const page = ['', { children: ['__PAGE__', {}] }];
    expect(malformedRouterState(undefined)).toBe(false);
    expect(malformedRouterState(header(page))).toBe(false);
    expect(malformedRouterState(header(['', { children: [['id', '7', 'd', null], {}, null, 'refetch', 1, 'x'] }, ['/a', '/a'], null]))).toBe(false);
    expect(malformedRouterState(header(['', { children: [['id', '7', 'x', null], {}] }]))).toBe(true);
    expect(malformedRouterState(header(['', { children: [['id', '7', 'd'], {}] }]))).toBe(true);
    expect(malformedRouterState(header(['', { children: 'x' }]))).toBe(true);
    expect(malformedRouterState(header(['', {}, null, 'sometimes']))).toBe(true);
    expect(malformedRouterState(header(['', {}, null, null, null, '', 'seventh']))).toBe(true);
    expect(malformedRouterState(header({ children: [] }))).toBe(true);
    expect(malformedRouterState([header(page), header(page)])).toBe(true);
    expect(malformedRouterState(`${header(page)}${' '.repeat(40_000)}`)).toBe(true);
  });
});
