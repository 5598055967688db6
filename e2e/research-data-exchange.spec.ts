import { expect, test } from '@playwright/test';
import { LANGS, localized, registerByMobile, signIn, useLanguage as setLanguage } from './helpers';

/**
 * Data exchange (issue 16, `rdda/exchange/*`) in a browser, in both languages: a new user who can find
 * the demo Q235B record (shared with demo_user only) but not read its values saves a record of their
 * own, proposes an exchange from the detail page (choosing that record), the owner (demo_employee)
 * accepts it in the exchanges tab of /allServer/myAllServer, and then each side reads the other's values.
 */

const TEXT = {
  zh: { pending: '待处理', active: '已接受，访问有效' },
  en: { pending: 'Pending', active: 'Accepted, access active' },
};

for (const lang of LANGS) {
  test(`propose an exchange, the owner accepts, both read the other record (${lang})`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const proposerContext = await browser.newContext({ baseURL });
    await setLanguage(proposerContext, lang, baseURL!);
    await registerByMobile(proposerContext, baseURL!);
    const api = proposerContext.request;

    // The proposer's own record, shared with one named user (so the owner can read it once granted).
    const uploaded = await (await api.post('/atsteel/SystemManager/fileUpload?kind=attachment', { multipart: { file: { name: 'offer.csv', mimeType: 'text/csv', buffer: Buffer.from('specimen,KV2_J\nX1,48\n') } } })).json();
    expect(uploaded.code, uploaded.msg).toBe(0);
    const offerName = `E2E offer ${lang} ${Date.now() % 1e7}`;
    const saved = await (await api.post('/atsteel/researchData/save', { data: { dataName: offerName, materialName: 'S355J2', experimentType: 'impact', composition: [{ element: 'Mn', value: 1.31 }], fileIds: [uploaded.data.id] } })).json();
    expect(saved.code, saved.msg).toBe(0);
    expect((await (await api.post('/atsteel/researchData/share', { data: { id: saved.data.id, visibility: 'selected', userNames: ['demo_user'] } })).json()).code).toBe(0);

    const found = await (await api.get('/atsteel/researchData/page', { params: { keyword: 'Q235B impact', pageSize: 5 } })).json();
    const askedId = found.data.list[0].id as number;
    const page = await proposerContext.newPage();
    await page.goto(localized(`/allServer/${askedId}`, lang));
    await expect(page.getByTestId('rd-composition-table')).toHaveCount(0);
    await page.getByTestId('rd-exchange-open').click();
    await page.getByTestId('rd-exchange-offer').selectOption(String(saved.data.id));
    await page.getByTestId('rd-exchange-message').fill('Our impact data for yours');
    await page.getByTestId('rd-exchange-submit').click();
    await expect(page.getByTestId('rd-exchange-pending')).toContainText(offerName);

    await page.goto(localized('/allServer/myAllServer?tab=exchanges&box=sent', lang));
    const sentRow = page.getByTestId('rd-exchanges-table-sent').locator('tr').filter({ hasText: offerName });
    await expect(sentRow.getByTestId('rd-exchange-state')).toHaveText(TEXT[lang].pending);

    // The owner accepts in the exchanges tab (received).
    const ownerContext = await browser.newContext({ baseURL });
    await setLanguage(ownerContext, lang, baseURL!);
    await signIn(ownerContext, ownerContext.request, baseURL!, 'demo_employee');
    const owner = await ownerContext.newPage();
    await owner.goto(localized('/allServer/myAllServer?tab=exchanges', lang));
    const row = owner.getByTestId('rd-exchanges-table-received').locator('tr').filter({ hasText: offerName });
    await row.getByTestId('rd-exchange-accept').click();
    await owner.getByTestId('rd-exchange-confirm').click();
    await expect(row.getByTestId('rd-exchange-state')).toHaveText(TEXT[lang].active);

    await owner.goto(localized(`/allServer/${saved.data.id}`, lang));
    await expect(owner.getByTestId('rd-composition-table')).toContainText('1.31');
    await page.goto(localized(`/allServer/${askedId}`, lang));
    await expect(page.getByTestId('rd-composition-table')).toContainText('0.17');

    await Promise.all([proposerContext.close(), ownerContext.close()]);
  });
}
