import { NextRequest } from 'next/server';
import proxy from '@/proxy';

/**
 * What proxy.ts hands Next for a page: the request headers the page is rendered with (Next's documented
 * `request.headers` option of NextResponse.next/rewrite, which Next carries as `x-middleware-override-headers`
 * and `x-middleware-request-*`) and the response's policy. Read here to check that the page gets the nonce
 * policy among every request header it had, and that the response carries the same policy.
 */
function renderedWith(res: Response): Map<string, string> {
  const names = (res.headers.get('x-middleware-override-headers') ?? '').split(',').filter(Boolean);
  return new Map(names.map((name) => [name, res.headers.get(`x-middleware-request-${name}`) ?? '']));
}

const request = (path: string, headers: Record<string, string> = {}) =>
  new NextRequest(`http://localhost${path}`, { headers: { accept: 'text/html', 'x-atsteel-peer': '127.0.0.1', ...headers } });

describe('proxy.ts: the nonce policy of a page rendered per request', () => {
  it('renders an English page (no rewrite) with the nonce policy among its request headers', async () => {
    const res = await proxy(request('/en/login?cxl=0', { cookie: 'lang=en' }));
    const policy = res.headers.get('content-security-policy');
    expect(policy).toMatch(/'nonce-[A-Za-z0-9+/]+=*'/);
    const rendered = renderedWith(res);
    expect(rendered.get('content-security-policy')).toBe(policy);
    // The request's own headers and the language middleware's stay.
    expect(rendered.get('x-atsteel-peer')).toBe('127.0.0.1');
    expect(rendered.get('cookie')).toBe('lang=en');
    expect(rendered.get('x-next-intl-locale')).toBe('en');
    expect(res.headers.get('x-middleware-rewrite')).toBeNull();
  });

  it('renders a Chinese page (rewritten to its locale) with the policy, and a fresh nonce each time', async () => {
    const res = await proxy(request('/login?cxl=0'));
    const policy = res.headers.get('content-security-policy');
    expect(new URL(res.headers.get('x-middleware-rewrite')!).pathname).toBe('/zh/login');
    const rendered = renderedWith(res);
    expect(rendered.get('content-security-policy')).toBe(policy);
    expect(rendered.get('x-next-intl-locale')).toBe('zh');
    expect(rendered.get('accept')).toBe('text/html');
    const again = await proxy(request('/login?cxl=0'));
    expect(again.headers.get('content-security-policy')).not.toBe(policy);
  });

  it('keeps the embedded-view cookie next to the policy, and gives a redirect none', async () => {
    const res = await proxy(request('/login?cxl=1'));
    expect(res.cookies.get('cxl')?.value).toBe('1');
    expect(renderedWith(res).get('content-security-policy')).toBe(res.headers.get('content-security-policy'));
    const redirect = await proxy(request('/login', { cookie: 'cxl=1' }));
    expect(redirect.headers.get('location')).toContain('cxl=1');
    expect(redirect.headers.get('content-security-policy')).toBeNull();
    expect(redirect.headers.get('x-middleware-override-headers')).toBeNull();
  });
});
