import { count, eq } from 'drizzle-orm';
import type { ReviewKind } from '@/lib/reviews/kinds';
import { messages, reviewItems, reviewSteps } from '@/lib/server/db/schema';
import { decide, reviewAfterEdit, reviewState, reviewStates, startReview, submitForReview, withdrawReview } from '@/lib/server/reviews/service';
import { callApi } from '../helpers/api';
import { authTestDatabase } from './auth-helpers';
import { extraUser, signIn, userIdOf } from './workflow-helpers';

/**
 * The review workflow through the audit/* endpoints (issue 11, item 2): every transition, every
 * refused one, on PGlite and (DATABASE_URL) PostgreSQL. Items are first submitted the way a domain
 * does it, with submitForReview inside its own transaction.
 */

const db = authTestDatabase();
const t = {} as Record<'owner' | 'admin' | 'service' | 'company', string>;
const id = {} as Record<'owner' | 'admin', number>;
let subject = 1000;

beforeAll(async () => {
  t.owner = await signIn('demo_user');
  t.admin = await signIn('demo_public_admin');
  t.service = await signIn('demo_service');
  t.company = await signIn('demo_admin');
  id.owner = await userIdOf(db.handle, 'demo_user');
  id.admin = await userIdOf(db.handle, 'demo_public_admin');
});

/** A new thing submitted by `userId` (a domain's save-and-submit), answering its review item id. */
async function submitted(userId = id.owner, kind: ReviewKind = 'testBag', title = 'Tensile + impact bag', ownerId?: number): Promise<number> {
  subject += 1;
  const status = await db.handle.db.transaction((tx) => submitForReview(tx, { kind, id: subject, userId, title, ownerId }));
  expect(status.state).toBe('submitted');
  return status.itemId;
}

const post = (path: string, token: string, body: Record<string, unknown>, lang: 'zh' | 'en' = 'en') => callApi('POST', `audit/${path}`, { token, body, lang });
const detail = async (itemId: number, token = t.admin) => (await callApi('GET', 'audit/get', { token, query: { id: itemId }, lang: 'en' })).body.data;
const stepCount = async (itemId: number) => Number((await db.handle.db.select({ n: count() }).from(reviewSteps).where(eq(reviewSteps.itemId, itemId)))[0].n);

async function ownerMessages(lang: 'zh' | 'en') {
  return (await callApi('GET', 'messages/page', { token: t.owner, query: { type: 'review', pageSize: 100 }, lang })).body.data;
}

describe('every transition of the review workflow', () => {
  it('goes submit → start → fail → resubmit → start → approve → edit → start → approve → revoke → submit → withdraw, one step row each', async () => {
    const item = await submitted();
    const expectState = async (res: Awaited<ReturnType<typeof post>>, state: string) => {
      expect(res.status, res.body.msg).toBe(200);
      expect(res.body).toMatchObject({ code: 0, data: { id: item, state } });
    };
    await expectState(await post('start', t.admin, { id: item }), 'underReview');
    await expectState(await post('audit', t.admin, { id: item, decision: 'fail', comment: 'The impact temperature is missing' }), 'failed');
    await expectState(await post('submit', t.owner, { id: item }), 'submitted');
    await expectState(await post('start', t.admin, { id: item }), 'underReview');
    await expectState(await post('audit', t.admin, { id: item, decision: 'approve' }), 'approved');
    // The owner saves the approved bag: it goes back to review.
    const edited = await db.handle.db.transaction((tx) => reviewAfterEdit(tx, { kind: 'testBag', id: subject, userId: id.owner }));
    expect(edited).toBe('submitted');
    await expectState(await post('start', t.admin, { id: item }), 'underReview');
    await expectState(await post('audit', t.admin, { id: item, decision: 'approve', comment: 'Fine now' }), 'approved');
    await expectState(await post('revoke', t.admin, { id: item, comment: 'The reference price is out of date' }), 'notSubmitted');
    await expectState(await post('submit', t.owner, { id: item }), 'submitted');
    await expectState(await post('withdraw', t.owner, { id: item }), 'notSubmitted');

    const steps = (await detail(item, t.owner)).steps as { action: string; fromState: string; toState: string; actorName: string; comment: string | null; createdAt: string }[];
    expect(steps.map((s) => [s.action, s.fromState, s.toState, s.actorName])).toEqual([
      ['submit', 'notSubmitted', 'submitted', 'demo_user'],
      ['start', 'submitted', 'underReview', 'demo_public_admin'],
      ['fail', 'underReview', 'failed', 'demo_public_admin'],
      ['submit', 'failed', 'submitted', 'demo_user'],
      ['start', 'submitted', 'underReview', 'demo_public_admin'],
      ['approve', 'underReview', 'approved', 'demo_public_admin'],
      ['edit', 'approved', 'submitted', 'demo_user'],
      ['start', 'submitted', 'underReview', 'demo_public_admin'],
      ['approve', 'underReview', 'approved', 'demo_public_admin'],
      ['revoke', 'approved', 'notSubmitted', 'demo_public_admin'],
      ['submit', 'notSubmitted', 'submitted', 'demo_user'],
      ['withdraw', 'submitted', 'notSubmitted', 'demo_user'],
    ]);
    expect(steps[2].comment).toBe('The impact temperature is missing');
    expect(steps[9].comment).toBe('The reference price is out of date');
    expect(steps.every((s) => !Number.isNaN(Date.parse(s.createdAt)))).toBe(true);
    expect(await reviewState(db.handle.db, { kind: 'testBag', id: subject })).toBe('notSubmitted');
  });

  it('tells the owner of each decision in their language, with the reason and the kind translated', async () => {
    const item = await submitted(id.owner, 'testBag', 'Q355B weld bag');
    await post('start', t.admin, { id: item });
    await post('audit', t.admin, { id: item, decision: 'fail', comment: 'Add the bend test' });
    const en = (await ownerMessages('en')).list.find((m: { content: string }) => m.content.includes('Q355B weld bag'));
    expect(en).toMatchObject({ type: 'review', kind: 'reviewFailed', title: 'Review failed', read: false });
    expect(en.content).toBe('Your submission "Q355B weld bag" (Public test bag) did not pass review. Reason: Add the bend test. You can change it and submit it again.');
    const zh = (await ownerMessages('zh')).list.find((m: { id: number }) => m.id === en.id);
    expect(zh.content).toBe('您提交的公共检测包「Q355B weld bag」未通过审核，原因：Add the bend test。修改后可重新提交。');
    await post('submit', t.owner, { id: item });
    await post('start', t.admin, { id: item });
    await post('audit', t.admin, { id: item, decision: 'approve' });
    await post('revoke', t.admin, { id: item, comment: 'Withdrawn by the laboratory' });
    const kinds = (await ownerMessages('en')).list.filter((m: { content: string }) => m.content.includes('Q355B weld bag')).map((m: { kind: string }) => m.kind);
    expect(kinds).toEqual(['reviewRevoked', 'reviewApproved', 'reviewFailed']);
  });

  it('shows the reviewer a queue by kind and state, with the actions open to them', async () => {
    const waiting = await submitted(id.owner, 'researchData', 'Creep data of P91');
    const queue = (await callApi('GET', 'audit/page', { token: t.admin, query: { kind: 'researchData' }, lang: 'en' })).body.data;
    expect(queue.kinds).toEqual(['testBag', 'laboratory', 'enterpriseStandard', 'recommendedProduct', 'researchData', 'dataProductOffer', 'rankingApplication']);
    expect(queue.list.map((r: { id: number }) => r.id)).toEqual([waiting]);
    expect(queue.list[0]).toMatchObject({ kind: 'researchData', title: 'Creep data of P91', state: 'submitted', ownerName: 'demo_user', actions: ['start'] });
    await post('start', t.admin, { id: waiting });
    await post('audit', t.admin, { id: waiting, decision: 'approve' });
    const pending = (await callApi('GET', 'audit/page', { token: t.admin, query: { kind: 'researchData' } })).body.data;
    expect(pending.total).toBe(0);
    const approved = (await callApi('GET', 'audit/page', { token: t.admin, query: { kind: 'researchData', state: 'approved' } })).body.data;
    expect(approved.list[0]).toMatchObject({ id: waiting, reviewerName: 'demo_public_admin', actions: ['revoke'] });
    const all = (await callApi('GET', 'audit/page', { token: t.admin, query: { state: 'all', pageSize: 1, page: 2 } })).body.data;
    expect(all.list).toHaveLength(1);
    expect(all.total).toBeGreaterThan(1);
  });
});

describe('refused transitions', () => {
  it('never lets a reviewer approve their own submission, nor the one who submitted it for someone else', async () => {
    const own = await submitted(id.admin, 'testBag', 'Admin’s own bag');
    const selfStart = await post('start', t.admin, { id: own });
    expect(selfStart.status).toBe(403);
    expect(selfStart.body).toMatchObject({ code: -1, msg: 'You cannot review your own submission' });
    const other = await extraUser(db.handle, 'public_admin');
    expect((await post('start', other.token, { id: own })).body.code).toBe(0);
    const selfApprove = await post('audit', t.admin, { id: own, decision: 'approve' }, 'zh');
    expect(selfApprove.status).toBe(403);
    expect(selfApprove.body.msg).toBe('不能审核自己提交的内容');
    // A second administrator submitting on behalf of a user is the submitter: also never the reviewer.
    const onBehalf = await submitted(other.id, 'laboratory', 'Lab application', id.owner);
    expect((await post('start', other.token, { id: onBehalf })).status).toBe(403);
    expect((await detail(onBehalf)).state).toBe('submitted');
    const service = await db.handle.db.transaction((tx) => startReview(tx, { kind: 'laboratory', id: subject, userId: other.id })).catch((e: Error) => e.message);
    expect(service).toBe('Reviews.refused.selfReview');
  });

  it('refuses approving a withdrawn item', async () => {
    const item = await submitted();
    await post('start', t.admin, { id: item });
    expect((await post('withdraw', t.owner, { id: item, comment: 'Prices change next month' })).body.data.state).toBe('notSubmitted');
    const steps = await stepCount(item);
    const res = await post('audit', t.admin, { id: item, decision: 'approve' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: -1, msg: 'This item was withdrawn or has not been submitted, so it cannot be reviewed' });
    expect(await post('start', t.admin, { id: item })).toMatchObject({ status: 409, body: { code: -1 } });
    expect(await stepCount(item)).toBe(steps);
    expect((await detail(item)).state).toBe('notSubmitted');
  });

  it('refuses a non-reviewer: customer service, a company administrator, the owner and a stranger', async () => {
    const item = await submitted();
    for (const token of [t.service, t.company]) {
      const res = await post('start', token, { id: item });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: -1, msg: 'You do not have permission for this yet' });
    }
    await post('start', t.admin, { id: item });
    for (const token of [t.service, t.company]) expect((await post('audit', token, { id: item, decision: 'approve' })).status).toBe(403);
    expect((await post('audit', t.owner, { id: item, decision: 'approve' })).status).toBe(403);
    expect((await callApi('GET', 'audit/get', { token: t.service, query: { id: item } })).status).toBe(403);
    expect((await callApi('GET', 'audit/page', { token: t.service })).status).toBe(403);
    expect((await callApi('GET', 'audit/page', { token: t.owner })).status).toBe(403);
    expect((await detail(item)).state).toBe('underReview');
  });

  it('refuses deciding twice, also when two reviewers decide at the same moment', async () => {
    const item = await submitted();
    await post('start', t.admin, { id: item });
    expect((await post('audit', t.admin, { id: item, decision: 'approve' })).body.code).toBe(0);
    const steps = await stepCount(item);
    for (const body of [{ id: item, decision: 'approve' }, { id: item, decision: 'fail', comment: 'late' }]) {
      const res = await post('audit', t.admin, body);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: -1, msg: 'This item has already been decided' });
    }
    expect(await stepCount(item)).toBe(steps);

    const raced = await submitted();
    await post('start', t.admin, { id: raced });
    const other = await extraUser(db.handle, 'public_admin');
    const answers = await Promise.all([post('audit', t.admin, { id: raced, decision: 'approve' }), post('audit', other.token, { id: raced, decision: 'fail', comment: 'no' })]);
    expect(answers.map((a) => a.body.code).sort()).toEqual([-1, 0]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await db.handle.db.select().from(reviewSteps).where(eq(reviewSteps.itemId, raced))).filter((s) => s.action === 'approve' || s.action === 'fail')).toHaveLength(1);
  });

  it('requires a reason to fail or revoke, and keeps owner actions for the owner', async () => {
    const item = await submitted();
    await post('start', t.admin, { id: item });
    const noReason = await post('audit', t.admin, { id: item, decision: 'fail', comment: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.msg).toBe('Please give a reason');
    expect(await post('revoke', t.admin, { id: item, comment: 'x' })).toMatchObject({ status: 409, body: { code: -1, msg: 'Only an approved item can have its approval revoked' } });
    expect((await post('revoke', t.admin, { id: item }, 'zh')).body.msg).toBe('请填写原因');
    expect((await post('withdraw', t.admin, { id: item })).status).toBe(403);
    expect((await post('submit', t.service, { id: item })).status).toBe(403);
    expect(await post('audit', t.admin, { id: 2147483000, decision: 'approve' })).toMatchObject({ status: 404, body: { code: -1, msg: 'No corresponding id' } });
    expect((await post('audit', t.admin, { id: item, decision: 'maybe' })).status).toBe(400);
  });
});

describe('the service other domains call', () => {
  it('rolls the review and its message back with the domain change that failed', async () => {
    subject += 1;
    const thing = subject;
    await expect(
      db.handle.db.transaction(async (tx) => {
        await submitForReview(tx, { kind: 'recommendedProduct', id: thing, userId: id.owner, title: 'Rolled back' });
        throw new Error('the domain insert failed');
      }),
    ).rejects.toThrow('the domain insert failed');
    expect(await db.handle.db.select().from(reviewItems).where(eq(reviewItems.subjectId, thing))).toHaveLength(0);

    const item = await submitted(id.owner, 'recommendedProduct', 'Kept');
    await startReview(db.handle.db, { kind: 'recommendedProduct', id: subject, userId: id.admin });
    const before = Number((await db.handle.db.select({ n: count() }).from(messages))[0].n);
    await expect(
      db.handle.db.transaction(async (tx) => {
        await decide(tx, { kind: 'recommendedProduct', id: subject, userId: id.admin, decision: 'approve' });
        throw new Error('later failure');
      }),
    ).rejects.toThrow('later failure');
    expect(Number((await db.handle.db.select({ n: count() }).from(messages))[0].n)).toBe(before);
    expect((await detail(item)).state).toBe('underReview');
  });

  it('answers states in bulk, keeps a waiting item waiting on a new save, and leaves drafts alone after an edit', async () => {
    const a = await submitted(id.owner, 'enterpriseStandard', 'Q/ABC 001');
    const aSubject = subject;
    const again = await db.handle.db.transaction((tx) => submitForReview(tx, { kind: 'enterpriseStandard', id: aSubject, userId: id.owner, title: 'Q/ABC 001-2025' }));
    expect(again).toEqual({ itemId: a, state: 'submitted' });
    expect((await detail(a)).title).toBe('Q/ABC 001-2025');
    expect(await db.handle.db.transaction((tx) => reviewAfterEdit(tx, { kind: 'enterpriseStandard', id: 99999, userId: id.owner }))).toBe('notSubmitted');
    await db.handle.db.transaction((tx) => withdrawReview(tx, { kind: 'enterpriseStandard', id: aSubject, userId: id.owner }));
    expect(await db.handle.db.transaction((tx) => reviewAfterEdit(tx, { kind: 'enterpriseStandard', id: aSubject, userId: id.owner }))).toBe('notSubmitted');
    const states = await reviewStates(db.handle.db, 'enterpriseStandard', [aSubject, 99999]);
    expect([...states]).toEqual([[aSubject, 'notSubmitted']]);
  });
});
