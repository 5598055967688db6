import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { LANGS, localized, searchResults, signIn, useLanguage, watchConsole } from './helpers';

const TEXT = {
  zh: { noMatch: '没有匹配的数据', maxLessThanMin: '最大值不能小于最小值', numericOnly: '只能输入数字', composition: '化学成分', equivalents: '等效牌号', chart: '成分图', chartText: '各元素的规定含量（wt %）：', grades: '本标准下的牌号', keyword: '关键词', tensile: '抗拉强度', page2: '第 2 页' },
  en: { noMatch: 'No matching data', maxLessThanMin: 'The maximum cannot be less than the minimum', numericOnly: 'Numbers only', composition: 'Composition', equivalents: 'Equivalent grades', chart: 'Composition chart', chartText: 'Specified content of each element (wt %): ', grades: 'Grades of this standard', keyword: 'Keyword', tensile: 'Tensile strength', page2: 'Page 2' },
} as const;

async function resultGrades(page: Page): Promise<string[]> {
  await searchResults(page);
  return page.getByTestId('result-grade').allInnerTexts();
}

async function q355bId(request: APIRequestContext): Promise<number> {
  const body = await (await request.post('/atsteel/steelName/steelSearch', { data: { keyword: 'Q355B', pageSize: 5 } })).json();
  return body.data.list.find((r: { grade: string }) => r.grade === 'Q355B').id;
}

/** Largest number printed in a composition text such as "0.80-1.10" or "<=0.25". */
function upper(text: string | undefined): number | null {
  const nums = (text ?? '').match(/\d+(\.\d+)?/g)?.map(Number) ?? [];
  return nums.length ? Math.max(...nums) : null;
}

for (const lang of LANGS) {
  test.describe(`material database (${lang})`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await useLanguage(context, lang, baseURL!);
    });

    test('"Q355" lists the Q355 quality grades first and keeps the search in the URL', async ({ page }) => {
      const errors = watchConsole(page);
      await page.goto(localized('/mind/mindIndex', lang));
      const box = page.getByRole('combobox', { name: TEXT[lang].keyword });
      await box.fill('Q355');
      await box.press('Enter');
      await expect(page).toHaveURL(/[?&]q=Q355/);
      const grades = await resultGrades(page);
      expect(grades.length).toBeGreaterThan(0);
      const leading = grades.slice(0, Math.min(3, grades.length));
      for (const g of leading) expect(g).toMatch(/^Q355/);
      // Reloading the shared link gives the same first rows.
      await page.reload();
      expect((await resultGrades(page)).slice(0, leading.length)).toEqual(leading);
      expect(errors).toEqual([]);
    });

    test('the first page of results is in the HTML; order and page live in the URL and survive a reload', async ({ page, request }) => {
      // Rendered on the server: no script needed to see the results of a shared link.
      const html = await (await request.get(localized('/mind/mindIndex?q=Q355', lang), { headers: { cookie: `lang=${lang === 'zh' ? 'CN' : 'EN'}` } })).text();
      expect(html).toContain('data-testid="result-grade"');
      expect(html).toContain('>Q355B<');

      const errors = watchConsole(page);
      await page.goto(localized('/mind/mindIndex?q=Q355&size=10', lang));
      const total = Number((await page.getByTestId('result-count').innerText()).match(/\d+/)![0]);
      expect(total).toBeGreaterThan(10);
      await page.getByRole('columnheader', { name: new RegExp(TEXT[lang].tensile) }).getByRole('link').click();
      await expect(page).toHaveURL(/sort=tensileStrength&order=asc/);
      await expect(page.getByRole('columnheader', { name: new RegExp(TEXT[lang].tensile) })).toHaveAttribute('aria-sort', 'ascending');
      await resultGrades(page);
      await page.getByRole('link', { name: TEXT[lang].page2 }).click();
      await expect(page).toHaveURL(/page=2/);
      const second = await resultGrades(page);
      expect(second).toHaveLength(Math.min(10, total - 10));
      await page.reload();
      expect(await resultGrades(page)).toEqual(second);
      await page.goBack();
      await expect(page).not.toHaveURL(/page=2/);
      // The entry before the reload has no cached payload: its rows arrive after the URL changes.
      await expect(page.getByTestId('result-grade')).toHaveCount(10);
      expect(errors).toEqual([]);
    });

    test('"304" finds the GB, ASTM/UNS and JIS designations', async ({ page }) => {
      await page.goto(localized('/mind/mindIndex?q=304&size=50', lang));
      await resultGrades(page);
      const text = await (await searchResults(page)).innerText();
      expect(text).toMatch(/06Cr19Ni10|0Cr18Ni9/);
      expect(text).toMatch(/S30400|AISI 304|ASTM.*304/);
      expect(text).toMatch(/SUS\s?304/);
    });

    test('tensile strength 600–800 MPa with Cr ≥ 0.8 % returns only records that satisfy both', async ({ page, request }) => {
      await page.goto(localized('/mind/mindIndex?pr=tensileStrength:600:800&el=Cr:0.8:&size=50', lang));
      const grades = await resultGrades(page);
      expect(grades.length).toBeGreaterThan(0);
      const res = await request.post('/atsteel/steelName/steelSearch', {
        data: { properties: [{ key: 'tensileStrength', min: 600, max: 800 }], elements: [{ key: 'Cr', min: 0.8 }], pageSize: 100 },
      });
      const body = await res.json();
      expect(body.code).toBe(0);
      expect(body.data.total).toBeGreaterThan(0);
      for (const row of body.data.list) {
        const lo = row.tensileMin ?? row.tensileMax;
        const hi = row.tensileMax ?? row.tensileMin;
        expect(hi).toBeGreaterThanOrEqual(600);
        expect(lo).toBeLessThanOrEqual(800);
        expect(upper(row.elements.Cr)).toBeGreaterThanOrEqual(0.8);
      }
      await expect(page.getByTestId('result-count')).toContainText(String(body.data.total));
    });

    test('range checks refuse a maximum below the minimum and non-numeric input', async ({ page }) => {
      await page.goto(localized('/mind/mindIndex', lang));
      await page.getByTestId('toggle-conditions').click();
      await page.getByTestId('add-property').click();
      await page.getByTestId('property-min').fill('800');
      await page.getByTestId('property-max').fill('600');
      await page.getByTestId('search-submit').click();
      await expect(page.getByRole('alert').filter({ hasText: TEXT[lang].maxLessThanMin })).toBeVisible();
      await page.getByTestId('property-min').fill('abc');
      await page.getByTestId('search-submit').click();
      await expect(page.getByRole('alert').filter({ hasText: TEXT[lang].numericOnly })).toBeVisible();
      await expect(page).not.toHaveURL(/pr=/);
    });

    test('a search that matches nothing says so', async ({ page }) => {
      await page.goto(localized('/mind/mindIndex?q=zzqqxx-no-such-grade', lang));
      await expect(await searchResults(page)).toContainText(TEXT[lang].noMatch);
    });

    test('a detail page shows composition, properties with units, equivalents and sources; ksi converts every strength', async ({ page }) => {
      const errors = watchConsole(page);
      await page.goto(localized('/mind/mindIndex?q=Q355B', lang));
      await resultGrades(page);
      await page.getByTestId('result-grade').first().click();
      await expect(page).toHaveURL(/\/mind\/seeDetail\?id=/);
      await expect(page.getByTestId('detail-grade')).toContainText('Q355');
      await expect(page).toHaveTitle(/Q355/);
      await expect(page.getByTestId('composition-table')).toBeAttached();
      const props = page.getByTestId('properties-table');
      await expect(props).toContainText('MPa');
      await expect(page.getByTestId('equivalents-table')).toBeAttached();
      await expect(page.getByTestId('sources-panel')).toBeVisible();
      await expect(props.getByTestId('source-cell').first()).toBeAttached();

      const strengths = props.locator('[data-quantity="strength"]');
      const before = await strengths.allInnerTexts();
      expect(before.length).toBeGreaterThan(0);
      await page.getByRole('tab', { name: /性能|Performance/ }).click();
      await expect(props.locator('[data-quantity="strength"]').first()).toBeVisible();
      await page.getByTestId('unit-strength').first().getByText('ksi').click();
      await expect(props.locator('th').filter({ hasText: 'ksi' }).filter({ visible: true }).first()).toBeVisible();
      expect((await props.locator('th').allInnerTexts()).join(' ')).not.toContain('MPa');
      const after = await strengths.allInnerTexts();
      expect(after).toHaveLength(before.length);
      for (let i = 0; i < before.length; i++) expect(after[i]).not.toEqual(before[i]);
      expect(errors).toEqual([]);
    });

    test('a detail page arrives rendered: tables, every tab and the composition chart in the HTML, no chart library', async ({ page, request }) => {
      const errors = watchConsole(page);
      const path = localized(`/mind/seeDetail?id=${await q355bId(request)}`, lang);
      const html = await (await request.get(path, { headers: { cookie: `lang=${lang === 'zh' ? 'CN' : 'EN'}` } })).text();
      for (const testId of ['composition-table', 'properties-table', 'permission-panel', 'equivalents-table', 'sources-panel', 'composition-chart']) {
        expect(html, testId).toContain(`data-testid="${testId}"`);
      }
      expect(html).toMatch(/<svg[^>]*role="img"/);
      expect(html).toContain(TEXT[lang].chartText);
      const scripts: Promise<string>[] = [];
      page.on('response', (r) => r.request().resourceType() === 'script' && scripts.push(r.text().catch(() => '')));
      await page.goto(path);
      const chart = page.getByRole('img', { name: TEXT[lang].chart });
      await expect(chart).toBeVisible();
      await expect(chart).toHaveAccessibleDescription(new RegExp(`^${TEXT[lang].chartText.replace(/[()]/g, '\\$&')}.*Mn`));
      // Keyboard: the tabs move with the arrow keys, every panel is already in the page.
      await page.getByRole('tab', { name: TEXT[lang].composition }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByTestId('properties-table')).toBeVisible();
      await page.waitForLoadState('networkidle');
      for (const body of await Promise.all(scripts)) expect(body).not.toContain('_echarts_instance_');
      expect(errors).toEqual([]);
    });

    test('a standard lists its grades from the cache, with strengths in the chosen unit', async ({ page, request }) => {
      const errors = watchConsole(page);
      await page.goto(localized(`/mind/seeDetail?id=${await q355bId(request)}`, lang));
      await page.locator('.mat-facts').getByRole('link', { name: 'GB/T 1591-2018', exact: true }).click();
      await expect(page).toHaveURL(/\/mind\/standard\?id=\d+/);
      const grades = page.getByTestId('standard-grades');
      await expect(grades).toContainText(TEXT[lang].grades);
      const row = grades.getByRole('row').filter({ has: page.getByRole('link', { name: 'Q355B', exact: true }) });
      await expect(row).toContainText('470–630');
      await grades.getByTestId('unit-strength').getByText('ksi').click();
      await expect(row).toContainText('68.2–91.4');
      await expect(grades.getByRole('columnheader').filter({ hasText: 'ksi' })).toHaveCount(2);
      // The same HTML for everyone, answered from Next's cache after the first visit.
      const url = new URL(page.url());
      const headers = { cookie: `lang=${lang === 'zh' ? 'CN' : 'EN'}` };
      await request.get(url.pathname + url.search, { headers });
      expect((await request.get(url.pathname + url.search, { headers })).headers()['x-nextjs-cache']).toBe('HIT');
      expect(errors).toEqual([]);
    });

    test('the material home shows the three families with record counts', async ({ page }) => {
      await page.goto(localized('/material/materialHome', lang));
      for (const family of ['steel', 'welding', 'alloy']) {
        await expect(page.getByTestId(`family-count-${family}`)).toHaveText(/\d/);
      }
      await page.getByTestId('enter-welding').click();
      await expect(page).toHaveURL(/\/material\/searchHV/);
    });
  });
}

test.describe('cached detail pages', () => {
  test('a signed-in user sees their favourite and level on the cached page; a visitor sees none of it', async ({ browser, baseURL }) => {
    const userContext = await browser.newContext({ baseURL });
    await useLanguage(userContext, 'en', baseURL!);
    const token = await signIn(userContext, userContext.request, baseURL!);
    const auth = { authorization: `Bearer ${token}` };
    const found = await userContext.request.post('/atsteel/steelName/steelSearch', { data: { keyword: 'Q235B' } });
    const id = (await found.json()).data.list[0].id as number;
    expect((await (await userContext.request.post('/atsteel/collection/add', { data: { materialId: id }, headers: auth })).json()).code).toBe(0);
    try {
      // The HTML is the same for everyone (served from the cache): no viewer state in it.
      const html = await (await userContext.request.get(`/en/mind/seeDetail?id=${id}`, { headers: { cookie: `token=${token}; lang=EN` } })).text();
      expect(html).toContain('data-level="visitor"');
      expect(html).not.toContain('data-testid="favorite-button"');

      const page = await userContext.newPage();
      const errors = watchConsole(page);
      await page.goto(`/en/mind/seeDetail?id=${id}`);
      await expect(page.getByTestId('favorite-button')).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByTestId('viewer-level')).toHaveAttribute('data-level', 'user');
      await expect(page.getByTestId('properties-hidden')).toHaveCount(0);
      expect(errors).toEqual([]);

      const visitorContext = await browser.newContext({ baseURL });
      await useLanguage(visitorContext, 'en', baseURL!);
      const visitor = await visitorContext.newPage();
      await visitor.goto(`/en/mind/seeDetail?id=${id}`);
      await expect(visitor.getByTestId('favorite-signin')).toBeVisible();
      await expect(visitor.getByTestId('favorite-button')).toHaveCount(0);
      await expect(visitor.getByTestId('viewer-level')).toHaveAttribute('data-level', 'visitor');
      await visitorContext.close();
    } finally {
      await userContext.request.post('/atsteel/collection/remove', { data: { materialId: id }, headers: auth });
      await userContext.close();
    }
  });

  test('internal cached routes are not public and unknown ids answer 404, for records and standards', async ({ request }) => {
    const internal = await request.get('/mind/seeDetail/0/q355b-stl012', { maxRedirects: 0 });
    expect(internal.status()).toBe(308);
    expect(internal.headers().location).toMatch(/\/mind\/seeDetail\?id=q355b-stl012$/);
    expect((await request.get('/mind/seeDetail?id=no-such-record', { headers: { cookie: 'lang=CN' } })).status()).toBe(404);
    expect((await request.get('/mind/seeDetail?id=../../etc', { headers: { cookie: 'lang=CN' } })).status()).toBe(404);
    const standard = await request.get('/en/mind/standard/0/welding/7/2', { maxRedirects: 0 });
    expect(standard.status()).toBe(308);
    expect(standard.headers().location).toMatch(/\/en\/mind\/standard\?id=7&family=welding&page=2$/);
    expect((await request.get('/mind/standard?id=no-such-standard', { headers: { cookie: 'lang=CN' } })).status()).toBe(404);
  });
});

test('sitemap.xml lists material pages in both languages', async ({ request }) => {
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  const xml = await res.text();
  expect(xml).toMatch(/\/mind\/seeDetail\?id=\d+/);
  expect(xml).toMatch(/\/en\/mind\/seeDetail\?id=\d+/);
  expect(xml).toContain('/en/material/materialHome');
});
