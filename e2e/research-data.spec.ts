import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { confirmReviewDecision, freshMobile, type Lang, LANGS, localized, registrationCode, signIn, useLanguage as setLanguage } from './helpers';

/**
 * Issue 16's acceptance journey in a browser, in both languages: a company user creates a record with
 * composition, properties and a data file, discloses it to one other company and applies to publish;
 * the public administrator approves on /my/researchCheck; a user of a third company sees metadata
 * only and applies for access; the owner grants it until a date and the third company then reads the
 * values; the provenance bundle verifies offline and fails once a value in it is changed.
 * The last acceptance step, a direct database edit of one value that the detail page then reports as
 * "verification failed", is e2e/research-data-tamper.spec.ts: the suite's server holds its embedded
 * database, so that spec starts its own server, stops it, edits the stopped server's PGlite DATA_DIR
 * with drizzle and starts it again (also tested at endpoint level, tests/api/research-data.test.ts).
 */

/** Registers a company user (its own new company) through the gateway and signs it in, in its own context. */
async function companyUser(browser: Browser, baseURL: string, lang: Lang, company: string): Promise<{ context: BrowserContext; page: Page; userName: string }> {
  const context = await browser.newContext({ baseURL, acceptDownloads: true });
  await setLanguage(context, lang, baseURL);
  const mobile = freshMobile();
  const code = await registrationCode(context, mobile);
  const userName = `rd${mobile}`;
  const res = await context.request.post('/atsteel/gateway/saveUserInfo', {
    data: { mobile, code, userName, password: 'Research123', confirmPassword: 'Research123', accountType: 'company', companyName: company, agreeUser: true, agreePrivacy: true, agreePlatform: true },
  });
  const body = await res.json();
  expect(body.code, body.msg).toBe(0);
  await context.addCookies([
    { name: 'token', value: body.data.token, url: baseURL },
    { name: 'userName', value: body.data.userInfo.userName, url: baseURL },
  ]);
  return { context, page: await context.newPage(), userName };
}

const TEXT = {
  zh: { tensile: '拉伸试验', failed: '验证失败', metadataOnly: '该部分仅对授权用户可见' },
  en: { tensile: 'Tensile test', failed: 'Verification failed', metadataOnly: 'This part is visible to authorised users only' },
};

for (const lang of LANGS) {
  test.describe(`R&D data (${lang})`, () => {
    test('create, disclose, publish through review, apply, grant and verify the provenance offline', async ({ browser, baseURL }) => {
      test.setTimeout(240_000);
      const stamp = `${lang}-${Date.now() % 1e7}`;
      const companyB = `E2E B ${stamp}`;
      const b = await companyUser(browser, baseURL!, lang, companyB);
      const c = await companyUser(browser, baseURL!, lang, `E2E C ${stamp}`);

      // The owner (demo_admin, a company user) creates the record in the editor.
      const ownerContext = await browser.newContext({ baseURL, acceptDownloads: true });
      await setLanguage(ownerContext, lang, baseURL!);
      await signIn(ownerContext, ownerContext.request, baseURL!, 'demo_admin');
      const owner = await ownerContext.newPage();
      await owner.goto(localized('/allServer/allServerAdd', lang));
      const name = `E2E Q355B ${stamp}`;
      await owner.getByTestId('rd-dataName').fill(name);
      await owner.getByTestId('rd-materialName').fill('Q355B');
      await owner.getByTestId('rd-experimentType').click();
      await owner.locator('.ant-select-item-option').filter({ hasText: TEXT[lang].tensile }).click();
      await owner.getByTestId('rd-save-draft').click();
      await expect(owner).toHaveURL(/id=\d+/);
      await expect(owner.getByTestId('rd-dataName')).toHaveValue(name);
      const id = Number(new URL(owner.url()).searchParams.get('id'));

      await owner.getByTestId('rd-tab-composition').click();
      await owner.getByTestId('rd-add-element').click();
      await owner.getByTestId('rd-element').fill('C');
      await owner.getByTestId('rd-element-value').fill('0.18');
      await owner.getByTestId('rd-tab-performance').click();
      await owner.getByTestId('rd-add-property').click();
      await owner.getByTestId('rd-property').fill('Rm');
      await owner.getByTestId('rd-unit').fill('MPa');
      await owner.getByTestId('rd-value').fill('520');
      await owner.getByTestId('rd-tab-dataSet').click();
      await owner.locator('[data-testid="rd-files"] input[type="file"]').setInputFiles({ name: 'tensile.csv', mimeType: 'text/csv', buffer: Buffer.from('specimen,Rm_MPa\nE1,520\n') });
      await expect(owner.getByTestId('rd-files').getByRole('link', { name: 'tensile.csv' })).toBeVisible();
      await expect(owner.getByTestId('rd-save')).toBeEnabled();
      const [saved] = await Promise.all([owner.waitForResponse((r) => r.url().includes('/atsteel/researchData/save')), owner.getByTestId('rd-save').click()]);
      const savedBody = await saved.json();
      expect(savedBody.code, savedBody.msg).toBe(0);
      await expect(owner).toHaveURL(new RegExp(`/allServer/${id}$`), { timeout: 20_000 });
      await expect(owner.getByTestId('rd-verified')).toBeVisible();
      await expect(owner.getByTestId('rd-composition-table')).toContainText('0.18');

      // Directional disclosure to company B, then the publication application.
      await owner.goto(localized(`/allServer/allServerAdd?id=${id}`, lang));
      await owner.getByTestId('rd-tab-permission').click();
      await owner.getByTestId('rd-visibility-directional').click();
      await owner.getByTestId('rd-companies').click();
      await owner.keyboard.type(companyB);
      await owner.locator('.ant-select-item-option').filter({ hasText: companyB }).click();
      await owner.getByTestId('rd-share-save').click();
      await owner.goto(localized(`/allServer/${id}`, lang));
      await owner.getByTestId('rd-publish').click();
      await expect(owner.getByTestId('rd-withdraw')).toBeVisible();

      // Company B reads the values already.
      await b.page.goto(localized(`/allServer/${id}`, lang));
      await expect(b.page.getByTestId('rd-composition-table')).toContainText('0.18');

      // The public administrator approves on /my/researchCheck.
      const adminContext = await browser.newContext({ baseURL });
      await setLanguage(adminContext, lang, baseURL!);
      await signIn(adminContext, adminContext.request, baseURL!, 'demo_public_admin');
      const admin = await adminContext.newPage();
      await admin.goto(localized('/my/researchCheck', lang));
      await admin.getByTestId('review-table').getByText(name).click();
      await admin.getByTestId('review-start').click();
      await admin.getByTestId('review-approve').click();
      await confirmReviewDecision(admin);
      await expect(admin.getByTestId('review-state').first()).toBeVisible();
      await expect.poll(async () => (await (await owner.request.get(`/atsteel/researchData/get?id=${id}`)).json()).data.state).toBe('published');

      // A user of a third company finds it, sees metadata only and applies.
      await c.page.goto(localized(`/allServer/allServer?keyword=${encodeURIComponent(name)}`, lang));
      await c.page.getByTestId('rd-card').filter({ hasText: name }).getByRole('link').first().click();
      await expect(c.page.getByTestId('rd-title')).toContainText(name);
      await expect(c.page.getByTestId('rd-hidden').first()).toContainText(TEXT[lang].metadataOnly);
      await c.page.getByTestId('rd-apply-reason').fill('Benchmark for our own heats');
      await c.page.getByTestId('rd-apply-submit').click();
      await expect(c.page.getByTestId('rd-my-application')).toBeVisible();

      // The owner grants it until a date.
      await owner.goto(localized('/allServer/myAllServer?tab=received', lang));
      const row = owner.getByTestId('rd-applications-received').locator('tr').filter({ hasText: name }).filter({ hasText: c.userName });
      await row.getByTestId('rd-approve').click();
      const until = new Date(Date.now() + 30 * 864e5).toISOString().slice(0, 10);
      await owner.getByTestId('rd-until').fill(until);
      await owner.locator('.ant-modal-footer .ant-btn-primary').click();
      await expect(row.getByTestId('rd-application-state')).toContainText(until);

      await c.page.reload();
      await expect(c.page.getByTestId('rd-composition-table')).toContainText('0.18');
      await expect(c.page.getByTestId('rd-my-application')).toContainText(until);

      // The provenance bundle verifies offline; a changed value fails.
      const [download] = await Promise.all([c.page.waitForEvent('download'), c.page.getByTestId('rd-bundle').click()]);
      const file = path.join(test.info().outputDir, `bundle-${lang}.json`);
      await download.saveAs(file);
      // The verifier trusts only the platform's published keys, saved beside the bundle as the page offers.
      const keys = await c.page.request.get('/.well-known/atsteel-provenance-keys.json');
      fs.writeFileSync(path.join(path.dirname(file), 'atsteel-provenance-keys.json'), await keys.body());
      // The verifier comes from the page too, as a visitor handed the bundle would get it.
      const [script] = await Promise.all([c.page.waitForEvent('download'), c.page.getByTestId('rd-verifier').click()]);
      const verifier = path.join(path.dirname(file), 'verify-provenance.mjs');
      await script.saveAs(verifier);
      const ok = execFileSync('node', [verifier, file], { encoding: 'utf8' });
      expect(ok).toContain('verified');
      const tampered = fs.readFileSync(file, 'utf8').replace('0.18', '0.25');
      fs.writeFileSync(file, tampered);
      let failed = false;
      try {
        execFileSync('node', [verifier, file], { encoding: 'utf8', stdio: 'pipe' });
      } catch {
        failed = true;
      }
      expect(failed).toBe(true);

      await Promise.all([ownerContext.close(), adminContext.close(), b.context.close(), c.context.close()]);
    });
  });
}

const SCREENS = {
  zh: { score: '相似度', hidden: '仅对授权用户可见', manage: '企业研发数据管理', all: '全部研发数据', keyword: '数据名称、材料或项目' },
  en: { score: 'Similarity', hidden: 'visible to authorised users only', manage: 'Enterprise R&D data management', all: 'All R&D data', keyword: 'Data name, material or project' },
};

for (const lang of LANGS) {
  test.describe(`R&D data screens (${lang})`, () => {
    test('similar data side by side in both layouts, the enterprise management list and the administrator’s list', async ({ browser, baseURL }) => {
      test.setTimeout(120_000);
      const context = await browser.newContext({ baseURL, acceptDownloads: true });
      await setLanguage(context, lang, baseURL!);
      await signIn(context, context.request, baseURL!, 'demo_admin');
      const page = await context.newPage();
      const found = await (await context.request.get('/atsteel/researchData/page', { params: { keyword: 'Q355B hot-rolled', pageSize: 5 } })).json();
      const id = found.data.list[0].id as number;

      // /allServer/similarity links each result to the pair; the table layout explains the score.
      await page.goto(localized(`/allServer/similarity?id=${id}`, lang));
      await page.getByTestId('rd-similar-records').getByTestId('rd-similar-detail').first().click();
      await expect(page).toHaveURL(/similarityDetail\?id=\d+&target=rd%3A\d+/);
      await expect(page.getByTestId('rd-pair-score')).toContainText(SCREENS[lang].score);
      await expect(page.getByTestId('rd-pair-composition')).toContainText('Mn');
      await page.getByTestId('rd-pair-switch').click();
      await expect(page).toHaveURL(/similarityNewDetail/);
      await expect(page.getByTestId('rd-pair-butterfly')).toContainText('Mn');
      // A steel of the material database beside the record.
      await page.goto(localized(`/allServer/similarity?id=${id}`, lang));
      await page.getByTestId('rd-similar-material').getByTestId('rd-similar-detail').first().click();
      await expect(page.getByTestId('rd-similarity-pair')).toBeVisible();
      await expect(page.getByTestId('rd-pair-composition')).toBeVisible();

      // A visitor sees the pair's metadata but is told the composition is hidden (no score).
      const visitor = await browser.newContext({ baseURL });
      await setLanguage(visitor, lang, baseURL!);
      const vp = await visitor.newPage();
      await vp.goto(localized(new URL(page.url()).pathname.replace(/^\/en/, '') + new URL(page.url()).search, lang));
      await expect(vp.getByTestId('rd-pair-hidden')).toContainText(SCREENS[lang].hidden);
      await expect(vp.getByTestId('rd-pair-score')).toHaveCount(0);
      await visitor.close();

      // The company administrator's list (the `&` of the address works as routes.json spells it).
      const response = await page.goto(localized('/my/enterpriseInformationManagement/R&dDataManagement', lang));
      expect(response?.status()).toBe(200);
      await expect(page.locator('.my-panel__title')).toContainText(SCREENS[lang].manage);
      const list = page.getByTestId('rd-manage-company');
      await expect(list).toContainText('Q355B');
      await expect(list).toContainText('Q235B');
      const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('rd-manage-export').click()]);
      expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
      const keyword = page.getByPlaceholder(SCREENS[lang].keyword);
      await keyword.fill('Q235B');
      await keyword.press('Enter');
      await expect(page).toHaveURL(/keyword=Q235B/);
      await expect(list.locator('tbody').getByRole('row')).toHaveCount(1);
      await list.getByTestId('rd-manage-open').first().click();
      await expect(page).toHaveURL(/\/allServer\/\d+/);
      await context.close();

      // The public administrator: the second tab of /my/researchCheck.
      const admin = await browser.newContext({ baseURL });
      await setLanguage(admin, lang, baseURL!);
      await signIn(admin, admin.request, baseURL!, 'demo_public_admin');
      const ap = await admin.newPage();
      await ap.goto(localized('/my/researchCheck', lang));
      await ap.getByTestId('rd-tab-records').click();
      await expect(ap.locator('.my-panel__title')).toContainText(SCREENS[lang].all);
      await expect(ap.getByTestId('rd-manage-admin')).toContainText('Q355B');
      await admin.close();
    });
  });
}
