import { expect, test, type Browser } from '@playwright/test';
import { LANGS, localized, signIn, useLanguage as setLanguage, watchConsole, type Lang } from './helpers';

/**
 * Issue 11, items 3 and 4, in a browser: a user writes a suggestion with an attachment, customer
 * service downloads the attachment and answers it on /my/suggestion, and the answer reaches the user
 * as an unread message: the header's count and the message centre, where reading it brings the
 * count down.
 */

const TEXT = {
  zh: { noReply: '未回复', replied: '已回复', title: '您的建议有了回复', unread: '未读', allTab: '全部建议（客服）' },
  en: { noReply: 'No reply', replied: 'Replied', title: 'Your suggestion has a reply', unread: 'Unread', allTab: 'All suggestions (customer service)' },
} as const;

async function signedInPage(browser: Browser, baseURL: string, lang: Lang, account: string) {
  const context = await browser.newContext({ baseURL });
  await setLanguage(context, lang, baseURL);
  const token = await signIn(context, context.request, baseURL, account);
  return { context, token, page: await context.newPage() };
}

for (const lang of LANGS) {
  test.describe(`suggestions and messages (${lang})`, () => {
    test('a suggestion answered by customer service shows up as an unread message', async ({ browser, baseURL }) => {
      // Two signed-in browsers and five screens on a shared 2-core machine.
      test.setTimeout(180_000);
      const words = TEXT[lang];
      const user = await signedInPage(browser, baseURL!, lang, 'demo_user');
      const service = await signedInPage(browser, baseURL!, lang, 'demo_service');
      const errors = watchConsole(user.page);
      try {
        // Start from no unread messages, so the count below is this test's alone.
        await user.context.request.post('/atsteel/messages/readAll', { headers: { authorization: `Bearer ${user.token}` } });
        const text = `E2E ${lang} ${Date.now()}: please add GB/T 1591 grades to the comparison board`;

        await user.page.goto(localized('/my/suggestion', lang));
        await expect(user.page.getByTestId('suggestion-centre')).toBeVisible();
        await expect(user.page.getByTestId('header-messages')).toBeVisible();
        await expect(user.page.getByTestId('unread-count')).toHaveCount(0);
        await user.page.getByTestId('suggestion-content').fill(text);
        // The optional attachment goes through the file service before the suggestion is saved.
        const attachment = user.page.getByTestId('suggestion-attachment');
        await attachment.locator('input[type=file]').setInputFiles({ name: `tensile-${lang}.csv`, mimeType: 'text/csv', buffer: Buffer.from('grade,tensile\nQ355B,470\n') });
        await expect(attachment.getByRole('listitem')).toContainText(`tensile-${lang}.csv`);
        await expect(attachment.getByTestId('suggestion-attachment-progress')).toHaveCount(0);
        await user.page.getByTestId('suggestion-submit').click();
        const mine = user.page.getByTestId('suggestion-mine').locator('tr', { hasText: text });
        await expect(mine.getByTestId('suggestion-state')).toHaveText(words.noReply);
        await expect(mine.getByTestId('suggestion-attachment-link')).toHaveText(`tensile-${lang}.csv`);

        const reply = `Thank you (${lang}). It is planned for the next release.`;
        await service.page.goto(localized('/my/suggestion?view=all', lang));
        // The tab follows the permission list the start-up session check writes (checkLogin).
        await expect(service.page.getByRole('tab', { name: words.allTab })).toHaveAttribute('aria-selected', 'true', { timeout: 30_000 });
        const row = service.page.getByTestId('suggestion-all').locator('tr', { hasText: text });
        // Customer service downloads the writer's attachment.
        const href = await row.getByTestId('suggestion-attachment-link').getAttribute('href');
        const file = await service.context.request.get(href!, { headers: { authorization: `Bearer ${service.token}` } });
        expect(file.status()).toBe(200);
        expect(file.headers()['content-disposition']).toContain(`tensile-${lang}.csv`);
        await row.getByTestId('suggestion-reply-open').click();
        await service.page.getByTestId('suggestion-reply-input').fill(reply);
        await service.page.getByTestId('suggestion-reply-send').click();
        await expect(row.getByTestId('suggestion-state')).toHaveText(words.replied);

        // The user's next page shows the unread message in the header.
        await user.page.goto(localized('/my/messageCentre', lang));
        await expect(user.page.getByTestId('unread-count')).toHaveText('1');
        const message = user.page.getByTestId('message-item').first();
        await expect(message).toContainText(words.title);
        await expect(message).toContainText(text.slice(0, 40));
        await expect(message).toContainText(words.unread);
        await expect(message).toHaveAttribute('data-read', 'false');

        await user.page.getByTestId('message-table').locator('tr').filter({ has: message }).getByTestId('message-read').click();
        await expect(user.page.getByTestId('unread-count')).toHaveCount(0);
        await expect(user.page.getByTestId('message-item').first()).toHaveAttribute('data-read', 'true');

        // The message's link leads to the reply, with the respondent.
        await user.page.getByTestId('message-view').first().click();
        await expect(user.page).toHaveURL(new RegExp(`${localized('/my/suggestion', lang)}`));
        const answered = user.page.getByTestId('suggestion-mine').locator('tr', { hasText: text });
        await expect(answered.getByTestId('suggestion-reply')).toHaveText(reply);
        await expect(answered).toContainText('demo_service');
        expect(errors).toEqual([]);
      } finally {
        await user.context.close();
        await service.context.close();
      }
    });
  });
}

test('customer service may not review test bags; the public administrator sees the queue', async ({ browser, baseURL }) => {
  const service = await signedInPage(browser, baseURL!, 'en', 'demo_service');
  const admin = await signedInPage(browser, baseURL!, 'zh', 'demo_public_admin');
  try {
    // The personal centre's rule (lib/account/menu.ts) reads the review table: the screen is refused, and not offered.
    await service.page.goto('/en/my/administration/commonDetectionPackage');
    await expect(service.page.getByTestId('screen-denied')).toContainText('Your account cannot open this screen');
    await expect(service.page.getByTestId('my-menu')).not.toContainText('Public test bags');
    await admin.page.goto('/my/administration/commonDetectionPackage');
    await expect(admin.page.getByTestId('review-queue')).toBeVisible();
    await expect(admin.page.getByTestId('review-table')).toContainText('没有需要审核的内容');
  } finally {
    await service.context.close();
    await admin.context.close();
  }
});
