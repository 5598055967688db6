import { expect, test, type Locator, type Page } from '@playwright/test';
import { captchaId, LANGS, localized, outboxLines, registerByMobile, signIn, useLanguage, watchConsole } from './helpers';

/**
 * Issue 32's acceptance in a browser, both languages: demo_admin's wrong credit code is refused; they create a group
 * and invite a newly registered individual by mobile; the individual accepts from the message centre and appears in
 * the company; demo_admin sees and exports the company orders, transfers the administrator role with an SMS code and
 * loses the editing screens at once. The new administrator hands the role back and demo_admin removes the member, so
 * the demo company is as before for the other specs.
 */

const TEXT = {
  zh: { creditCode: '统一社会信用代码无效（校验位不符）', denied: '您的账号无权打开此页面', employeeMenu: '员工信息管理' },
  en: { creditCode: 'The unified social credit code is invalid (wrong check character)', denied: 'Your account cannot open this screen', employeeMenu: 'Employee management' },
} as const;

const EDIT = '/my/enterpriseInformationManagement';

/** Asks for a security code in the open dialog (captcha from the outbox) and fills it in. */
async function fillSecurityCode(page: Page, dialog: Locator, mobile: string) {
  // One code a minute per phone (docs/SECURITY.md): move the test server's clock past it.
  expect((await page.request.post('/atsteel-test/clock', { data: { advanceMs: 61_000 } })).status()).toBe(200);
  const image = dialog.getByTestId('captcha-image').first();
  const id = await captchaId(image);
  let answer: string | undefined;
  await expect.poll(() => (answer = outboxLines('captcha.jsonl').find((l) => l.id === id)?.answer), { timeout: 10_000 }).toBeTruthy();
  const before = outboxLines('sms.jsonl').length;
  await dialog.getByTestId('code-captcha-input').fill(answer!);
  await dialog.getByTestId('code-send').click();
  let code: string | undefined;
  await expect.poll(() => (code = outboxLines('sms.jsonl').slice(before).filter((l) => l.mobile === mobile && l.purpose === 'security').pop()?.code), { timeout: 10_000 }).toBeTruthy();
  await dialog.getByTestId('code-input').fill(code!);
}

async function transfer(page: Page, lang: 'zh' | 'en', toUserName: string, ownMobile: string) {
  await page.goto(localized(`${EDIT}/employeeInformationManagement`, lang));
  await page.getByTestId(`transfer-${toUserName}`).click();
  const dialog = page.locator('.ant-modal').filter({ has: page.getByTestId('code-input') });
  await fillSecurityCode(page, dialog, ownMobile);
  await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
  await page.waitForURL(/\/my\/business$/);
}

for (const lang of LANGS) {
  test(`a company administrator runs the company and hands it over (${lang})`, async ({ browser, baseURL }) => {
    test.setTimeout(300_000);
    const words = TEXT[lang];
    const adminContext = await browser.newContext({ baseURL, acceptDownloads: true });
    await useLanguage(adminContext, lang, baseURL!);
    await signIn(adminContext, adminContext.request, baseURL!, 'demo_admin');
    const admin = await adminContext.newPage();
    const errors = watchConsole(admin);

    // A credit code with a wrong check character is refused.
    await admin.goto(localized(`${EDIT}/basicInformationManagement`, lang));
    await admin.getByTestId('company-creditCode').fill('91110000MA0000001A');
    await admin.getByTestId('company-save').click();
    await expect(admin.getByText(words.creditCode)).toBeVisible();

    // A new group.
    const groupName = `E2E ${lang} ${Date.now() % 100000}`;
    await admin.goto(localized(`${EDIT}/packetInformationManagement`, lang));
    await admin.getByTestId('group-add').click();
    await admin.getByTestId('group-name').fill(groupName);
    await admin.locator('.ant-modal-footer .ant-btn-primary').click();
    await expect(admin.getByTestId('group-table')).toContainText(groupName);

    // Invite a newly registered individual into it.
    const memberContext = await browser.newContext({ baseURL });
    await useLanguage(memberContext, lang, baseURL!);
    const member = await registerByMobile(memberContext, baseURL!);
    await admin.goto(localized(`${EDIT}/employeeInformationManagement`, lang));
    await admin.getByTestId('invite-mobile').fill(member.mobile);
    await admin.getByTestId('invite-group').selectOption({ label: groupName });
    await admin.getByTestId('invite-submit').click();
    await expect(admin.getByTestId('invite-panel')).toContainText(member.mobile);

    // The member accepts from the message centre and appears in the group.
    const memberPage = await memberContext.newPage();
    await memberPage.goto(localized('/my/messageCentre', lang));
    await memberPage.getByTestId('message-view').first().click();
    await memberPage.getByTestId('accept-invite').click();
    await expect(memberPage.getByTestId('company-view')).toContainText('示范钢铁');
    await admin.goto(localized('/my/companyEmployee', lang));
    await expect(admin.getByTestId('member-table')).toContainText(member.userName);
    await expect(admin.getByTestId('member-table').locator('tr').filter({ hasText: member.userName })).toContainText(groupName);

    // Company orders and their export.
    await admin.goto(localized(`${EDIT}/enterpriseOrderManagement`, lang));
    await expect(admin.getByTestId('orders-paid')).toBeVisible();
    const download = admin.waitForEvent('download');
    await admin.getByTestId('orders-export').click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);

    // The transfer: the editing screens go at once.
    await transfer(admin, lang, member.userName, '13800000002');
    // The login check after the reload reads the new role from the database: the menu loses the editing screens.
    await expect(admin.getByTestId('my-menu')).not.toContainText(words.employeeMenu);
    await admin.goto(localized(`${EDIT}/employeeInformationManagement`, lang));
    await expect(admin.getByTestId('screen-denied')).toContainText(words.denied);

    // Back as before: the member hands the role back, demo_admin removes them.
    await memberPage.goto(localized('/my/business', lang));
    await transfer(memberPage, lang, 'demo_admin', member.mobile);
    await admin.goto(localized(`${EDIT}/employeeInformationManagement`, lang));
    admin.once('dialog', (dialog) => void dialog.accept());
    await admin.getByTestId(`remove-${member.userName}`).click();
    await expect(admin.getByTestId('member-table')).not.toContainText(member.userName);
    expect(errors).toEqual([]);
    await memberContext.close();
    await adminContext.close();
  });
}
