import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { registerByMobile, LANGS, localized, signIn, useLanguage as setLanguage, watchConsole, type Lang } from './helpers';

/**
 * Issue 12 in a browser, in both languages: a new user buys a yearly VIP plan through the WeChat
 * sandbox QR and another through the Alipay sandbox; the page moves on by itself and the VIP deadline
 * appears; the invoice request of a paid order shows on /my/bill; customer service finds an order
 * paid by bank transfer and confirms it with the transfer reference.
 *
 * The sandbox cashier (/paySandbox/<channel>/<id>, components/pay-sandbox) is pressed through these
 * test ids. The QR is read as a phone would: the PNG of pay/wxpay/native/order decoded to its code_url.
 */
const SANDBOX = { pay: 'pay-sandbox-pay', fail: 'pay-sandbox-fail', abandon: 'pay-sandbox-abandon', back: 'pay-sandbox-return' } as const;

const TEXT = {
  zh: { paid: '已支付', requested: '已申请' },
  en: { paid: 'Paid', requested: 'Requested' },
} as const;


/** A brand-new user (SMS sign-in that registers the number), signed in in its own browser context. */
async function newUser(browser: Browser, baseURL: string, lang: Lang): Promise<{ context: BrowserContext; page: Page; token: string; userName: string }> {
  const context = await browser.newContext({ baseURL });
  await setLanguage(context, lang, baseURL);
  const session = await registerByMobile(context, baseURL);
  return { context, page: await context.newPage(), ...session };
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** The buyer's default invoice title (the account domain's user/invoice), so an invoice can be requested. */
async function saveInvoiceTitle(context: BrowserContext, token: string) {
  const res = await context.request.post('/atsteel/user/invoice/saveInvoiceTitle', {
    headers: auth(token),
    data: { titleType: 'enterprise', title: 'E2E Steel Trading Co., Ltd.', taxNumber: '91310000MA1FL2E2E0', address: 'Shanghai Pudong', telephone: '021-55550000', bankAccount: '6222020200112233445', bankName: 'ICBC Shanghai', isDefault: true },
  });
  expect((await res.json()).code).toBe(0);
}

/** Opens an address of the app on the test server even when PUBLIC_BASE_URL names another origin. */
async function openOnTestServer(page: Page, url: string) {
  const target = new URL(url, page.url());
  await page.goto(target.pathname + target.search);
}

/** The year of the VIP deadline shown on a screen (the deadline moved at least a year ahead); the screen may first show the state it had cached. */
async function expectDeadlineNextYear(shown: Locator) {
  const year = async () => Math.max(0, ...(((await shown.textContent()) ?? '').match(/20\d\d/g)?.map(Number) ?? []));
  await expect.poll(year, { timeout: 15_000 }).toBeGreaterThanOrEqual(new Date().getFullYear() + 1);
}

async function requestInvoice(page: Page, lang: Lang, orderNo: string) {
  await page.goto(localized(`/my/bill?orderNo=${orderNo}`, lang));
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('invoice-order-select')).toContainText(orderNo);
  await expect(dialog.getByTestId('invoice-title-select')).toContainText('E2E Steel Trading');
  await page.getByTestId('invoice-request-submit').click();
  const row = page.getByTestId('invoice-requests-table').locator('tr', { hasText: orderNo });
  await expect(row.getByTestId('invoice-state')).toHaveText(TEXT[lang].requested);
}

/** Buys the yearly plan on /subscribePay and answers the payment dialog's order number. */
async function buyYearly(page: Page, lang: Lang): Promise<string> {
  await page.goto(localized('/subscribePay', lang));
  await expect(page.getByTestId('vip-plans')).toBeVisible();
  await page.getByTestId('vip-buy-yearly').click();
  const orderNo = (await page.getByTestId('pay-order-no').textContent())!.trim();
  expect(orderNo).toMatch(/^\d{14,18}$/);
  await expect(page.getByTestId('pay-countdown')).toBeVisible();
  return orderNo;
}

for (const lang of LANGS) {
  test.describe(`payments (${lang})`, () => {
    test('a new user buys a yearly VIP through the WeChat sandbox QR; the page moves on and the deadline appears', async ({ browser, baseURL }) => {
      test.setTimeout(180_000);
      const user = await newUser(browser, baseURL!, lang);
      const errors = watchConsole(user.page);
      try {
        await saveInvoiceTitle(user.context, user.token);
        const orderNo = await buyYearly(user.page, lang);
        const qr = user.page.getByTestId('pay-qr');
        await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 30_000 }).toBeGreaterThan(0);

        // Scan the QR: decode the PNG to the code_url and open the sandbox's cashier as the phone would.
        const png = await user.context.request.get((await qr.getAttribute('src'))!);
        const { data, info } = await sharp(await png.body()).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
        const codeUrl = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
        expect(codeUrl).toMatch(/\/paySandbox\/wechat\//);
        const phone = await user.context.newPage();
        await openOnTestServer(phone, codeUrl!);
        await phone.getByTestId(SANDBOX.pay).click();

        // The dialog's poll sees the payment and moves on by itself.
        await expect(user.page).toHaveURL(new RegExp(`/subscribePay/success\\?orderNo=${orderNo}`), { timeout: 60_000 });
        await expectDeadlineNextYear(user.page.getByTestId('pay-success-vip'));
        await expect(user.page.getByTestId('header-vip')).toHaveAttribute('data-state', 'active');

        await user.page.goto(localized('/my/payment', lang));
        await expectDeadlineNextYear(user.page.getByTestId('vip-deadline'));
        const row = user.page.getByTestId('orders-table').locator('tr', { hasText: orderNo });
        await expect(row.getByTestId('order-status')).toHaveText(TEXT[lang].paid);

        await requestInvoice(user.page, lang, orderNo);
        expect(errors).toEqual([]);
      } finally {
        await user.context.close();
      }
    });

    test('a new user buys a yearly VIP through the Alipay sandbox and comes back to a paid order', async ({ browser, baseURL }) => {
      test.setTimeout(180_000);
      const user = await newUser(browser, baseURL!, lang);
      try {
        const orderNo = await buyYearly(user.page, lang);
        await user.page.getByTestId('pay-channel-alipay').click();
        await user.page.getByTestId('pay-alipay-go').click();
        // /zfbPay forwards this tab to the wallet (the sandbox's cashier).
        await user.page.waitForURL(/\/paySandbox\/alipay\//, { timeout: 30_000 });
        if (new URL(user.page.url()).origin !== new URL(baseURL!).origin) await openOnTestServer(user.page, user.page.url());
        await user.page.getByTestId(SANDBOX.pay).click();
        const back = user.page.getByTestId(SANDBOX.back);
        await openOnTestServer(user.page, (await back.getAttribute('href'))!);
        // Back on /zfbPay: it polls and moves on once the notification made the order paid.
        await expect(user.page).toHaveURL(new RegExp(`/subscribePay/success\\?orderNo=${orderNo}`), { timeout: 60_000 });
        await expectDeadlineNextYear(user.page.getByTestId('pay-success-vip'));
      } finally {
        await user.context.close();
      }
    });

    test('customer service confirms a bank transfer; the buyer sees the deadline and requests the invoice', async ({ browser, baseURL }) => {
      test.setTimeout(180_000);
      const user = await newUser(browser, baseURL!, lang);
      const service = await browser.newContext({ baseURL });
      await setLanguage(service, lang, baseURL!);
      await signIn(service, service.request, baseURL!, 'demo_service');
      const desk = await service.newPage();
      const errors = watchConsole(desk);
      try {
        await saveInvoiceTitle(user.context, user.token);
        // A large order paid by bank transfer: the buyer chooses the offline method when ordering.
        const created = await user.context.request.post('/atsteel/payment/saveVipOrder', {
          headers: { ...auth(user.token), 'Idempotency-Key': `e2e-offline-${lang}-${Date.now()}` },
          data: { plan: 'yearly', channel: 'offline' },
        });
        const orderNo = (await created.json()).data.orderNo as string;

        await desk.goto(localized(`/my/administration/payOrder?keyword=${user.userName}`, lang));
        const row = desk.getByTestId('admin-orders-table').locator('tr', { hasText: orderNo });
        await expect(row).toContainText(user.userName);
        await row.getByTestId('admin-confirm-offline').click();
        await desk.getByTestId('confirm-offline-reference').fill(`E2E-${lang.toUpperCase()}-${orderNo}`);
        await desk.getByTestId('confirm-offline-submit').click();
        await expect(row.getByTestId('order-status')).toHaveText(TEXT[lang].paid);
        await row.getByTestId('order-open').click();
        await expect(desk.getByTestId('order-history')).toContainText(`E2E-${lang.toUpperCase()}-${orderNo}`);

        await user.page.goto(localized('/my/payment', lang));
        await expectDeadlineNextYear(user.page.getByTestId('vip-deadline'));
        await expect(user.page.getByTestId('menu-vip')).toHaveAttribute('data-state', 'active');
        await requestInvoice(user.page, lang, orderNo);
        expect(errors).toEqual([]);
      } finally {
        await user.context.close();
        await service.close();
      }
    });
  });
}
