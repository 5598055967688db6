import { count } from 'drizzle-orm';
import { RATE_LIMITS, rateLimitKey } from '@/lib/server/api/rate-limits';
import { authSeedStep } from '@/lib/server/auth/seed';
import { orders } from '@/lib/server/db/schema';
import { paymentsSeedStep } from '@/lib/server/payments/catalogue';
import { fixedProviders } from '@/lib/server/payments/providers';
import { logger } from '@/lib/server/log';
import { endpoints } from '@/lib/server/registry';
import { callApi } from '../helpers/api';
import { authTestDatabase } from './auth-helpers';
import { CSV, upload } from './files-helpers';
import { localProvider, type ProviderHandle } from './files-providers';
import { buyVip, FakeAlipay, FakeWechat } from './payments-helpers';
import { saveRecord, setProvenanceKeyFile } from './research-data-helpers';
import { extraUser, signIn } from './workflow-helpers';
import { testServices, rebuildTestServices } from '../helpers/services';

/**
 * Issue 27, item 1: every call that writes declares a rate limit, the dispatcher counts it per user
 * (or client address) and answers 429 in the caller's language with Retry-After. Runs on PGlite and,
 * with DATABASE_URL, on PostgreSQL. authTestDatabase gives every test a fresh limiter.
 */

setProvenanceKeyFile();
const db = authTestDatabase([authSeedStep, paymentsSeedStep]);
let provider: ProviderHandle;
const retryAfter = (res: { response: Response }) => Number(res.response.headers.get('retry-after'));

beforeAll(async () => {
  rebuildTestServices({ payments: fixedProviders({ wechat: new FakeWechat(), alipay: new FakeAlipay() }) });
  provider = await localProvider();
  rebuildTestServices({ storage: provider.storage });
});

afterAll(async () => {
  await provider?.stop();
});

describe('declared limits', () => {
  it('declares a rate limit on every call that is not a GET, and on the GETs that create something for a visitor', () => {
    const missing = endpoints.filter((ep) => ep.method !== 'GET' && !ep.rateLimit).map((ep) => `${ep.method} ${ep.path}`);
    expect(missing).toEqual([]);
    const byPath = new Map(endpoints.map((ep) => [`${ep.method} ${ep.path}`, ep.rateLimit]));
    expect(byPath.get('GET loginCustom/verifyCode')).toBe(RATE_LIMITS.signInAid);
    expect(byPath.get('GET wxLogin/getWxConfig')).toBe(RATE_LIMITS.signInAid);
    expect(byPath.get('POST payment/saveVipOrder')).toBe(RATE_LIMITS.orderCreation);
    expect(byPath.get('POST SystemManager/fileUpload')).toBe(RATE_LIMITS.upload);
    expect(byPath.get('POST researchData/share')).toBe(RATE_LIMITS.share);
  });

  it('uses only the named presets, each with positive limits', () => {
    const presets = new Set<unknown>(Object.values(RATE_LIMITS));
    for (const ep of endpoints) if (ep.rateLimit) expect(presets.has(ep.rateLimit), ep.path).toBe(true);
    for (const limit of Object.values(RATE_LIMITS)) {
      if (limit.kind === 'counted') for (const rule of limit.rules) expect(rule.max > 0 && rule.windowSeconds > 0, limit.name).toBe(true);
    }
  });
});

describe('order creation', () => {
  it('refuses the 61st VIP order of a minute with 429 in zh and en, and creates none for it', async () => {
    const token = await signIn('demo_user');
    const ordersOf = async () => Number((await db.handle.db.select({ n: count() }).from(orders))[0].n);
    const before = await ordersOf();
    for (let i = 0; i < 60; i++) {
      const res = await buyVip(token, 'monthly', {}, { 'idempotency-key': `rl-${process.pid}-${i}` });
      expect(res.status, res.body.msg).toBe(200);
    }
    expect(await ordersOf()).toBe(before + 60);
    const zh = await callApi('POST', 'payment/saveVipOrder', { token, body: { plan: 'monthly' }, headers: { 'idempotency-key': `rl-${process.pid}-zh` }, lang: 'zh' });
    expect(zh.status).toBe(429);
    expect(zh.body.code).toBe(-1);
    expect(zh.body.msg).toMatch(/^操作过于频繁，请 \d+ 秒后再试$/);
    expect(retryAfter(zh)).toBeGreaterThan(0);
    expect(retryAfter(zh)).toBeLessThanOrEqual(60);
    expect(zh.body.msg).toContain(String(retryAfter(zh)));
    const en = await callApi('POST', 'payment/saveVipOrder', { token, body: { plan: 'monthly' }, headers: { 'idempotency-key': `rl-${process.pid}-en` }, lang: 'en' });
    expect(en.status).toBe(429);
    expect(en.body.msg).toMatch(/^Too many requests; please try again in \d+ seconds$/);
    expect(await ordersOf()).toBe(before + 60);
    // The book and report orders share the budget; another user has their own.
    expect((await callApi('POST', 'payment/saveReportOrder', { token, body: { itemId: 1 } })).status).toBe(429);
    expect((await buyVip(await signIn('demo_lab'), 'monthly', {}, { 'idempotency-key': `rl-${process.pid}-lab` })).status).toBe(200);
  });

  it('counts a visitor by client address (a visitor is refused by the session rule first and counts nothing)', async () => {
    const res = await callApi('POST', 'payment/saveVipOrder', { body: { plan: 'monthly' } });
    expect(res.body.code).toBe(-100);
    expect(await testServices().rateLimiter().peek(rateLimitKey(RATE_LIMITS.orderCreation, RATE_LIMITS.orderCreation.rules[0], { ip: 'unknown' }))).toBe(0);
  });
});

describe('upload bytes per hour', () => {
  const bytesRule = RATE_LIMITS.upload.rules.find((r) => r.unit === 'byte')!;

  it('charges the bytes an upload sent, and refuses an upload once the hour’s bytes are used up', async () => {
    const user = await extraUser(db.handle, 'individual');
    const key = rateLimitKey(RATE_LIMITS.upload, bytesRule, { userId: user.id });
    const first = await upload('attachment', { name: 'a.csv', bytes: CSV(3) }, { token: user.token });
    expect(first.status, first.body.msg).toBe(200);
    const sent = await testServices().rateLimiter().peek(key);
    expect(sent).toBeGreaterThan(CSV(3).length);
    expect(sent).toBeLessThan(CSV(3).length + 1024);
    // Use up the hour (as 20 maximal attachments would), leaving less than one more upload.
    await testServices().rateLimiter().hit(key, bytesRule.max, bytesRule.windowSeconds, bytesRule.max - sent - 10);
    const fits = await upload('attachment', { name: 'b.csv', bytes: CSV(3) }, { token: user.token });
    expect(fits.status, fits.body.msg).toBe(200);
    for (const lang of ['zh', 'en'] as const) {
      const over = await upload('attachment', { name: 'c.csv', bytes: CSV(3) }, { token: user.token, lang });
      expect(over.status).toBe(429);
      expect(over.body.msg).toMatch(lang === 'zh' ? /^操作过于频繁，请 \d+ 秒后再试$/ : /^Too many requests; please try again in \d+ seconds$/);
    }
    // Another user uploads as before.
    const other = await extraUser(db.handle, 'individual');
    expect((await upload('attachment', { name: 'd.csv', bytes: CSV(3) }, { token: other.token })).status).toBe(200);
  });

  it('charges a declared Content-Length up front and refuses an upload that would go over', async () => {
    const user = await extraUser(db.handle, 'individual');
    const key = rateLimitKey(RATE_LIMITS.upload, bytesRule, { userId: user.id });
    await testServices().rateLimiter().hit(key, bytesRule.max, bytesRule.windowSeconds, bytesRule.max - 100);
    const body = CSV(3);
    const headers = { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(50 * 1024 * 1024) };
    const res = await callApi('POST', 'SystemManager/fileUpload', { token: user.token, query: { kind: 'attachment' }, headers, rawBody: body, lang: 'en' });
    expect(res.status).toBe(429);
    expect(retryAfter(res)).toBeGreaterThan(0);
    expect(retryAfter(res)).toBeLessThanOrEqual(bytesRule.windowSeconds);
  });
});

describe('shares', () => {
  it('refuses the 31st share of a record within 10 minutes', async () => {
    const owner = await signIn('demo_admin');
    const fileId = (await upload('attachment', { name: 'r.csv', bytes: CSV(3) }, { token: owner })).body.data.id as string;
    const id = await saveRecord(owner, 'rate-limited share', [fileId]);
    const share = (lang: 'zh' | 'en' = 'en') => callApi('POST', 'researchData/share', { token: owner, body: { id, visibility: 'private' }, lang });
    for (let i = 0; i < 30; i++) expect((await share()).status).toBe(200);
    const zh = await share('zh');
    expect(zh.status).toBe(429);
    expect(zh.body.msg).toMatch(/^操作过于频繁，请 \d+ 秒后再试$/);
    const en = await share('en');
    expect(en.status).toBe(429);
    expect(en.body.msg).toMatch(/^Too many requests; please try again in \d+ seconds$/);
    expect(retryAfter(en)).toBeLessThanOrEqual(600);
  });

  it('logs a refused call as rate_limited', async () => {
    const owner = await signIn('demo_employee');
    const spy = vi.spyOn(logger, 'write');
    try {
      for (let i = 0; i < 31; i++) await callApi('POST', 'researchData/share', { token: owner, body: { id: 999999, visibility: 'private' } });
      expect(spy).toHaveBeenCalledWith('warn', 'rate_limited', expect.objectContaining({ call: 'researchData/share', method: 'POST', limit: 'share' }));
      expect(spy.mock.calls.filter((c) => c[1] === 'rate_limited')).toHaveLength(1);
    } finally {
      spy.mockRestore();
    }
  });
});
