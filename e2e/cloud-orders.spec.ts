import fs from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PDFDocument } from '@cantoo/pdf-lib';
import sharp from 'sharp';
import { LANGS, localized, signIn, useLanguage as setLanguage, watchConsole, type Lang } from './helpers';

/**
 * Issue 15's acceptance journey in a browser, in both languages: demo_employee estimates and orders
 * tensile + impact (−20 °C) + chemical on two Q355B samples from the CMA demo laboratory,
 * customer service sends it to the laboratory, the laboratory offers, the customer accepts, both
 * confirm the contract, the customer pays in the WeChat sandbox, the laboratory uploads the report,
 * the customer downloads it and rates the service; the report's verification page works signed out.
 */

async function party(browser: Browser, baseURL: string, lang: Lang, account: string): Promise<{ page: Page; token: string; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL, acceptDownloads: true });
  await setLanguage(context, lang, baseURL);
  const token = await signIn(context, context.request, baseURL, account);
  const page = await context.newPage();
  return { page, token, close: () => context.close() };
}

/** Opens an order in its party's screen and waits for its detail. */
async function openOrder(page: Page, path: string, lang: Lang) {
  await page.goto(localized(path, lang));
  await expect(page.getByTestId('cloud-order')).toBeVisible({ timeout: 30_000 });
}

const stage = (page: Page) => page.getByTestId('cloud-order');

async function reportPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const p = pdf.addPage([595, 842]);
  p.drawText('Test report - Q355B tensile, impact -20 C, chemical composition', { x: 50, y: 760, size: 12 });
  return Buffer.from(await pdf.save());
}

for (const lang of LANGS) {
  test.describe(`cloud orders (${lang})`, () => {
    test('orders, sends, offers, contracts, pays, delivers a signed report and rates it', async ({ browser, baseURL }) => {
      test.setTimeout(300_000);
      const customer = await party(browser, baseURL!, lang, 'demo_employee');
      const service = await party(browser, baseURL!, lang, 'demo_service');
      const lab = await party(browser, baseURL!, lang, 'demo_lab');
      const errors = watchConsole(customer.page);
      try {
        const headers = { authorization: `Bearer ${customer.token}` };
        const detail = `测试路 ${lang} ${Date.now() % 100000} 号`;
        expect((await (await customer.page.request.post('/atsteel/user/address/saveAddress', { headers, data: { consignee: '张工', mobile: '13900001111', province: '上海市', city: '上海市', county: '浦东新区', detail, isDefault: true } })).json()).code).toBe(0);
        const options = (await (await customer.page.request.get('/atsteel/cloudOrder/formOptions', { headers })).json()).data;
        const id = (code: string) => options.items.find((i: { code: string }) => i.code === code).id as number;
        const cmaLab = options.labs.find((l: { slug: string }) => l.slug === 'hugang-testing-center');
        expect(cmaLab.cma).toBe(true);
        const [tensile, impact, chemical] = [id('tensile-rt'), id('impact-charpy'), id('chemical-composition')];

        // The customer: the form prefilled as the estimate links to it, the live estimate, a refused submit, the order.
        await customer.page.goto(localized(`/cloud/requirementFill?labId=${cmaLab.id}&items=${tensile}x2,${impact}x2,${chemical}x2&p${impact}=temperature:-20|notch:V&material=Q355B`, lang));
        await expect(customer.page.getByTestId('order-estimate')).toBeVisible({ timeout: 30_000 });
        const temperature = customer.page.getByTestId(`param-${impact}-temperature`);
        const field = (await temperature.evaluate((n) => n.tagName)) === 'INPUT' ? temperature : temperature.locator('input');
        await expect(field).toHaveValue('-20');
        await customer.page.getByTestId('order-submit').click();
        await expect(customer.page.getByText(lang === 'zh' ? '请填写项目名称' : 'Enter the project name').first()).toBeVisible();
        await customer.page.getByTestId('order-project').fill(`Q355B ${lang} acceptance`);
        await customer.page.getByTestId('order-agreement').check();
        await customer.page.getByTestId('order-submit').click();
        await expect(customer.page).toHaveURL(/\/my\/requirementList\?orderNo=\d+/, { timeout: 30_000 });
        const orderNo = new URL(customer.page.url()).searchParams.get('orderNo')!;
        // The customer chose the CMA laboratory in the estimate: the order went to it at once (no dispatch by customer service).
        await expect(stage(customer.page)).toHaveAttribute('data-stage', 'offer');

        // Customer service still contacts the customer; the order is already with the chosen laboratory.
        await openOrder(service.page, `/my/administration/cloudServices?orderNo=${orderNo}`, lang);
        await expect(stage(service.page)).toHaveAttribute('data-stage', 'offer');
        await service.page.getByTestId('action-contact').click();
        await expect(service.page.getByTestId('action-contact')).toBeEnabled();

        // The laboratory offers (its price field starts at the estimate).
        await openOrder(lab.page, `/my/laboratoryOrderDetail?orderNo=${orderNo}`, lang);
        await lab.page.getByTestId('action-offer').click();
        await expect(lab.page.getByTestId('order-offer')).toBeVisible();

        // The customer accepts; both confirm the generated contract.
        await openOrder(customer.page, `/my/requirementList?orderNo=${orderNo}`, lang);
        await customer.page.getByTestId('action-accept').click();
        await expect(stage(customer.page)).toHaveAttribute('data-stage', 'contract', { timeout: 30_000 }); // the contract PDF is drawn first
        await expect(customer.page.getByTestId('contract-link')).toBeVisible();
        await customer.page.getByTestId('action-confirm-contract').click();
        await openOrder(lab.page, `/my/laboratoryOrderDetail?orderNo=${orderNo}`, lang);
        await lab.page.getByTestId('action-confirm-contract').click();
        await expect(lab.page.getByTestId('order-payment')).toHaveAttribute('data-status', 'waiting');

        // The customer pays in the WeChat sandbox (the QR read as a phone would).
        await openOrder(customer.page, `/my/requirementList?orderNo=${orderNo}`, lang);
        await customer.page.getByTestId('action-pay').click();
        const qr = customer.page.getByTestId('pay-qr');
        await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 30_000 }).toBeGreaterThan(0);
        const png = await customer.page.request.get((await qr.getAttribute('src'))!);
        const { data, info } = await sharp(await png.body()).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
        const codeUrl = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
        const phone = await customer.page.context().newPage();
        const target = new URL(codeUrl!, customer.page.url());
        await phone.goto(target.pathname + target.search);
        await phone.getByTestId('pay-sandbox-pay').click();
        await expect(stage(customer.page)).toHaveAttribute('data-stage', 'executing', { timeout: 60_000 });
        await phone.close();

        // The laboratory uploads the report; it is stamped with the verification QR code.
        await openOrder(lab.page, `/my/laboratoryOrderDetail?orderNo=${orderNo}`, lang);
        await expect(stage(lab.page)).toHaveAttribute('data-stage', 'executing');
        await lab.page.getByTestId('deliver-report').locator('input[type=file]').setInputFiles({ name: 'Q355B-report.pdf', mimeType: 'application/pdf', buffer: await reportPdf() });
        await expect(lab.page.getByTestId('action-deliver')).toBeEnabled({ timeout: 30_000 });
        await lab.page.getByTestId('action-deliver').click();
        await expect(stage(lab.page)).toHaveAttribute('data-stage', 'delivered', { timeout: 30_000 });

        // The customer downloads the report, completes and rates the order.
        await openOrder(customer.page, `/my/requirementList?orderNo=${orderNo}`, lang);
        const [download] = await Promise.all([customer.page.waitForEvent('download'), customer.page.getByTestId('report-download').click()]);
        const pdf = await PDFDocument.load(fs.readFileSync((await download.path())!));
        expect(pdf.getPageCount()).toBe(1);
        const verifyHref = await customer.page.getByTestId('report-verify-link').getAttribute('href');
        await customer.page.getByTestId('action-complete').click();
        await expect(stage(customer.page)).toHaveAttribute('data-stage', 'completed');
        await customer.page.getByTestId('rate-satisfaction').locator('li').nth(3).click();
        await customer.page.getByTestId('action-evaluate').click();
        await expect(stage(customer.page)).toHaveAttribute('data-stage', 'evaluated');
        await expect(customer.page.getByTestId('order-timeline')).toContainText(lang === 'zh' ? '服务评价' : 'Service evaluated');

        // Anyone can verify the report, signed out.
        const visitor = await browser.newContext({ baseURL });
        await setLanguage(visitor, lang, baseURL!);
        const anon = await visitor.newPage();
        await anon.goto(verifyHref!);
        await expect(anon.getByTestId('verify-ok')).toBeVisible();
        await expect(anon.getByTestId('verify-order')).toHaveText(orderNo);
        await expect(anon.getByTestId('verify-lab')).toHaveText(cmaLab.name);
        await anon.goto(localized('/cloudGrade', lang));
        await expect(anon.getByTestId('cloud-grade')).toContainText(cmaLab.name);
        await visitor.close();
        expect(errors.filter((e) => !/\b4\d\d\b.*cloudOrder\/estimate/.test(e))).toEqual([]);
      } finally {
        await Promise.all([customer.close(), service.close(), lab.close()]);
      }
    });
  });
}
