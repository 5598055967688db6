import { eq } from 'drizzle-orm';
import { authSeedStep } from '@/lib/server/auth/seed';
import { researchData, researchDataApplications, researchDataExchanges } from '@/lib/server/db/schema';
import { callApi } from '../helpers/api';
import { authTestDatabase } from './auth-helpers';
import { localProvider, type ProviderHandle } from './files-providers';
import { newCompany, saveRecord, setProvenanceKeyFile, uploadCsv } from './research-data-helpers';
import { extraUser, signIn } from './workflow-helpers';
import { rebuildTestServices } from '../helpers/services';

/**
 * Data exchange (`rdda/exchange/*`, issue 16; docs/RESEARCH-DATA.md): a user who can find a record
 * but not read it offers one of their own saved records; the owner accepts (each side is granted the
 * other's record through approved permission applications, both records count one trade, exactly
 * once even for two accepts at once) or declines with a reason; the proposer can withdraw; 404 for
 * records the caller may not find, 403 for the wrong party, 409 for the wrong state, in both
 * languages. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */

setProvenanceKeyFile();
const db = authTestDatabase([authSeedStep]);
let provider: ProviderHandle;
let ownerToken: string;
let companyB: number;
let companyC: number;

beforeAll(async () => {
  provider = await localProvider();
  rebuildTestServices({ storage: provider.storage });
  ownerToken = await signIn('demo_admin');
  companyB = await newCompany(db.handle, 'B Steel (exchange test)');
  companyC = await newCompany(db.handle, 'C Steel (exchange test)');
}, 120_000);

afterAll(async () => {
  rebuildTestServices({ storage: undefined });
  await provider?.stop();
});

async function share(token: string, id: number, visibility: string, companyIds: number[] = []): Promise<void> {
  const res = await callApi('POST', 'researchData/share', { token, body: { id, visibility, companyIds } });
  expect(res.body.code).toBe(0);
}

/** A saved record of `token`'s user, shared directionally with `companyIds` (or left private). */
async function recordOf(token: string, name: string, companyIds: number[] | null): Promise<number> {
  const id = await saveRecord(token, name, [await uploadCsv(token, `${name}.csv`)]);
  if (companyIds) await share(token, id, 'directional', companyIds);
  return id;
}

const get = async (token: string, id: number) => (await callApi('GET', 'researchData/get', { token, query: { id } })).body.data;
const traded = async (id: number) => (await db.handle.db.select({ traded: researchData.traded }).from(researchData).where(eq(researchData.id, id)))[0].traded;

/** The owner's record (directional to company B) and a proposer in company C with a record shared to company B. */
async function scene(tag: string) {
  const asked = await recordOf(ownerToken, `exchange-asked-${tag}`, [companyB]);
  const proposer = await extraUser(db.handle, 'employee', companyC);
  const offered = await recordOf(proposer.token, `exchange-offered-${tag}`, [companyB]);
  return { asked, proposer, offered };
}

describe('data exchange', () => {
  it('accepts once for two accepts at once: both sides read the other record, both count one trade', async () => {
    const { asked, proposer, offered } = await scene('accept');
    expect((await get(proposer.token, asked)).composition).toBeNull();
    expect((await get(ownerToken, offered)).composition).toBeNull();
    expect((await get(proposer.token, asked)).actions.apply).toBe(true);

    const res = await callApi('POST', 'rdda/exchange/propose', { token: proposer.token, body: { id: asked, offeredId: offered, message: 'Our heats for yours' } });
    expect(res.body.code).toBe(0);
    const ex = res.body.data;
    expect(ex).toMatchObject({ status: 'pending', effective: 'pending', record: { id: asked }, offered: { id: offered }, proposer: proposer.userName, message: 'Our heats for yours' });

    const again = await callApi('POST', 'rdda/exchange/propose', { token: proposer.token, body: { id: asked, offeredId: offered }, lang: 'en' });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe("You have already proposed an exchange for this record; wait for the owner's decision");

    const inbox = (await callApi('GET', 'messages/page', { token: ownerToken, lang: 'zh' })).body.data.list;
    expect(inbox[0]).toMatchObject({ title: '研发数据交换申请' });
    expect(inbox[0].content).toContain('Our heats for yours');

    const sent = (await callApi('GET', 'rdda/exchange/page', { token: proposer.token, query: { box: 'sent' } })).body.data;
    expect(sent).toMatchObject({ total: 1, list: [{ id: ex.id, status: 'pending' }] });
    const received = (await callApi('GET', 'rdda/exchange/page', { token: ownerToken, query: { box: 'received', pageSize: 100 } })).body.data;
    expect(received.list.some((r: { id: number }) => r.id === ex.id)).toBe(true);

    // Wrong party: the proposer cannot accept, the owner cannot withdraw, a stranger can do neither.
    const stranger = await extraUser(db.handle, 'employee', companyB);
    expect((await callApi('POST', 'rdda/exchange/decide', { token: proposer.token, body: { exchangeId: ex.id, decision: 'accept' } })).status).toBe(403);
    expect((await callApi('POST', 'rdda/exchange/decide', { token: stranger.token, body: { exchangeId: ex.id, decision: 'accept' } })).status).toBe(403);
    expect((await callApi('POST', 'rdda/exchange/withdraw', { token: ownerToken, body: { exchangeId: ex.id } })).status).toBe(403);
    expect((await callApi('POST', 'rdda/exchange/withdraw', { token: stranger.token, body: { exchangeId: ex.id } })).status).toBe(403);

    const until = new Date(Date.now() + 30 * 864e5).toISOString().slice(0, 10);
    const both = await Promise.all([0, 1].map(() => callApi('POST', 'rdda/exchange/decide', { token: ownerToken, body: { exchangeId: ex.id, decision: 'accept', until }, lang: 'en' })));
    const ok = both.filter((r) => r.body.code === 0);
    const refused = both.filter((r) => r.body.code !== 0);
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0].status).toBe(409);
    expect(refused[0].body.msg).toBe('This exchange is no longer pending');
    expect(ok[0].body.data).toMatchObject({ status: 'accepted', effective: 'active', until });

    expect(await traded(asked)).toBe(1);
    expect(await traded(offered)).toBe(1);
    expect((await get(proposer.token, asked)).composition).not.toBeNull();
    expect((await get(ownerToken, offered)).composition).not.toBeNull();
    const grants = await db.handle.db.select().from(researchDataApplications).where(eq(researchDataApplications.status, 'approved'));
    expect(grants.filter((g) => (g.recordId === asked && g.applicantId === proposer.id) || g.recordId === offered)).toHaveLength(2);

    // Decided: a third decision and a withdrawal are the wrong state.
    expect((await callApi('POST', 'rdda/exchange/decide', { token: ownerToken, body: { exchangeId: ex.id, decision: 'decline', reason: 'Changed my mind' } })).status).toBe(409);
    const late = await callApi('POST', 'rdda/exchange/withdraw', { token: proposer.token, body: { exchangeId: ex.id }, lang: 'zh' });
    expect(late.status).toBe(409);
    expect(late.body.msg).toBe('该交换已不在待处理状态');

    // The grant is an ordinary permission application: the owner revokes it and it stops at the next call.
    const apps = (await callApi('GET', 'rdda/permission/page', { token: ownerToken, query: { box: 'received', pageSize: 100 } })).body.data.list;
    const grant = apps.find((a: { recordId: number; applicant: string }) => a.recordId === asked && a.applicant === proposer.userName);
    expect(grant).toMatchObject({ status: 'approved', until });
    expect((await callApi('POST', 'rdda/permission/revoke', { token: ownerToken, body: { applicationId: grant.id } })).body.code).toBe(0);
    expect((await get(proposer.token, asked)).composition).toBeNull();
    const after = (await callApi('GET', 'rdda/exchange/page', { token: proposer.token, query: { box: 'sent' } })).body.data.list[0];
    expect(after).toMatchObject({ status: 'accepted', effective: 'revoked' });
    expect(await traded(asked)).toBe(1);
  });

  it('declines with a required reason and lets the proposer withdraw while pending', async () => {
    const { asked, proposer, offered } = await scene('decline');
    const ex = (await callApi('POST', 'rdda/exchange/propose', { token: proposer.token, body: { id: asked, offeredId: offered } })).body.data;
    const noReason = await callApi('POST', 'rdda/exchange/decide', { token: ownerToken, body: { exchangeId: ex.id, decision: 'decline' }, lang: 'zh' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.msg).toContain('请填写理由');
    const past = await callApi('POST', 'rdda/exchange/decide', { token: ownerToken, body: { exchangeId: ex.id, decision: 'accept', until: '2020-01-01' }, lang: 'en' });
    expect(past.status).toBe(400);
    expect(past.body.msg).toContain('The date is not valid');
    const declined = await callApi('POST', 'rdda/exchange/decide', { token: ownerToken, body: { exchangeId: ex.id, decision: 'decline', reason: 'Not before the paper' } });
    expect(declined.body.data).toMatchObject({ status: 'declined', decisionReason: 'Not before the paper' });
    expect((await get(proposer.token, asked)).composition).toBeNull();
    expect(await traded(asked)).toBe(0);
    const inbox = (await callApi('GET', 'messages/page', { token: proposer.token, lang: 'en' })).body.data.list;
    expect(inbox[0]).toMatchObject({ title: 'R&D data exchange declined' });

    const second = (await callApi('POST', 'rdda/exchange/propose', { token: proposer.token, body: { id: asked, offeredId: offered, message: 'Try again' } })).body.data;
    const withdrawn = await callApi('POST', 'rdda/exchange/withdraw', { token: proposer.token, body: { exchangeId: second.id } });
    expect(withdrawn.body.data.status).toBe('withdrawn');
    expect((await callApi('POST', 'rdda/exchange/decide', { token: ownerToken, body: { exchangeId: second.id, decision: 'accept' } })).status).toBe(409);
    const history = (await callApi('GET', 'rdda/exchange/page', { token: proposer.token, query: { box: 'sent' } })).body.data;
    expect(history.list.map((r: { status: string }) => r.status)).toEqual(['withdrawn', 'declined']);
  });

  it('an expired exchange grant stops at the next call', async () => {
    const { asked, proposer, offered } = await scene('expiry');
    const ex = (await callApi('POST', 'rdda/exchange/propose', { token: proposer.token, body: { id: asked, offeredId: offered } })).body.data;
    await callApi('POST', 'rdda/exchange/decide', { token: ownerToken, body: { exchangeId: ex.id, decision: 'accept' } });
    expect((await get(proposer.token, asked)).composition).not.toBeNull();
    const [row] = await db.handle.db.select().from(researchDataExchanges).where(eq(researchDataExchanges.id, ex.id));
    await db.handle.db.update(researchDataApplications).set({ until: '2020-01-01' }).where(eq(researchDataApplications.id, row.proposerGrantId!));
    await db.handle.db.update(researchDataExchanges).set({ until: '2020-01-01' }).where(eq(researchDataExchanges.id, ex.id));
    expect((await get(proposer.token, asked)).composition).toBeNull();
    expect((await get(ownerToken, offered)).composition).not.toBeNull();
    const sent = (await callApi('GET', 'rdda/exchange/page', { token: proposer.token, query: { box: 'sent' } })).body.data.list[0];
    expect(sent.effective).toBe('expired');
  });

  it('refuses records the caller may not find (404), offers that are not theirs (403) and offers nobody could read (409)', async () => {
    const proposer = await extraUser(db.handle, 'employee', companyC);
    const mine = await recordOf(proposer.token, 'exchange-mine', [companyB]);
    const privateAsked = await recordOf(ownerToken, 'exchange-private', null);
    const hidden = await callApi('POST', 'rdda/exchange/propose', { token: proposer.token, body: { id: privateAsked, offeredId: mine }, lang: 'en' });
    expect(hidden.status).toBe(404);
    expect(hidden.body.msg).toBe('No such R&D data record');
    const missing = await callApi('POST', 'rdda/exchange/propose', { token: proposer.token, body: { id: 999_999, offeredId: mine } });
    expect(missing.status).toBe(404);

    const asked = await recordOf(ownerToken, 'exchange-target', [companyB]);
    // Offering someone else's record that the proposer can find: 403; one they cannot find: 404.
    const other = await extraUser(db.handle, 'employee', companyC);
    const othersShared = await recordOf(other.token, 'exchange-others', [companyC]);
    expect((await callApi('POST', 'rdda/exchange/propose', { token: proposer.token, body: { id: asked, offeredId: othersShared } })).status).toBe(403);
    const othersPrivate = await recordOf(other.token, 'exchange-others-private', null);
    expect((await callApi('POST', 'rdda/exchange/propose', { token: proposer.token, body: { id: asked, offeredId: othersPrivate } })).status).toBe(404);

    // The own record must be saved and readable once granted.
    const draft = (await callApi('POST', 'researchData/saveDraft', { token: proposer.token, body: { dataName: 'exchange-draft' } })).body.data.id;
    const asDraft = await callApi('POST', 'rdda/exchange/propose', { token: proposer.token, body: { id: asked, offeredId: draft }, lang: 'zh' });
    expect(asDraft.status).toBe(409);
    expect(asDraft.body.msg).toBe('请提供您已保存的数据（不能是草稿或回收站中的数据）');
    const ownPrivate = await recordOf(proposer.token, 'exchange-own-private', null);
    const asPrivate = await callApi('POST', 'rdda/exchange/propose', { token: proposer.token, body: { id: asked, offeredId: ownPrivate }, lang: 'en' });
    expect(asPrivate.status).toBe(409);
    expect(asPrivate.body.msg).toBe('The record you offer is visible only to yourself; share it before offering it');

    // Asking for one's own record or one the caller already reads in full: the policy refuses (403).
    expect((await callApi('POST', 'rdda/exchange/propose', { token: ownerToken, body: { id: asked, offeredId: mine } })).status).toBe(403);
    const colleague = await signIn('demo_employee');
    expect((await callApi('POST', 'rdda/exchange/propose', { token: colleague, body: { id: asked, offeredId: mine } })).status).toBe(403);

    // Bad input: 400 in the caller's language, nothing stored; visitors are asked to sign in.
    const bad = await callApi('POST', 'rdda/exchange/propose', { token: proposer.token, body: { id: 'x', offeredId: mine }, lang: 'en' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('No such R&D data record');
    const long = await callApi('POST', 'rdda/exchange/propose', { token: proposer.token, body: { id: asked, offeredId: mine, message: 'x'.repeat(501) } });
    expect(long.status).toBe(400);
    const badBox = await callApi('GET', 'rdda/exchange/page', { token: proposer.token, query: { box: 'all' } });
    expect(badBox.status).toBe(400);
    expect((await callApi('POST', 'rdda/exchange/propose', { body: { id: asked, offeredId: mine } })).body.code).not.toBe(0);
    const none = await db.handle.db.select().from(researchDataExchanges).where(eq(researchDataExchanges.recordId, asked));
    expect(none).toHaveLength(0);
    expect((await callApi('POST', 'rdda/exchange/withdraw', { token: proposer.token, body: { exchangeId: 999_999 } })).status).toBe(404);
  });
});
