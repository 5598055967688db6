import fs from 'node:fs';
import path from 'node:path';
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

/**
 * The demo accounts' sessions of this suite run, one per account: a file per account in the server's DATA_DIR, so the
 * two workers and every spec share the first sign-in (a password sign-in is a scrypt hash on the server, and no spec
 * signs a demo account out). Two workers signing the same account in at once both keep a valid token.
 */
function sessionFile(baseURL: string, userName: string): string {
  // Per server: a spec that starts a server of its own (research-data-tamper) has other sessions.
  const server = new URL(baseURL).port || 'default';
  return path.join(process.env.E2E_DATA_DIR ?? './data', 'e2e-sessions', `${server}-${userName}.token`);
}

/** Signs a demo account in through the API (once per suite run) and gives the browser its token cookie (as the login page does). */
export async function signIn(context: BrowserContext, request: APIRequestContext, baseURL: string, userName = 'demo_user'): Promise<string> {
  const file = sessionFile(baseURL, userName);
  let token = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  if (!token) {
    const res = await request.post('/atsteel/loginCustom/login', { data: { userName, password: 'Demo1234' } });
    token = (await res.json()).data.token as string;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, token);
  }
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

/** The lines of a development outbox file (SMS codes, captcha answers) of the e2e server's DATA_DIR. */
export function outboxLines(file: string): Record<string, string>[] {
  const full = path.join(process.env.E2E_DATA_DIR ?? './data', 'outbox', file);
  return fs.existsSync(full) ? fs.readFileSync(full, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l)) : [];
}

let mobileSeq = 0;
/** A mobile number no earlier test registered (time, process and a counter). */
export function freshMobile(): string {
  mobileSeq += 1;
  return `136${String(Date.now() % 1e6).padStart(6, '0')}${String((mobileSeq * 7 + process.pid) % 100).padStart(2, '0')}`;
}

let addressSeq = 0;
/**
 * The address a new user's requests come from (TEST-NET-2, RFC 5737), one per registration: the e2e server trusts the
 * browser's machine as its proxy (TRUSTED_PROXIES), so X-Forwarded-For names the client, as for real visitors who each
 * have their own. From 127.0.0.1 alone the suite's registrations would pass the 30 SMS an hour one address may ask for
 * (lib/server/auth/limits.ts), which is the limit working, not a fault of the page under test.
 */
function newUserAddress(): Record<string, string> {
  addressSeq += 1;
  return { 'x-forwarded-for': `198.51.${100 + (process.pid % 100)}.${(addressSeq % 250) + 1}` };
}

/** The registration SMS code for `mobile`: captcha answered from the outbox, code sent and read back from it. */
export async function registrationCode(context: BrowserContext, mobile: string): Promise<string> {
  const headers = newUserAddress();
  const captcha = await context.request.get('/atsteel/loginCustom/verifyCode', { headers });
  const captchaId = captcha.headers()['x-captcha-id'];
  let answer: string | undefined;
  await expect.poll(() => (answer = outboxLines('captcha.jsonl').find((l) => l.id === captchaId)?.answer), { timeout: 10_000 }).toBeTruthy();
  const before = outboxLines('sms.jsonl').length;
  expect((await (await context.request.post('/atsteel/gateway/sendMobile', { headers, data: { mobile, purpose: 'register', captchaId, captchaCode: answer } })).json()).code).toBe(0);
  let code: string | undefined;
  await expect.poll(() => (code = outboxLines('sms.jsonl').slice(before).find((l) => l.mobile === mobile)?.code), { timeout: 10_000 }).toBeTruthy();
  return code!;
}

/** A brand-new individual user (SMS sign-in that registers the number), signed in in `context`. */
export async function registerByMobile(context: BrowserContext, baseURL: string): Promise<{ token: string; userName: string; mobile: string }> {
  const mobile = freshMobile();
  const code = await registrationCode(context, mobile);
  const session = (await (await context.request.post('/atsteel/loginCustom/loginByMobileAndRegis', { data: { mobile, code } })).json()).data as { token: string; userInfo: { userName: string } };
  await context.addCookies([
    { name: 'token', value: session.token, url: baseURL },
    { name: 'userName', value: session.userInfo.userName, url: baseURL },
  ]);
  return { token: session.token, userName: session.userInfo.userName, mobile };
}

/**
 * The id of the captcha an image shows, once it has loaded. A load that failed shows the loading text and waits for a
 * click (components/ui/captcha-image.tsx): click it as a person would when it has not loaded after 10 s (seen once on a
 * machine at load 20, where one captcha request never answered within the 10 s of a plain expect).
 */
export async function captchaId(image: Locator): Promise<string> {
  const deadline = Date.now() + 40_000;
  for (;;) {
    try {
      await expect(image).not.toHaveAttribute('data-captcha-id', '', { timeout: 10_000 });
      return (await image.getAttribute('data-captcha-id'))!;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await image.click();
    }
  }
}

/**
 * Confirms the open review decision dialog (components/reviews) and waits until it has closed (the decision applied).
 * A click while the dialog was still opening was once lost (the dialog validated an antd form not yet mounted); the
 * dialog now checks its own comment state, so the first click decides (components/reviews/review-queue.test.tsx).
 * On a loaded machine a click during the opening animation can still miss the moving button, so it is repeated
 * while the dialog stays open.
 */
export async function confirmReviewDecision(page: Page): Promise<void> {
  await expect(page.getByTestId('review-decision-comment')).toBeVisible();
  const ok = page.getByTestId('review-decision-ok');
  // A click that lands while the dialog's opening animation still moves the button can miss it on a loaded machine:
  // click again while the dialog stays open. Safe: OK is disabled (loading) while a decision is being sent.
  await expect(async () => {
    if (await ok.isVisible()) await ok.click({ timeout: 5_000 });
    await expect(ok).toBeHidden({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}
