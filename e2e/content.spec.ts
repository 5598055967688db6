import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { LANGS, localized, signIn, useLanguage, watchConsole } from './helpers';

/**
 * Issue 31 §1–3 in a browser: customer service writes a news item in both languages with a picture (and a script in
 * the body), publishes it; it shows on the home page and the news list at once, the script never reaches the reader;
 * a help article and the update record read.
 */

const TEXT = {
  zh: { news: '新闻资讯', help: '帮助中心', record: '更新记录', noMatch: '暂无匹配数据' },
  en: { news: 'News', help: 'Help centre', record: 'Update record', noMatch: 'No matching data' },
} as const;

for (const lang of LANGS) {
  test(`customer service publishes a news item with a picture; the home page and the list show it, without the script (${lang})`, async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    const stamp = `${lang}-${Date.now()}`;
    const titleZh = `E2E 新闻 ${stamp}`;
    const titleEn = `E2E news ${stamp}`;
    const editorContext = await browser.newContext({ baseURL });
    await useLanguage(editorContext, lang, baseURL!);
    await signIn(editorContext, editorContext.request, baseURL!, 'demo_service');
    const editor = await editorContext.newPage();
    const errors = watchConsole(editor);
    await editor.goto(localized('/my/administration/content', lang));
    await editor.getByTestId('content-new').click();
    const form = editor.getByTestId('content-editor');
    await form.locator('select[name=kind]').selectOption('news');
    await form.locator('input[name=titleZh]').fill(titleZh);
    await form.locator('input[name=titleEn]').fill(titleEn);
    await form.locator('textarea[name=bodyZh]').fill('<p>中文正文</p><script>window.__pwned = 1</script><img src="/atsteel/health" alt="" onerror="window.__pwned = 2">');
    await form.locator('textarea[name=bodyEn]').fill('<p>English body</p><script>window.__pwned = 1</script><a href="javascript:window.__pwned = 3">link</a>');
    // The toolbar wraps the selection: the first 7 characters of a new line become bold.
    const bodyEn = form.locator('textarea[name=bodyEn]');
    await bodyEn.evaluate((el: HTMLTextAreaElement) => {
      el.focus();
      el.setSelectionRange(el.value.length, el.value.length);
    });
    await bodyEn.press('End');
    await bodyEn.pressSequentially('Toolbar words');
    await bodyEn.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(el.value.length - 13, el.value.length - 6));
    await editor.getByTestId('content-toolbar-en').locator('[data-action=bold]').click();
    await expect(bodyEn).toHaveValue(/<strong>Toolbar<\/strong> words$/);
    const png = await sharp({ create: { width: 64, height: 40, channels: 3, background: '#3366cc' } }).png().toBuffer();
    await editor.getByTestId('content-cover').locator('input[type=file]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png });
    await expect(editor.getByTestId('content-cover')).toContainText('cover.png');
    await editor.getByTestId('content-save').click();
    await editor.getByTestId('content-preview').click();
    await expect(editor.getByTestId('content-preview-pane')).toContainText('English body');
    await expect(editor.getByTestId('content-preview-pane').locator('script')).toHaveCount(0);
    await expect(editor.getByTestId('content-preview-pane').locator('strong', { hasText: 'Toolbar' })).toBeVisible();
    await form.getByRole('button', { name: lang === 'zh' ? '取消' : 'Cancel' }).click();
    const row = editor.getByRole('row').filter({ hasText: titleEn });
    await row.getByTestId('content-publish').click();
    await expect(row.getByTestId('content-state')).toHaveText(lang === 'zh' ? '已发布' : 'Published');
    expect(errors).toEqual([]);

    const readerContext = await browser.newContext({ baseURL });
    await useLanguage(readerContext, lang, baseURL!);
    const reader = await readerContext.newPage();
    const readerErrors = watchConsole(reader);
    const title = lang === 'zh' ? titleZh : titleEn;
    await reader.goto(localized('/', lang));
    await expect(reader.getByTestId('home-news')).toContainText(title);
    await reader.goto(localized('/other/journalismList', lang));
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText(TEXT[lang].news);
    await reader.getByRole('link', { name: title }).click();
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(reader.locator('img.content-cover')).toBeVisible();
    const body = reader.getByTestId('content-body');
    await expect(body).toContainText(lang === 'zh' ? '中文正文' : 'English body');
    expect(await body.innerHTML()).not.toMatch(/script|onerror|javascript:/i);
    expect(await reader.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await reader.goto(localized(`/other/journalismList?keyword=${encodeURIComponent('no such words at all')}`, lang));
    await expect(reader.getByTestId('content-empty')).toHaveText(TEXT[lang].noMatch);
    expect(readerErrors).toEqual([]);
    await readerContext.close();
    await editorContext.close();
  });

  test(`a help article and the update record read (${lang})`, async ({ page, context, baseURL }) => {
    await useLanguage(context, lang, baseURL!);
    const errors = watchConsole(page);
    await page.goto(localized('/help', lang));
    await expect(page).toHaveURL(/\/help\/helpList$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT[lang].help);
    await page.getByTestId('content-card').first().getByRole('link').click();
    await expect(page.getByTestId('content-body')).toContainText(lang === 'zh' ? '演示内容' : 'Demo content');
    await page.goto(localized('/help/recordList', lang));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT[lang].record);
    await expect(page.getByTestId('content-card')).toHaveCount(3);
    expect(errors).toEqual([]);
  });
}
