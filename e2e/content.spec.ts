import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { LANGS, localized, signIn, useLanguage, watchConsole } from './helpers';

/**
 * Issue 31 §1–3 and issue 50 in a browser: customer service writes a news item in both languages with a picture in the
 * rich-text editor (bold and a list through its toolbar, markup typed as text), publishes it; it shows on the home page
 * and the news list at once, formatted, and the typed script stays text; a body posted past the editor reaches the
 * reader cleaned; a help article and the update record read.
 */

const TEXT = {
  zh: { news: '新闻资讯', help: '帮助中心', record: '更新记录', noMatch: '暂无匹配数据', bold: '加粗', bulletList: '无序列表' },
  en: { news: 'News', help: 'Help centre', record: 'Update record', noMatch: 'No matching data', bold: 'Bold', bulletList: 'Bulleted list' },
} as const;

const TYPED_SCRIPT = '<script>window.__pwned = 1</script>';

for (const lang of LANGS) {
  test(`customer service formats and publishes a news item with a picture; the home page and the list show it, the typed script as text (${lang})`, async ({ browser, baseURL }) => {
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
    // The bodies are rich-text editors (loaded when the form opens); the reader's language gets the toolbar's formatting.
    const bodyOf = (l: 'zh' | 'en') => form.getByTestId(`content-body-${l}-input`);
    await bodyOf('zh').fill('中文正文');
    await bodyOf('en').fill('English body');
    const body = bodyOf(lang);
    const toolbar = form.getByTestId(`content-body-${lang}-toolbar`);
    await body.press('Control+End');
    await body.press('Enter');
    await body.pressSequentially('Toolbar words');
    // Select "Toolbar" (the first 7 characters of the new line) and make it bold.
    await body.press('Home');
    for (let i = 0; i < 7; i++) await body.press('Shift+ArrowRight');
    await toolbar.getByRole('button', { name: TEXT[lang].bold, exact: true }).click();
    await expect(body.locator('strong')).toHaveText('Toolbar');
    // A new line made a bulleted list, a second item after Enter; Enter on the empty third item leaves the list.
    await body.press('Control+End');
    await body.press('Enter');
    await body.pressSequentially('Q235B');
    await toolbar.getByRole('button', { name: TEXT[lang].bulletList, exact: true }).click();
    await body.press('End');
    await body.press('Enter');
    await body.pressSequentially('Q355B');
    await body.press('Enter');
    await body.press('Enter');
    // Markup typed into the editor is text.
    await body.pressSequentially(TYPED_SCRIPT);
    await expect(body.locator('ul > li')).toHaveText(['Q235B', 'Q355B']);
    const stored = form.locator(`input[type=hidden][name=body${lang === 'zh' ? 'Zh' : 'En'}]`);
    await expect(stored).toHaveValue(/<strong>Toolbar<\/strong> words<\/p><ul><li><p>Q235B<\/p><\/li><li><p>Q355B<\/p><\/li><\/ul><p>&lt;script&gt;window.__pwned = 1&lt;\/script&gt;<\/p>$/);
    const png = await sharp({ create: { width: 64, height: 40, channels: 3, background: '#3366cc' } }).png().toBuffer();
    await editor.getByTestId('content-cover').locator('input[type=file]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png });
    await expect(editor.getByTestId('content-cover')).toContainText('cover.png');
    await editor.getByTestId('content-save').click();
    await editor.getByTestId('content-preview').click();
    const preview = editor.getByTestId('content-preview-pane');
    await expect(preview).toContainText('English body');
    await expect(preview).toContainText('中文正文');
    await expect(preview.locator('script')).toHaveCount(0);
    await expect(preview.locator('strong', { hasText: 'Toolbar' })).toBeVisible();
    await expect(preview.locator('li', { hasText: 'Q355B' })).toBeVisible();
    await form.getByRole('button', { name: lang === 'zh' ? '取消' : 'Cancel', exact: true }).click();
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
    const article = reader.getByTestId('content-body');
    await expect(article).toContainText(lang === 'zh' ? '中文正文' : 'English body');
    await expect(article.locator('strong')).toHaveText('Toolbar');
    await expect(article.locator('ul > li')).toHaveText(['Q235B', 'Q355B']);
    await expect(article).toContainText(TYPED_SCRIPT);
    await expect(article.locator('script')).toHaveCount(0);
    expect(await article.innerHTML()).not.toMatch(/<script|onerror|javascript:/i);
    expect(await reader.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await reader.goto(localized(`/other/journalismList?keyword=${encodeURIComponent('no such words at all')}`, lang));
    await expect(reader.getByTestId('content-empty')).toHaveText(TEXT[lang].noMatch);
    expect(readerErrors).toEqual([]);
    await readerContext.close();
    await editorContext.close();
  });

  test(`a body posted past the editor reaches the reader cleaned (${lang})`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    await useLanguage(context, lang, baseURL!);
    const token = await signIn(context, context.request, baseURL!, 'demo_service');
    const headers = { authorization: `Bearer ${token}` };
    const stamp = `${lang}-${Date.now()}`;
    const hostile = '<p>Posted body</p><script>window.__pwned = 1</script><img src="/atsteel/health" alt="" onerror="window.__pwned = 2"><a href="javascript:window.__pwned = 3">link</a>';
    const saved = await (await context.request.post('/atsteel/content/save', { headers, data: { kind: 'news', titleZh: `E2E 接口新闻 ${stamp}`, titleEn: `E2E posted news ${stamp}`, bodyZh: hostile, bodyEn: hostile } })).json();
    expect(saved.code).toBe(0);
    expect(saved.data.bodyEn).not.toMatch(/script|onerror|javascript:/i);
    expect((await (await context.request.post('/atsteel/content/publish', { headers, data: { id: saved.data.id, published: true } })).json()).code).toBe(0);
    const reader = await context.newPage();
    const errors = watchConsole(reader);
    await reader.goto(localized(`/other/journalismDetail?id=${saved.data.id}`, lang));
    const article = reader.getByTestId('content-body');
    await expect(article).toContainText('Posted body');
    expect(await article.innerHTML()).not.toMatch(/script|onerror|javascript:/i);
    expect(await reader.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(errors).toEqual([]);
    await context.close();
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
