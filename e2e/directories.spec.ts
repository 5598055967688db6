import { expect, test } from '@playwright/test';
import { LANGS, localized, signIn, useLanguage, watchConsole } from './helpers';

/**
 * Issue 31 behaviour 4 in a browser: /expertServices lists the demo experts; customer service adds an industry app on
 * /my/administration/directories and it appears on /industryAppList (a `<script>` typed into its description stays text); a
 * visitor opens a course and reads its schedule and sign-up contact. Both languages.
 */

const TEXT = {
  zh: { experts: '专家服务', expert: '李明（演示）', noData: '暂无匹配数据', contact: '演示培训中心', course: '【演示】材料数据管理入门', workingDays: '5 个工作日' },
  en: { experts: 'Expert services', expert: 'Li Ming (demo)', noData: 'No matching data', contact: 'Demo Training Centre', course: '[Demo] Introduction to Materials Data Management', workingDays: '5 working days' },
} as const;

for (const lang of LANGS) {
  test(`a visitor browses the services directories and customer service adds an app (${lang})`, async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    const words = TEXT[lang];
    const visitorContext = await browser.newContext({ baseURL });
    await useLanguage(visitorContext, lang, baseURL!);
    const page = await visitorContext.newPage();
    const errors = watchConsole(page);

    await page.goto(localized('/expertServices', lang));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.experts);
    await expect(page.getByTestId('directory-featured')).toContainText(words.expert);

    await page.goto(localized('/expertServicesList?keyword=nothing-matches-this', lang));
    await expect(page.getByTestId('directory-empty')).toHaveText(words.noData);

    await page.goto(localized('/digitalTalentTrainingList', lang));
    await page.getByTestId('course-card').filter({ hasText: words.course }).getByRole('link').click();
    await expect(page.getByTestId('directory-detail')).toContainText(words.workingDays);
    await expect(page.getByTestId('course-contact')).toContainText(words.contact);
    expect(errors).toEqual([]);

    const editorContext = await browser.newContext({ baseURL });
    await useLanguage(editorContext, lang, baseURL!);
    await signIn(editorContext, editorContext.request, baseURL!, 'demo_service');
    const editor = await editorContext.newPage();
    const editorErrors = watchConsole(editor);
    await editor.goto(localized('/my/administration/directories', lang));
    await editor.getByTestId('dir-tab-industrial').click();
    await editor.getByTestId('dir-add').click();
    const name = `E2E app ${lang} ${Date.now()}`;
    await editor.getByTestId('dir-field-nameZh').fill(`${name} 中文`);
    await editor.getByTestId('dir-field-nameEn').fill(name);
    await editor.getByTestId('dir-field-vendorZh').fill('端到端测试厂商');
    await editor.getByTestId('dir-field-vendorEn').fill('E2E vendor');
    await editor.getByTestId('dir-field-link').fill('https://example.com/e2e');
    // The descriptions are rich-text editors: markup typed into them is text, never a script.
    await editor.getByTestId('dir-field-descriptionZh-input').fill('中文介绍<script>window.__pwned=1</script>');
    await editor.getByTestId('dir-field-descriptionEn-input').fill('English description<script>window.__pwned=1</script>');
    await expect(editor.locator('input[type=hidden][name=descriptionEn]')).toHaveValue('<p>English description&lt;script&gt;window.__pwned=1&lt;/script&gt;</p>');
    await editor.getByTestId('dir-field-published').check();
    await editor.getByTestId('directory-save').click();
    await expect(editor.getByTestId('directory-form')).toHaveCount(0);
    expect(editorErrors).toEqual([]);
    await editorContext.close();

    await page.goto(localized(`/industryAppList?keyword=${encodeURIComponent(name)}`, lang));
    const card = page.getByTestId('app-card');
    await expect(card).toHaveCount(1);
    await card.getByRole('link').click();
    await expect(page.getByTestId('directory-detail')).toContainText(lang === 'en' ? 'English description' : '中文介绍');
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.getByTestId('directory-detail').innerHTML()).not.toContain('<script');
    expect(errors).toEqual([]);
    await visitorContext.close();
  });
}
