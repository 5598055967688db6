import { expect, test, type Locator, type Page } from '@playwright/test';
import { LANGS, localized, registerByMobile, useLanguage, watchConsole } from './helpers';
import { millCertificatePdf } from '../tests/fixtures/mill-certificate';

/**
 * Issue 36's acceptance in a browser, both languages, no configuration (the built-in engine): the equivalent of
 * Q355B is A572 Grade 50 with links to the records, Q235B to 304 takes a 309L-class filler with its rule, and the
 * chart page draws yield strength against carbon for GB steels with the table of its records. The conversation is
 * listed, renamed and deleted. A fresh user, so the other specs' demo users keep their conversations.
 */
const TEXT = {
  zh: { equivalent: 'Q355B 对应的美标牌号', welding: 'Q235B 和 304 焊接用什么焊材', chart: '画出国标钢的屈服强度与碳含量的散点图', rule: '依据：', renamed: '对应牌号' },
  en: { equivalent: 'nearest ASTM grade to Q355B', welding: 'Which filler for welding Q235B to 304?', chart: 'Plot yield strength against carbon for GB steels', rule: 'Rule:', renamed: 'Equivalents' },
} as const;

for (const lang of LANGS) {
  test(`answers the acceptance questions from the portal's data (${lang})`, async ({ page, context, baseURL }) => {
    test.setTimeout(120_000);
    await useLanguage(context, lang, baseURL!);
    await registerByMobile(context, baseURL!);
    const errors = watchConsole(page);
    const text = TEXT[lang];

    await page.goto(localized('/ai/steelAi', lang));
    await expect(page.getByTestId('ai-starters')).toBeVisible();
    await page.getByTestId('ai-question').fill(text.equivalent);
    await page.getByTestId('ai-send').click();
    const first = page.getByTestId('ai-turn').first();
    await expect(first.getByTestId('ai-answer')).toContainText('A572 Grade 50', { timeout: 30_000 });
    const link = first.getByTestId('ai-citations').getByRole('link', { name: 'A572 Grade 50' });
    await expect(link).toHaveAttribute('href', new RegExp(`^${lang === 'en' ? '/en' : ''}/mind/seeDetail\\?id=\\d+`));

    await page.getByTestId('ai-question').fill(text.welding);
    await page.getByTestId('ai-question').press('Enter');
    const second = page.getByTestId('ai-turn').nth(1);
    await expect(second.getByTestId('ai-answer')).toContainText(/E309L?-1\d/, { timeout: 30_000 });
    await expect(second.getByTestId('ai-answer')).toContainText(text.rule);

    // The conversation is listed under the first question; rename it, then delete it.
    const list = page.getByTestId('ai-conversations');
    await expect(list.getByRole('button', { name: text.equivalent })).toBeVisible();
    await list.getByRole('button', { name: lang === 'zh' ? '重命名' : 'Rename' }).click();
    await list.locator('input').fill(text.renamed);
    await list.locator('input').press('Enter');
    await expect(list.getByRole('button', { name: text.renamed })).toBeVisible();
    page.once('dialog', (d) => void d.accept());
    await list.getByRole('button', { name: lang === 'zh' ? '删除' : 'Delete' }).click();
    await expect(list.getByRole('button', { name: text.renamed })).toHaveCount(0);

    await page.goto(localized('/ai/steelChart', lang));
    await page.getByTestId('ai-question').fill(text.chart);
    await page.getByTestId('ai-send').click();
    const chart = page.getByTestId('ai-chart');
    await expect(chart).toBeVisible({ timeout: 30_000 });
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.locator('svg').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('ai-chart-table').getByRole('link', { name: 'Q355B', exact: true })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByTestId('ai-chart-export').click();
    expect((await download).suggestedFilename()).toMatch(/^chart-\d+\.xlsx$/);
    expect(errors).toEqual([]);
  });
}

/**
 * What sticks out of a phone's screen sideways (issue 48): every element wider than the screen or beyond its edges,
 * unless a box that scrolls or clips it holds it (a chart's table scrolls in its own box), and the page's own width.
 * Measured against the screen's width, not `innerWidth`: a mobile browser zooms out to a page wider than the screen,
 * and `innerWidth` then grows with it.
 */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate((width) => {
    const held = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) if (getComputedStyle(p).overflowX !== 'visible') return true;
      return false;
    };
    const out: string[] = [];
    if (document.documentElement.scrollWidth > width) out.push(`page ${document.documentElement.scrollWidth} px`);
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const r = el.getBoundingClientRect();
      if ((r.width === 0 && r.height === 0) || (r.left >= -1.5 && r.right <= width + 1.5) || held(el)) continue;
      out.push(`${el.tagName.toLowerCase()}.${String(el.getAttribute('class') ?? '').split(' ')[0]} ${Math.round(r.left)}..${Math.round(r.right)} px`);
    }
    return out.slice(0, 8);
  }, page.viewportSize()!.width);
}

/** A control a person can tap: on screen, inside the viewport, and the top element at its centre and near its corners. */
async function expectTappable(control: Locator) {
  await control.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await expect(control).toBeVisible();
  const hit = await control.evaluate((el, width) => {
    const r = el.getBoundingClientRect();
    const points = [[r.left + r.width / 2, r.top + r.height / 2], [r.left + 3, r.top + 3], [r.right - 3, r.top + 3], [r.left + 3, r.bottom - 3], [r.right - 3, r.bottom - 3]];
    const covered = points.map(([x, y]) => document.elementFromPoint(x, y)).filter((top) => !top || (top !== el && !el.contains(top)));
    return { inside: r.left >= 0 && r.right <= width && r.top >= 0 && r.bottom <= window.innerHeight, covered: covered.map((e) => (e ? `${e.tagName}.${e.getAttribute('class') ?? ''}` : 'nothing')) };
  }, control.page().viewportSize()!.width);
  expect(hit).toEqual({ inside: true, covered: [] });
}

test.describe('on a 390-px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  for (const lang of LANGS) {
    test(`the chat and chart screens fit the screen, Send and Excel are tappable, the conversations are a drawer (${lang})`, async ({ page, context, baseURL }) => {
      test.setTimeout(90_000);
      await useLanguage(context, lang, baseURL!);
      await registerByMobile(context, baseURL!);
      const errors = watchConsole(page);
      const text = TEXT[lang];

      await page.goto(localized('/ai/steelAi', lang));
      await page.getByTestId('ai-question').fill(text.equivalent);
      await page.getByTestId('ai-send').tap();
      await expect(page.getByTestId('ai-turn').first().getByTestId('ai-answer')).toContainText('A572 Grade 50', { timeout: 30_000 });
      await expect(page.getByTestId('ai-turn').first().getByTestId('ai-citations')).toBeVisible();
      // The list is not drawn over the answers: closed, it is not on the page at all.
      await expect(page.getByTestId('ai-conversations')).toBeHidden();
      expect(await overflowing(page)).toEqual([]);
      await page.getByTestId('ai-question').fill(text.welding);
      await expectTappable(page.getByTestId('ai-send'));

      // One tap opens the conversations as a drawer; the backdrop closes it; opening a conversation closes it too.
      const toggle = page.getByTestId('ai-conversations-toggle');
      await expectTappable(toggle);
      await toggle.tap();
      const drawer = page.getByTestId('ai-conversations');
      await expect(drawer.getByRole('button', { name: text.equivalent })).toBeVisible();
      expect(await overflowing(page)).toEqual([]);
      // The drawer is 86 % of the screen: the backdrop shows at its right.
      await page.getByTestId('ai-conversations-backdrop').tap({ position: { x: 375, y: 400 } });
      await expect(drawer).toBeHidden();
      await toggle.tap();
      await drawer.getByRole('button', { name: text.equivalent }).tap();
      await expect(drawer).toBeHidden();
      await expect(page.getByTestId('ai-turn')).toHaveCount(1);

      await page.goto(localized('/ai/steelChart', lang));
      await page.getByTestId('ai-question').fill(text.chart);
      await page.getByTestId('ai-send').tap();
      await expect(page.getByTestId('ai-chart-table').getByRole('link', { name: 'Q355B', exact: true })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('ai-chart').locator('svg').first()).toBeVisible({ timeout: 30_000 });
      expect(await overflowing(page)).toEqual([]);
      await expectTappable(page.getByTestId('ai-chart-export'));
      await page.getByTestId('ai-question').fill(text.chart);
      await expectTappable(page.getByTestId('ai-send'));
      expect(errors).toEqual([]);
    });
  }
});

for (const lang of LANGS) {
  test(`uploads a mill certificate and answers its impact energy quoting the page (${lang})`, async ({ page, context, baseURL }) => {
    test.setTimeout(90_000);
    await useLanguage(context, lang, baseURL!);
    await registerByMobile(context, baseURL!);
    const errors = watchConsole(page);
    await page.goto(localized('/ai/steelDoc', lang));
    await expect(page.getByTestId('ai-doc-limits')).toContainText('10 MB');
    await page.getByTestId('ai-doc-upload').locator('input[type=file]').setInputFiles({ name: 'mill-certificate.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await millCertificatePdf()) });
    const ask = page.getByTestId('ai-doc-ask');
    await expect(ask).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('ai-doc-list')).toContainText('mill-certificate.pdf');
    await ask.locator('input').fill(lang === 'zh' ? '冲击功是多少' : 'what is the impact energy');
    await ask.locator('button[type=submit]').click();
    const answer = ask.getByTestId('ai-doc-answer').first();
    await expect(answer).toContainText(lang === 'zh' ? '第 2 页' : 'Page 2');
    await expect(answer).toContainText('average 101 J');

    await ask.getByRole('link', { name: lang === 'zh' ? '这份文档的全部问答' : 'All answers about this document' }).click();
    await expect(page).toHaveURL(/\/ai\/aiDoc\?id=\d+/);
    await expect(page.getByTestId('ai-doc-answer').first()).toContainText('average 101 J');
    await expect(page.getByTestId('ai-doc-open')).toHaveAttribute('href', /fileDownload\?id=/);

    // The certificate against its grade (Q355B, named in the document), then deleting the document after the confirmation.
    await page.getByTestId('ai-doc-check-button').first().click();
    const check = page.getByTestId('ai-doc-check').first();
    await expect(check).toContainText(lang === 'zh' ? '对照 Q355B 核对' : 'Checked against Q355B');
    await expect(check.locator('tr[data-result=pass]').first()).toBeVisible();
    await page.getByRole('link', { name: lang === 'zh' ? '我的文档' : 'My documents' }).click();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByTestId('ai-doc-delete').first().click();
    await expect(page.getByTestId('ai-doc-list')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}
