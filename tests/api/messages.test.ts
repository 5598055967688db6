import { count, eq } from 'drizzle-orm';
import { messages } from '@/lib/server/db/schema';
import { notify } from '@/lib/server/messages/notify';
import { callApi } from '../helpers/api';
import { authTestDatabase } from './auth-helpers';
import { signIn, userIdOf } from './workflow-helpers';

/** The message centre's calls (issue 11, item 3): the caller's own messages only, in the caller's language. */

const db = authTestDatabase();
let alice: string;
let bob: string;
let aliceId: number;
let bobId: number;

beforeAll(async () => {
  alice = await signIn('demo_user');
  bob = await signIn('demo_lab');
  aliceId = await userIdOf(db.handle, 'demo_user');
  bobId = await userIdOf(db.handle, 'demo_lab');
});

const page = (token: string, query: Record<string, string | number> = {}, lang: 'zh' | 'en' = 'en') => callApi('GET', 'messages/page', { token, query, lang });
const unread = async (token: string) => (await callApi('GET', 'messages/unreadCount', { token })).body.data.count as number;
const replied = (userId: number, text: string) => db.handle.db.transaction((tx) => notify(tx, userId, 'suggestionReplied', { excerpt: text }, { link: '/my/suggestion' }));

describe('messages', () => {
  it('answers -100 and -101 for every call without a valid token', async () => {
    for (const [method, path] of [['GET', 'messages/page'], ['GET', 'messages/unreadCount'], ['POST', 'messages/read'], ['POST', 'messages/readAll'], ['POST', 'messages/delete']] as const) {
      expect((await callApi(method, path, { body: { ids: [1] } })).body.code).toBe(-100);
      expect((await callApi(method, path, { body: { ids: [1] }, token: 'forged' })).body.code).toBe(-101);
    }
  });

  it('renders what notify stored in the reader’s language, newest first, with the link and type', async () => {
    await replied(aliceId, 'Faster search');
    await db.handle.db.transaction((tx) => notify(tx, aliceId, 'reviewApproved', { kindKey: 'Reviews.kinds.laboratory', title: 'CMA lab' }, { link: '//evil.example/x' }));
    const en = (await page(alice)).body.data;
    expect(en.unread).toBe(2);
    expect(en.list.map((m: { kind: string }) => m.kind)).toEqual(['reviewApproved', 'suggestionReplied']);
    expect(en.list[0]).toMatchObject({ type: 'review', title: 'Review approved', content: 'Your submission "CMA lab" (Laboratory settlement application) has been approved.', link: null, read: false });
    expect(en.list[1]).toMatchObject({ type: 'suggestion', link: '/my/suggestion', content: 'Customer service has replied to your suggestion "Faster search". See it under Suggestions.' });
    const zh = (await page(alice, {}, 'zh')).body.data;
    expect(zh.list[0].content).toBe('您提交的实验室入驻申请「CMA lab」已通过审核。');
    expect(zh.list[1].title).toBe('您的建议有了回复');
  });

  it('marks one read, filters by read state and type, and counts what is left', async () => {
    const first = (await page(alice, { readState: 'unread' })).body.data.list[0];
    expect(await unread(alice)).toBe(2);
    expect((await callApi('POST', 'messages/read', { token: alice, body: { ids: [first.id] } })).body.data).toEqual({ updated: 1 });
    expect((await callApi('POST', 'messages/read', { token: alice, body: { ids: [first.id] } })).body.data).toEqual({ updated: 0 });
    expect(await unread(alice)).toBe(1);
    expect((await page(alice, { readState: 'read' })).body.data.list.map((m: { id: number }) => m.id)).toEqual([first.id]);
    expect((await page(alice, { readState: 'unread' })).body.data.total).toBe(1);
    expect((await page(alice, { type: 'suggestion' })).body.data.list.every((m: { type: string }) => m.type === 'suggestion')).toBe(true);
    expect((await page(alice, { type: 'order' })).body.data.total).toBe(0);
    expect((await callApi('POST', 'messages/readAll', { token: alice })).body.data).toEqual({ updated: 1 });
    expect(await unread(alice)).toBe(0);
  });

  it('keeps one user from reading, marking or deleting another user’s messages', async () => {
    const bobMessage = await replied(bobId, 'Bob only');
    expect((await page(alice)).body.data.list.some((m: { id: number }) => m.id === bobMessage)).toBe(false);
    expect((await callApi('POST', 'messages/read', { token: alice, body: { ids: [bobMessage] } })).body.data).toEqual({ updated: 0 });
    expect((await callApi('POST', 'messages/delete', { token: alice, body: { ids: [bobMessage] } })).body.data).toEqual({ deleted: 0 });
    expect((await callApi('POST', 'messages/readAll', { token: alice })).body.data).toEqual({ updated: 0 });
    expect(await unread(bob)).toBe(1);
    expect((await callApi('POST', 'messages/delete', { token: bob, body: { ids: [bobMessage] } })).body.data).toEqual({ deleted: 1 });
    expect(await unread(bob)).toBe(0);
  });

  it('pages through many messages', async () => {
    for (let i = 1; i <= 5; i += 1) await replied(bobId, `Suggestion ${i}`);
    const second = (await page(bob, { page: 2, pageSize: 2 })).body.data;
    expect(second).toMatchObject({ total: 5, page: 2, pageSize: 2, unread: 5 });
    expect(second.list.map((m: { content: string }) => m.content.match(/Suggestion \d/)![0])).toEqual(['Suggestion 3', 'Suggestion 2']);
  });

  it('refuses bad ids and filters with 400 in the caller’s language and changes nothing', async () => {
    const before = Number((await db.handle.db.select({ n: count() }).from(messages).where(eq(messages.userId, bobId)))[0].n);
    for (const body of [{ ids: [] }, { ids: Array.from({ length: 101 }, (_, i) => i + 1) }, { ids: ['x'] }, {}]) {
      const res = await callApi('POST', 'messages/delete', { token: bob, body, lang: 'en' });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(-1);
    }
    expect((await callApi('POST', 'messages/delete', { token: bob, body: { ids: [] }, lang: 'zh' })).body.msg).toBe('请选择要操作的消息');
    expect((await page(bob, { readState: 'maybe' }, 'en'))).toMatchObject({ status: 400, body: { code: -1, msg: 'Invalid filter' } });
    expect(Number((await db.handle.db.select({ n: count() }).from(messages).where(eq(messages.userId, bobId)))[0].n)).toBe(before);
  });

  it('writes nothing when the transaction that notified rolls back, and refuses an unknown kind', async () => {
    const before = await unread(bob);
    await expect(
      db.handle.db.transaction(async (tx) => {
        await notify(tx, bobId, 'suggestionReplied', { excerpt: 'never' });
        throw new Error('the reply failed');
      }),
    ).rejects.toThrow('the reply failed');
    expect(await unread(bob)).toBe(before);
    await expect(notify(db.handle.db, bobId, 'nope' as 'suggestionReplied', {})).rejects.toThrow('unknown message kind');
  });
});
