import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import jsQR from 'jsqr';
import { PDFDocument } from '@cantoo/pdf-lib';
import sharp from 'sharp';
import { confirmReviewDecision, LANGS, localized, registerByMobile, signIn, useLanguage, watchConsole } from './helpers';

/**
 * Issue 33 in a browser, both languages: the product ranking of a category and year and an enterprise's line detail;
 * an announcement search without result; an application refused for its missing credit code, completed and approved
 * by the public administrator; a simulation from the downloaded template with one bad cell, fixed in the preview.
 */

const TEXT = {
  zh: { noMatch: '没有匹配的排名公告', creditCode: '请输入统一社会信用代码', approved: '审核通过', grade: 'B', refused: '成分稳定性（Cpk）：应为数字', rank: '轧钢产线' },
  en: { noMatch: 'No matching ranking announcement', creditCode: 'Enter the unified social credit code', approved: 'Approved', grade: 'B', refused: 'Composition stability (Cpk): must be a number', rank: 'Rolling line' },
} as const;

const EXAMPLE_B: Record<string, number | string> = { mechanicalConformity: 98, dimensionalConformity: 96, surfaceConformity: 95, compositionCpk: 'high', onTimeDelivery: 95, complaintRate: 1, satisfaction: 88, rdIntensity: 1.5, newProductShare: 12 };

for (const lang of LANGS) {
  test(`the quality ranking: browse, search, apply, approve and simulate (${lang})`, async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    const words = TEXT[lang];
    const context = await browser.newContext({ baseURL, acceptDownloads: true });
    await useLanguage(context, lang, baseURL!);
    const page = await context.newPage();
    const errors = watchConsole(page);

    // The product ranking of a category and year, then an enterprise's rolling line.
    await page.goto(localized('/quality/qualityRanking?year=2024&category=rebar&level=rolling', lang));
    const rows = page.getByTestId('ranking-row');
    await expect(rows).toHaveCount(6);
    await expect(page.locator('.rk-demo')).toBeVisible();
    await rows.first().getByRole('link').click();
    await expect(page.getByTestId('rank-detail')).toContainText(words.rank);
    await expect(page.getByTestId('contributions').locator('tbody tr')).toHaveCount(9);
    await expect(page.getByTestId('lines').locator('tbody tr')).toHaveCount(3);

    // An announcement search without result.
    await page.goto(localized('/economy/enconomyList?keyword=zzz-none', lang));
    await expect(page.getByTestId('announcements-empty')).toHaveText(words.noMatch);

    // The application: the missing credit code is named, then the complete one is submitted.
    await signIn(context, context.request, baseURL!);
    await page.goto(localized('/economy/economyApply', lang));
    const stamp = `E2E ${lang} ${Date.now()}`;
    for (const [field, value] of Object.entries({ companyName: stamp, address: 'Shanghai', productName: 'Q355B strip', manufacturer: stamp, contactName: 'Li Lei', contactInfo: '13800000001' })) {
      await page.getByTestId(`apply-${field}`).fill(value);
    }
    await page.getByTestId('apply-submit').click();
    await expect(page.locator('#field-creditCode-error')).toHaveText(words.creditCode);
    await page.getByTestId('apply-creditCode').fill('91310000MA1FL0XX2F');
    await page.getByTestId('apply-submit').click();
    await expect(page.getByTestId('apply-success')).toBeVisible();
    // The success page shows the application just made (issue 48 item 7): its number, product, state and next steps.
    await expect(page.getByTestId('new-application-number')).toHaveText(new URL(page.url()).searchParams.get('id')!);
    await expect(page.getByTestId('new-application-product')).toHaveText('Q355B strip');
    await expect(page.getByTestId('new-application-next').locator('li')).toHaveCount(3);
    await expect(page.getByTestId('my-applications')).toContainText(stamp);

    const admin = await browser.newContext({ baseURL });
    await useLanguage(admin, lang, baseURL!);
    await signIn(admin, admin.request, baseURL!, 'demo_public_admin');
    const adminPage = await admin.newPage();
    await adminPage.goto(localized('/my/administration/qualityRanking', lang));
    await adminPage.getByTestId('review-open').filter({ hasText: stamp }).click();
    await expect(adminPage.getByTestId('application-summary')).toContainText('91310000MA1FL0XX2F');
    await adminPage.getByTestId('review-start').click();
    await adminPage.getByTestId('review-approve').click();
    await confirmReviewDecision(adminPage);
    await expect(adminPage.getByTestId('review-detail').getByTestId('review-state')).toHaveText(words.approved);
    await page.reload();
    await expect(page.getByTestId('my-applications').locator('tr', { hasText: stamp }).getByTestId('application-state')).toHaveText(words.approved);

    // The simulation from the downloaded template with one bad cell, fixed in the preview.
    await page.goto(localized('/economy/economySelect', lang));
    await page.getByTestId('sim-category').selectOption('rebar');
    const download = page.waitForEvent('download');
    await page.getByTestId('sim-download').click();
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(fs.readFileSync((await (await download).path())!) as unknown as ArrayBuffer);
    book.worksheets[0].eachRow((row, n) => {
      if (n > 1) row.getCell(5).value = EXAMPLE_B[String(row.getCell(1).value)] as ExcelJS.CellValue;
    });
    await page.getByTestId('sim-next').click();
    await page.getByTestId('sim-file').setInputFiles({ name: 'filled.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from(await book.xlsx.writeBuffer()) });
    await expect(page.getByTestId('sim-preview')).toContainText(words.refused);
    await expect(page.getByTestId('sim-calculate')).toBeDisabled();
    await page.getByTestId('sim-value-compositionCpk').fill('1.33');
    await page.getByTestId('sim-calculate').click();
    await expect(page.getByTestId('sim-score')).toHaveText('64.60');
    await expect(page.getByTestId('sim-grade')).toHaveText(words.grade);
    await expect(page.getByTestId('sim-contributions').locator('tbody tr')).toHaveCount(9);
    expect(errors).toEqual([]);
    await admin.close();
    await context.close();
  });
}

for (const lang of LANGS) {
  test(`a ranking report: bought in the sandbox and opened (${lang})`, async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ baseURL, acceptDownloads: true });
    await useLanguage(context, lang, baseURL!);
    const { userName } = await registerByMobile(context, baseURL!);
    const page = await context.newPage();
    const errors = watchConsole(page);

    // The catalogue, one report's summary (locked), buying it.
    await page.goto(localized('/economy/economyOrder', lang));
    await page.getByTestId('report-link').first().click();
    await expect(page.getByTestId('report-detail')).toHaveAttribute('data-entitled', 'false');
    await expect(page.getByTestId('report-summary')).toBeVisible();
    await page.getByTestId('report-buy').click();
    await expect(page).toHaveURL(/\/economy\/economyPay\?orderNo=\d+/);
    const orderNo = new URL(page.url()).searchParams.get('orderNo')!;

    // The shared pay dialog: the WeChat sandbox's code, paid on a "phone".
    const qr = page.getByTestId('pay-qr');
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 30_000 }).toBeGreaterThan(0);
    const png = await context.request.get((await qr.getAttribute('src'))!);
    const { data, info } = await sharp(await png.body()).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const codeUrl = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
    const phone = await context.newPage();
    const target = new URL(codeUrl!, page.url());
    await phone.goto(target.pathname + target.search);
    await phone.getByTestId('pay-sandbox-pay').click();

    // Paid: the success page leads to the full report and its watermarked PDF.
    await expect(page.getByTestId('report-paid')).toHaveAttribute('data-status', 'paid', { timeout: 60_000 });
    await page.getByTestId('report-open').click();
    await expect(page.getByTestId('report-detail')).toHaveAttribute('data-entitled', 'true');
    await expect(page.getByTestId('report-enterprise').locator('tbody tr')).toHaveCount(6);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-download').click()]);
    const pdf = await PDFDocument.load(fs.readFileSync((await download.path())!));
    expect(pdf.getSubject()).toBe(lang === 'zh' ? `授权给 ${userName} · 订单 ${orderNo}` : `Licensed to ${userName} - Order ${orderNo}`);

    await page.goto(localized('/my/specialReportOrder', lang));
    await expect(page.getByTestId('report-orders')).toContainText(orderNo);
    expect(errors).toEqual([]);
    await context.close();
  });
}
