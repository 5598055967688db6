import { eq } from 'drizzle-orm';
import { authSeedStep } from '@/lib/server/auth/seed';
import { companies, messages, standardSystems } from '@/lib/server/db/schema';
import { standardsSeedStep } from '@/lib/server/standards/seed';
import { callApi } from '../helpers/api';
import { authTestDatabase } from './auth-helpers';
import { extraUser, removeFromCompany, signIn } from './workflow-helpers';

/**
 * Standards (issue 16 item 6): standard systems (one per user, company users only), standards, grades and
 * mechanical properties managed by their owner side only; enterprise standards reviewed by the public
 * administrator through the shared workflow; approved ones public (tm-standard/page, get, brandDetail) until
 * repealed; bad input answered 4xx in both languages with nothing changed.
 */

const db = authTestDatabase([authSeedStep, standardsSeedStep]);
const t = {} as Record<'owner' | 'colleague' | 'companyAdmin' | 'other' | 'individual' | 'admin', string>;
let otherCompanyId: number;

const post = (path: string, body: unknown, token?: string, lang: 'zh' | 'en' = 'en') => callApi('POST', `tm-standard/${path}`, { body, token, lang });
const get = (path: string, query: Record<string, string | number>, token?: string, lang: 'zh' | 'en' = 'en') => callApi('GET', `tm-standard/${path}`, { query, token, lang });

const SYSTEM = { name: 'Test enterprise standards', code: 'Q/TEST', country: 'China', issuer: 'Test Steel Co.' };
const PROPERTY = { shape: 'plate', deliveryStatus: 'asRolled', specMin: 0, specMax: 16, tensileMin: 470, tensileMax: 630, elongation: 20, impactEnergy: 34, impactTemperature: 0, hardness: '', bendingAngle: 180, bendingRadius: 'D = 2a', remarks: 'test values' };

beforeAll(async () => {
  const h = db.handle.db;
  const [other] = await h.insert(companies).values({ name: 'Other Steel (test)' }).returning();
  otherCompanyId = other.id;
  t.colleague = await signIn('demo_employee'); // owns the seeded demo system
  t.companyAdmin = await signIn('demo_admin');
  t.owner = (await extraUser(db.handle, 'employee', other.id)).token;
  t.other = (await extraUser(db.handle, 'company_admin', (await h.insert(companies).values({ name: 'Third Steel (test)' }).returning())[0].id)).token;
  t.individual = await signIn('demo_user');
  t.admin = await signIn('demo_public_admin');
}, 120_000);

async function approve(standardId: number) {
  const queue = await callApi('GET', 'audit/page', { query: { kind: 'enterpriseStandard', state: 'pending' }, token: t.admin });
  const item = queue.body.data.list.find((i: { subjectId: number }) => i.subjectId === standardId);
  expect(item).toBeTruthy();
  expect((await callApi('POST', 'audit/start', { body: { id: item.id }, token: t.admin })).body.code).toBe(0);
  expect((await callApi('POST', 'audit/audit', { body: { id: item.id, decision: 'approve' }, token: t.admin })).body.code).toBe(0);
}

describe('a member removed from the company (issue 45 item 5)', () => {
  it('no longer manages the standard system and standards they made for it; the company administrator still does', async () => {
    const [company] = await db.handle.db.insert(companies).values({ name: 'Leaver Steel (test)' }).returning();
    const admin = await extraUser(db.handle, 'company_admin', company.id);
    const member = await extraUser(db.handle, 'employee', company.id);
    const system = await post('system/save', { ...SYSTEM, code: 'Q/LEAVE' }, member.token);
    expect(system.body.code).toBe(0);
    const std = await post('save', { number: 'Q/LEAVE 1', name: 'Leaver plates', year: 2025, issuer: 'Leaver Steel' }, member.token);
    expect(std.body.code).toBe(0);
    const standardId = std.body.data.id as number;
    const grade = await post('grade', { standardId, name: 'LV-1' }, member.token);
    expect(grade.body.code).toBe(0);

    const removed = await removeFromCompany(db.handle, admin.token, member.id);
    expect((await post('system/save', { ...SYSTEM, id: system.body.data.id, name: 'Taken along' }, removed)).status).toBe(403);
    expect((await post('save', { id: standardId, number: 'Q/LEAVE 1', name: 'Taken along', year: 2025, issuer: 'x' }, removed)).status).toBe(403);
    expect((await post('save', { number: 'Q/LEAVE 2', name: 'New one', year: 2025, issuer: 'x' }, removed)).status).toBe(409);
    expect((await post('grade', { standardId, name: 'LV-2' }, removed)).status).toBe(403);
    expect((await post('grade/delete', { id: grade.body.data.id }, removed)).status).toBe(403);
    expect((await post('delete', { id: standardId }, removed)).status).toBe(403);
    expect((await post('system/delete', {}, removed)).status).toBe(404);
    expect((await get('system', {}, removed)).body.data.system).toBeNull();

    expect((await post('save', { id: standardId, number: 'Q/LEAVE 1', name: 'Company plates', year: 2025, issuer: 'Leaver Steel' }, admin.token)).body.code).toBe(0);
    expect((await post('system/save', { ...SYSTEM, id: system.body.data.id, code: 'Q/LEAVE', name: 'Company standards' }, admin.token)).body.code).toBe(0);
    const [kept] = await db.handle.db.select().from(standardSystems).where(eq(standardSystems.id, system.body.data.id));
    expect(kept).toMatchObject({ name: 'Company standards', companyId: company.id });
  });
});

describe('seed', () => {
  it('shows the demo system’s approved standard publicly, labelled demo, with grades and properties', async () => {
    const page = (await get('page', {})).body.data;
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({ number: 'Q/DEMO 001', demo: true });
    expect(page.list[0].grades.map((g: { name: string }) => g.name)).toEqual(['DEMO-S350', 'DEMO-S420']);
    const brand = (await get('brandDetail', { id: page.list[0].grades[0].id })).body.data;
    expect(brand.system).toMatchObject({ code: 'Q/DEMO', demo: true });
    expect(brand.grade.properties.map((p: { shape: string; specMin: number }) => [p.shape, p.specMin])).toEqual([
      ['plate', 0],
      ['plate', 16],
      ['bar', 0],
    ]);
    expect(brand.siblings).toEqual([{ id: page.list[0].grades[1].id, name: 'DEMO-S420' }]);
  });
});

describe('the owner’s journey', () => {
  let systemId: number;
  let standardId: number;
  let gradeId: number;
  let propertyId: number;

  it('adds one standard system; a second is refused in the caller’s language; individuals and visitors cannot add one', async () => {
    const mine = (await callApi('GET', 'tm-standard/system', { token: t.owner })).body.data;
    expect(mine).toEqual({ mayCreate: true, system: null, standards: [] });
    const created = await post('system/save', SYSTEM, t.owner);
    expect(created.body.code).toBe(0);
    systemId = created.body.data.id;
    expect(created.body.data).toMatchObject({ ...SYSTEM, companyName: 'Other Steel (test)' });
    const [company] = await db.handle.db.select().from(companies).where(eq(companies.id, otherCompanyId));
    expect(company.isStandardSystem).toBe(true);

    const second = await post('system/save', { ...SYSTEM, name: 'Second' }, t.owner);
    expect(second.status).toBe(409);
    expect(second.body.msg).toBe('A user can only add one standard system.');
    const secondZh = await post('system/save', { ...SYSTEM, name: 'Second' }, t.owner, 'zh');
    expect(secondZh.body.msg).toBe('一个用户只能添加一个标准体系。');
    expect(await db.handle.db.select().from(standardSystems).where(eq(standardSystems.name, 'Second'))).toHaveLength(0);

    expect((await post('system/save', SYSTEM, t.individual)).status).toBe(403);
    expect((await post('system/save', SYSTEM)).body.code).toBe(-100);
    // Updating is the owner's: another company's administrator cannot rename it.
    expect((await post('system/save', { ...SYSTEM, id: systemId, name: 'Hijacked' }, t.other)).status).toBe(403);
    expect((await post('system/save', { ...SYSTEM, id: systemId, name: 'Renamed system' }, t.owner)).body.data.name).toBe('Renamed system');
  });

  it('adds a standard, a grade and a property; min ≤ max is checked on the server in both languages', async () => {
    const std = await post('save', { number: 'Q/TEST 1', name: 'Test plates', year: 2024, issuer: 'Test Steel Co.' }, t.owner);
    expect(std.body.data).toMatchObject({ number: 'Q/TEST 1', state: 'notSubmitted', gradeCount: 0 });
    standardId = std.body.data.id;
    expect((await post('save', { number: 'Q/TEST 1', name: 'Again', year: 2024, issuer: 'x' }, t.owner)).status).toBe(409);

    const grade = await post('grade', { standardId, name: 'TS355' }, t.owner);
    gradeId = grade.body.data.id;
    expect(grade.body.data).toMatchObject({ name: 'TS355', properties: [] });

    const bad = await post('mechanicalProperty', { ...PROPERTY, gradeId, specMin: 40, specMax: 16 }, t.owner);
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('Maximum cannot be less than minimum.');
    const badZh = await post('mechanicalProperty', { ...PROPERTY, gradeId, tensileMin: 630, tensileMax: 470 }, t.owner, 'zh');
    expect(badZh.status).toBe(400);
    expect(badZh.body.msg).toContain('最大值不能小于最小值。');
    expect((await post('mechanicalProperty', { ...PROPERTY, gradeId, shape: 'cube' }, t.owner)).status).toBe(400);
    expect((await post('mechanicalProperty', { ...PROPERTY, gradeId, elongation: 'lots' }, t.owner)).status).toBe(400);
    expect((await post('mechanicalProperty', { ...PROPERTY, gradeId, surprise: 1 }, t.owner)).status).toBe(400);

    const ok = await post('mechanicalProperty', { ...PROPERTY, gradeId }, t.owner);
    expect(ok.body.code).toBe(0);
    propertyId = ok.body.data.id;
    const detail = (await get('get', { id: standardId }, t.owner)).body.data;
    expect(detail.grades[0].properties).toHaveLength(1);
    expect(detail.canEdit).toBe(true);
  });

  it('refuses other users, other companies and visitors every write, and hides the draft from them', async () => {
    for (const token of [t.other, t.individual, t.companyAdmin, t.admin]) {
      expect((await post('save', { id: standardId, number: 'X', name: 'X', year: 2024, issuer: 'X' }, token)).status).toBe(403);
      expect((await post('grade', { standardId, name: 'X' }, token)).status).toBe(403);
      expect((await post('mechanicalProperty', { ...PROPERTY, gradeId }, token)).status).toBe(403);
      expect((await post('mechanicalProperty/delete', { id: propertyId }, token)).status).toBe(403);
      expect((await post('grade/delete', { id: gradeId }, token)).status).toBe(403);
      expect((await post('delete', { id: standardId }, token)).status).toBe(403);
      expect((await post('audit', { id: standardId }, token)).status).toBe(403);
    }
    expect((await post('save', { number: 'X', name: 'X', year: 2024, issuer: 'X' })).body.code).toBe(-100);
    expect((await get('get', { id: standardId }, t.other)).status).toBe(404);
    expect((await get('get', { id: standardId })).status).toBe(404);
    expect((await get('brandDetail', { id: gradeId })).status).toBe(404);
    expect((await get('page', { keyword: 'Q/TEST' })).body.data.total).toBe(0);
    // The public administrator reads it to review it.
    expect((await get('get', { id: standardId }, t.admin)).body.code).toBe(0);
  });

  it('submits for review; the public administrator approves; it becomes public; the owner cannot review it', async () => {
    const empty = await post('save', { number: 'Q/TEST 2', name: 'Empty', year: 2024, issuer: 'x' }, t.owner);
    const noGrade = await post('audit', { id: empty.body.data.id }, t.owner);
    expect(noGrade.status).toBe(409);
    expect(noGrade.body.msg).toBe('Add at least one grade before submitting the standard for review.');

    const submitted = await post('audit', { id: standardId }, t.owner);
    expect(submitted.body.data.state).toBe('submitted');
    expect((await callApi('GET', 'audit/page', { query: { kind: 'enterpriseStandard' }, token: t.owner })).status).toBe(403);
    expect((await callApi('GET', 'tm-standard/adminPage', { query: { status: 'pending' }, token: t.owner })).status).toBe(403);
    const pending = (await callApi('GET', 'tm-standard/adminPage', { query: { status: 'pending' }, token: t.admin })).body.data;
    expect(pending.list.map((r: { id: number }) => r.id)).toContain(standardId);

    await approve(standardId);
    const page = (await get('page', { keyword: 'Q/TEST' })).body.data;
    expect(page.list).toHaveLength(1);
    expect(page.list[0]).toMatchObject({ id: standardId, grades: [{ id: gradeId, name: 'TS355' }], system: { name: 'Renamed system' } });
    const brand = await get('brandDetail', { id: gradeId }, undefined, 'zh');
    expect(brand.body.data.standard.state).toBe('approved');
    expect(brand.body.data.grade.properties[0]).toMatchObject({ tensileMin: 470, tensileMax: 630 });
  });

  it('sends an approved standard back to review when it changes', async () => {
    const edited = await post('mechanicalProperty', { ...PROPERTY, id: propertyId, gradeId, elongation: 21 }, t.owner);
    expect(edited.body.code).toBe(0);
    expect((await get('get', { id: standardId }, t.owner)).body.data.state).toBe('submitted');
    expect((await get('brandDetail', { id: gradeId })).status).toBe(404);
    await approve(standardId);
    expect((await get('brandDetail', { id: gradeId })).body.code).toBe(0);
  });

  it('repeals: others are refused, a reason is required, the owner is told, and it leaves every public list', async () => {
    expect((await post('repeal', { id: standardId, reason: 'x' }, t.other)).status).toBe(403);
    expect((await post('repeal', { id: standardId, reason: 'x' }, t.individual)).status).toBe(403);
    const noReason = await post('repeal', { id: standardId, reason: ' ' }, t.admin, 'zh');
    expect(noReason.status).toBe(400);
    expect(noReason.body.msg).toContain('请输入原因。');

    const repealed = await post('repeal', { id: standardId, reason: 'Replaced by a new edition' }, t.admin);
    expect(repealed.body.data).toMatchObject({ state: 'repealed', repealReason: 'Replaced by a new edition' });
    expect((await get('page', { keyword: 'Q/TEST' })).body.data.total).toBe(0);
    expect((await get('brandDetail', { id: gradeId })).status).toBe(404);
    expect((await get('get', { id: standardId })).status).toBe(404);
    const admin = (await callApi('GET', 'tm-standard/adminPage', { query: { status: 'repealed' }, token: t.admin })).body.data;
    expect(admin.list.map((r: { id: number }) => r.id)).toContain(standardId);
    const notes = await db.handle.db.select().from(messages).where(eq(messages.kind, 'standardRepealed'));
    expect(notes).toHaveLength(1);

    const again = await post('repeal', { id: standardId, reason: 'again' }, t.admin);
    expect(again.status).toBe(409);
    const locked = await post('grade', { standardId, name: 'New' }, t.owner, 'zh');
    expect(locked.status).toBe(409);
    expect(locked.body.msg).toBe('该标准已废止，不能再修改。');
    // Only approved standards can be repealed.
    const draft = (await callApi('GET', 'tm-standard/system', { token: t.owner })).body.data.standards.find((s: { number: string }) => s.number === 'Q/TEST 2');
    expect((await post('repeal', { id: draft.id, reason: 'x' }, t.owner)).status).toBe(409);
  });

  it('deletes properties, grades, standards and the system (owner only)', async () => {
    const grade = await post('grade', { standardId: (await post('save', { number: 'Q/TEST 3', name: 'Del', year: 2024, issuer: 'x' }, t.owner)).body.data.id, name: 'G' }, t.owner);
    const prop = await post('mechanicalProperty', { ...PROPERTY, gradeId: grade.body.data.id }, t.owner);
    expect((await post('mechanicalProperty/delete', { id: prop.body.data.id }, t.owner)).body.code).toBe(0);
    expect((await post('grade/delete', { id: grade.body.data.id }, t.owner)).body.code).toBe(0);
    expect((await post('delete', { id: grade.body.data.standardId }, t.owner)).body.code).toBe(0);
    expect((await post('delete', { id: grade.body.data.standardId }, t.owner)).status).toBe(404);
    expect((await post('system/delete', {}, t.other)).status).toBe(404);
    expect((await post('system/delete', {}, t.owner)).body.code).toBe(0);
    const [company] = await db.handle.db.select().from(companies).where(eq(companies.id, otherCompanyId));
    expect(company.isStandardSystem).toBe(false);
    expect((await callApi('GET', 'tm-standard/system', { token: t.owner })).body.data).toEqual({ mayCreate: true, system: null, standards: [] });
  });
});

describe('bad input', () => {
  it('answers 4xx in the caller’s language and changes nothing', async () => {
    const cases: [string, unknown][] = [
      ['system/save', { ...SYSTEM, name: '' }],
      ['system/save', { ...SYSTEM, code: 'x'.repeat(41) }],
      ['save', { number: 'A', name: 'B', year: 1800, issuer: 'C' }],
      ['save', { number: 'A', name: 'B', year: true, issuer: 'C' }],
      ['grade', { standardId: 'abc', name: 'G' }],
      ['grade', { standardId: 1, name: '' }],
      ['mechanicalProperty', { gradeId: 1, shape: 'plate', deliveryStatus: 'boiled' }],
      ['repeal', { id: 99999999999, reason: 'x' }],
    ];
    for (const [path, body] of cases) {
      for (const lang of ['zh', 'en'] as const) {
        const res = await post(path, body, t.colleague, lang);
        expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
        expect(res.body.code).toBe(-1);
        if (lang === 'zh') expect(res.body.msg).toMatch(/[\u4e00-\u9fff]/);
        else expect(res.body.msg).not.toMatch(/[\u4e00-\u9fff]/);
      }
    }
    const missing = await get('brandDetail', { id: 987654 }, undefined, 'zh');
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('该牌号不存在或未公开。');
    expect((await get('page', { page: 0 })).status).toBe(400);
    expect((await callApi('GET', 'tm-standard/adminPage', { query: { status: 'nope' }, token: t.admin })).status).toBe(400);
    // The seeded demo system is unchanged.
    const mine = (await callApi('GET', 'tm-standard/system', { token: t.colleague })).body.data;
    expect(mine.system.code).toBe('Q/DEMO');
    expect(mine.standards).toHaveLength(1);
  });
});
