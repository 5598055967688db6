import { expect, test } from '@playwright/test';
import { searchResults, useLanguage } from './helpers';

/**
 * Visible rough edges (issue 10, point 11): data labels on the Chinese site come from the Chinese
 * messages, and strength ranges are typed in the unit the page shows.
 */
test.describe('data labels and units (zh)', () => {
  test.beforeEach(async ({ context, baseURL }) => useLanguage(context, 'zh', baseURL!));

  test('a detail page shows no English delivery state or relation', async ({ page, request }) => {
    const body = await (await request.post('/atsteel/steelName/steelSearch', { data: { keyword: 'Q355B', pageSize: 5 } })).json();
    const q355b = body.data.list.find((r: { grade: string }) => r.grade === 'Q355B');
    await page.goto(`/mind/seeDetail?id=${q355b.id}`);
    await expect(page.getByTestId('material-detail')).toBeVisible();
    await expect(page.locator('.mat-facts').first()).toContainText('热轧态');
    // Every tab is in the HTML (hidden ones too): read their text as well as what is visible.
    const text = await page.getByTestId('material-detail').evaluate((el) => el.textContent ?? '');
    expect(text).not.toMatch(/hot rolled|as rolled/i);
    expect(text).not.toMatch(/approximate equivalent/i);
    expect(text).toContain('近似对应');
    await page.getByRole('tab', { name: '性能' }).click();
    await expect(page.getByTestId('properties-table')).toContainText('热轧态');
  });

  test('a range typed in ksi returns the same records as its MPa equivalent', async ({ page, request }) => {
    await page.addInitScript(() => window.localStorage.setItem('materialUnits', JSON.stringify({ strength: 'ksi', temperature: 'C' })));
    const mpa = await (
      await request.post('/atsteel/steelName/steelSearch', { data: { properties: [{ key: 'tensileStrength', min: 600, max: 800 }], pageSize: 10 } })
    ).json();
    expect(mpa.data.total).toBeGreaterThan(0);
    await page.goto('/mind/mindIndex');
    await page.getByTestId('toggle-conditions').click();
    await page.getByTestId('add-property').click();
    await expect(page.getByTestId('property-range-tensileStrength')).toContainText('ksi');
    await page.getByTestId('property-min').fill('87.0226');
    // 87.0226–116.031 ksi = 599.9997–800.006 MPa (116.03 ksi would stop just below 800 MPa).
    await page.getByTestId('property-max').fill('116.031');
    await page.getByTestId('search-submit').click();
    await expect(page).toHaveURL(/su=ksi/);
    await searchResults(page);
    await expect(page.getByTestId('result-count')).toContainText(String(mpa.data.total));
    // The rows are rendered on the server in both units; the reader sees only the chosen one.
    const head = page.getByTestId('result-table').locator('thead');
    await expect.poll(() => head.innerText()).toContain('ksi');
    expect(await head.innerText()).not.toContain('MPa');
    // Switching to MPa converts what is typed and what is shown.
    await page.getByTestId('unit-strength').first().getByText('MPa').click();
    await expect(page.getByTestId('property-min')).toHaveValue('600');
    await expect.poll(() => head.innerText()).toContain('MPa');
    expect(await head.innerText()).not.toContain('ksi');
  });
});
