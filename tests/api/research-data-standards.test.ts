import { eq } from 'drizzle-orm';
import { authSeedStep } from '@/lib/server/auth/seed';
import { researchData, researchDataStandards } from '@/lib/server/db/schema';
import { standardsSeedStep } from '@/lib/server/standards/seed';
import { callApi } from '../helpers/api';
import { authTestDatabase } from './auth-helpers';
import { localProvider, type ProviderHandle } from './files-providers';
import { newCompany, recordBody, setProvenanceKeyFile, uploadCsv } from './research-data-helpers';
import { extraUser, signIn } from './workflow-helpers';
import { rebuildTestServices } from '../helpers/services';

/**
 * The myStandardList tab (issue 16): an R&D record links to grades of standards — the caller's own
 * system's (any review state) or approved ones; the links are signed content (a change is a new
 * version; a record without links keeps its old content), shown on the detail page, and a grade the
 * caller may not see is refused in both languages with nothing changed. PGlite and PostgreSQL.
 */

setProvenanceKeyFile();
const db = authTestDatabase([authSeedStep, standardsSeedStep]);
let provider: ProviderHandle;
const t = {} as Record<'linker' | 'stranger' | 'individual', string>;
const grade = {} as Record<'own' | 'strangers' | 'demo350' | 'demo420', number>;
let recordId: number;
let fileId: string;

const std = (path: string, body: unknown, token: string) => callApi('POST', `tm-standard/${path}`, { body, token });

async function ownGrade(token: string, code: string, gradeName: string): Promise<number> {
  expect((await std('system/save', { name: `${code} standards`, code, country: 'China', issuer: 'Test Steel Co.' }, token)).body.code).toBe(0);
  const s = await std('save', { number: `${code} 1`, name: 'Test plates', year: 2026, issuer: 'Test Steel Co.' }, token);
  return (await std('grade', { standardId: s.body.data.id, name: gradeName }, token)).body.data.id;
}

const detail = async (token?: string) => (await callApi('GET', 'researchData/get', { token, query: { id: recordId } })).body.data;
const save = (body: Record<string, unknown>, lang: 'zh' | 'en' = 'en') => callApi('POST', 'researchData/save', { token: t.linker, body: { ...recordBody('linked', [fileId]), id: recordId, ...body }, lang });

beforeAll(async () => {
  provider = await localProvider();
  rebuildTestServices({ storage: provider.storage });
  const h = db.handle;
  const linker = await extraUser(h, 'employee', await newCompany(h, 'Linker Steel (test)'));
  t.linker = linker.token;
  const stranger = await extraUser(h, 'employee', await newCompany(h, 'Stranger Steel (test)'));
  t.stranger = stranger.token;
  t.individual = await signIn('demo_user');
  grade.own = await ownGrade(t.linker, 'Q/LINK', 'L-355');
  grade.strangers = await ownGrade(t.stranger, 'Q/STRANGE', 'S-1');
  const page = (await callApi('GET', 'tm-standard/page', {})).body.data;
  [grade.demo350, grade.demo420] = page.list[0].grades.map((g: { id: number }) => g.id);
  fileId = await uploadCsv(t.linker);
  const created = await callApi('POST', 'researchData/save', { token: t.linker, body: recordBody('linked', [fileId]) });
  recordId = created.body.data.id;
  // The stranger is selected to read everything: the links' visibility to another user.
  const share = await callApi('POST', 'researchData/share', {
    token: t.linker,
    body: { id: recordId, visibility: 'selected', userNames: [stranger.userName], parts: { internal: [], enterprises: [], persons: ['metadata', 'composition', 'properties', 'files'], public: [] } },
  });
  expect(share.body.code).toBe(0);
}, 120_000);

afterAll(async () => {
  rebuildTestServices({ storage: undefined });
  await provider?.stop();
});

describe('grades a record may link to', () => {
  it('offers the caller’s own grades first, then approved ones, never someone else’s unapproved standard', async () => {
    const res = (await callApi('GET', 'researchData/standardOptions', { token: t.linker })).body.data;
    expect(res.hasSystem).toBe(true);
    expect(res.list[0]).toMatchObject({ gradeId: grade.own, grade: 'L-355', own: true, public: false, systemCode: 'Q/LINK' });
    const ids = res.list.map((g: { gradeId: number }) => g.gradeId);
    expect(ids).toEqual(expect.arrayContaining([grade.demo350, grade.demo420]));
    expect(ids).not.toContain(grade.strangers);
    const keyword = (await callApi('GET', 'researchData/standardOptions', { token: t.linker, query: { keyword: 'S420' } })).body.data.list;
    expect(keyword.map((g: { grade: string }) => g.grade)).toEqual(['DEMO-S420']);
  });

  it('tells a user without a standard system so, and refuses visitors', async () => {
    const res = (await callApi('GET', 'researchData/standardOptions', { token: t.individual })).body.data;
    expect(res.hasSystem).toBe(false);
    expect(res.list.every((g: { public: boolean }) => g.public)).toBe(true);
    expect((await callApi('GET', 'researchData/standardOptions', {})).body.code).toBe(-100);
  });
});

describe('links in the record', () => {
  it('signs the links as a new version and shows them on the detail page, each openable where the viewer may', async () => {
    const saved = (await save({ standardGradeIds: [grade.own, grade.demo350] })).body.data;
    expect(saved.version).toBe(2);
    const mine = await detail(t.linker);
    expect(mine.standards).toEqual([
      { gradeId: grade.demo350, open: true, system: 'Q/DEMO', standard: 'Q/DEMO 001', year: 2025, grade: 'DEMO-S350' },
      { gradeId: grade.own, open: true, system: 'Q/LINK', standard: 'Q/LINK 1', year: 2026, grade: 'L-355' },
    ]);
    expect(mine.traceability.verified).toBe(true);
    expect(mine.traceability.versions[0].changes.map((c: { field: string }) => c.field)).toEqual(['standards']);
    // The stranger reads the record but may not open the linker's unapproved standard.
    const theirs = await detail(t.stranger);
    expect(theirs.standards.map((l: { open: boolean }) => l.open)).toEqual([true, false]);
    // A visitor finds the record (metadata) but reads no properties, so no links.
    expect((await detail()).standards).toBeNull();
  });

  it('keeps the links when a save leaves them out, and makes no version when nothing changed', async () => {
    expect((await save({})).body.data.version).toBe(2);
    expect((await detail(t.linker)).standards).toHaveLength(2);
  });

  it('refuses a grade the caller may not see, in both languages, and changes nothing', async () => {
    const en = await save({ standardGradeIds: [grade.demo350, grade.strangers] });
    expect(en.status).toBe(400);
    expect(en.body.msg).toBe('This grade does not exist or is not public.');
    const zh = await save({ standardGradeIds: [999999] }, 'zh');
    expect(zh.status).toBe(400);
    expect(zh.body.msg).toBe('该牌号不存在或未公开。');
    const bad = await save({ standardGradeIds: ['x'] });
    expect(bad.status).toBe(400);
    const after = await detail(t.linker);
    expect(after.standards.map((l: { grade: string }) => l.grade)).toEqual(['DEMO-S350', 'L-355']);
    expect(after.traceability.versions).toHaveLength(2);
  });

  it('keeps a link with its names when the grade is deleted later, and the record still verifies', async () => {
    expect((await save({ standardGradeIds: [grade.own, grade.demo350, grade.demo420] })).body.data.version).toBe(3);
    expect((await std('grade/delete', { id: grade.own }, t.linker)).body.code).toBe(0);
    const after = await detail(t.linker);
    expect(after.standards.find((l: { grade: string }) => l.grade === 'L-355')).toMatchObject({ gradeId: null, open: false, system: 'Q/LINK' });
    expect(after.traceability.verified).toBe(true);
    // Unlinking: the deleted grade's link goes with the next list that leaves it out.
    expect((await save({ standardGradeIds: [grade.demo420] })).body.data.version).toBe(4);
    expect((await detail(t.linker)).standards.map((l: { grade: string }) => l.grade)).toEqual(['DEMO-S420']);
  });

  it('fails verification after a linked name is changed directly in the database', async () => {
    await db.handle.db.update(researchDataStandards).set({ gradeName: 'DEMO-S460' }).where(eq(researchDataStandards.recordId, recordId));
    const res = (await callApi('GET', 'researchData/verify', { token: t.linker, query: { id: recordId } })).body.data;
    expect(res.verified).toBe(false);
    expect(res.problems).toEqual(expect.arrayContaining([{ version: 4, kind: 'hash' }]));
    const [row] = await db.handle.db.select({ id: researchData.id }).from(researchData).where(eq(researchData.id, recordId));
    expect(row.id).toBe(recordId);
  });
});
