import { expect, test, type APIRequestContext } from '@playwright/test';
import { LANGS, localized, useLanguage, watchConsole } from './helpers';

/**
 * Issue 29, items 7, 8 and 10 in a browser, in both languages: grade matching says its introduction
 * once and marks a lowered confidence; welding matching works with a typed grade, says what is missing
 * beside the field, explains its rule and keeps Mo-alloyed electrodes off a C-Mn steel; the ksi switch
 * also turns impact energy into ft·lbf and thickness into inch.
 */
const TEXT = {
  zh: { chooseBase: '请选择母材', chooseProcess: '请选择焊接方法', family: '母材材料', rule: '焊材选择依据', intro: '各国钢材标准从不完全等同' },
  en: { chooseBase: 'Please choose a base metal', chooseProcess: 'Please choose a welding process', family: 'Base metal material', rule: 'How the consumables were chosen', intro: 'Steel standards are never exactly equivalent' },
};

async function q355bId(request: APIRequestContext): Promise<string> {
  const body = await (await request.post('/atsteel/steelName/steelSearch', { data: { keyword: 'Q355B', pageSize: 50 } })).json();
  return String(body.data.list.find((r: { grade: string }) => r.grade === 'Q355B').id);
}

for (const lang of LANGS) {
  test.describe(`results an engineer would trust (${lang})`, () => {
    test.beforeEach(async ({ context, baseURL }) => useLanguage(context, lang, baseURL!));

    test('grade matching prints its introduction once', async ({ page }) => {
      await page.goto(localized('/mind/gcMatchingNext?grade=Q355B', lang));
      await expect(page.getByTestId('counterparts')).toBeVisible();
      await expect(page.getByText(TEXT[lang].intro, { exact: false })).toHaveCount(1);
    });

    test('welding matching: required fields said beside them, a typed grade, the rule explained, no Mo-alloyed electrode for Q355B', async ({ page }) => {
      const errors = watchConsole(page);
      await page.goto(localized('/mind/gcMatching?tab=welding', lang));
      await expect(page.getByTestId('welding-form').getByText(TEXT[lang].family)).toBeVisible();
      await expect(async () => {
        await page.getByTestId('weld-submit').click();
        await expect(page.getByTestId('weld-base-error')).toHaveText(TEXT[lang].chooseBase, { timeout: 2000 });
      }).toPass({ timeout: 15000 });
      await expect(page.getByTestId('weld-process-error')).toHaveText(TEXT[lang].chooseProcess);
      await expect(page.getByTestId('weld-base-1')).toHaveAttribute('aria-invalid', 'true');
      await page.getByTestId('weld-base-1').fill('Q355B');
      await page.getByTestId('weld-base-1').press('Escape');
      await page.getByTestId('weld-process').selectOption('SMAW');
      await page.getByTestId('weld-submit').click();
      const recommended = page.getByTestId('weld-recommended');
      await expect(recommended.getByTestId('consumable').first()).toBeVisible();
      await expect(page.getByTestId('weld-rule-explain')).toContainText(TEXT[lang].rule);
      await expect(recommended).not.toContainText('E7018-A1');
      await expect(page.getByTestId('welding-results')).not.toContainText('F7A4-EM12K');
      await expect(page.getByTestId('welding-results')).not.toContainText('E81T1-Ni1C');
      expect(errors).toEqual([]);
    });

    test('ksi also shows impact energy in ft·lbf and thickness in inch', async ({ page, request }) => {
      await page.goto(localized(`/mind/seeDetail?id=${await q355bId(request)}`, lang));
      await page.getByRole('tab', { name: /性能|Performance/ }).click();
      const props = page.getByTestId('properties-table');
      await expect(props.locator('[data-quantity="energy"]').first()).toContainText('J');
      await page.getByTestId('unit-strength').first().getByText('ksi').click();
      await expect(props.locator('[data-quantity="energy"]').first()).toContainText('ft·lbf');
      await expect(props.locator('th').filter({ hasText: '(in)' }).first()).toBeVisible();
    });
  });
}
