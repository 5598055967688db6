import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DatabaseHandle } from '@/lib/server/db/client';
import type { SeedStep } from '@/lib/server/ports/seed';
import { authSeedStep } from '@/lib/server/auth/seed';
import { callApi } from '../helpers/api';
import { createTestDatabase } from '../helpers/db';
import { freshRateLimiter } from '../helpers/services';

/** A throw-away DATA_DIR so the SMS and captcha outboxes of one test file stay apart. */
export function useTempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atsteel-auth-'));
  process.env.DATA_DIR = dir;
  return dir;
}

function readLines(file: string): Record<string, string>[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
}

/** The newest SMS code sent to a phone for a purpose, read from DATA_DIR/outbox/sms.jsonl. */
export function lastSmsCode(mobile: string, purpose: string): string | undefined {
  const lines = readLines(path.join(process.env.DATA_DIR!, 'outbox', 'sms.jsonl'));
  return lines.filter((l) => l.mobile === mobile && l.purpose === purpose).pop()?.code;
}

export function smsCount(mobile: string): number {
  return readLines(path.join(process.env.DATA_DIR!, 'outbox', 'sms.jsonl')).filter((l) => l.mobile === mobile).length;
}

/** Fetches an image captcha and reads its answer from the outbox (development mode only). */
export async function solveCaptcha(): Promise<{ captchaId: string; captchaCode: string }> {
  const res = await callApi('GET', 'loginCustom/verifyCode');
  const captchaId = res.response.headers.get('x-captcha-id')!;
  const line = readLines(path.join(process.env.DATA_DIR!, 'outbox', 'captcha.jsonl')).find((l) => l.id === captchaId);
  return { captchaId, captchaCode: line!.answer };
}

let phoneSeq = 0;
/** A fresh, valid mobile number per call. */
export function newMobile(): string {
  phoneSeq += 1;
  return `139${String(process.pid % 10000).padStart(4, '0')}${String(phoneSeq).padStart(4, '0')}`;
}

/** Sends a code through the real endpoints (captcha + sendMobile) and answers it. */
export async function sendCode(mobile: string, purpose: string, options: { token?: string; ip?: string } = {}) {
  const captcha = await solveCaptcha();
  const res = await callApi('POST', 'gateway/sendMobile', {
    body: { mobile, purpose, ...captcha },
    token: options.token,
    lang: 'en',
    headers: options.ip ? { 'x-forwarded-for': options.ip } : undefined,
  });
  return { res, code: lastSmsCode(mobile, purpose) };
}

/** Registers an individual user through gateway/saveUserInfo and answers the session. */
export async function registerUser(overrides: Record<string, unknown> = {}) {
  const mobile = (overrides.mobile as string) ?? newMobile();
  const { code } = await sendCode(mobile, 'register');
  const userName = (overrides.userName as string) ?? `u${mobile}`;
  const res = await callApi('POST', 'gateway/saveUserInfo', {
    lang: 'en',
    body: {
      mobile,
      code,
      userName,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      agreeUser: true,
      agreePrivacy: true,
      agreePlatform: true,
      ...overrides,
    },
  });
  return { res, mobile, userName, token: res.body.data?.token as string };
}

/**
 * The set-up every account test file shares: its own DATA_DIR (SMS and captcha outboxes), the outbox
 * SMS provider, a fresh database with the auth seed, and a fresh rate limiter per test. The returned
 * object's `handle` is the database once `beforeAll` has run.
 */
export function authTestDatabase(seeds: readonly SeedStep[] = [authSeedStep]): { handle: DatabaseHandle } {
  const state = {} as { handle: DatabaseHandle };
  beforeAll(async () => {
    useTempDataDir();
    state.handle = await createTestDatabase({ seeds });
  });
  beforeEach(() => freshRateLimiter());
  afterAll(async () => {
    await state.handle.close();
  });
  return state;
}
