import { expect, test, type Locator } from '@playwright/test';
import { LANGS, localized, registerByMobile, signIn, useLanguage, watchConsole } from './helpers';

/**
 * Issue 29, layout details the route walker (routes.spec.ts) cannot see from the page width alone:
 * the actions of customer service's order table at 1366 px, the phone header's menu with the
 * account in it, and the cue that a wide table scrolls sideways.
 */

/** True when the element's centre is really drawn there (not scrolled away or covered). */
async function reachable(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return false;
    const hit = document.elementFromPoint(x, y);
    return !!hit && (hit === el || el.contains(hit));
  });
}

for (const lang of LANGS) {
  test.describe(`layout (${lang})`, () => {
    test("customer service's order table keeps the action column in view at 1366 px", async ({ browser, baseURL }) => {
      test.setTimeout(120_000);
      const buyer = await browser.newContext({ baseURL });
      const service = await browser.newContext({ baseURL, viewport: { width: 1366, height: 800 } });
      try {
        const user = await registerByMobile(buyer, baseURL!);
        const created = await buyer.request.post('/atsteel/payment/saveVipOrder', {
          headers: { Authorization: `Bearer ${user.token}`, 'Idempotency-Key': `e2e-layout-${lang}-${Date.now()}` },
          data: { plan: 'yearly', channel: 'offline' },
        });
        const orderNo = (await created.json()).data.orderNo as string;
        await useLanguage(service, lang, baseURL!);
        await signIn(service, service.request, baseURL!, 'demo_service');
        const page = await service.newPage();
        const errors = watchConsole(page);
        await page.goto(localized(`/my/administration/payOrder?keyword=${user.userName}`, lang));
        const row = page.getByTestId('admin-orders-table').locator('tr', { hasText: orderNo });
        await expect(row.getByTestId('admin-confirm-offline')).toBeVisible();
        await page.evaluate(() => window.scrollTo(0, 0));
        await row.scrollIntoViewIfNeeded();
        expect(await reachable(row.getByTestId('admin-confirm-offline')), 'the confirm button is drawn without scrolling the table').toBe(true);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        expect(errors).toEqual([]);
      } finally {
        await buyer.close();
        await service.close();
      }
    });

    test('on a phone the header fits and its menu holds the account: name, messages, sign out', async ({ page, context, baseURL, request }) => {
      await useLanguage(context, lang, baseURL!);
      await page.setViewportSize({ width: 390, height: 844 });
      await signIn(context, request, baseURL!, 'demo_public_admin');
      const errors = watchConsole(page);
      await page.goto(localized('/my/info', lang));
      await expect(page.locator('.lang-switch')).toBeVisible();
      await expect(page.getByTestId('user-name')).toBeHidden();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.locator('.site-nav__toggle').click();
      for (const item of [page.getByTestId('user-name'), page.getByTestId('header-messages'), page.locator('.user-menu__logout')]) {
        await expect(item).toBeVisible();
        expect(await reachable(item)).toBe(true);
      }
      await expect(page.locator('.user-menu__logout')).toHaveText(lang === 'zh' ? '退出登录' : 'Sign out');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      // A link in the menu closes it.
      await page.getByTestId('header-messages').click();
      await expect(page).toHaveURL(/\/my\/messageCentre/);
      await expect(page.locator('#site-menu')).toBeHidden();
      expect(errors).toEqual([]);
    });

    test('on a phone the search results show that more columns are to the right', async ({ page, context, baseURL }) => {
      await useLanguage(context, lang, baseURL!);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(localized('/mind/mindIndex?keyword=Q355', lang));
      const wrap = page.locator('.data-table-wrap.mat-results');
      await expect(wrap).toBeVisible();
      const state = await wrap.evaluate((el) => ({ wider: el.scrollWidth > el.clientWidth, attachment: getComputedStyle(el).backgroundAttachment, image: getComputedStyle(el).backgroundImage }));
      expect(state.wider).toBe(true);
      // The shadow that marks the hidden side: white covers scrolling with the table over shadows fixed to the box.
      expect(state.attachment).toMatch(/^local, local, scroll, scroll/);
      expect(state.image).toContain('radial-gradient');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  });
}
