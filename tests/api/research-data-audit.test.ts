import { authSeedStep } from '@/lib/server/auth/seed';
import { callApi } from '../helpers/api';
import { authTestDatabase } from './auth-helpers';
import { localProvider, type ProviderHandle } from './files-providers';
import { newCompany, saveRecord, setProvenanceKeyFile, uploadCsv } from './research-data-helpers';
import { extraUser, signIn } from './workflow-helpers';
import { rebuildTestServices } from '../helpers/services';

/**
 * `rdda/audit/*` and `researchData/DataManagement` (spec section 7): the public administrator's review
 * of R&D publication by record id over the shared review workflow; who may call them and the errors in
 * both languages. PGlite and PostgreSQL.
 */

setProvenanceKeyFile();
const db = authTestDatabase([authSeedStep]);
let provider: ProviderHandle;
const t = {} as Record<'owner' | 'admin' | 'stranger' | 'colleague', string>;
let id: number;
let privateId: number;

const state = async () => (await callApi('GET', 'researchData/get', { token: t.owner, query: { id } })).body.data.state;

beforeAll(async () => {
  provider = await localProvider();
  rebuildTestServices({ storage: provider.storage });
  t.owner = await signIn('demo_admin');
  t.colleague = await signIn('demo_employee');
  t.admin = await signIn('demo_public_admin');
  t.stranger = (await extraUser(db.handle, 'employee', await newCompany(db.handle, 'Stranger Steel (test)'))).token;
  id = await saveRecord(t.owner, 'audited', [await uploadCsv(t.owner)]);
  privateId = await saveRecord(t.owner, 'never-published', [await uploadCsv(t.owner)]);
  expect((await callApi('POST', 'researchData/publish', { token: t.owner, body: { id } })).body.data.state).toBe('toBeReviewed');
}, 120_000);

afterAll(async () => {
  rebuildTestServices({ storage: undefined });
  await provider?.stop();
});

describe('rdda/audit', () => {
  it('lists the publication applications for the public administrator only', async () => {
    const page = (await callApi('GET', 'rdda/audit/page', { token: t.admin })).body.data;
    expect(page.list.find((i: { subjectId: number }) => i.subjectId === id)).toMatchObject({ kind: 'researchData', state: 'submitted', title: 'audited' });
    expect(page.list.every((i: { kind: string }) => i.kind === 'researchData')).toBe(true);
    expect((await callApi('GET', 'rdda/audit/page', { token: t.stranger })).status).toBe(403);
    expect((await callApi('GET', 'rdda/audit/page', { token: t.owner })).status).toBe(403);
    expect((await callApi('GET', 'rdda/audit/page', {})).body.code).toBe(-100);
  });

  it('shows the review to its owner and reviewers, not to others', async () => {
    expect((await callApi('GET', 'rdda/audit/detail', { token: t.admin, query: { id } })).body.data).toMatchObject({ subjectId: id, state: 'submitted' });
    expect((await callApi('GET', 'rdda/audit/detail', { token: t.owner, query: { id } })).body.data.steps.length).toBeGreaterThan(0);
    expect((await callApi('GET', 'rdda/audit/detail', { token: t.stranger, query: { id } })).status).toBe(403);
  });

  it('refuses the owner, a colleague and strangers as reviewers, and changes nothing', async () => {
    for (const token of [t.owner, t.colleague, t.stranger]) {
      const res = await callApi('POST', 'rdda/audit/start', { token, body: { id } });
      expect(res.status).toBe(403);
    }
    expect(await state()).toBe('toBeReviewed');
  });

  it('rejects only with a reason (both languages), then approves after the owner applies again', async () => {
    expect((await callApi('POST', 'rdda/audit/start', { token: t.admin, body: { id } })).body.data.state).toBe('underReview');
    const noReason = await callApi('POST', 'rdda/audit/reject', { token: t.admin, body: { id }, lang: 'zh' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.msg).toContain('请填写原因');
    const noReasonEn = await callApi('POST', 'rdda/audit/reject', { token: t.admin, body: { id, comment: ' ' }, lang: 'en' });
    expect(noReasonEn.status).toBe(400);
    expect(noReasonEn.body.msg).toContain('Please give a reason');
    expect((await callApi('POST', 'rdda/audit/reject', { token: t.admin, body: { id, comment: 'Files do not match the values' } })).body.data.state).toBe('failed');
    expect(await state()).toBe('auditFailed');
    expect((await callApi('POST', 'researchData/publish', { token: t.owner, body: { id } })).body.data.state).toBe('toBeReviewed');
    await callApi('POST', 'rdda/audit/start', { token: t.admin, body: { id } });
    expect((await callApi('POST', 'rdda/audit/approve', { token: t.admin, body: { id } })).body.data.state).toBe('approved');
    expect(await state()).toBe('published');
  });

  it('answers a record without a publication application, or a bad id, in the caller’s language', async () => {
    const en = await callApi('POST', 'rdda/audit/approve', { token: t.admin, body: { id: privateId }, lang: 'en' });
    expect(en.status).toBe(404);
    expect(en.body.msg).toBe('This record has no publication application');
    const zh = await callApi('GET', 'rdda/audit/detail', { token: t.admin, query: { id: privateId }, lang: 'zh' });
    expect(zh.body.msg).toBe('该数据没有发布申请');
    expect((await callApi('POST', 'rdda/audit/approve', { token: t.admin, body: { id: 'x' } })).status).toBe(400);
  });
});

describe('researchData/DataManagement', () => {
  it('is the public administrator’s list under the spec’s name', async () => {
    const res = (await callApi('GET', 'researchData/DataManagement', { token: t.admin, query: { keyword: 'audited' } })).body.data;
    const list = (await callApi('GET', 'researchData/listAdmin', { token: t.admin, query: { keyword: 'audited' } })).body.data;
    expect(res).toEqual(list);
    expect(res.list[0]).toMatchObject({ id, state: 'published' });
    expect((await callApi('GET', 'researchData/DataManagement', { token: t.owner, lang: 'en' })).status).toBe(403);
    expect((await callApi('GET', 'researchData/DataManagement', {})).body.code).toBe(-100);
  });
});
