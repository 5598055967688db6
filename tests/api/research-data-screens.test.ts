import { authSeedStep } from '@/lib/server/auth/seed';
import ExcelJS from 'exceljs';
import { callApi } from '../helpers/api';
import { expectInLanguage, xlsxHeaders } from '../helpers/generated-files';
import { authTestDatabase } from './auth-helpers';
import { localProvider, type ProviderHandle } from './files-providers';
import { newCompany, saveRecord, setProvenanceKeyFile, uploadCsv } from './research-data-helpers';
import { extraUser, signIn } from './workflow-helpers';
import { rebuildTestServices } from '../helpers/services';

/**
 * R&D data screens' calls (issue 16, helper 2): researchData/similarityDetail (the pair, per policy),
 * isLike / disLike / isCollect, the company administrator's listCompany and exportCompany, and the
 * public administrator's listAdmin filters; refusals for other roles and companies, bad input in both
 * languages. PGlite and, with DATABASE_URL, PostgreSQL.
 */

setProvenanceKeyFile();
const db = authTestDatabase([authSeedStep]);
let provider: ProviderHandle;
let owner: string;
let employee: string;
let publicAdmin: string;
let otherAdmin: string;
let otherUser: string;
const ids = {} as Record<'directional' | 'twin' | 'private' | 'draft', number>;

async function share(id: number, visibility: string, companyIds: number[] = []) {
  const res = await callApi('POST', 'researchData/share', { token: owner, body: { id, visibility, companyIds } });
  expect(res.body.code).toBe(0);
}

beforeAll(async () => {
  provider = await localProvider();
  rebuildTestServices({ storage: provider.storage });
  const h = db.handle;
  owner = await signIn('demo_admin');
  employee = await signIn('demo_employee');
  publicAdmin = await signIn('demo_public_admin');
  const companyB = await newCompany(h, 'Screens B Steel (test)');
  otherAdmin = (await extraUser(h, 'company_admin', companyB)).token;
  otherUser = (await extraUser(h, 'employee', companyB)).token;
  ids.directional = await saveRecord(owner, 'screens-directional', [await uploadCsv(owner)]);
  ids.twin = await saveRecord(owner, 'screens-twin', [await uploadCsv(owner)]);
  ids.private = await saveRecord(owner, 'screens-private', [await uploadCsv(owner)]);
  ids.draft = await saveRecord(owner, 'screens-draft', [], true);
  // directional to company B with metadata only for the named audience: B's users find it, read no values
  const parts = { internal: ['metadata', 'composition', 'properties', 'files'], named: ['metadata'], public: ['metadata'] };
  expect((await callApi('POST', 'researchData/share', { token: owner, body: { id: ids.directional, visibility: 'directional', companyIds: [companyB], parts } })).body.code).toBe(0);
  await share(ids.twin, 'directional', [companyB]);
  await share(ids.private, 'private');
}, 120_000);

afterAll(async () => {
  rebuildTestServices({ storage: undefined });
  await provider?.stop();
});

describe('researchData/similarityDetail', () => {
  it('puts two readable records side by side with the score and its explanation', async () => {
    const res = await callApi('GET', 'researchData/similarityDetail', { token: employee, query: { id: ids.directional, target: `rd:${ids.twin}` } });
    expect(res.body.code).toBe(0);
    const pair = res.body.data;
    expect(pair.reference.name).toBe('screens-directional');
    expect(pair.target.kind).toBe('researchData');
    expect(pair.reference.composition).toEqual([
      { element: 'C', min: 0.18, max: 0.18 },
      { element: 'Mn', min: 1.4, max: 1.4 },
    ]);
    // identical compositions: 100, and every counted element took 0 points
    expect(pair.score).toBe(100);
    expect(pair.elements.map((e: { element: string }) => e.element).sort()).toEqual(['C', 'Mn']);
    expect(pair.elements.every((e: { penalty: number }) => e.penalty === 0)).toBe(true);
    expect(pair.reference.properties[0]).toMatchObject({ property: 'Yield strength', value: '355–420', unit: 'MPa', known: false });
  });

  it('says the composition is hidden (no values, no score) for a caller who finds but may not read it', async () => {
    const res = await callApi('GET', 'researchData/similarityDetail', { token: otherUser, query: { id: ids.directional, target: `rd:${ids.twin}` } });
    expect(res.body.code).toBe(0);
    expect(res.body.data.reference.composition).toBeNull();
    expect(res.body.data.reference.properties).toBeNull();
    expect(res.body.data.target.composition).not.toBeNull();
    expect(res.body.data.score).toBeNull();
    expect(res.body.data.elements).toBeNull();
    const visitor = await callApi('GET', 'researchData/similarityDetail', { query: { id: ids.directional, target: `rd:${ids.twin}` } });
    expect(visitor.body.data.score).toBeNull();
    expect(visitor.body.data.target.composition).toBeNull();
  });

  it('answers "no such record" for a private or draft record on either side, and 4xx for a bad target, in both languages', async () => {
    for (const [id, target] of [
      [ids.private, `rd:${ids.twin}`],
      [ids.twin, `rd:${ids.draft}`],
    ] as const) {
      const res = await callApi('GET', 'researchData/similarityDetail', { token: otherUser, query: { id, target } });
      expect(res.status).toBe(404);
    }
    const own = await callApi('GET', 'researchData/similarityDetail', { token: owner, query: { id: ids.private, target: `rd:${ids.twin}` } });
    expect(own.body.code).toBe(0);
    const bad = await callApi('GET', 'researchData/similarityDetail', { token: owner, query: { id: ids.twin, target: 'steel:x y' }, lang: 'en' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/compare/i);
    const self = await callApi('GET', 'researchData/similarityDetail', { token: owner, query: { id: ids.twin, target: `rd:${ids.twin}` }, lang: 'zh' });
    expect(self.status).toBe(400);
    expect(self.body.msg).toMatch(/对比/);
    const steel = await callApi('GET', 'researchData/similarityDetail', { token: owner, query: { id: ids.twin, target: 'steel:999999' }, lang: 'en' });
    expect(steel.status).toBe(404);
    expect(steel.body.msg).toMatch(/steel/i);
  });
});

describe('researchData/isLike, disLike, isCollect', () => {
  it('toggle like, dislike and collect under the spec’s names, through the policy', async () => {
    const like = await callApi('POST', 'researchData/isLike', { token: otherUser, body: { id: ids.directional } });
    expect(like.body.code).toBe(0);
    expect(like.body.data).toMatchObject({ like: true, dislike: false });
    expect(like.body.data.counts.likes).toBe(1);
    const dislike = await callApi('POST', 'researchData/disLike', { token: otherUser, body: { id: ids.directional } });
    expect(dislike.body.data).toMatchObject({ like: false, dislike: true });
    expect(dislike.body.data.counts).toMatchObject({ likes: 0, dislikes: 1 });
    const collect = await callApi('POST', 'researchData/isCollect', { token: otherUser, body: { id: ids.directional } });
    expect(collect.body.data.collect).toBe(true);
    const again = await callApi('POST', 'researchData/isCollect', { token: otherUser, body: { id: ids.directional } });
    expect(again.body.data.collect).toBe(false);
  });

  it('refuses the owner, visitors (code -100, sign in), unfindable records and bad ids', async () => {
    expect((await callApi('POST', 'researchData/isLike', { token: owner, body: { id: ids.twin } })).status).toBe(403);
    expect((await callApi('POST', 'researchData/isLike', { body: { id: ids.twin } })).body.code).toBe(-100);
    expect((await callApi('POST', 'researchData/disLike', { token: otherUser, body: { id: ids.private } })).status).toBe(404);
    const bad = await callApi('POST', 'researchData/isCollect', { token: otherUser, body: { id: 'x' }, lang: 'en' });
    expect(bad.status).toBe(400);
  });
});

describe('researchData/listCompany and exportCompany', () => {
  it('lists the company’s findable records with review state, versions and counts; filters narrow it', async () => {
    const res = await callApi('GET', 'researchData/listCompany', { token: owner, query: { keyword: 'screens-', pageSize: 50 } });
    expect(res.body.code).toBe(0);
    const names = res.body.data.list.map((r: { dataName: string }) => r.dataName).sort();
    // drafts and "only myself" stay their owner's alone (the one policy), even for the company administrator
    expect(names).toEqual(['screens-directional', 'screens-twin']);
    const row = res.body.data.list.find((r: { id: number }) => r.id === ids.directional);
    expect(row).toMatchObject({ visibility: 'directional', review: 'notSubmitted', versions: 1, applications: 0 });
    expect(row.counts.dislikes).toBe(1);
    const filtered = await callApi('GET', 'researchData/listCompany', { token: owner, query: { keyword: 'screens-twin' } });
    expect(filtered.body.data.list.map((r: { id: number }) => r.id)).toEqual([ids.twin]);
    const none = await callApi('GET', 'researchData/listCompany', { token: owner, query: { keyword: 'screens-', visibility: 'public' } });
    expect(none.body.data.total).toBe(0);
  });

  it('shows another company’s administrator nothing of this company, and refuses employees and visitors', async () => {
    const other = await callApi('GET', 'researchData/listCompany', { token: otherAdmin, query: { keyword: 'screens-' } });
    expect(other.body.code).toBe(0);
    expect(other.body.data.total).toBe(0);
    expect((await callApi('GET', 'researchData/listCompany', { token: employee })).status).toBe(403);
    expect((await callApi('GET', 'researchData/listCompany', {})).body.code).toBe(-100);
    expect((await callApi('GET', 'researchData/exportCompany', { token: employee })).status).toBe(403);
    for (const lang of ['zh', 'en'] as const) {
      const sheet = await callApi('GET', 'researchData/exportCompany', { token: owner, query: { keyword: 'screens-' }, lang });
      expect(sheet.status).toBe(200);
      expectInLanguage('researchData/exportCompany', await xlsxHeaders(new Uint8Array(await sheet.response.arrayBuffer())), lang);
    }
    const bad = await callApi('GET', 'researchData/listCompany', { token: owner, query: { visibility: 'everyone' }, lang: 'zh' });
    expect(bad.status).toBe(400);
  });

  it('exports the filtered list as .xlsx with labels in the caller’s language', async () => {
    const res = await callApi('GET', 'researchData/exportCompany', { token: owner, query: { keyword: 'screens-' }, lang: 'en' });
    expect(res.status).toBe(200);
    expect(res.response.headers.get('content-type')).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await res.response.arrayBuffer()) as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).getCell(2).value).toBe('Data name');
    expect(sheet.getRow(1).getCell(12).value).toBe('Likes');
    const directional = [2, 3].map((n) => sheet.getRow(n)).find((r) => r.getCell(2).value === 'screens-directional')!;
    expect(directional.getCell(7).value).toBe('Directional disclosure');
    expect(directional.getCell(9).value).toBe('Not submitted');
    expect(directional.getCell(13).value).toBe(1);
    const names = [2, 3].map((n) => sheet.getRow(n).getCell(2).value).sort();
    expect(names).toEqual(['screens-directional', 'screens-twin']);
    expect(sheet.rowCount).toBe(3);
  });
});

describe('researchData/listAdmin', () => {
  it('lists every saved record for the public administrator with the same columns and filters', async () => {
    const res = await callApi('GET', 'researchData/listAdmin', { token: publicAdmin, query: { keyword: 'screens-', pageSize: 50 } });
    expect(res.body.code).toBe(0);
    const names = res.body.data.list.map((r: { dataName: string }) => r.dataName).sort();
    expect(names).toEqual(['screens-directional', 'screens-private', 'screens-twin']);
    expect(res.body.data.list.every((r: { versions: number }) => r.versions >= 1)).toBe(true);
    const directional = await callApi('GET', 'researchData/listAdmin', { token: publicAdmin, query: { keyword: 'screens-', visibility: 'private' } });
    expect(directional.body.data.list.map((r: { id: number }) => r.id)).toEqual([ids.private]);
  });

  it('refuses company administrators and users', async () => {
    expect((await callApi('GET', 'researchData/listAdmin', { token: owner })).status).toBe(403);
    expect((await callApi('GET', 'researchData/listAdmin', { token: otherUser })).status).toBe(403);
  });
});
