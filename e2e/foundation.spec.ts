import { expect, test } from '@playwright/test';
import { builtRoutes } from '../lib/routes';
import { LANGS, localized, useLanguage } from './helpers';

const routes = builtRoutes().filter((r) => !r.path.includes('{'));

// Every built route in both languages (status, <html lang>, hreflang alternates, console errors)
// is opened by e2e/routes.spec.ts, signed out and signed in, at 1366 and 390 px.

test.describe('languages and routing rules', () => {
  test('serves Chinese at the root and English under /en', async ({ page, context, baseURL }) => {
    await useLanguage(context, 'zh', baseURL!);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('钢铁');
    await page.goto('/en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('steel');
  });

  test('a lang=EN cookie on an unprefixed path redirects to /en keeping the query', async ({ page, context, baseURL }) => {
    await useLanguage(context, 'en', baseURL!);
    await page.goto('/mind/mindIndex?a=1');
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/en/mind/mindIndex?a=1');
  });

  for (const lang of LANGS) {
    test(`an unknown page answers 404 with a home button (${lang})`, async ({ page, context, baseURL }) => {
      await useLanguage(context, lang, baseURL!);
      const response = await page.goto(localized('/xyz', lang));
      expect(response?.status()).toBe(404);
      await expect(page.getByTestId('not-found')).toContainText(lang === 'zh' ? '页面地址有误' : 'address is wrong');
      await page.getByTestId('home-button').click();
      await expect(page).toHaveURL(new RegExp(`${lang === 'zh' ? '/$' : '/en$'}`));
    });
  }

  test('the language switch changes language and keeps the page and query', async ({ page, context, baseURL }) => {
    await useLanguage(context, 'zh', baseURL!);
    await page.goto('/home?x=2');
    await page.locator('.lang-switch').click();
    await expect(page).toHaveURL(/\/en\/home\?x=2$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'lang')?.value).toBe('EN');
  });

  test('?cxl=1 hides the breadcrumb and the flag survives header navigation', async ({ page, context, baseURL }) => {
    const target = routes.find((r) => r.path !== '/' && r.path !== '/home' && r.auth === 'public');
    test.skip(!target, 'no public inner page is built yet');
    await useLanguage(context, 'en', baseURL!);
    await page.goto(localized(target!.path, 'en'));
    await expect(page.getByTestId('breadcrumb')).toBeVisible();
    await page.goto(`${localized(target!.path, 'en')}?cxl=1`);
    await expect(page.getByTestId('breadcrumb')).toHaveCount(0);
    await page.locator('.site-logo').click();
    await expect(page).toHaveURL(/cxl=1/);
    await page.goto(localized(target!.path, 'en'));
    await expect(page).toHaveURL(/cxl=1/);
    await expect(page.getByTestId('breadcrumb')).toHaveCount(0);
  });

  test('a token in ?pointData= becomes the token cookie and a refresh timestamp is added', async ({ page }) => {
    const res = await page.request.get('/en/home?pointData=abc123&x=1', { maxRedirects: 0 });
    expect(res.status()).toBe(307);
    const location = new URL(res.headers()['location'], 'http://localhost');
    expect(location.searchParams.get('pointData')).toBeNull();
    expect(location.searchParams.get('x')).toBe('1');
    expect(Number(location.searchParams.get('refresh'))).toBeGreaterThan(0);
    expect(res.headers()['set-cookie']).toMatch(/token=abc123/);
  });

  test('the header reaches every area and holds up on a phone', async ({ page, context, baseURL }) => {
    await useLanguage(context, 'en', baseURL!);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en');
    await page.locator('.site-nav__toggle').click();
    await expect(page.locator('#site-nav')).toBeVisible();
    const hrefs = await page.locator('#site-nav a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    for (const area of ['/en/material/materialHome', '/en/cloud/cloudHomepage', '/en/librany/libranyList', '/en/allServer']) {
      expect(hrefs).toContain(area);
    }
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});
