import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';

export const LANGS = ['zh', 'en'] as const;
export type Lang = (typeof LANGS)[number];

/** The browser sends English Accept-Language; Chinese pages need the lang=CN cookie. */
export async function useLanguage(context: BrowserContext, lang: Lang, baseURL: string) {
  await context.addCookies([{ name: 'lang', value: lang === 'zh' ? 'CN' : 'EN', url: baseURL }]);
}

export function localized(path: string, lang: Lang): string {
  if (lang === 'zh') return path;
  return path === '/' ? '/en' : `/en${path}`;
}

/** Collects console errors and uncaught page errors for the assertion at the end of a test. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('response', (res) => {
    if (res.status() >= 400 && res.request().resourceType() !== 'document') errors.push(`${res.status()} ${res.url()}`);
  });
  return errors;
}

/** Signs a demo account in through the API and gives the browser its token cookie (as the login page does). */
export async function signIn(context: BrowserContext, request: APIRequestContext, baseURL: string, userName = 'demo_user'): Promise<string> {
  const res = await request.post('/atsteel/loginCustom/login', { data: { userName, password: 'Demo1234' } });
  const token = (await res.json()).data.token as string;
  await context.addCookies([
    { name: 'token', value: token, url: baseURL },
    { name: 'userName', value: userName, url: baseURL },
  ]);
  return token;
}

/**
 * The search results once the server has streamed them: while it streams, the loading card and the
 * results (in React's hidden holder) may both be in the page, so wait for the card to go first.
 */
export async function searchResults(page: Page): Promise<Locator> {
  await expect(page.locator('[data-testid="search-results"][aria-busy="true"]')).toHaveCount(0);
  const results = page.locator('[data-testid="search-results"][aria-busy="false"]');
  await expect(results).toHaveCount(1);
  return results;
}
