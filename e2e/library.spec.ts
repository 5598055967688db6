import fs from 'node:fs';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PDFDocument } from '@cantoo/pdf-lib';
import sharp from 'sharp';
import { registerByMobile, LANGS, localized, useLanguage as setLanguage, watchConsole, type Lang } from './helpers';

/**
 * Issue 14 in a browser, in both languages: find GB/T 1591 by "1591" and by "低合金", open it and see
 * the grades it defines, follow Q355B to its material page and back through "defined in"; preview a paid
 * document (pdf.js), buy it through the WeChat sandbox, download it with the watermark and see the order
 * on /my/documentOrder; order a printed book with an address and an invoice title.
 */

/** A brand-new user (SMS sign-in that registers the number), signed in in its own browser context. */
async function newUser(browser: Browser, baseURL: string, lang: Lang): Promise<{ context: BrowserContext; page: Page; token: string; userName: string }> {
  const context = await browser.newContext({ baseURL, acceptDownloads: true });
  await setLanguage(context, lang, baseURL);
  const session = await registerByMobile(context, baseURL);
  return { context, page: await context.newPage(), ...session };
}

async function findItem(page: Page, keyword: string, extra = ''): Promise<number> {
  const res = await page.request.get(`/atsteel/library/pageTechnology?keyword=${encodeURIComponent(keyword)}${extra}`);
  return (await res.json()).data.list[0].id as number;
}

for (const lang of LANGS) {
  test.describe(`library (${lang})`, () => {
    test('finds GB/T 1591 by number and Chinese words, shows its grades and links both ways with Q355B', async ({ page, context, baseURL }) => {
      await setLanguage(context, lang, baseURL!);
      const errors = watchConsole(page);
      await page.goto(localized('/librany/libranyList', lang));
      await page.getByTestId('library-keyword').fill('1591');
      await page.getByTestId('library-submit').click();
      await expect(page).toHaveURL(/keyword=1591/);
      const first = page.getByTestId('library-card').first();
      await expect(first).toContainText('GB/T 1591-2018');

      await page.goto(localized('/librany/libranyList?keyword=低合金', lang));
      await expect(page.getByTestId('library-results')).toContainText('GB/T 1591-2018');
      await page.getByTestId('library-card').filter({ hasText: 'GB/T 1591-2018' }).first().getByRole('link').click();
      await expect(page.getByTestId('library-detail-title')).toContainText('GB/T 1591-2018');
      const grades = page.getByTestId('library-grades');
      await expect(grades).toContainText('Q355B');

      await grades.getByRole('link', { name: 'Q355B', exact: true }).click();
      await expect(page.getByTestId('detail-grade')).toHaveText('Q355B');
      const definedIn = page.getByTestId('defined-in');
      await expect(definedIn).toContainText('GB/T 1591-2018');
      await definedIn.click();
      await expect(page.getByTestId('library-detail-title')).toContainText('GB/T 1591-2018');
      expect(errors).toEqual([]);
    });

    test('previews a paid document, buys it with the sandbox and downloads it watermarked', async ({ browser, baseURL }) => {
      test.setTimeout(180_000);
      const user = await newUser(browser, baseURL!, lang);
      const errors = watchConsole(user.page);
      try {
        const id = await findItem(user.page, 'GB/T 1591-2018', '&expense=paid');
        await user.page.goto(localized(`/librany/${id}`, lang));
        await user.page.getByTestId('preview-open').click();
        await expect(user.page.getByTestId('library-preview')).toHaveAttribute('data-state', 'shown', { timeout: 30_000 });
        await expect(user.page.locator('[data-testid="preview-page"]').first()).toBeVisible();

        await user.page.getByTestId('item-buy').click();
        await expect(user.page.getByTestId('order-items')).toContainText('GB/T 1591-2018');
        await user.page.getByTestId('order-submit').click();
        await expect(user.page).toHaveURL(/\/librany\/libranyPay\?orderNo=\d+/);
        const orderNo = new URL(user.page.url()).searchParams.get('orderNo')!;

        const qr = user.page.getByTestId('pay-qr');
        await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 30_000 }).toBeGreaterThan(0);
        const png = await user.context.request.get((await qr.getAttribute('src'))!);
        const { data, info } = await sharp(await png.body()).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
        const codeUrl = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
        const phone = await user.context.newPage();
        const target = new URL(codeUrl!, user.page.url());
        await phone.goto(target.pathname + target.search);
        await phone.getByTestId('pay-sandbox-pay').click();

        await expect(user.page.getByTestId('library-paid')).toBeVisible({ timeout: 60_000 });
        const [download] = await Promise.all([user.page.waitForEvent('download'), user.page.getByTestId('paid-download').first().click()]);
        const pdf = await PDFDocument.load(fs.readFileSync((await download.path())!));
        expect(pdf.getSubject()).toBe(`Licensed to ${user.userName} - Order ${orderNo}`);

        await user.page.goto(localized('/my/documentOrder', lang));
        await expect(user.page.getByTestId('library-orders-table')).toContainText(orderNo);
        expect(errors).toEqual([]);
      } finally {
        await user.context.close();
      }
    });

    test('orders a printed book with an address and an invoice title', async ({ browser, baseURL }) => {
      test.setTimeout(120_000);
      const user = await newUser(browser, baseURL!, lang);
      try {
        const headers = { authorization: `Bearer ${user.token}` };
        expect((await (await user.context.request.post('/atsteel/user/address/saveAddress', { headers, data: { consignee: '王五', mobile: '13900003333', province: '上海市', city: '上海市', county: '徐汇区', detail: '漕溪北路 1 号', isDefault: true } })).json()).code).toBe(0);
        expect((await (await user.context.request.post('/atsteel/user/invoice/saveInvoiceTitle', { headers, data: { titleType: 'personal', title: 'Wang Wu E2E' } })).json()).code).toBe(0);
        const id = await findItem(user.page, '', '&kind=book');
        await user.page.goto(localized(`/libranyBook/${id}`, lang));
        await user.page.getByTestId('book-order').click();
        await expect(user.page.getByTestId('order-address')).toContainText('漕溪北路 1 号');
        await user.page.getByTestId('order-invoice').click();
        await user.page.getByText('Wang Wu E2E').click();
        await user.page.getByTestId('order-submit').click();
        await expect(user.page).toHaveURL(/\/librany\/libranyPay\?orderNo=\d+/);
        const orderNo = new URL(user.page.url()).searchParams.get('orderNo')!;
        await user.page.goto(localized(`/my/documentOrderDetail?orderNo=${orderNo}`, lang));
        await expect(user.page.getByTestId('library-order-address')).toContainText('王五');
        await expect(user.page.getByTestId('library-order-detail')).toHaveAttribute('data-status', 'waiting');
      } finally {
        await user.context.close();
      }
    });
  });
}
