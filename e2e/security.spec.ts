import { expect, test, type Page } from '@playwright/test';
import { SignJWT } from 'jose';
import { DEV_SSO_SECRET } from '../lib/env';
import { LANGS, localized, useLanguage, type Lang } from './helpers';

/** Security headers, CSP without violations, hostile redirects, SSO replay, malformed Next internals (issue 10). */

/** Collects CSP violations reported by the page (the event) and by Chromium (the console). */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCsp', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportCsp: (t: string) => void }).__reportCsp(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to (execute|load|apply|evaluate|connect|frame)/i.test(msg.text())) violations.push(msg.text());
  });
  return violations;
}

// Every page's headers and CSP violations are checked by the route walk (e2e/routes.spec.ts: every built route, both
// languages, as a visitor, with e2e/security-headers.ts); here what a walk cannot show.
test.describe('security headers and CSP', () => {
  for (const lang of LANGS) {
    test(`client navigation stays free of CSP violations (${lang})`, async ({ page, context, baseURL }) => {
      await useLanguage(context, lang, baseURL!);
      const violations = await watchCsp(page);
      await page.goto(localized('/', lang));
      await page.waitForLoadState('networkidle');
      // Through the portal's own links (Next's client router): search, sign-in, back home.
      for (const target of ['/mind/mindIndex', '/login', '/']) {
        const href = localized(target, lang);
        const selector = `a[href="${href}"], a[href^="${href}?"]`;
        expect(await page.locator(selector).count(), `a link to ${href}`).toBeGreaterThan(0);
        const visible = page.locator(selector).filter({ visible: true }).first();
        if (await visible.count()) await visible.click();
        else await page.evaluate((sel) => document.querySelector<HTMLAnchorElement>(sel)?.click(), selector);
        await expect(page).toHaveURL((url) => url.pathname === href);
        await page.waitForLoadState('networkidle');
        expect(violations, target).toEqual([]);
      }
    });
  }

  test('HSTS and Secure cookies only when a trusted proxy says HTTPS', async ({ request }) => {
    // The e2e server trusts 127.0.0.1 and ::1 (scripts/e2e.mjs); a client that is not a listed proxy is covered by unit tests.
    const plain = await request.get('/login?pointData=abc', { maxRedirects: 0 });
    expect(plain.headers()['strict-transport-security']).toBeUndefined();
    expect(plain.headers()['set-cookie']).toMatch(/token=abc/);
    expect(plain.headers()['set-cookie']).not.toMatch(/Secure/i);
    expect(plain.headers()['set-cookie']).toMatch(/SameSite=Lax/i);
    const tls = await request.get('/login?pointData=abc', { maxRedirects: 0, headers: { 'X-Forwarded-Proto': 'https' } });
    expect(tls.headers()['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(tls.headers()['set-cookie']).toMatch(/Secure/i);
    const page = await request.get('/login', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(page.headers()['strict-transport-security']).toMatch(/max-age=\d+/);
  });
});

const HOSTILE_REDIRECTS = [
  'https://evil.example/',
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '\t//evil.example',
  '/%2F%2Fevil.example',
  '/%5Cevil.example',
  '/%252F%252Fevil.example',
  '%2F%2Fevil.example',
  'javascript:alert(document.domain)',
  'data:text/html,<script>alert(1)</script>',
  'http://localhost:1/x',
  '/login',
];

test.describe('hostile redirect targets after a real sign-in', () => {
  async function signInWith(page: Page, lang: Lang, redirect: string) {
    await page.goto(`${localized('/login', lang)}?redirect=${encodeURIComponent(redirect)}`);
    await page.getByTestId('login-account').fill('demo_user');
    await page.getByTestId('login-password').fill('Demo1234');
    await page.getByTestId('login-submit').click();
  }

  for (const lang of LANGS) {
    const cases = lang === 'zh' ? HOSTILE_REDIRECTS : HOSTILE_REDIRECTS.slice(0, 6);
    test(`every hostile redirect lands on the portal's home page (${lang})`, async ({ page, context, baseURL }) => {
      test.setTimeout(300000);
      await useLanguage(context, lang, baseURL!);
      let dialogs = 0;
      page.on('dialog', async (d) => {
        dialogs++;
        await d.dismiss();
      });
      const home = localized('/', lang);
      const langCookie = { name: 'lang', value: lang === 'zh' ? 'CN' : 'EN', url: baseURL! };
      for (const target of cases) {
        await context.clearCookies();
        await context.addCookies([langCookie]);
        await signInWith(page, lang, target);
        await page.waitForURL((url) => url.pathname === home, { timeout: 15000 });
        const url = new URL(page.url());
        expect(url.origin, target).toBe(new URL(baseURL!).origin);
        await expect(page.getByTestId('user-name')).toContainText('demo_user');
      }
      expect(dialogs).toBe(0);
    });
  }

  test('a safe same-origin target is kept', async ({ page, context, baseURL }) => {
    await useLanguage(context, 'en', baseURL!);
    await signInWith(page, 'en', '/en/my/myFavorites?page=1');
    await page.waitForURL(/\/en\/my\/myFavorites\?page=1$/);
    const url = new URL(page.url());
    expect(url.origin).toBe(new URL(baseURL!).origin);
    expect(`${url.pathname}${url.search}`).toBe('/en/my/myFavorites?page=1');
    await expect(page.getByTestId('user-name')).toContainText('demo_user');
  });
});

test.describe('single sign-on', () => {
  const sign = (sub: string) =>
    new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setJti(crypto.randomUUID())
      .setSubject(sub)
      .setIssuer('atsteel-sso')
      .setAudience('atsteel-portal')
      .setExpirationTime('60s')
      .sign(new TextEncoder().encode(DEV_SSO_SECRET));

  test('a token signs in once; replayed, it gets the login page and no session', async ({ browser, baseURL }) => {
    const jwt = await sign('demo_user');
    const first = await browser.newContext({ baseURL });
    await useLanguage(first, 'en', baseURL!);
    const page = await first.newPage();
    await page.goto(`/en/my/info?ssotoken=${jwt}`);
    await page.waitForURL(/\/en\/my\/info\?refresh=\d+/);
    expect((await first.cookies()).find((c) => c.name === 'token')?.value).toBeTruthy();
    await expect(page.getByTestId('user-name')).toContainText('demo_user');
    await first.close();

    const second = await browser.newContext({ baseURL });
    await useLanguage(second, 'en', baseURL!);
    const replay = await second.newPage();
    await replay.goto(`/en/my/info?ssotoken=${jwt}`);
    await replay.waitForURL(/\/en\/login\?redirect=%2Fen%2Fmy%2Finfo$/);
    expect((await second.cookies()).find((c) => c.name === 'token')).toBeUndefined();
    await expect(replay.getByTestId('login-submit')).toBeVisible();
    await second.close();
  });
});

test.describe('malformed Next.js internals answer 4xx and leak nothing', () => {
  test('a bad router-state header, RSC and prefetch headers on protected and public pages', async ({ request }) => {
    for (const path of ['/my/info', '/en/my/info', '/my/myFavorites', '/mind/standard', '/mind/mindCompare', '/']) {
      const variants: Record<string, string>[] = [
        { RSC: '1', 'Next-Router-State-Tree': 'garbage' },
        { RSC: '1', 'Next-Router-State-Tree': '%5B%22%22%2C%7B%7D' },
        { 'Next-Router-State-Tree': '{"a":1}' },
        { RSC: '1', 'Next-Router-Prefetch': '1' },
        { RSC: '1', 'Next-Router-Prefetch': '1', 'Next-Router-Segment-Prefetch': '/_tree' },
        { RSC: '1', 'Next-Router-Segment-Prefetch': 'garbage' },
        { RSC: 'garbage', 'Next-Router-Prefetch': 'garbage' },
      ];
      for (const headers of variants) {
        const res = await request.get(path, { headers });
        expect(res.status(), `${path} ${JSON.stringify(headers)}`).toBeLessThan(500);
        const body = await res.text();
        // Signed out: no account data (the personal centre is filled in the browser from the API).
        expect(body).not.toMatch(/demo_user|13800000\d{3}/);
      }
    }
    expect((await request.get('/my/info', { headers: { RSC: '1', 'Next-Router-State-Tree': 'garbage' } })).status()).toBe(400);
    expect((await request.get('/mind/standard', { headers: { RSC: '1', 'Next-Router-State-Tree': 'garbage' } })).status()).toBe(400);
    for (const path of ['/%E0%A4%A', '/atsteel/%E0%A4%A', '/mind/%C0']) expect((await request.get(path)).status(), path).toBe(400);
  });

  test('/_next/image refuses off-site, protocol-relative and backslash addresses', async ({ request }) => {
    for (const url of [
      'https://evil.example/x.png',
      '//evil.example/x.png',
      '/\\evil.example/x.png',
      '/%5Cevil.example/x.png',
      '\\\\evil.example/x.png',
      '/%2F%2Fevil.example/x.png',
      'javascript:alert(1)',
      '/icon.svg',
      '/_next/image?url=/icon.svg',
    ]) {
      const res = await request.get(`/_next/image?url=${encodeURIComponent(url)}&w=64&q=75`);
      expect(res.status(), url).toBeGreaterThanOrEqual(400);
      expect(res.status(), url).toBeLessThan(500);
    }
  });
});

test.describe('provenance signing key (issue 16)', () => {
  test('the public key is published at its well-known address and the API path alike', async ({ request }) => {
    const wellKnown = await request.get('/.well-known/atsteel-provenance-keys.json');
    expect(wellKnown.status()).toBe(200);
    const body = await wellKnown.json();
    expect(body.format).toBe('atsteel-provenance-keys/1');
    expect(body.keys[0].keyId).toMatch(/^[0-9a-f]{16}$/);
    expect(body.keys[0].pem).toContain('BEGIN PUBLIC KEY');
    expect(body.keys[0].jwk).toMatchObject({ kty: 'OKP', crv: 'Ed25519', kid: body.keys[0].keyId });
    expect(body.keys[0].jwk.d).toBeUndefined();
    expect(await (await request.get('/atsteel/provenance-keys')).json()).toEqual(body);
  });
});
