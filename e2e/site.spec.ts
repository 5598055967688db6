import { expect, test } from '@playwright/test';
import { LANGS, localized, useLanguage, watchConsole } from './helpers';

/** Issue 31 §5 in a browser: /aboutUs shows its five parts from the database; the footer leads there and to the questionnaire. */

const TEXT = {
  zh: { title: '关于我们', partner: '示范钢铁有限公司（演示）', phone: '400-000-0000' },
  en: { title: 'About us', partner: 'Demo Steel Co. (demo)', phone: '400-000-0000' },
} as const;

for (const lang of LANGS) {
  test(`about us shows profile, qualifications, honours, partners and contact (${lang})`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    await useLanguage(context, lang, baseURL!);
    const page = await context.newPage();
    const errors = watchConsole(page);
    await page.goto(localized('/', lang));
    await page.getByTestId('footer-aboutUs').click();
    await expect(page).toHaveURL(new RegExp(`${lang === 'en' ? '/en' : ''}/aboutUs$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT[lang].title);
    for (const part of ['profile', 'qualification', 'honour', 'partner', 'contact']) await expect(page.getByTestId(`about-${part}`)).toBeVisible();
    await expect(page.getByTestId('about-partner')).toContainText(TEXT[lang].partner);
    await expect(page.getByTestId('about-contact')).toContainText(TEXT[lang].phone);
    await expect(page.getByTestId('footer-questionnaire')).toHaveAttribute('href', localized('/questionnaire', lang));
    expect(errors).toEqual([]);
    await context.close();
  });
}
