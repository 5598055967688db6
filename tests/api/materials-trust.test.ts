import type { DatabaseHandle } from '@/lib/server/db/client';
import type { Role } from '@/lib/session/permissions';
import { createSession } from '@/lib/server/auth/session';
import { eq } from 'drizzle-orm';
import { materialEquivalents, materials, users } from '@/lib/server/db/schema';
import { importMaterials } from '@/lib/server/materials/importer';
import { flushCounters } from '@/lib/server/materials/counters';
import { importWeldMatchingRules } from '@/lib/server/intelligence/seed';
import { callApi } from '../helpers/api';
import { createTestDatabase } from '../helpers/db';

/** Issue 29, items 7 to 12: results an engineer would trust, each through its endpoint. */

let handle: DatabaseHandle;
const ids = new Map<string, string>();
const tokens: Record<'reader' | 'admin', string> = { reader: '', admin: '' };

async function userToken(role: Role) {
  const [user] = await handle.db.insert(users).values({ userName: `t${Math.random().toString(36).slice(2, 8)}`, role }).returning();
  return (await createSession(handle.db, user.id)).token;
}

beforeAll(async () => {
  handle = await createTestDatabase();
  await importMaterials(handle.db, ['compiled_steel_grades', 'compiled_steel_families', 'compiled_welding_consumables', 'compiled_aluminium_alloys']);
  await importWeldMatchingRules(handle.db);
  for (const r of await handle.db.select({ id: materials.id, grade: materials.grade, family: materials.family }).from(materials)) ids.set(`${r.family}:${r.grade}`, String(r.id));
  tokens.reader = await userToken('individual');
  tokens.admin = await userToken('public_admin');
}, 180000);
afterAll(async () => handle.close());

const id = (grade: string, family = 'steel') => {
  const v = ids.get(`${family}:${grade}`);
  if (!v) throw new Error(`no ${family} ${grade}`);
  return v;
};

describe('grade matching (item 7)', () => {
  it('shows a listing of unknown provenance with a lowered confidence, and a formula bound as a rule', async () => {
    const res = await callApi('GET', 'intelligentMatching/gradeMatching', { query: { grade: 'Q355B' }, lang: 'en' });
    expect(res.body.code).toBe(0);
    for (const c of res.body.data.counterparts) {
      if (c.matchClass === 'listed') expect(c.score).toBeGreaterThanOrEqual(50);
      const low = (c.crossReference?.sources ?? []).some((s: string) => /low trust|provenance unknown/.test(s));
      if (low) expect(c.crossReference.confidence).not.toBe('A');
    }
    const ti = await callApi('GET', 'intelligentMatching/gradeMatching', { query: { grade: '06Cr18Ni11Ti' }, lang: 'zh' });
    const rows = ti.body.data.counterparts.flatMap((c: { elements: { key: string }[] }) => c.elements.filter((e) => e.key === 'Ti'));
    expect(rows.length).toBeGreaterThan(0);
    // Never "stricter"/"looser" by a number the formula does not state; "same" only for the same rule.
    for (const r of rows) expect(r).toMatchObject({ verdict: expect.stringMatching(/^(formula|same|unspecified)$/), referenceRule: expect.stringMatching(/5x/) });
    expect(rows.some((r: { verdict: string }) => r.verdict === 'formula')).toBe(true);
  });
});

describe('welding matching (item 8)', () => {
  it('takes a typed grade, filters by process and keeps Mo/Ni-alloyed consumables off the recommendation for Q355B', async () => {
    const res = await callApi('POST', 'intelligentMatching/weldingMatching', { body: { baseGrades: ['q355b'], process: 'SMAW' }, lang: 'en' });
    expect(res.body.code).toBe(0);
    const data = res.body.data;
    expect(data.bases.map((b: { grade: string }) => b.grade)).toEqual(['Q355B']);
    const shown = [...data.recommended, ...data.alternatives, ...data.avoid].map((c: { classification: string }) => c.classification);
    expect(shown).not.toContain('F7A4-EM12K');
    expect(shown).not.toContain('E81T1-Ni1C');
    const useful = [...data.recommended, ...data.alternatives].map((c: { classification: string }) => c.classification);
    expect(useful).not.toContain('E7018-A1');
    expect(data.recommended.map((c: { classification: string }) => c.classification)).toContain('E5015');
  });

  it('says what is missing in the caller\'s language, and names a typed grade that is not on record', async () => {
    const en = await callApi('POST', 'intelligentMatching/weldingMatching', { body: { process: 'SMAW' }, lang: 'en' });
    expect(en).toMatchObject({ status: 400, body: { msg: 'Please choose a base metal' } });
    const zh = await callApi('POST', 'intelligentMatching/weldingMatching', { body: { baseGrades: ['Q355B'] }, lang: 'zh' });
    expect(zh).toMatchObject({ status: 400, body: { msg: '请选择焊接方法' } });
    const unknown = await callApi('POST', 'intelligentMatching/weldingMatching', { body: { baseGrades: ['NOPE123'], process: 'GMAW' }, lang: 'en' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toContain('NOPE123');
  });
});

describe('comparison for registered users (items 9 and 10)', () => {
  it('refuses a visitor and shows one CEV row, none in the composition, to a registered user', async () => {
    const body = { ids: [id('Q355B'), id('Q235B')] };
    const visitor = await callApi('POST', 'steelName/steelComparison', { body, lang: 'zh' });
    expect(visitor.body.code).toBe(-100);
    const res = await callApi('POST', 'steelName/steelComparison', { body, token: tokens.reader, lang: 'en' });
    expect(res.body.code).toBe(0);
    expect(res.body.data.composition.map((c: { element: string }) => c.element)).not.toContain('CEV');
    expect(res.body.data.cev.some((v: number | null) => v !== null)).toBe(true);
  });

  it('refuses the Excel export to a visitor', async () => {
    const res = await callApi('POST', 'comparisonBoard/exportExcel', { body: { type: 'steel', ids: [id('Q355B'), id('Q235B')] }, lang: 'en' });
    expect(res.body.code).toBe(-100);
  });
});

describe('hot keywords (item 12)', () => {
  const search = (keyword: string) => callApi('POST', 'steelName/steelSearch', { body: { keyword, page: 1 }, lang: 'en' });
  const hot = async () => (await callApi('GET', 'hot/data/listHotKeywords', { query: { limit: 50 } })).body.data.map((k: { keyword: string }) => k.keyword);

  it('shows only keywords that found records often enough, normalised, never injection text', async () => {
    for (let i = 0; i < 3; i++) {
      await search('") OR 1=1-- 钢铁材料');
      await search('1;DROP TABLE x');
      await search('Q');
      await search('  Q355B ');
      await search('ZZZ-not-a-grade');
    }
    await search('Q235B');
    await flushCounters(handle.db);
    const list = await hot();
    expect(list).toContain('Q355B');
    expect(list).not.toContain('Q235B');
    expect(list.join(' ')).not.toMatch(/DROP|OR 1=1|ZZZ/);
    expect(list).not.toContain('Q');
  });

  it('lets an administrator block and unblock a keyword, and nobody else', async () => {
    const refused = await callApi('POST', 'hot/data/blockKeyword', { body: { keyword: 'Q355B', blocked: true }, token: tokens.reader, lang: 'en' });
    expect(refused.status).toBe(403);
    const visitor = await callApi('GET', 'hot/data/keywordAdmin', { lang: 'en' });
    expect(visitor.body.code).toBe(-100);
    const blocked = await callApi('POST', 'hot/data/blockKeyword', { body: { keyword: 'q355b', blocked: true }, token: tokens.admin, lang: 'en' });
    expect(blocked.body).toMatchObject({ code: 0, data: { blocked: true } });
    expect(await hot()).not.toContain('Q355B');
    const rows = (await callApi('GET', 'hot/data/keywordAdmin', { token: tokens.admin })).body.data;
    expect(rows.find((r: { keyword: string }) => r.keyword.trim() === 'Q355B')).toMatchObject({ blocked: true, shown: false });
    await callApi('POST', 'hot/data/blockKeyword', { body: { keyword: 'Q355B', blocked: false }, token: tokens.admin });
    expect(await hot()).toContain('Q355B');
    const bad = await callApi('POST', 'hot/data/blockKeyword', { body: { keyword: '', blocked: true }, token: tokens.admin, lang: 'zh' });
    expect(bad.status).toBe(400);
  });
});

describe('a keyword of another family (issue 29, smaller list)', () => {
  it('points the steel search for 6061-T6 to the aluminium alloys', async () => {
    const res = await callApi('POST', 'steelName/steelSearch', { body: { keyword: '6061-T6', page: 1 }, lang: 'en' });
    expect(res.body.data.total).toBe(0);
    expect(res.body.data.elsewhere).toEqual([expect.objectContaining({ family: 'alloy', total: expect.any(Number) })]);
    const alloy = await callApi('POST', 'alloyName/alloySearch', { body: { keyword: '6061-T6', page: 1 }, lang: 'en' });
    expect(alloy.body.data.total).toBeGreaterThan(0);
  });
});

describe('the materials home (issue 29, smaller list)', () => {
  it('lists a hot grade once, however many records of it were viewed', async () => {
    const q355b = (await handle.db.select({ id: materials.id, grade: materials.grade }).from(materials)).filter((r) => r.grade === 'Q355B');
    for (const r of q355b) await callApi('GET', 'steelName/steelDetail', { query: { id: String(r.id) } });
    await flushCounters(handle.db);
    const hot = (await callApi('GET', 'hot/data/listHotSteel', { query: { family: 'steel', limit: 20 } })).body.data as { grade: string }[];
    expect(hot.filter((h) => h.grade === 'Q355B').length).toBeLessThanOrEqual(1);
    expect(new Set(hot.map((h) => h.grade)).size).toBe(hot.length);
  });
});

describe('equivalents on a detail page (item 7)', () => {
  it('never shows confidence A for an equivalent resting on a source of unknown provenance', async () => {
    const [row] = await handle.db.select().from(materialEquivalents).where(eq(materialEquivalents.groupCode, 'EQ027')).limit(1);
    expect(row.confidence).toBe('A');
    expect(row.sourceUrls.some((s) => /low trust/.test(s))).toBe(true);
    const target = (await handle.db.select({ id: materials.id, gradeNorm: materials.gradeNorm }).from(materials)).find((m) => m.gradeNorm === row.designationNorm);
    expect(target).toBeTruthy();
    const detail = await callApi('GET', 'steelName/steelDetail', { query: { id: String(target!.id) }, lang: 'en' });
    const rows = detail.body.data.equivalents.filter((e: { groupCode: string }) => e.groupCode === 'EQ027');
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.confidence).toBe('B');
  });
});
