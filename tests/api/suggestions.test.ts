import { eq } from 'drizzle-orm';
import { suggestions } from '@/lib/server/db/schema';
import { SUGGESTIONS_PER_DAY } from '@/lib/server/suggestions/suggestions';
import { callApi } from '../helpers/api';
import { authTestDatabase } from './auth-helpers';
import { signIn, userIdOf } from './workflow-helpers';

/** Suggestions (issue 11, item 4): users write and read their own, customer service reads all and replies once. */

const db = authTestDatabase();
const t = {} as Record<'user' | 'lab' | 'service' | 'admin', string>;

beforeAll(async () => {
  t.user = await signIn('demo_user');
  t.lab = await signIn('demo_lab');
  t.service = await signIn('demo_service');
  t.admin = await signIn('demo_public_admin');
});

const save = (token: string, content: unknown, lang: 'zh' | 'en' = 'en') => callApi('POST', 'suggestion/save', { token, body: { content }, lang });

describe('suggestions', () => {
  it('lets a user write one and see only their own, with no reply yet', async () => {
    const mine = await save(t.user, '  Please add the EN 10025-2 grades to the comparison.  ');
    expect(mine.body).toMatchObject({ code: 0, data: { content: 'Please add the EN 10025-2 grades to the comparison.', state: 'noReply', reply: null, respondent: null, repliedAt: null } });
    await save(t.lab, 'A lab’s suggestion');
    const list = (await callApi('GET', 'suggestion/page', { token: t.user })).body.data;
    expect(list.list.map((s: { content: string }) => s.content)).toEqual(['Please add the EN 10025-2 grades to the comparison.']);
    expect(list.list[0]).not.toHaveProperty('userName');
  });

  it('refuses empty, too long, unknown fields and a made-up attachment in the caller’s language', async () => {
    expect((await save(t.user, '   ', 'zh'))).toMatchObject({ status: 400, body: { code: -1, msg: '内容不能为空' } });
    const long = await save(t.user, 'x'.repeat(2001));
    expect(long.status).toBe(400);
    expect(long.body.msg).toBe('At most 2,000 characters');
    const attachment = await callApi('POST', 'suggestion/save', { token: t.user, body: { content: 'with a file', attachmentId: 1 }, lang: 'en' });
    expect(attachment.status).toBe(400);
    expect(attachment.body.msg).toBe('The file does not exist or has been removed');
    const unknown = await callApi('POST', 'suggestion/save', { token: t.user, body: { content: 'x', priority: 'high' }, lang: 'en' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe('priority is not an accepted field');
  });

  it('shows every suggestion to customer service only', async () => {
    const all = await callApi('GET', 'suggestion/pageAll', { token: t.service });
    expect(all.body.data.total).toBe(2);
    expect(all.body.data.list.map((s: { userName: string }) => s.userName).sort()).toEqual(['demo_lab', 'demo_user']);
    for (const token of [t.user, t.admin]) {
      const refused = await callApi('GET', 'suggestion/pageAll', { token, lang: 'en' });
      expect(refused.status).toBe(403);
      expect(refused.body.msg).toBe('You do not have permission for this yet');
    }
  });

  it('lets customer service reply once; the writer sees reply, respondent and time, and gets an unread message', async () => {
    const [row] = await db.handle.db.select({ id: suggestions.id }).from(suggestions).where(eq(suggestions.userId, await userIdOf(db.handle, 'demo_user')));
    expect((await callApi('POST', 'suggestion/reply', { token: t.user, body: { id: row.id, reply: 'self' } })).status).toBe(403);
    const before = (await callApi('GET', 'messages/unreadCount', { token: t.user })).body.data.count;
    const reply = await callApi('POST', 'suggestion/reply', { token: t.service, body: { id: row.id, reply: 'Added to the next release.' } });
    expect(reply.body.data).toMatchObject({ id: row.id, state: 'replied', reply: 'Added to the next release.', respondent: 'demo_service', userName: 'demo_user' });
    expect(Date.parse(reply.body.data.repliedAt)).toBeGreaterThan(Date.now() - 60_000);
    const own = (await callApi('GET', 'suggestion/page', { token: t.user, query: { state: 'replied' } })).body.data.list;
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ reply: 'Added to the next release.', respondent: 'demo_service' });
    expect((await callApi('GET', 'messages/unreadCount', { token: t.user })).body.data.count).toBe(before + 1);
    const message = (await callApi('GET', 'messages/page', { token: t.user, lang: 'zh' })).body.data.list[0];
    expect(message).toMatchObject({ kind: 'suggestionReplied', type: 'suggestion', title: '您的建议有了回复', link: '/my/suggestion', read: false });
    expect(message.content).toContain('Please add the EN 10025-2 grades');

    const again = await callApi('POST', 'suggestion/reply', { token: t.service, body: { id: row.id, reply: 'Second answer' }, lang: 'en' });
    expect(again).toMatchObject({ status: 409, body: { code: -1, msg: 'This suggestion has already been replied to' } });
    expect((await callApi('GET', 'messages/unreadCount', { token: t.user })).body.data.count).toBe(before + 1);
    expect((await callApi('POST', 'suggestion/reply', { token: t.service, body: { id: 2147483000, reply: 'x' }, lang: 'en' }))).toMatchObject({ status: 404, body: { code: -1, msg: 'No corresponding id' } });
    expect((await callApi('POST', 'suggestion/reply', { token: t.service, body: { id: row.id, reply: '' }, lang: 'en' })).status).toBe(400);
  });

  it('filters customer service’s list by state', async () => {
    const open = (await callApi('GET', 'suggestion/pageAll', { token: t.service, query: { state: 'noReply' } })).body.data.list;
    expect(open.map((s: { userName: string }) => s.userName)).toEqual(['demo_lab']);
    expect((await callApi('GET', 'suggestion/pageAll', { token: t.service, query: { state: 'later' }, lang: 'en' })).body.msg).toBe('Invalid filter');
  });

  it(`accepts at most ${SUGGESTIONS_PER_DAY} suggestions a day from one user`, async () => {
    const lab = await userIdOf(db.handle, 'demo_lab');
    const already = (await db.handle.db.select().from(suggestions).where(eq(suggestions.userId, lab))).length;
    for (let i = already; i < SUGGESTIONS_PER_DAY; i += 1) expect((await save(t.lab, `Idea ${i}`)).body.code).toBe(0);
    expect((await save(t.lab, 'One too many'))).toMatchObject({ status: 429, body: { code: -1, msg: `You can write at most ${SUGGESTIONS_PER_DAY} suggestions in 24 hours. Please try again later` } });
  });
});
