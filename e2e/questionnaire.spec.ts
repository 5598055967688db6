import { expect, test } from '@playwright/test';
import { LANGS, localized, signIn, useLanguage, watchConsole } from './helpers';

/**
 * Issue 31 §6 in a browser: a visitor answers the questionnaire (a required question left out is named first), the
 * page then says it was answered, a reload remembers it; the administrator sees the answer in the results with charts.
 */

const TEXT = {
  zh: { title: '钢铁材料门户用户调查（演示）', required: '请回答第 3 题（必答）。', thanks: '感谢您的参与！', already: '您已经回答过本问卷', results: '问卷结果' },
  en: { title: 'Steel materials portal user survey (demo)', required: 'Please answer question 3 (required).', thanks: 'Thank you for taking part!', already: 'You have already answered this questionnaire', results: 'Questionnaire results' },
} as const;

for (const lang of LANGS) {
  test(`a visitor answers the questionnaire and the administrator sees it in the results (${lang})`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const words = TEXT[lang];
    const visitorContext = await browser.newContext({ baseURL });
    await useLanguage(visitorContext, lang, baseURL!);
    const page = await visitorContext.newPage();
    const errors = watchConsole(page);
    await page.goto(localized('/questionnaire', lang));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.title);
    const form = page.getByTestId('questionnaire-form');
    await expect(page.getByTestId('questionnaire-submit')).toBeEnabled();
    const note = `E2E ${lang} ${Date.now()}: more GB/T 1591 grades`;

    await page.getByTestId('question-1').getByRole('radio').first().check();
    await page.getByTestId('question-2').getByRole('checkbox').nth(1).check();
    await page.getByTestId('question-5').getByRole('textbox').fill(note);
    await page.getByTestId('questionnaire-submit').click();
    // The required rating (question 3) is named and focused before anything is sent.
    await expect(page.getByTestId('question-3').getByRole('alert')).toHaveText(words.required);
    await page.getByTestId('question-3').getByRole('radio').nth(3).check();
    await expect(page.getByTestId('question-3').getByRole('alert')).toHaveCount(0);
    await page.getByTestId('questionnaire-submit').click();
    await expect(page.getByTestId('questionnaire-thanks')).toContainText(words.thanks);
    await expect(form).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('questionnaire-already')).toContainText(words.already);
    expect(errors).toEqual([]);
    await visitorContext.close();

    const adminContext = await browser.newContext({ baseURL });
    await useLanguage(adminContext, lang, baseURL!);
    await signIn(adminContext, adminContext.request, baseURL!, 'demo_public_admin');
    const admin = await adminContext.newPage();
    const adminErrors = watchConsole(admin);
    await admin.goto(localized('/my/administration/questionnaireResults', lang));
    await expect(admin.getByTestId('questionnaire-results').getByRole('heading', { level: 1 })).toHaveText(words.results);
    expect(Number(await admin.getByTestId('questionnaire-responses').textContent())).toBeGreaterThanOrEqual(1);
    // Charts drawn on the server (SVG, no chart script) for the choice and rating questions; the written answer listed.
    await expect(admin.getByTestId('result-1').locator('[data-static-chart] svg')).toBeVisible();
    await expect(admin.getByTestId('result-3').locator('[data-static-chart] svg')).toBeVisible();
    await expect(admin.getByTestId('result-5')).toContainText(note);
    expect(adminErrors).toEqual([]);
    await adminContext.close();
  });
}
