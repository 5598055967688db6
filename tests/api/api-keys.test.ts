import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { authSeedStep } from '@/lib/server/auth/seed';
import { apiKeyCalls, apiKeyDays, apiKeys, users } from '@/lib/server/db/schema';
import { endpoints } from '@/lib/server/registry';
import { API_KEY_TIERS, MAX_ACTIVE_KEYS } from '@/lib/api-keys/contract';
import { callApi } from '../helpers/api';
import { testClock, rebuildTestServices } from '../helpers/services';
import { authTestDatabase } from './auth-helpers';
import { localProvider, type ProviderHandle } from './files-providers';
import { saveRecord, setProvenanceKeyFile, uploadCsv } from './research-data-helpers';
import { extraUser, removeFromCompany, signIn, userIdOf } from './workflow-helpers';

/**
 * API keys (issue 53 item 2, docs/API-KEYS.md): making, listing and revoking keys; keyed calls decided by the
 * dispatcher (scopes, revocation at once, the per-key rate limit, the daily quota by tier, the audit of every call
 * once the key is known) and the hostile cases (a key in the address, a removed member's key, another user's
 * record). Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */

setProvenanceKeyFile();
const db = authTestDatabase([authSeedStep]);
let provider: ProviderHandle;
const tokens = {} as Record<'user' | 'admin' | 'employee' | 'lab', string>;

const STEEL_SEARCH = 'steelName/steelSearch';
const keyed = (key: string) => ({ authorization: `Bearer ${key}` });

async function createKey(token: string, body: Record<string, unknown>): Promise<{ id: number; secret: string }> {
  const res = await callApi('POST', 'apiKeys/create', { token, body });
  expect(res.body.code, res.body.msg).toBe(0);
  return { id: res.body.data.key.id, secret: res.body.data.secret };
}

const search = (key: string, lang: 'zh' | 'en' = 'en') => callApi('POST', STEEL_SEARCH, { headers: keyed(key), body: { keyword: 'Q355' }, lang });

async function auditOf(keyId: number) {
  return db.handle.db.select().from(apiKeyCalls).where(eq(apiKeyCalls.keyId, keyId)).orderBy(apiKeyCalls.id);
}

beforeAll(async () => {
  provider = await localProvider();
  rebuildTestServices({ storage: provider.storage });
  tokens.user = await signIn('demo_user');
  tokens.admin = await signIn('demo_admin');
  tokens.employee = await signIn('demo_employee');
  tokens.lab = await signIn('demo_lab');
});

afterAll(async () => {
  await provider?.stop();
});

describe('making, listing and revoking keys', () => {
  it('shows the key once and stores only the hash of its secret', async () => {
    const res = await callApi('POST', 'apiKeys/create', { token: tokens.user, body: { name: ' nightly sync ', scopes: ['materials:read'] } });
    expect(res.status).toBe(200);
    const { key, secret } = res.body.data;
    expect(secret).toMatch(/^ak_[0-9a-f]{12}_[A-Za-z0-9_-]{32}$/);
    expect(key).toMatchObject({ name: 'nightly sync', scopes: ['materials:read'], kind: 'personal', tier: 'regular', perDay: API_KEY_TIERS.regular.perDay, revokedAt: null, lastUsedAt: null });
    expect(secret.startsWith(`${key.prefix}_`)).toBe(true);
    const [row] = await db.handle.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row.secretHash).toBe(crypto.createHash('sha256').update(secret.split('_').slice(2).join('_')).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(secret.slice(16));
    const list = await callApi('GET', 'apiKeys/list', { token: tokens.user });
    expect(list.body.data.list.map((k: { id: number }) => k.id)).toContain(key.id);
    expect(JSON.stringify(list.body.data)).not.toContain(secret.slice(16));
    expect(list.body.data.canCreateCompany).toBe(false);
  });

  it.each([
    [{ name: '', scopes: ['materials:read'] }, 'Enter a name for the key'],
    [{ name: 'x'.repeat(61), scopes: ['materials:read'] }, 'at most 60 characters'],
    [{ name: 'k', scopes: [] }, 'Choose at least one scope'],
    [{ name: 'k', scopes: ['admin:all'] }, 'The scope is not valid'],
    [{ name: 'k', scopes: ['rd:read', 'rd:read'] }, 'The scope is not valid'],
  ])('refuses an invalid key %j with a translated message', async (body, message) => {
    const before = await db.handle.db.$count(apiKeys);
    const res = await callApi('POST', 'apiKeys/create', { token: tokens.user, body, lang: 'en' });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain(message);
    expect(await db.handle.db.$count(apiKeys)).toBe(before);
  });

  it('answers the refusals in Chinese too', async () => {
    const res = await callApi('POST', 'apiKeys/create', { token: tokens.user, body: { name: '', scopes: ['rd:read'] }, lang: 'zh' });
    expect(res.body.msg).toContain('请填写密钥名称');
  });

  it('lets only the company administrator make a company key', async () => {
    const refused = await callApi('POST', 'apiKeys/create', { token: tokens.employee, body: { name: 'co', scopes: ['rd:read'], company: true }, lang: 'en' });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('Only the company administrator can create company keys');
    const res = await callApi('POST', 'apiKeys/create', { token: tokens.admin, body: { name: 'company sync', scopes: ['rd:read'], company: true } });
    expect(res.body.data.key).toMatchObject({ kind: 'company', tier: 'company', perDay: API_KEY_TIERS.company.perDay });
    const list = await callApi('GET', 'apiKeys/list', { token: tokens.admin });
    expect(list.body.data.canCreateCompany).toBe(true);
  });

  it(`refuses an active key beyond ${MAX_ACTIVE_KEYS} and allows one again after a revocation`, async () => {
    const ids: number[] = [];
    for (let i = 0; i < MAX_ACTIVE_KEYS; i++) ids.push((await createKey(tokens.lab, { name: `k${i}`, scopes: ['materials:read'] })).id);
    const over = await callApi('POST', 'apiKeys/create', { token: tokens.lab, body: { name: 'one too many', scopes: ['materials:read'] }, lang: 'en' });
    expect(over.status).toBe(409);
    expect(over.body.msg).toContain(`at most ${MAX_ACTIVE_KEYS} active keys`);
    expect((await callApi('POST', 'apiKeys/revoke', { token: tokens.lab, body: { id: ids[0] } })).status).toBe(200);
    expect((await callApi('POST', 'apiKeys/create', { token: tokens.lab, body: { name: 'again', scopes: ['materials:read'] } })).status).toBe(200);
  });

  it("answers another user's key as not found for revoke and calls", async () => {
    const { id } = await createKey(tokens.user, { name: 'mine', scopes: ['materials:read'] });
    expect((await callApi('POST', 'apiKeys/revoke', { token: tokens.lab, body: { id } })).status).toBe(404);
    expect((await callApi('GET', 'apiKeys/calls', { token: tokens.lab, query: { id } })).status).toBe(404);
    const [row] = await db.handle.db.select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(row.revokedAt).toBeNull();
  });

  it('declares a rate limit on every write of keys and lets no key call them', async () => {
    for (const path of ['apiKeys/create', 'apiKeys/revoke']) {
      const ep = endpoints.find((e) => e.path === path)!;
      expect(ep.rateLimit?.kind).toBe('counted');
      expect(ep.apiScope).toBeUndefined();
    }
    const { secret } = await createKey(tokens.user, { name: 'no keys by keys', scopes: ['materials:read', 'rd:read', 'rd:write', 'orders:read'] });
    const res = await callApi('POST', 'apiKeys/create', { headers: keyed(secret), body: { name: 'x', scopes: ['rd:read'] }, lang: 'en' });
    expect(res.status).toBe(403);
    expect(res.body.msg).toBe('This call cannot be made with an API key');
  });
});

/** A new individual per test, so each starts below the limit of active keys. */
const freshUser = () =>
  beforeEach(async () => {
    tokens.user = (await extraUser(db.handle, 'individual')).token;
  });

describe('keyed calls', () => {
  freshUser();
  it('allows a call of the key’s scope, by Bearer or x-api-key, and refuses another scope with 403', async () => {
    const { id, secret } = await createKey(tokens.user, { name: 'materials only', scopes: ['materials:read'] });
    expect((await search(secret)).status).toBe(200);
    expect((await callApi('POST', STEEL_SEARCH, { headers: { 'x-api-key': secret }, body: {} })).status).toBe(200);
    const other = await callApi('GET', 'payment/pageOrder', { headers: keyed(secret), lang: 'zh' });
    expect(other.status).toBe(403);
    expect(other.body.msg).toBe('此 API 密钥没有 orders:read 权限范围');
    const account = await callApi('GET', 'apiKeys/list', { headers: keyed(secret) });
    expect(account.status).toBe(403);
    const audit = await auditOf(id);
    expect(audit.map((r) => [r.path, r.method, r.status])).toEqual([
      [STEEL_SEARCH, 'POST', 200],
      [STEEL_SEARCH, 'POST', 200],
      ['payment/pageOrder', 'GET', 403],
      ['apiKeys/list', 'GET', 403],
    ]);
    const [row] = await db.handle.db.select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(row.lastUsedAt).not.toBeNull();
  });

  it('acts as the owner: orders:read lists the owner’s own orders', async () => {
    const { secret } = await createKey(tokens.user, { name: 'orders', scopes: ['orders:read'] });
    const res = await callApi('GET', 'payment/pageOrder', { headers: keyed(secret) });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ page: 1 });
  });

  it('refuses a revoked key at once with the invalid-token answer, and audits the refusal', async () => {
    const { id, secret } = await createKey(tokens.user, { name: 'to revoke', scopes: ['materials:read'] });
    expect((await search(secret)).status).toBe(200);
    const revoked = await callApi('POST', 'apiKeys/revoke', { token: tokens.user, body: { id } });
    expect(revoked.body.data.revokedAt).not.toBeNull();
    const res = await search(secret);
    expect(res.body.code).toBe(-101);
    const audit = await auditOf(id);
    expect(audit.at(-1)).toMatchObject({ path: STEEL_SEARCH, code: -101 });
    // Revoking again answers the key unchanged.
    expect((await callApi('POST', 'apiKeys/revoke', { token: tokens.user, body: { id } })).body.data.revokedAt).toBe(revoked.body.data.revokedAt);
  });

  it('refuses an unknown key and a wrong secret as an invalid token, without an audit row', async () => {
    const { id, secret } = await createKey(tokens.user, { name: 'guessed', scopes: ['materials:read'] });
    const wrong = `${secret.slice(0, 16)}${'A'.repeat(32)}`;
    for (const key of [wrong, 'ak_000000000000_' + 'B'.repeat(32), 'ak_nonsense']) expect((await search(key)).body.code).toBe(-101);
    expect((await callApi('POST', STEEL_SEARCH, { headers: { 'x-api-key': 'not-a-key' }, body: {} })).body.code).toBe(-101);
    expect(await auditOf(id)).toEqual([]);
  });

  it.each([
    ['key', (k: string) => k],
    ['token', (k: string) => k],
    ['apiKey', () => 'anything'],
    ['api_key', () => 'x'],
    ['keyword', (k: string) => k],
  ])('refuses a key in the address (?%s=…) with 400 before anything else', async (name, value) => {
    const { id, secret } = await createKey(tokens.user, { name: `query ${name}`, scopes: ['materials:read'] });
    const res = await callApi('POST', STEEL_SEARCH, { query: { [name]: value(secret) }, body: {}, lang: 'en' });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('An API key may not be sent in the address');
    const zh = await callApi('GET', 'apiKeys/list', { token: tokens.user, query: { [name]: value(secret) }, lang: 'zh' });
    expect(zh.status).toBe(400);
    expect(zh.body.msg).toBe('API 密钥不能放在网址中，请放在请求头中发送');
    expect(await auditOf(id)).toEqual([]);
  });

  it('audits refused input and lists the audit newest first, paginated', async () => {
    const { id, secret } = await createKey(tokens.user, { name: 'audited', scopes: ['materials:read'] });
    await search(secret);
    const bad = await callApi('POST', STEEL_SEARCH, { headers: keyed(secret), body: { page: 'many' } });
    expect(bad.status).toBe(400);
    const page1 = await callApi('GET', 'apiKeys/calls', { token: tokens.user, query: { id, pageSize: 1 } });
    expect(page1.body.data.total).toBe(2);
    expect(page1.body.data.list).toHaveLength(1);
    expect(page1.body.data.list[0]).toMatchObject({ path: STEEL_SEARCH, method: 'POST', status: 400, code: -1 });
    const page2 = await callApi('GET', 'apiKeys/calls', { token: tokens.user, query: { id, pageSize: 1, page: 2 } });
    expect(page2.body.data.list[0]).toMatchObject({ status: 200, code: 0 });
    expect(Number.isNaN(Date.parse(page2.body.data.list[0].at))).toBe(false);
  });

  it('refuses a call beyond the key’s per-minute limit with 429 and Retry-After', async () => {
    const { id, secret } = await createKey(tokens.user, { name: 'fast', scopes: ['rd:read'] });
    const call = () => callApi('GET', 'researchData/get', { headers: keyed(secret), query: { id: 2_000_000_000 } });
    for (let i = 0; i < API_KEY_TIERS.regular.perMinute; i++) expect((await call()).status).toBe(404);
    const over = await call();
    expect(over.status).toBe(429);
    expect(Number(over.response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await auditOf(id)).at(-1)).toMatchObject({ status: 429 });
    testClock().advance(61_000);
    expect((await call()).status).toBe(404);
  });

  it('refuses a call beyond the daily quota with 429 until the next UTC day', async () => {
    const { id, secret } = await createKey(tokens.user, { name: 'quota', scopes: ['materials:read'] });
    expect((await search(secret)).status).toBe(200);
    const now = testClock().now();
    const day = now.toISOString().slice(0, 10);
    const [counted] = await db.handle.db.select().from(apiKeyDays).where(and(eq(apiKeyDays.keyId, id), eq(apiKeyDays.day, day)));
    expect(counted.count).toBe(1);
    // The day's calls as another instance would have counted them.
    await db.handle.db.update(apiKeyDays).set({ count: API_KEY_TIERS.regular.perDay }).where(and(eq(apiKeyDays.keyId, id), eq(apiKeyDays.day, day)));
    const over = await search(secret, 'en');
    expect(over.status).toBe(429);
    expect(over.body.msg).toContain(`used its ${API_KEY_TIERS.regular.perDay} calls for today`);
    const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
    const retry = Number(over.response.headers.get('retry-after'));
    // The clock runs on between reading it and the call (a busy machine: a second or two).
    expect(retry).toBeLessThanOrEqual(Math.ceil((next - now.getTime()) / 1000));
    expect(retry).toBeGreaterThan(Math.ceil((next - now.getTime()) / 1000) - 5);
    expect((await auditOf(id)).at(-1)).toMatchObject({ status: 429 });
    testClock().advance(retry * 1000);
    expect((await search(secret)).status).toBe(200);
  });

  it('counts concurrent calls exactly in the database', async () => {
    const { id, secret } = await createKey(tokens.user, { name: 'parallel', scopes: ['materials:read'] });
    await Promise.all(Array.from({ length: 8 }, () => search(secret)));
    const rows = await db.handle.db.select().from(apiKeyDays).where(eq(apiKeyDays.keyId, id));
    expect(rows.reduce((n, r) => n + r.count, 0)).toBe(8);
  });

  it('gives a VIP owner’s key the VIP quota', async () => {
    const vip = await extraUser(db.handle, 'individual');
    await db.handle.db.update(users).set({ userLevel: 1 }).where(eq(users.id, vip.id));
    {
      const { id, secret } = await createKey(vip.token, { name: 'vip', scopes: ['materials:read'] });
      await search(secret);
      const day = testClock().now().toISOString().slice(0, 10);
      await db.handle.db.update(apiKeyDays).set({ count: API_KEY_TIERS.regular.perDay + 5 }).where(and(eq(apiKeyDays.keyId, id), eq(apiKeyDays.day, day)));
      expect((await search(secret)).status).toBe(200);
      const list = await callApi('GET', 'apiKeys/list', { token: vip.token });
      expect(list.body.data.list.find((k: { id: number }) => k.id === id)).toMatchObject({ tier: 'vip', perDay: API_KEY_TIERS.vip.perDay, usedToday: API_KEY_TIERS.regular.perDay + 6 });
    }
  });
});

describe('R&D data through a key', () => {
  freshUser();
  it('reads and writes the owner’s own records, and answers another user’s record as not found', async () => {
    const fileId = await uploadCsv(tokens.admin, 'owner.csv');
    const privateRecord = await saveRecord(tokens.admin, 'admin private', [fileId]);
    const own = await createKey(tokens.admin, { name: 'rd', scopes: ['rd:read', 'rd:write'] });
    expect((await callApi('GET', 'researchData/get', { headers: keyed(own.secret), query: { id: privateRecord } })).status).toBe(200);
    const draft = await callApi('POST', 'researchData/saveDraft', { headers: keyed(own.secret), body: { dataName: 'draft by key' } });
    expect(draft.status, draft.body.msg).toBe(200);

    const other = await createKey(tokens.user, { name: 'rd other', scopes: ['rd:read'] });
    const res = await callApi('GET', 'researchData/get', { headers: keyed(other.secret), query: { id: privateRecord } });
    expect(res.status).toBe(404);
    const draftRead = await callApi('GET', 'researchData/get', { headers: keyed(other.secret), query: { id: draft.body.data.id } });
    expect(draftRead.status).toBe(404);
    const write = await callApi('POST', 'researchData/saveDraft', { headers: keyed(other.secret), body: { dataName: 'no write scope' } });
    expect(write.status).toBe(403);
  });

  it('stops the key of a member removed from the company, on the next call', async () => {
    const { id, secret } = await createKey(tokens.employee, { name: 'employee key', scopes: ['rd:read'] });
    expect((await callApi('GET', 'researchData/page', { headers: keyed(secret) })).status).toBe(200);
    const employee = await userIdOf(db.handle, 'demo_employee');
    tokens.employee = await removeFromCompany(db.handle, tokens.admin, employee);
    const res = await callApi('GET', 'researchData/page', { headers: keyed(secret) });
    expect(res.body.code).toBe(-101);
    expect((await auditOf(id)).at(-1)).toMatchObject({ code: -101 });
    // As an individual now, a new personal key works.
    const fresh = await createKey(tokens.employee, { name: 'after removal', scopes: ['rd:read'] });
    expect((await callApi('GET', 'researchData/page', { headers: keyed(fresh.secret) })).status).toBe(200);
  });
});
