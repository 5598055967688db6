import { expect, test } from '@playwright/test';
import { LANGS, localized, signIn, useLanguage } from './helpers';

/**
 * The editor's myStandardList tab (docs/RESEARCH-DATA.md "Links to standards"), in both languages: the
 * owner of the demo standard system links a draft record to an approved demo grade; the detail page lists
 * the link to the grade's page; a user without a standard system is told so, with the way to create one.
 */

const TEXT = {
  zh: { tab: '我的标准', noSystem: '您还没有标准体系', create: '创建标准体系' },
  en: { tab: 'My standards', noSystem: 'You have no standard system yet', create: 'Create a standard system' },
};

for (const lang of LANGS) {
  test(`links an R&D record to a standard grade (${lang})`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ baseURL });
    await useLanguage(context, lang, baseURL!);
    await signIn(context, context.request, baseURL!, 'demo_employee');
    const page = await context.newPage();
    await page.goto(localized('/allServer/allServerAdd', lang));
    const name = `E2E linked ${lang} ${Date.now() % 1e7}`;
    await page.getByTestId('rd-dataName').fill(name);
    await page.getByTestId('rd-save-draft').click();
    await expect(page).toHaveURL(/id=\d+/);
    const id = Number(new URL(page.url()).searchParams.get('id'));

    await page.getByTestId('rd-tab-myStandardList').click();
    await expect(page.getByTestId('rd-tab-myStandardList')).toHaveText(TEXT[lang].tab);
    await page.getByTestId('rd-standards-select').click();
    await page.keyboard.type('S350');
    await page.locator('.ant-select-item-option').filter({ hasText: 'DEMO-S350' }).first().click();
    await page.keyboard.press('Escape');
    await page.getByTestId('rd-save-draft').click();
    await expect(page.locator('.ant-select-selection-item').filter({ hasText: 'DEMO-S350' })).toBeVisible();

    await page.goto(localized(`/allServer/${id}`, lang));
    const link = page.getByTestId('rd-standards').getByRole('link', { name: 'Q/DEMO 001-2025 DEMO-S350' });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/allServer\/brandDetail\?id=\d+/);
    await context.close();

    // A user without a standard system (demo_user) is told so on the tab.
    const other = await browser.newContext({ baseURL });
    await useLanguage(other, lang, baseURL!);
    await signIn(other, other.request, baseURL!, 'demo_user');
    const p2 = await other.newPage();
    await p2.goto(localized('/allServer/allServerAdd', lang));
    await p2.getByTestId('rd-dataName').fill(`E2E no system ${lang} ${Date.now() % 1e7}`);
    await p2.getByTestId('rd-save-draft').click();
    await expect(p2).toHaveURL(/id=\d+/);
    await p2.getByTestId('rd-tab-myStandardList').click();
    await expect(p2.getByTestId('rd-no-standard-system')).toContainText(TEXT[lang].noSystem);
    await expect(p2.getByTestId('rd-no-standard-system').getByRole('link', { name: TEXT[lang].create })).toBeVisible();
    await other.close();
  });
}
