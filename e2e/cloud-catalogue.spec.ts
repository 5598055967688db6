import { expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { confirmReviewDecision, LANGS, localized, registerByMobile, signIn, useLanguage, watchConsole } from './helpers';

/**
 * Issue 15, part A, in a browser in both languages: filter the laboratory list (tensile, CMA,
 * Shanghai), open the CMA laboratory of demo_lab, estimate tensile + impact at −20 °C + chemical
 * composition on two samples and see the price, the delivery date in working days and the calendar
 * version; then a settlement application is approved by the public administrator on
 * /my/laboratorySettledCheck and the new laboratory appears in the list.
 */

const HUGANG = { zh: '沪钢材料检测中心（演示）', en: 'Hugang Materials Testing Center (demo)' };

async function itemIds(request: APIRequestContext): Promise<Record<string, number>> {
  const list = (await (await request.get('/atsteel/cloudService/listItems')).json()).data as { id: number; code: string }[];
  return Object.fromEntries(list.map((i) => [i.code, i.id]));
}


/** A brand-new individual user (SMS sign-in that registers the number) signed in in `context`; answers the token. */
async function newUser(context: BrowserContext, baseURL: string): Promise<string> {
  return (await registerByMobile(context, baseURL)).token;
}

for (const lang of LANGS) {
  test.describe(`cloud catalogue (${lang})`, () => {
    test('filters the laboratories, opens one and estimates tensile + impact (−20 °C) + chemical on two samples', async ({ page, context, baseURL, request }) => {
      await useLanguage(context, lang, baseURL!);
      const errors = watchConsole(page);
      const ids = await itemIds(request);

      await page.goto(localized('/cloud/testerList', lang));
      await page.getByTestId('filter-item').selectOption(String(ids['tensile-rt']));
      await page.getByTestId('filter-qualification').selectOption('cma');
      await page.getByTestId('filter-province').selectOption('310000');
      await page.getByTestId('filter-apply').click();
      await expect(page).toHaveURL(/itemId=\d+.*qualification=cma.*province=310000/);
      const cards = page.getByTestId('lab-card');
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toContainText(HUGANG[lang]);
      await expect(cards.first()).toContainText('CMA');
      await expect(cards.first().getByTestId('lab-price')).toContainText('180.00');

      await cards.first().getByRole('link', { name: HUGANG[lang] }).click();
      await expect(page.getByTestId('lab-name')).toHaveText(HUGANG[lang]);
      await expect(page.getByTestId('lab-qualifications')).toContainText('230012345601');
      await expect(page.getByTestId('lab-equipment')).toContainText('Criterion Model 45');
      await expect(page.getByTestId('lab-offerings')).toContainText('GB/T 229-2020');

      await page.getByTestId('lab-estimate').click();
      await expect(page).toHaveURL(/\/cloud\/testResources\?labId=\d+/);
      for (const code of ['tensile-rt', 'impact-charpy', 'chemical-composition']) {
        const line = page.locator(`[data-testid="estimate-line"][data-code="${code}"]`);
        await line.getByTestId('estimate-check').check();
        await line.getByTestId('estimate-samples').fill('2');
      }
      await page.locator('[data-testid="estimate-line"][data-code="impact-charpy"]').getByTestId('param-temperature').fill('-20');
      await page.getByTestId('estimate-submit').click();
      const result = page.getByTestId('estimate-result');
      await expect(result).toBeVisible();
      // 2 × ¥180 + 2 × ¥80 + 2 × ¥300
      await expect(page.getByTestId('estimate-total')).toContainText('1,120.00');
      await expect(page.getByTestId('estimate-delivery')).toContainText(lang === 'zh' ? '4 个工作日' : '4 working days');
      await expect(page.getByTestId('estimate-calendar')).toContainText('chinese-days');
      await expect(page).toHaveURL(/items=\d+x2/);
      await expect(page.getByTestId('estimate-order')).toHaveAttribute('href', /requirementFill\?labId=\d+&items=.*temperature%3A-20/);
      expect(errors).toEqual([]);
    });

    test('a settlement application is approved on /my/laboratorySettledCheck and the laboratory appears in the list', async ({ browser, baseURL }) => {
      const stamp = `${lang}${Date.now() % 1_000_000}`;
      const name = { zh: `端到端检测实验室${stamp}`, en: `E2E Testing Laboratory ${stamp}` };
      // A fresh individual applicant (approval makes it a laboratory user).
      const applicant = await browser.newContext({ baseURL });
      await useLanguage(applicant, lang, baseURL!);
      const token = await newUser(applicant, baseURL!);
      const ids = await itemIds(applicant.request);
      const saved = await applicant.request.post('/atsteel/laboratory/saveApplication', {
        headers: { authorization: `Bearer ${token}` },
        data: {
          nameZh: name.zh,
          nameEn: name.en,
          introZh: '端到端测试用实验室：拉伸与冲击。',
          introEn: 'End-to-end test laboratory: tensile and impact.',
          provinceCode: '420000',
          cityCode: '420100',
          contactName: 'E2E',
          contactPhone: '13912340000',
          qualifications: [{ kind: 'cma', certificateNo: `E2E-${stamp}` }],
          equipment: [{ nameZh: '万能试验机', nameEn: 'Universal testing machine', model: '5985', maker: 'Instron' }],
          offerings: [{ itemId: ids['tensile-rt'], priceFen: 12300, cycleDays: 2 }],
        },
      });
      expect((await saved.json()).code).toBe(0);
      const appPage = await applicant.newPage();
      await appPage.goto(localized('/cloud/testerSettled', lang));
      await expect(appPage.getByTestId('review-state')).toHaveText(lang === 'zh' ? '已提交' : 'Submitted');

      const admin = await browser.newContext({ baseURL });
      await useLanguage(admin, lang, baseURL!);
      await signIn(admin, admin.request, baseURL!, 'demo_public_admin');
      const page = await admin.newPage();
      const errors = watchConsole(page);
      await page.goto(localized('/my/laboratorySettledCheck', lang));
      await page.getByTestId('review-open').filter({ hasText: name.zh }).click();
      await expect(page.getByTestId('application-summary')).toContainText(name.en);
      await expect(page.getByTestId('application-summary')).toContainText(`E2E-${stamp}`);
      await page.getByTestId('review-start').click();
      await page.getByTestId('review-approve').click();
      await confirmReviewDecision(page);
      await expect(page.getByTestId('review-detail').getByTestId('review-state')).toHaveText(lang === 'zh' ? '审核通过' : 'Approved');

      await page.goto(localized(`/cloud/testerList?keyword=${encodeURIComponent(stamp)}`, lang));
      const card = page.getByTestId('lab-card');
      await expect(card).toHaveCount(1);
      await expect(card).toContainText(name[lang]);
      await expect(card).toContainText('CMA');
      await page.goto(localized('/my/administration/laboratory', lang));
      await expect(page.getByTestId('admin-labs')).toContainText(name[lang]);

      await appPage.reload();
      await expect(appPage.getByTestId('review-state')).toHaveText(lang === 'zh' ? '审核通过' : 'Approved');
      expect(errors).toEqual([]);
      await applicant.close();
      await admin.close();
    });
  });
}
