import { expect, test, type Page } from '@playwright/test';
import { englishRuns, hasHan } from '../lib/i18n/text-language';
import { localized, useLanguage, watchConsole, type Lang } from './helpers';

/**
 * Issue 29 item 6: a Chinese page has no English prose and an English page no Chinese, except data
 * marked with its language (`lang`, the "English only" / "仅有中文" label of components/ui/data-text.tsx,
 * the language switch). Grade names, standard numbers, units and symbols are not prose
 * (lib/i18n/text-language.ts). Every text node of the page is read, hidden tabs included.
 */

/** The page's text nodes outside elements marked with another language. */
async function pageTexts(page: Page, lang: Lang): Promise<string[]> {
  return page.evaluate((pageLang) => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      // <code>: identifiers such as a data set's code, the same in both languages.
      if (!el || el.closest('script, style, noscript, template, svg, code, kbd, samp')) continue;
      const marked = el.closest('[lang]')?.getAttribute('lang') ?? document.documentElement.lang;
      if (!marked.toLowerCase().startsWith(pageLang)) continue;
      const text = node.textContent?.trim();
      if (text) out.push(text);
    }
    // Text the reader sees in attributes: placeholders, titles, labels.
    for (const el of document.body.querySelectorAll('[placeholder], [title], [aria-label]')) {
      const marked = el.closest('[lang]')?.getAttribute('lang') ?? document.documentElement.lang;
      if (!marked.toLowerCase().startsWith(pageLang)) continue;
      for (const a of ['placeholder', 'title', 'aria-label']) {
        const v = el.getAttribute(a)?.trim();
        if (v) out.push(v);
      }
    }
    return out;
  }, lang);
}

/** What is foreign on the page: English runs on a Chinese page, texts with Chinese on an English one. */
function foreign(texts: string[], lang: Lang): string[] {
  if (lang === 'zh') return [...new Set(texts.flatMap((t) => englishRuns(t).map((run) => `${run}  ⟵  ${t.slice(0, 120)}`)))];
  return [...new Set(texts.filter(hasHan).map((t) => t.slice(0, 120)))];
}

for (const lang of ['zh', 'en'] as const) {
  test.describe(`page language (${lang})`, () => {
    test.beforeEach(async ({ context, baseURL }) => useLanguage(context, lang, baseURL!));

    test('key pages read in their own language, data in another language marked as such', async ({ page, request }) => {
      test.setTimeout(180_000);
      const search = await (await request.post('/atsteel/steelName/steelSearch', { data: { keyword: 'Q355B', pageSize: 5 } })).json();
      const q355b = search.data.list.find((r: { grade: string }) => r.grade === 'Q355B');
      const library = await (await request.get('/atsteel/library/pageTechnology?pageSize=100')).json();
      type Card = { id: number; kind: 'document' | 'book'; source: string | null; standardCode: string | null };
      const cards: Card[] = library.data?.list ?? [];
      // A standard's record (source "material_standards") and the demo book (source "demo").
      const libraryPages = [cards.find((i) => i.standardCode), cards.find((i) => i.source === 'demo')]
        .filter((i): i is Card => !!i)
        .map((i) => (i.kind === 'book' ? `/libranyBook/${i.id}` : `/librany/${i.id}`));
      // A data product's columns (labels and units in the page's language) and first rows (issue 48 item 4).
      const products = await (await request.get('/atsteel/zhj/product/page?pageSize=50')).json();
      const gb = products.data.list.find((p: { code: string }) => p.code === 'gb-structural-equivalents');
      const pages = [
        '/',
        '/mind/mindIndex',
        `/mind/seeDetail?id=${q355b.id}`,
        '/librany/libranyList',
        ...libraryPages,
        '/cloud/cloudHomepage',
        '/cloud/testResources',
        // Clauses of GB and ISO standards cited per dimension (issue 48 item 6).
        '/cloud/processingDrawings',
        `/zhj/dataSet?id=${gb.datasetId}`,
      ];
      const errors = watchConsole(page);
      const found: Record<string, string[]> = {};
      for (const path of pages) {
        await page.goto(localized(path, lang));
        await page.waitForLoadState('networkidle');
        const bad = foreign(await pageTexts(page, lang), lang);
        if (bad.length) found[path] = bad;
      }
      expect(found).toEqual({});
      expect(errors).toEqual([]);
    });
  });
}
