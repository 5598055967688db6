import { expect, test, type Page } from '@playwright/test';
import { localized, registerByMobile, useLanguage, watchConsole } from './helpers';

/**
 * Issue 47's acceptance in a browser, through the chat screen as a user drives it — type, send, read the answer —
 * and nothing of the client's internals (its markup and streaming are another change's): a Q345R pressure vessel
 * plate gets E5015 / J507 low-hydrogen electrodes by the selection rules, not Cr-Mo ones (Chinese), and a follow-up
 * keeps the conversation's grade (English). A fresh user each, so the other specs' demo users keep their
 * conversations and the question allowance.
 */
async function ask(page: Page, lang: 'zh' | 'en', question: string) {
  const box = page.getByRole('textbox', { name: lang === 'zh' ? '您的问题' : 'Your question' });
  await box.fill(question);
  await page.getByRole('button', { name: lang === 'zh' ? '发送' : 'Send', exact: true }).click();
}

test('recommends E5015 / J507 low-hydrogen electrodes for Q345R pressure vessel plate, with the rule that chose them (zh)', async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  await useLanguage(context, 'zh', baseURL!);
  await registerByMobile(context, baseURL!);
  const errors = watchConsole(page);
  await page.goto(localized('/ai/steelAi', 'zh'));
  await ask(page, 'zh', 'Q345R 压力容器钢板焊条电弧焊应该用什么焊条？');
  const main = page.getByRole('main');
  await expect(main).toContainText('J507', { timeout: 30_000 });
  await expect(main).toContainText('E5016');
  await expect(main).toContainText('选用规则 WSR02');
  await expect(main).toContainText('低氢型，压力容器需要');
  // Not the Cr-Mo heat-resistant electrodes (E5515-B2 / E5515-1CM, brand R307) the assistant once gave.
  await expect(main).not.toContainText('R307');
  expect(errors).toEqual([]);
});

test('keeps the grade of the conversation in a follow-up: "Compare it with Q235B" after a question about Q355B (en)', async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  await useLanguage(context, 'en', baseURL!);
  await registerByMobile(context, baseURL!);
  const errors = watchConsole(page);
  await page.goto(localized('/ai/steelAi', 'en'));
  await ask(page, 'en', 'What is the yield strength of Q355B?');
  const main = page.getByRole('main');
  await expect(main).toContainText('thickness > 16–40 mm: ≥ 345 MPa', { timeout: 30_000 });
  await ask(page, 'en', 'Compare it with Q235B');
  await expect(main).toContainText('Q355B, Q235B side by side', { timeout: 30_000 });
  await expect(main).toContainText('Q355B ≥ 355 MPa (thickness ≤ 16 mm); Q235B ≥ 235 MPa');
  expect(errors).toEqual([]);
});
