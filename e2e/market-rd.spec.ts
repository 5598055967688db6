import { expect, test } from '@playwright/test';
import { confirmReviewDecision, LANGS, localized, signIn, useLanguage as setLanguage, watchConsole } from './helpers';

/**
 * Issue 37 behaviour 1 in a browser, in both languages: the owner of the published demo R&D record
 * offers it for sale from the record's page, the public administrator approves the offer on
 * /my/researchCheck?tab=offers, and the product is on the market list with the owner as seller and
 * a traceability link back to the record. (A second language resubmits the listed offer: it stays
 * on sale while the new terms are reviewed.)
 */

for (const lang of LANGS) {
  test(`an owner offers an R&D data set, the administrator approves it, buyers see it (${lang})`, async ({ browser, baseURL }) => {
    const owner = await browser.newContext({ baseURL });
    await setLanguage(owner, lang, baseURL!);
    const token = await signIn(owner, owner.request, baseURL!, 'demo_admin');
    const mine = await owner.request.get('/atsteel/researchData/page?scope=mine&keyword=Q355B', { headers: { Authorization: `Bearer ${token}` } });
    const record = (await mine.json()).data.list.find((r: { demo: boolean }) => r.demo) as { id: number; dataName: string };
    const page = await owner.newPage();
    const errors = watchConsole(page);
    await page.goto(localized(`/allServer/${record.id}`, lang));
    await page.getByTestId('rd-offer-price').fill('12.5');
    await page.getByTestId('rd-offer-submit').click();
    await expect(page.getByTestId('rd-offer-state')).toContainText('12.50');

    const adminContext = await browser.newContext({ baseURL });
    await setLanguage(adminContext, lang, baseURL!);
    await signIn(adminContext, adminContext.request, baseURL!, 'demo_public_admin');
    const admin = await adminContext.newPage();
    await admin.goto(localized('/my/researchCheck?tab=offers', lang));
    await admin.getByTestId('review-table').getByText(record.dataName).first().click();
    await admin.getByTestId('review-start').click();
    await admin.getByTestId('review-approve').click();
    await confirmReviewDecision(admin);

    const visitor = await browser.newContext({ baseURL });
    await setLanguage(visitor, lang, baseURL!);
    const list = await visitor.newPage();
    await list.goto(localized('/zhj/productList?origin=research', lang));
    const card = list.getByTestId('product-card').filter({ hasText: 'Q355B' });
    await expect(card.getByTestId('card-seller')).toBeVisible();
    await card.locator('a').first().click();
    await expect(list.getByTestId('product-seller')).toBeVisible();
    await expect(list.getByTestId('product-price')).toContainText('12.50');
    // The owner on the same product page: their own offer and the way to the record, no buy button (issue 45 item 4).
    const productUrl = new URL(list.url());
    await page.goto(productUrl.pathname + productUrl.search);
    await expect(page.getByTestId('product-own-offer')).toContainText(lang === 'zh' ? '这是您本人出售的数据集' : 'This is your own data set');
    await expect(page.getByTestId('product-buy')).toHaveCount(0);
    await list.getByTestId('product-dataset-link').click();
    await expect(list.getByTestId('dataset-rd-trace')).toHaveAttribute('href', new RegExp(`/allServer/${record.id}$`));
    expect(errors).toEqual([]);
    await Promise.all([owner.close(), adminContext.close(), visitor.close()]);
  });
}
