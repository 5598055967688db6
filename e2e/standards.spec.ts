import { expect, test, type Browser, type Page } from '@playwright/test';
import { confirmReviewDecision, type Lang, LANGS, localized, signIn, useLanguage as setLanguage, watchConsole } from './helpers';

/**
 * Issue 16 item 6 in a browser, in both languages: a company administrator adds a standard system, a
 * standard, a grade with a mechanical property (the maximum-below-minimum check shows first) and submits
 * it; the public administrator approves it in /my/enterpriseStandardCheck; the grade shows on
 * /allServer/brandDetail and /mind/standard for a visitor; the administrator repeals it in
 * /my/administration/enterpriseStandardManagement and it leaves both pages.
 */

const TEXT = {
  zh: { plate: '板材', asRolled: '热轧', maxBelowMin: '最大值不能小于最小值。', submitted: '已提交', approved: '已通过', repealed: '已废止', properties: '力学性能' },
  en: { plate: 'Plate', asRolled: 'As rolled', maxBelowMin: 'Maximum cannot be less than minimum.', submitted: 'Submitted', approved: 'Approved', repealed: 'Repealed', properties: 'Mechanical properties' },
} as const;

async function signedIn(browser: Browser, baseURL: string, lang: Lang, userName: string): Promise<{ page: Page; token: string }> {
  const context = await browser.newContext({ baseURL });
  await setLanguage(context, lang, baseURL);
  const token = await signIn(context, context.request, baseURL, userName);
  return { page: await context.newPage(), token };
}

/**
 * Picks an option of an antd Select by its label and waits until the select shows it: a click that lands
 * while the previous select's dropdown is still closing is tried again (seen once: delivery left empty).
 */
async function choose(page: Page, testId: string, label: string) {
  await expect(async () => {
    await page.getByTestId(testId).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: label }).first().click({ timeout: 3000 });
    await expect(page.getByTestId(testId)).toContainText(label, { timeout: 1500 });
  }).toPass({ timeout: 20_000 });
}

for (const lang of LANGS) {
  test.describe(`standards (${lang})`, () => {
    test('create, submit, approve, publish and repeal an enterprise standard', async ({ browser, baseURL }) => {
      test.setTimeout(180_000);
      const words = TEXT[lang];
      const number = `Q/E2E ${lang.toUpperCase()}${Date.now() % 1_000_000}`;
      const owner = await signedIn(browser, baseURL!, lang, 'demo_admin');
      const errors = watchConsole(owner.page);
      // One system per user: start from none (an earlier run's system is deleted through the API).
      await owner.page.request.post('/atsteel/tm-standard/system/delete', { headers: { authorization: `Bearer ${owner.token}` }, data: {} });

      const manage = localized('/my/enterpriseInformationManagement/enterpriseStandardManagement', lang);
      await owner.page.goto(manage);
      await owner.page.getByTestId('std-add-system').click();
      await owner.page.getByTestId('std-system-name-input').fill(`E2E system ${lang}`);
      await owner.page.getByTestId('std-system-code').fill('Q/E2E');
      await owner.page.getByTestId('std-system-country').fill(lang === 'zh' ? '中国' : 'China');
      await owner.page.getByTestId('std-system-issuer').fill('Demo Steel (e2e)');
      await owner.page.getByRole('dialog').locator('.ant-modal-footer .ant-btn-primary').click();
      await expect(owner.page.getByTestId('std-system-name')).toHaveText(`E2E system ${lang}`);

      await owner.page.getByTestId('std-add-standard').click();
      await owner.page.getByTestId('std-number').fill(number);
      await owner.page.getByTestId('std-name').fill('E2E plates');
      await owner.page.getByTestId('std-year').fill('2025');
      await owner.page.getByTestId('std-issuer').fill('Demo Steel (e2e)');
      await owner.page.getByRole('dialog').locator('.ant-modal-footer .ant-btn-primary').click();
      const row = owner.page.getByTestId('std-standards').locator('tr', { hasText: number });
      await expect(row).toBeVisible();

      await row.getByTestId('std-open-grades').click();
      const editor = owner.page.getByTestId('grade-editor');
      await editor.getByTestId('grade-name').fill('E2E-G1');
      await editor.getByTestId('grade-add').click();
      await expect(editor.getByTestId('grade-title')).toHaveText('E2E-G1');
      await editor.getByTestId('property-add').click();
      const form = owner.page.getByTestId('property-form');
      await choose(owner.page, 'property-shape', words.plate);
      await choose(owner.page, 'property-delivery', words.asRolled);
      await form.getByTestId('property-specMin').fill('40');
      await form.getByTestId('property-specMax').fill('16');
      await form.getByTestId('property-tensileMin').fill('470');
      await form.getByTestId('property-tensileMax').fill('630');
      await form.getByTestId('property-elongation').fill('20');
      await form.getByTestId('property-remarks').fill('e2e demo values');
      const propertyDialog = owner.page.getByRole('dialog').filter({ has: form });
      await propertyDialog.locator('.ant-modal-footer .ant-btn-primary').click();
      await expect(form).toContainText(words.maxBelowMin);
      await form.getByTestId('property-specMin').fill('0');
      await propertyDialog.locator('.ant-modal-footer .ant-btn-primary').click();
      await expect(editor.locator('tbody').getByRole('row')).toContainText('≤ 16');
      await owner.page.locator('.ant-drawer-close').click();
      await expect(editor).toBeHidden();
      // The drawer's mask fades after the panel: a click during the fade lands on the mask, not on the row.
      await expect(owner.page.locator('.ant-drawer-mask')).toBeHidden();

      await row.getByTestId('std-submit').click();
      await expect(row.getByTestId('std-state')).toHaveText(words.submitted);

      // The public administrator approves it in the review queue.
      const admin = await signedIn(browser, baseURL!, lang, 'demo_public_admin');
      await admin.page.goto(localized('/my/enterpriseStandardCheck', lang));
      await admin.page.getByTestId('review-table').locator('tr', { hasText: number }).getByTestId('review-open').click();
      await expect(admin.page.getByTestId('standard-summary')).toContainText('E2E-G1');
      await admin.page.getByTestId('review-start').click();
      await admin.page.getByTestId('review-approve').click();
      await confirmReviewDecision(admin.page);
      await expect(admin.page.getByTestId('review-approve')).toHaveCount(0);

      await owner.page.reload();
      await expect(owner.page.getByTestId('std-standards').locator('tr', { hasText: number }).getByTestId('std-state')).toHaveText(words.approved);

      // A visitor finds it on /mind/standard and opens the grade.
      const visitor = await browser.newContext({ baseURL });
      await setLanguage(visitor, lang, baseURL!);
      const pub = await visitor.newPage();
      await pub.goto(localized('/mind/standard', lang));
      const entry = pub.getByTestId('enterprise-standard').filter({ hasText: number });
      await expect(entry).toBeVisible();
      await entry.getByRole('link', { name: 'E2E-G1' }).click();
      await expect(pub).toHaveURL(/\/allServer\/brandDetail\?id=\d+/);
      const brandUrl = pub.url();
      await expect(pub.getByTestId('brand-detail')).toContainText(words.properties);
      await expect(pub.getByTestId('brand-standard')).toContainText(number);
      await expect(pub.getByTestId('std-shape-plate')).toContainText('470 – 630');

      // The administrator repeals it: it leaves both pages.
      await admin.page.goto(localized('/my/administration/enterpriseStandardManagement?status=approved', lang));
      const adminRow = admin.page.getByTestId('admin-standards').locator('tr', { hasText: number });
      await adminRow.getByTestId('std-repeal').click();
      await admin.page.getByRole('dialog').getByTestId('std-repeal-reason').fill('e2e: replaced');
      await admin.page.locator('#std-repeal-ok').click();
      await expect(admin.page.getByTestId('admin-standards').locator('tr', { hasText: number })).toHaveCount(0);

      await pub.goto(localized('/mind/standard', lang));
      await expect(pub.getByTestId('enterprise-standards')).toBeVisible();
      await expect(pub.getByTestId('enterprise-standard').filter({ hasText: number })).toHaveCount(0);
      const gone = await pub.goto(brandUrl);
      expect(gone?.status()).toBe(404);

      await owner.page.reload();
      await expect(owner.page.getByTestId('std-standards').locator('tr', { hasText: number }).getByTestId('std-state')).toHaveText(words.repealed);
      expect(errors).toEqual([]);
    });
  });
}
