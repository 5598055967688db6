import { expect, test, type Browser, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { confirmReviewDecision, type Lang, LANGS, localized, signIn, useLanguage as setLanguage, watchConsole } from './helpers';

/**
 * Issue 34 in a browser, in both languages: demo_admin publishes a recommended product, it is public only after
 * demo_public_admin approves it on /my/enterpriseProductCheck; demo_user orders a customisation with it as
 * reference; customer service passes the formal review; the supplier sets the amount and drafts the contract;
 * both sign; the customer pays in the WeChat sandbox; the supplier completes scheme, lab R&D, production and
 * testing and delivers; the customer completes and evaluates.
 */

const TEXT = {
  zh: { submitted: '已提交', preReview: '预审' },
  en: { submitted: 'Submitted', preReview: 'Pre-review' },
} as const;

async function party(browser: Browser, baseURL: string, lang: Lang, account: string): Promise<{ page: Page; token: string; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL });
  await setLanguage(context, lang, baseURL);
  const token = await signIn(context, context.request, baseURL, account);
  return { page: await context.newPage(), token, close: () => context.close() };
}

const stage = (page: Page) => page.getByTestId('custom-stage');

async function step(page: Page, action: string, to?: string) {
  await page.getByTestId(`custom-action-${action}`).click();
  if (to) await expect(stage(page)).toHaveAttribute('data-stage', to, { timeout: 30_000 });
}

/**
 * Custom detection at the product testing step: the supplier opens a detection order from customDetectionDetail
 * (prefilled with the custom order; the test item and laboratory chosen as on the estimate), saves it, and finds it
 * listed there with its stage.
 */
async function detection(owner: { page: Page; token: string }, orderNo: string, lang: Lang) {
  const { page } = owner;
  const headers = { authorization: `Bearer ${owner.token}` };
  const address = { consignee: '李工', mobile: '13900002222', province: '上海市', city: '上海市', county: '浦东新区', detail: `定制检测路 ${lang} ${Date.now() % 100000} 号`, isDefault: true };
  expect((await (await page.request.post('/atsteel/user/address/saveAddress', { headers, data: address })).json()).code).toBe(0);
  const options = (await (await page.request.get('/atsteel/cloudOrder/formOptions', { headers })).json()).data;
  const tensile = options.items.find((i: { code: string }) => i.code === 'tensile-rt').id as number;
  const lab = options.labs.find((l: { slug: string }) => l.slug === 'hugang-testing-center');
  await page.getByTestId('custom-detections-link').click();
  await expect(page.getByTestId('custom-detection-table')).toBeVisible({ timeout: 30_000 });
  const open = page.getByTestId('custom-detection-open');
  const href = await open.getAttribute('href');
  expect(href).toContain(`customOrderNo=${orderNo}`);
  await page.goto(`${href}&labId=${lab.id}&items=${tensile}x1`);
  await expect(page.getByTestId('order-custom-note')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('order-project').fill(`Product testing ${orderNo}`);
  await page.getByTestId('order-agreement').check();
  await page.getByTestId('order-submit').click();
  await expect(page).toHaveURL(/\/custom\/customDetectionDetail\?orderNo=/, { timeout: 30_000 });
  const row = page.getByTestId('custom-detection-link');
  await expect(row).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByTestId('custom-detection-stage')).toHaveAttribute('data-stage', /preReview|offer/);
  await page.getByTestId('custom-detection-back').click();
  await expect(stage(page)).toHaveAttribute('data-stage', 'executing', { timeout: 30_000 });
}

for (const lang of LANGS) {
  test.describe(`recommended products and customisation (${lang})`, () => {
    test('publish, review, customise, contract, pay, execute, deliver and evaluate', async ({ browser, baseURL }) => {
      test.setTimeout(240_000);
      const name = `E2E plate ${lang} ${Date.now() % 1_000_000}`;
      const owner = await party(browser, baseURL!, lang, 'demo_admin');
      const errors = watchConsole(owner.page);

      // The company administrator publishes a product; saving submits it for review.
      await owner.page.goto(localized('/cloud/releaseRecomProduct', lang));
      await owner.page.getByTestId('product-name').fill(name);
      await owner.page.getByTestId('product-type').selectOption('lowAlloySteel');
      await owner.page.getByTestId('product-shape').selectOption('plate');
      await owner.page.getByTestId('product-specification').fill('20 × 2000 × 8000 mm');
      await owner.page.getByTestId('product-price').fill('4600');
      const png = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#336699' } }).png().toBuffer();
      await owner.page.getByTestId('product-pictures').locator('input[type=file]').setInputFiles({ name: 'plate.png', mimeType: 'image/png', buffer: png });
      await expect(owner.page.getByTestId('product-pictures').locator('.file-field__item')).toHaveCount(1, { timeout: 30_000 });
      await owner.page.getByTestId('product-introduction').fill('E2E product');
      await owner.page.getByTestId('product-save').click();
      await expect(owner.page).toHaveURL(/\/my\/businessRecommendProduct/);
      const mine = owner.page.getByTestId('my-product-table').locator('tr', { hasText: name });
      await expect(mine.getByTestId('review-state')).toHaveText(TEXT[lang].submitted);

      // Not public before approval.
      const visitor = await browser.newContext({ baseURL });
      await setLanguage(visitor, lang, baseURL!);
      const pub = await visitor.newPage();
      await pub.goto(localized(`/cloud/recommendedProduct?keyword=${encodeURIComponent(name)}`, lang));
      await expect(pub.getByTestId('product-empty')).toBeVisible();

      // The public administrator approves it.
      const admin = await party(browser, baseURL!, lang, 'demo_public_admin');
      await admin.page.goto(localized('/my/enterpriseProductCheck', lang));
      await admin.page.getByTestId('review-table').locator('tr', { hasText: name }).getByTestId('review-open').click();
      await expect(admin.page.getByTestId('product-summary')).toContainText(name);
      await admin.page.getByTestId('review-start').click();
      await admin.page.getByTestId('review-approve').click();
      await confirmReviewDecision(admin.page);
      await expect(admin.page.getByTestId('review-approve')).toHaveCount(0);
      await admin.close();

      // Now public: list, details, and the way to customise.
      await pub.reload();
      await pub.getByTestId('product-results').getByRole('link', { name }).first().click();
      await expect(pub.getByTestId('product-name')).toHaveText(name);
      const productId = new URL(pub.url()).searchParams.get('id')!;
      await visitor.close();

      // The customer orders a customisation with it as reference.
      const customer = await party(browser, baseURL!, lang, 'demo_user');
      await customer.page.goto(localized(`/custom?productId=${productId}`, lang));
      await customer.page.getByTestId('custom-projectName').fill(`E2E bridge ${lang}`);
      await customer.page.getByTestId('custom-materialType').selectOption('lowAlloySteel');
      await customer.page.getByTestId('custom-line-0-thickness').fill('20');
      await customer.page.getByTestId('custom-line-0-width').fill('2000');
      await customer.page.getByTestId('custom-line-0-length').fill('8000');
      await customer.page.getByTestId('custom-line-0-quantity').fill('5');
      await customer.page.getByTestId('custom-deliveryDate').fill(new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10));
      await customer.page.getByTestId('custom-contact').fill('Ms Li');
      await customer.page.getByTestId('custom-submit').click();
      await expect(stage(customer.page)).toHaveAttribute('data-stage', 'preReview', { timeout: 30_000 });
      const orderNo = new URL(customer.page.url()).searchParams.get('orderNo')!;
      const detail = localized(`/custom/customDetail?orderNo=${orderNo}`, lang);

      // Customer service passes the formal review.
      const service = await party(browser, baseURL!, lang, 'demo_service');
      await service.page.goto(detail);
      await step(service.page, 'reviewPass', 'offer');
      await service.close();

      // The supplier sets the total and drafts the contract, then signs.
      await owner.page.goto(detail);
      await owner.page.getByTestId('custom-total-input').fill('23000');
      await step(owner.page, 'draftContract', 'contract');
      await expect(owner.page.getByTestId('custom-contract')).toBeVisible();
      await step(owner.page, 'sign');
      await expect(owner.page.getByTestId('custom-action-sign')).toHaveCount(0);

      // The customer signs and pays in the WeChat sandbox (the QR read as a phone would).
      await customer.page.reload();
      await step(customer.page, 'sign');
      await customer.page.getByTestId('custom-action-pay').click();
      const qr = customer.page.getByTestId('pay-qr');
      await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 30_000 }).toBeGreaterThan(0);
      const qrPng = await customer.page.request.get((await qr.getAttribute('src'))!);
      const { data, info } = await sharp(await qrPng.body()).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      const codeUrl = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
      const phone = await customer.page.context().newPage();
      const target = new URL(codeUrl!, customer.page.url());
      await phone.goto(target.pathname + target.search);
      await phone.getByTestId('pay-sandbox-pay').click();
      // The dialog moves on by itself once the order is paid; the order page then shows executing.
      await expect(async () => {
        await customer.page.reload();
        await expect(stage(customer.page)).toHaveAttribute('data-stage', 'executing', { timeout: 2000 });
      }).toPass({ timeout: 60_000 });
      await phone.close();

      // The supplier works through the executing steps and delivers.
      await owner.page.reload();
      for (const s of ['scheme', 'labRnd', 'production', 'testing']) {
        if (s === 'testing') await detection(owner, orderNo, lang);
        await step(owner.page, s);
        await expect(owner.page.getByTestId('custom-timeline').locator(`li[data-action="${s}"]`)).toHaveCount(1);
      }
      await step(owner.page, 'deliver', 'delivered');

      // The customer completes and evaluates.
      await customer.page.reload();
      await step(customer.page, 'complete', 'completed');
      await customer.page.getByTestId('custom-level-delivery').selectOption('4');
      await step(customer.page, 'evaluate', 'evaluated');
      await expect(customer.page.getByTestId('custom-evaluation')).toContainText('4/5');
      // 13 steps and the linked detection order (a linkDetection row written when it was saved).
      await expect(customer.page.getByTestId('custom-timeline').locator('li')).toHaveCount(14);
      await expect(customer.page.getByTestId('custom-timeline')).toContainText(lang === 'zh' ? '关联检测订单' : 'Detection order linked');

      // My customisations list it.
      await customer.page.goto(localized('/my/customList', lang));
      await expect(customer.page.getByTestId('custom-table').locator('tr', { hasText: orderNo })).toBeVisible();
      await customer.close();
      await owner.close();
      expect(errors).toEqual([]);
    });
  });
}

/**
 * Issue 45 item 1 in a browser, in both languages: a signed, unpaid contract the customer cancels offers no payment any
 * more — no pay button on the order, its payment order cancelled without a pay button in "my orders", and the wallet
 * refused with the reason in the page's language. The contract is prepared through the API; the cancelling is clicked.
 */
for (const lang of LANGS) {
  test.describe(`a cancelled customisation (${lang})`, () => {
    test('offers no payment once its signed contract is cancelled', async ({ browser, baseURL }) => {
      test.setTimeout(120_000);
      const customer = await party(browser, baseURL!, lang, 'demo_user');
      const errors = watchConsole(customer.page);
      const service = await party(browser, baseURL!, lang, 'demo_service');
      const supplier = await party(browser, baseURL!, lang, 'demo_admin');
      const call = async (who: { page: Page; token: string }, path: string, data: Record<string, unknown>) => {
        const body = await (await who.page.request.post(`/atsteel/${path}`, { headers: { authorization: `Bearer ${who.token}` }, data })).json();
        expect(body.code, `${path}: ${body.msg}`).toBe(0);
        return body.data;
      };
      const products = (await (await customer.page.request.get('/atsteel/recommendProduct/page?pageSize=10')).json()).data.list;
      const productId = products.find((p: { shape: string }) => p.shape === 'plate').id;
      const form = { projectName: `E2E cancelled ${lang}`, materialType: 'lowAlloySteel', productId, lines: [{ thickness: 20, width: 2000, length: 8000, quantity: 5 }], deliveryDate: new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10), contact: 'Ms Li' };
      const { orderNo } = await call(customer, 'material/custom/submit', form);
      await call(service, 'material/custom/action', { orderNo, action: 'reviewPass' });
      await call(supplier, 'material/custom/action', { orderNo, action: 'draftContract', total: '23000' });
      await call(supplier, 'material/custom/action', { orderNo, action: 'sign' });
      await call(customer, 'material/custom/action', { orderNo, action: 'sign' });
      const { paymentOrderNo } = await call(customer, 'material/custom/pay', { orderNo });
      await service.close();
      await supplier.close();

      // Signed and unpaid: the customer may pay, or cancel the contract with a reason.
      await customer.page.goto(localized(`/custom/customDetail?orderNo=${orderNo}`, lang));
      await expect(customer.page.getByTestId('custom-action-pay')).toBeVisible({ timeout: 30_000 });
      await customer.page.getByTestId('custom-note').fill(lang === 'zh' ? '预算取消' : 'Budget cut');
      await step(customer.page, 'cancelContract', 'cancelled');
      await expect(customer.page.getByTestId('custom-action-pay')).toHaveCount(0);

      // Its payment order is cancelled and offers no payment in "my orders".
      await customer.page.goto(localized('/my/payment', lang));
      const row = customer.page.getByTestId('orders-table').locator('tr', { hasText: paymentOrderNo });
      await expect(row.getByTestId('order-status')).toHaveText(lang === 'zh' ? '已取消' : 'Cancelled', { timeout: 30_000 });
      await expect(row.getByTestId('order-pay')).toHaveCount(0);

      // The wallet is refused in the page's language.
      const link = await customer.page.request.get(`/atsteel/pay/wxpay/native/link?orderNo=${paymentOrderNo}`, { headers: { authorization: `Bearer ${customer.token}`, 'accept-language': lang === 'zh' ? 'zh-CN' : 'en' } });
      expect(link.status()).toBe(409);
      expect((await link.json()).code).toBe(-1);
      await customer.close();
      expect(errors).toEqual([]);
    });
  });
}
