import { expect, test } from '@playwright/test';
import { LANGS, localized, registerByMobile, useLanguage, watchConsole } from './helpers';

/**
 * Issue 53 item 2 in a browser, both languages, at desktop and phone widths: a new user opens the API keys screen
 * (empty), makes a key with the materials scope, sees it once with the "shown only once" warning and copies it; the
 * key alone (no session cookie) calls the steel search; the user revokes it and the same call is refused; the key's
 * calls drawer lists both calls. Nothing on the screen is wider than the phone.
 */

const TEXT = {
  zh: { title: 'API 密钥', empty: '还没有 API 密钥', once: '密钥只显示这一次', revoked: '已吊销', scope: '读取材料数据' },
  en: { title: 'API keys', empty: 'No API keys yet', once: 'the key is shown only this once', revoked: 'Revoked', scope: 'Read material data' },
} as const;

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

for (const lang of LANGS) {
  for (const size of WIDTHS) {
    test(`makes, copies, uses and revokes an API key (${lang}, ${size.name})`, async ({ browser, baseURL, request }) => {
      const context = await browser.newContext({ baseURL, viewport: { width: size.width, height: size.height } });
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
      await useLanguage(context, lang, baseURL!);
      await registerByMobile(context, baseURL!);
      const page = await context.newPage();
      const errors = watchConsole(page);
      const text = TEXT[lang];
      try {
        await page.goto(localized('/my/apiKeys', lang));
        await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
        await expect(page.getByTestId('api-key-table')).toContainText(text.empty);
        const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
        expect(await fits()).toBe(true);

        // Make a key: a name and the materials scope.
        await page.getByTestId('api-key-create').click();
        await page.getByTestId('api-key-name').fill(`e2e ${lang} ${size.name}`);
        await page.getByTestId('api-key-scope-materials:read').click();
        await page.getByTestId('api-key-submit').click();

        // Shown once, with the warning, and copied.
        await expect(page.getByTestId('api-key-once')).toContainText(text.once);
        const secret = (await page.getByTestId('api-key-secret').textContent())!.trim();
        expect(secret).toMatch(/^ak_[0-9a-f]{12}_[A-Za-z0-9_-]{32}$/);
        await page.getByTestId('api-key-copy').click();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
        expect(await fits()).toBe(true);
        await page.getByTestId('api-key-done').click();
        await expect(page.getByTestId('api-key-secret')).toHaveCount(0);

        // The list shows the prefix and the scope, never the secret.
        const table = page.getByTestId('api-key-table');
        await expect(table).toContainText(secret.slice(0, 15));
        await expect(table).toContainText(text.scope);
        await expect(table).not.toContainText(secret.slice(16));
        expect(await fits()).toBe(true);

        // The key alone (Playwright's request fixture: no session cookie) calls the steel search.
        const call = () => request.post('/atsteel/steelName/steelSearch', { headers: { authorization: `Bearer ${secret}` }, data: { keyword: 'Q355' } });
        const allowed = await call();
        expect(allowed.status()).toBe(200);
        expect((await allowed.json()).code).toBe(0);
        // Never in the address.
        expect((await request.post(`/atsteel/steelName/steelSearch?key=${secret}`, { data: {} })).status()).toBe(400);

        // Revoke it (with the confirmation): the same call is refused at once.
        await page.getByTestId(/^api-key-revoke-\d+$/).click();
        await page.getByTestId('api-key-revoke-confirm').click();
        await expect(table).toContainText(text.revoked);
        const refused = await call();
        expect((await refused.json()).code).toBe(-101);

        // The key's calls: the allowed one and the refusal.
        await page.getByTestId(/^api-key-calls-\d+$/).click();
        const calls = page.getByTestId('api-key-calls-table');
        await expect(calls).toContainText('steelName/steelSearch');
        await expect(calls).toContainText('200 (0)');
        await expect(calls).toContainText('(-101)');
        expect(await fits()).toBe(true);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
}
