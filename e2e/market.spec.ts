import crypto from 'node:crypto';
import fs from 'node:fs';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { LANGS, localized, registerByMobile, useLanguage as setLanguage, watchConsole, type Lang } from './helpers';

/**
 * Issue 37 in a browser, in both languages: browse the data products and open a data set's sample
 * rows and licence; filter standard parts by M12 and class 8.8, filter common parts by pipe and NPS 2 and open
 * the pipe with the grades its source names; buy a paid
 * product through the WeChat sandbox, generate CSV and XLSX and compare the SHA-256 shown by
 * tui/fileCheck with the downloaded bytes; generate a free product; /fileManage/list shows a
 * suggestion's attachment and the bought file and refuses to delete the attached one.
 */

async function newUser(browser: Browser, baseURL: string, lang: Lang): Promise<{ context: BrowserContext; page: Page; token: string }> {
  const context = await browser.newContext({ baseURL, acceptDownloads: true });
  await setLanguage(context, lang, baseURL);
  const session = await registerByMobile(context, baseURL);
  return { context, page: await context.newPage(), token: session.token };
}

async function productId(page: Page, keyword: string): Promise<number> {
  const res = await page.request.get(`/atsteel/zhj/product/page?keyword=${encodeURIComponent(keyword)}`);
  return (await res.json()).data.list[0].id as number;
}

const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');

async function downloadBytes(page: Page, testId: string): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  return fs.readFileSync((await download.path())!);
}

for (const lang of LANGS) {
  test.describe(`market (${lang})`, () => {
    test('browses products, a data set’s sample rows and licence, standard parts by M12 and 8.8 and a common part', async ({ page, context, baseURL }) => {
      await setLanguage(context, lang, baseURL!);
      const errors = watchConsole(page);
      await page.goto(localized('/zhj/productList', lang));
      await expect(page.getByTestId('product-card').first()).toBeVisible();
      await page.getByTestId('product-keyword').fill('Charpy');
      await page.getByTestId('product-submit').click();
      await expect(page.getByTestId('product-card')).toHaveCount(1);
      await page.getByTestId('product-card').locator('a').first().click();
      await expect(page.getByTestId('product-detail')).toBeVisible();
      await expect(page.getByTestId('dataset-sample').locator('tbody tr')).toHaveCount(5);
      await page.getByTestId('product-dataset-link').click();
      await expect(page.getByTestId('dataset-page')).toBeVisible();
      await expect(page.getByTestId('dataset-licence')).toContainText('Hand-compiled from public pages');
      await expect(page.getByTestId('dataset-sample').locator('tbody tr')).toHaveCount(5);

      await page.goto(localized('/standardParts/list', lang));
      await page.getByTestId('part-size-input').fill('M12');
      await page.getByTestId('part-class-input').fill('8.8');
      await page.getByTestId('part-submit').click();
      await expect(page.getByTestId('part-card')).toHaveCount(1);
      await expect(page.getByTestId('part-size')).toHaveCount(1);
      await expect(page.getByTestId('part-size')).toHaveAttribute('data-size', 'M12');
      await expect(page.getByTestId('part-size')).toContainText('18.0');

      await page.goto(localized('/commonParts/list', lang));
      await page.getByTestId('part-size-input').fill('2');
      await page.getByTestId('part-category').selectOption('pipe');
      await page.getByTestId('part-submit').click();
      await expect(page.getByTestId('part-card')).toHaveCount(1);
      await expect(page.getByTestId('part-size')).toHaveCount(4);
      await page.getByTestId('part-card').first().locator('h2 a').click();
      await expect(page.getByTestId('part-detail')).toBeVisible();
      await expect(page.getByTestId('part-size')).toHaveCount(8);
      await expect(page.getByTestId('part-table').locator('thead')).toContainText(lang === 'zh' ? '理论重量（kg/m）' : 'Theoretical weight (kg/m)');
      await expect(page.getByTestId('part-materials').locator('a')).toHaveCount(2);
      expect(errors).toEqual([]);
    });

    test('buys a product in the sandbox, generates CSV and XLSX whose SHA-256 matches, gets a free product and manages files', async ({ browser, baseURL }) => {
      test.setTimeout(180_000);
      const user = await newUser(browser, baseURL!, lang);
      const errors = watchConsole(user.page);
      try {
        const page = user.page;
        await page.goto(localized(`/zhj/productDetail?id=${await productId(page, 'Charpy')}`, lang));
        await page.getByTestId('product-buy').click();
        const qr = page.getByTestId('pay-qr');
        await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 30_000 }).toBeGreaterThan(0);
        const png = await user.context.request.get((await qr.getAttribute('src'))!);
        const { data, info } = await sharp(await png.body()).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
        const codeUrl = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
        const phone = await user.context.newPage();
        const target = new URL(codeUrl!, page.url());
        await phone.goto(target.pathname + target.search);
        await phone.getByTestId('pay-sandbox-pay').click();

        await expect(page.getByTestId('product-generate-box')).toBeVisible({ timeout: 60_000 });
        for (const format of ['csv', 'xlsx'] as const) {
          await page.getByTestId(`generate-${format}`).click();
          const card = page.getByTestId(`file-${format}`);
          await expect(card).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
          const [download] = await Promise.all([page.waitForEvent('download'), card.getByTestId('file-download').click()]);
          const bytes = fs.readFileSync((await download.path())!);
          await card.getByTestId('file-check').click();
          await expect(card.getByTestId('file-checked')).toContainText(sha256(bytes));
          await expect(card.getByTestId('file-sha256')).toHaveText(sha256(bytes));
        }

        await page.goto(localized(`/zhj/productDetail?id=${await productId(page, 'aluminium')}`, lang));
        await page.getByTestId('generate-csv').click();
        await expect(page.getByTestId('file-csv')).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
        // The file's headers are in the page's language, each unit once (lib/market/columns.ts).
        expect((await downloadBytes(page, 'file-download')).toString('utf8')).toContain(lang === 'zh' ? '合金,系列' : 'Alloy,Series');

        // A suggestion with an attachment, saved through the API as the suggestion form does.
        const auth = { authorization: `Bearer ${user.token}` };
        const upload = await page.request.post('/atsteel/SystemManager/fileUpload?kind=attachment', { headers: auth, multipart: { file: { name: 'pipe sizes.csv', mimeType: 'text/csv', buffer: Buffer.from('size,od\nDN50,60.3\n') } } });
        const fileId = (await upload.json()).data.id as string;
        expect((await (await page.request.post('/atsteel/suggestion/save', { headers: auth, data: { content: 'Please add pipe dimensions to the parts catalogue.', attachmentId: fileId } })).json()).code).toBe(0);

        await page.goto(localized('/fileManage/list', lang));
        const attached = page.locator(`[data-testid="file-row"][data-id="${fileId}"]`);
        await expect(attached).toBeVisible();
        await expect(attached.getByTestId('file-used-by')).toHaveAttribute('href', /\/my\/suggestion$/);
        await expect(page.getByTestId('file-row').filter({ hasText: `weld-metal-charpy-${lang}.csv` })).toHaveCount(1);
        page.once('dialog', (d) => void d.accept());
        const refused = page.waitForResponse((r) => r.url().includes('SystemManager/fileDelete'));
        await attached.getByTestId('file-row-delete').click();
        expect((await refused).status()).toBe(409);
        await expect(attached).toBeVisible();
        expect(errors.filter((e) => !e.includes('SystemManager/fileDelete') && !e.includes('409'))).toEqual([]);
      } finally {
        await user.context.close();
      }
    });
  });
}
