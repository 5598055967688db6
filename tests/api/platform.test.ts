import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/server/db/client';
import { createSession } from '@/lib/server/auth/session';
import { users, visits } from '@/lib/server/db/schema';
import { visitStatisticsState } from '@/components/account/visit-statistics-state';
import { translate } from '@/lib/i18n/messages';
import { callApi } from '../helpers/api';
import { createTestDatabase } from '../helpers/db';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

async function makeUser(role: 'individual' | 'public_admin' = 'individual') {
  const [user] = await handle.db
    .insert(users)
    .values({ userName: `u${Math.random().toString(36).slice(2, 8)}`, role })
    .returning();
  const { token } = await createSession(handle.db, user.id);
  return { user, token };
}

describe('the /atsteel/ envelope', () => {
  it('answers an unknown call with HTTP 404 in the caller language', async () => {
    const zh = await callApi('GET', 'no/such/call', { lang: 'zh' });
    expect(zh.status).toBe(404);
    expect(zh.body).toEqual({ code: -1, data: null, msg: '接口不存在' });
    const en = await callApi('GET', 'no/such/call', { lang: 'en' });
    expect(en.body.msg).toBe('This API call does not exist');
  });

  it('refuses malformed JSON with HTTP 400, code -1 and a readable message', async () => {
    const res = await callApi('POST', 'saveVisitData', { rawBody: '{oops', headers: { 'content-type': 'application/json' }, lang: 'en' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(-1);
    expect(res.body.msg).toBe('The request body is not valid JSON');
  });

  it('refuses an oversized body with 413 and changes nothing', async () => {
    const before = await handle.db.select().from(visits);
    const big = JSON.stringify({ path: '/', source: 'x'.repeat(2 * 1024 * 1024) });
    const res = await callApi('POST', 'saveVisitData', { rawBody: big, headers: { 'content-type': 'application/json' }, lang: 'en' });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: -1, msg: 'The request body is too large' });
    expect(await handle.db.select().from(visits)).toHaveLength(before.length);
  });

  it('refuses an unsupported content type', async () => {
    const res = await callApi('POST', 'saveVisitData', { rawBody: '<xml/>', headers: { 'content-type': 'application/xml' }, lang: 'en' });
    expect(res.status).toBe(415);
    expect(res.body.code).toBe(-1);
  });

  it('answers the wrong method with 405', async () => {
    const res = await callApi('GET', 'saveVisitData', { lang: 'en' });
    expect(res.status).toBe(405);
    expect(res.body.code).toBe(-1);
  });
});

describe('saveVisitData', () => {
  it('records a visit and returns a new visitor token', async () => {
    const res = await callApi('POST', 'saveVisitData', { body: { plateform: 'PC', path: '/mind/mindIndex', url: 'http://x/mind/mindIndex', source: '' } });
    expect(res.body.code).toBe(0);
    expect(typeof res.body.data).toBe('string');
    const rows = await handle.db.select().from(visits).where(eq(visits.visitorToken, res.body.data as string));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ path: '/mind/mindIndex', plateform: 'PC', userId: null });
  });

  it('keeps a well-formed visitor token and links the visit to the signed-in user', async () => {
    const { user, token } = await makeUser();
    const visitorToken = 'abcdefghijklmnop1234';
    const res = await callApi('POST', 'saveVisitData', { body: { path: '/', visitorToken }, token });
    expect(res.body.data).toBe(visitorToken);
    const rows = await handle.db.select().from(visits).where(eq(visits.visitorToken, visitorToken));
    expect(rows[0].userId).toBe(user.id);
  });

  it('rejects a visit without a path', async () => {
    const res = await callApi('POST', 'saveVisitData', { body: { plateform: 'PC' }, lang: 'en' });
    expect(res.body).toMatchObject({ code: -1, msg: 'The value of path is not valid' });
  });
});

describe('homePage/updateLanguageType', () => {
  it('answers -100 without a token and -101 with an unknown token', async () => {
    expect((await callApi('POST', 'homePage/updateLanguageType', { body: { languageType: 'en' } })).body.code).toBe(-100);
    expect((await callApi('POST', 'homePage/updateLanguageType', { body: { languageType: 'en' }, token: 'random-token' })).body.code).toBe(-101);
  });

  it("stores the signed-in user's language", async () => {
    const { user, token } = await makeUser();
    const res = await callApi('POST', 'homePage/updateLanguageType', { body: { languageType: 'EN' }, token });
    expect(res.body).toMatchObject({ code: 0, data: { languageType: 'en' } });
    const [row] = await handle.db.select().from(users).where(eq(users.id, user.id));
    expect(row.languageType).toBe('en');
  });

  it('refuses an unknown language with a translated message', async () => {
    const { token } = await makeUser();
    const res = await callApi('POST', 'homePage/updateLanguageType', { body: { languageType: 'fr' }, token, lang: 'zh' });
    expect(res.body).toMatchObject({ code: -1, msg: '语言类型只能是 zh 或 en' });
  });
});

describe('statistics/visitsByPath', () => {
  it('is refused to an ordinary user and answered for an administrator', async () => {
    const { token } = await makeUser('individual');
    const refused = await callApi('GET', 'statistics/visitsByPath', { token, lang: 'en' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: -1, msg: 'You do not have permission for this yet' });
    const admin = await makeUser('public_admin');
    const res = await callApi('GET', 'statistics/visitsByPath', { token: admin.token });
    expect(res.body.code).toBe(0);
    expect(res.body.data).toEqual(expect.arrayContaining([expect.objectContaining({ path: '/mind/mindIndex', visits: 1 })]));
  });

  it('lets the visit statistics screen recognise the refusal in both languages', async () => {
    const { token } = await makeUser('individual');
    for (const lang of ['zh', 'en'] as const) {
      const { body, status } = await callApi('GET', 'statistics/visitsByPath', { token, lang, query: { limit: 20 } });
      expect(visitStatisticsState({ ok: false, code: body.code, msg: body.msg, status })).toMatchObject({ kind: 'denied', msg: translate(lang, 'Errors.noAuthority') });
    }
  });
});
