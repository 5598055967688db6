import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/server/db/client';
import { createSession } from '@/lib/server/auth/session';
import { comparisonBoards, materials, users } from '@/lib/server/db/schema';
import { importMaterials } from '@/lib/server/materials/importer';
import { importWeldMatchingRules } from '@/lib/server/intelligence/seed';
import { callApi } from '../helpers/api';
import { createTestDatabase } from '../helpers/db';

let handle: DatabaseHandle;
const ids = new Map<string, string>();

beforeAll(async () => {
  handle = await createTestDatabase();
  await importMaterials(handle.db, ['compiled_steel_grades', 'compiled_welding_consumables', 'compiled_aluminium_alloys']);
  await importWeldMatchingRules(handle.db);
  const rows = await handle.db.select({ id: materials.id, grade: materials.grade, family: materials.family }).from(materials);
  for (const r of rows) ids.set(`${r.family}:${r.grade}`, String(r.id));
  reader = (await signIn()).token;
}, 120000);
afterAll(async () => {
  await handle.close();
});

const steel = (grade: string) => {
  const id = ids.get(`steel:${grade}`);
  if (!id) throw new Error(`no steel ${grade}`);
  return id;
};
const weld = (grade: string) => ids.get(`welding:${grade}`)!;
/** Comparison is for registered users (issue 29, item 9): a signed-in reader's token. */
let reader: string;

async function signIn() {
  const [user] = await handle.db.insert(users).values({ userName: `u${Math.random().toString(36).slice(2, 8)}`, role: 'individual' }).returning();
  const { token } = await createSession(handle.db, user.id);
  return { user, token };
}

describe('steelComparison', () => {
  it('refuses a visitor: comparison is for registered users', async () => {
    const res = await callApi('POST', 'steelName/steelComparison', { body: { ids: [steel('Q235B'), steel('Q355B')] }, lang: 'en' });
    expect(res.body.code).toBe(-100);
  });

  it('compares Q235B, Q355B, S355JR and A572 Grade 50 side by side with the best per property', async () => {
    const four = ['Q235B', 'Q355B', 'S355JR', 'A572 Grade 50'].map(steel);
    const res = await callApi('POST', 'steelName/steelComparison', { token: reader, body: { ids: four }, lang: 'en' });
    expect(res.body.code).toBe(0);
    const data = res.body.data;
    expect(data.records.map((r: { grade: string }) => r.grade)).toEqual(['Q235B', 'Q355B', 'S355JR', 'A572 Grade 50']);
    const tensile = data.properties.find((p: { key: string }) => p.key === 'tensile');
    expect(tensile.unit).toBe('MPa');
    expect(tensile.best).toEqual([2]);
    const mn = data.composition.find((c: { element: string }) => c.element === 'Mn');
    expect(mn.differs).toBe(true);
    expect(mn.cells[1].raw).toBe('<=1.60');
  });

  it('refuses one record, seven records and nothing selected with the spec messages in both languages', async () => {
    const one = await callApi('POST', 'steelName/steelComparison', { token: reader, body: { ids: [steel('Q235B')] }, lang: 'en' });
    expect(one).toMatchObject({ status: 400, body: { code: -1, msg: 'A comparison needs at least two pieces of data' } });
    const seven = ['Q195', 'Q235A', 'Q235B', 'Q235C', 'Q235D', 'Q355B', 'Q355C'].map(steel);
    const zh = await callApi('POST', 'steelName/steelComparison', { token: reader, body: { ids: seven }, lang: 'zh' });
    expect(zh).toMatchObject({ status: 400, body: { code: -1, msg: '最多只能对比 6 条数据' } });
    const none = await callApi('POST', 'steelName/steelComparison', { token: reader, body: { ids: [] }, lang: 'en' });
    expect(none.body.msg).toBe('Select data for comparison');
  });

  it('refuses a welding consumable among steels, and steels on the welding call', async () => {
    const mixed = await callApi('POST', 'steelName/steelComparison', { token: reader, body: { ids: [steel('Q355B'), weld('E5015')] }, lang: 'en' });
    expect(mixed).toMatchObject({ status: 400, body: { code: -1, msg: 'Different material types cannot be compared, clear the list first' } });
    const wrong = await callApi('POST', 'weldingMetal/weldingComparison', { token: reader, body: { ids: [steel('Q355B'), steel('Q235B')] }, lang: 'en' });
    expect(wrong).toMatchObject({ status: 400, body: { code: -1 } });
    const ok = await callApi('POST', 'weldingMetal/weldingComparison', { token: reader, body: { ids: [weld('E5015'), weld('E4303')] } });
    expect(ok.body.code).toBe(0);
  });

  it('answers an unknown id with "no corresponding id"', async () => {
    const res = await callApi('POST', 'steelName/steelComparison', { token: reader, body: { ids: [steel('Q355B'), '999999'] }, lang: 'en' });
    expect(res).toMatchObject({ status: 404, body: { code: -1, msg: 'No corresponding id' } });
  });
});

describe('comparison board persistence', () => {
  it('needs a signed-in user', async () => {
    const res = await callApi('GET', 'comparisonBoard/get');
    expect(res.body.code).toBe(-100);
  });

  it('refuses a seventh record and a welding consumable on a steel board and changes nothing', async () => {
    const { user, token } = await signIn();
    const six = ['Q195', 'Q235A', 'Q235B', 'Q235C', 'Q235D', 'Q355B'].map(steel);
    const saved = await callApi('POST', 'comparisonBoard/save', { body: { ids: six }, token });
    expect(saved.body.code).toBe(0);
    expect(saved.body.data.items.map((i: { grade: string }) => i.grade)).toEqual(['Q195', 'Q235A', 'Q235B', 'Q235C', 'Q235D', 'Q355B']);
    const seventh = await callApi('POST', 'comparisonBoard/add', { body: { id: steel('Q355C') }, token, lang: 'en' });
    expect(seventh).toMatchObject({ status: 409, body: { code: -1, msg: 'Up to 6 records can be compared' } });
    await callApi('POST', 'comparisonBoard/save', { body: { ids: six.slice(0, 2) }, token });
    const consumable = await callApi('POST', 'comparisonBoard/add', { body: { id: weld('E5015') }, token, lang: 'zh' });
    expect(consumable).toMatchObject({ status: 409, body: { code: -1, msg: '不同材料类型不能对比，请先清空列表' } });
    const [row] = await handle.db.select().from(comparisonBoards).where(eq(comparisonBoards.userId, user.id));
    expect(row.items).toHaveLength(2);
    const got = await callApi('GET', 'comparisonBoard/get', { token });
    expect(got.body.data.items).toHaveLength(2);
  });
});

describe('intelligentMatching', () => {
  it('matches Q355B to ASTM with A572 Grade 50 listed first, its source and per-element differences', async () => {
    const res = await callApi('GET', 'intelligentMatching/gradeMatching', { query: { grade: 'Q355B', system: 'ASTM' } });
    expect(res.body.code).toBe(0);
    const top = res.body.data.counterparts.slice(0, 3);
    const a572 = top.find((c: { record: { grade: string } }) => c.record.grade === 'A572 Grade 50');
    expect(a572.matchClass).toBe('listed');
    expect(a572.crossReference.confidence).toBe('B');
    expect(a572.crossReference.sources.length).toBeGreaterThan(0);
    expect(a572.elements.find((e: { key: string }) => e.key === 'C').verdict).toBe('stricter');
  });

  it('matches 06Cr19Ni10 to 304 (S30400) and SUS304', async () => {
    const res = await callApi('GET', 'intelligentMatching/gradeMatching', { query: { grade: '06Cr19Ni10' } });
    const grades = res.body.data.counterparts.map((c: { record: { grade: string } }) => c.record.grade);
    expect(grades).toEqual(expect.arrayContaining(['304', 'SUS304']));
  });

  it('ranks similar materials with scores and element differences', async () => {
    const res = await callApi('GET', 'intelligentMatching/similar', { query: { id: steel('Q355B'), system: 'ASTM', limit: 3 } });
    expect(res.body.data.list[0].record.grade).toBe('A572 Grade 50');
    expect(res.body.data.list[0].elements.length).toBeGreaterThan(2);
  });

  it('recommends J507-class electrodes and ER50-6 for Q355B, and a 309L filler for Q235B to 06Cr19Ni10', async () => {
    const smaw = await callApi('POST', 'intelligentMatching/weldingMatching', { body: { baseIds: [steel('Q355B')], process: 'SMAW' } });
    const rec = smaw.body.data.recommended;
    const e5015 = rec.find((c: { classification: string }) => c.classification === 'E5015');
    // Chosen by the published selection rules (issue 47): the strength class row, checked low hydrogen.
    expect(e5015).toMatchObject({ cnBrand: 'J507', rule: 'strengthClass', selectedBy: { id: 'WSR02' } });
    expect(e5015.checks.map((c: { rule: string }) => c.rule)).toContain('lowHydrogenClass');
    expect(e5015.sources.length).toBeGreaterThan(0);
    expect(smaw.body.data.selection[0]).toMatchObject({ id: 'WSR02', confidence: 'C' });
    expect(smaw.body.data.selection[0].sources).toContain('https://m.777doc.com/doc-7058511.html');
    const gmaw = await callApi('POST', 'intelligentMatching/weldingMatching', { body: { baseIds: [steel('Q355B')], process: 'GMAW' } });
    expect(gmaw.body.data.recommended.map((c: { classification: string }) => c.classification)).toContain('ER50-6');
    const joint = await callApi('POST', 'intelligentMatching/weldingMatching', { body: { baseIds: [steel('Q235B'), steel('06Cr19Ni10')], process: 'SMAW' } });
    expect(joint.body.data.recommended[0]).toMatchObject({ classification: 'E309L-16', rule: 'selected', selectedBy: { id: 'WSR11' } });
    expect(joint.body.data.recommended[0].listed.id).toBe('MAT011');
    // A thick section of Q235B takes low-hydrogen E43 electrodes; J422 becomes an alternative saying why.
    const thick = await callApi('POST', 'intelligentMatching/weldingMatching', { body: { baseIds: [steel('Q235B')], process: 'SMAW', thick: true } });
    expect(thick.body.data.recommended.map((c: { classification: string }) => c.classification)).toEqual(['E4315', 'E4316']);
    expect(thick.body.data.alternatives.find((c: { classification: string }) => c.classification === 'E4303')).toMatchObject({ rule: 'notLowHydrogenThick' });
    const bad = await callApi('POST', 'intelligentMatching/weldingMatching', { body: { baseIds: [steel('Q355B')], process: 'LASER' }, lang: 'en' });
    expect(bad).toMatchObject({ status: 400, body: { code: -1, msg: 'Please choose a welding process' } });
  });

  it('ranks candidates against requirements with margins and contrasts the top ones', async () => {
    const requirements = [
      { key: 'yield', op: '>=', value: 345 },
      { key: 'elongation', op: '>=', value: 20 },
      { key: 'cev', op: '<=', value: 0.45 },
    ];
    const res = await callApi('POST', 'intelligentMatching/results', { body: { requirements } });
    expect(res.body.code).toBe(0);
    const first = res.body.data.list[0];
    expect(first.failed).toBe(0);
    expect(first.checks.find((c: { key: string }) => c.key === 'yield').margin).toBeGreaterThanOrEqual(0);
    const two = res.body.data.list.slice(0, 2).map((c: { record: { id: string } }) => c.record.id);
    const contrast = await callApi('POST', 'intelligentMatching/contrast', { body: { ids: two, requirements } });
    expect(contrast.body.data.list).toHaveLength(2);
    const bad = await callApi('POST', 'intelligentMatching/results', { body: { requirements: [{ key: 'yield', op: '>=', value: 'x' }] }, lang: 'en' });
    expect(bad).toMatchObject({ status: 400, body: { code: -1, msg: 'Numbers only' } });
  });

  it('gives chart points and asks for an axis first', async () => {
    const none = await callApi('POST', 'intelligentMatching/visualization', { body: { x: 'yield' }, lang: 'en' });
    expect(none).toMatchObject({ status: 400, body: { code: -1, msg: 'Select a coordinate axis first' } });
    const res = await callApi('POST', 'intelligentMatching/visualization', { body: { x: 'yield', y: 'el:C', colorBy: 'system' } });
    expect(res.body.data.plotted).toBeGreaterThan(20);
    expect(res.body.data.points[0]).toHaveProperty('group');
    const cond = await callApi('GET', 'intelligentMatching/conditions', { query: { type: 'steel' } });
    expect(cond.body.data.defaults[2]).toMatchObject({ key: 'impact', tempC: -20, value: 34 });
  });
});

describe('one grade, several spellings', () => {
  // The compiled steel data set holds "A572 Grade 50"; users also write "A572 Gr.50" and "A572-50".
  const SPELLINGS = ['A572 Grade 50', 'A572 Gr.50', 'A572-50'];

  it('names the same grade in grade matching', async () => {
    for (const grade of SPELLINGS) {
      const res = await callApi('GET', 'intelligentMatching/gradeMatching', { query: { grade, system: 'GB' }, lang: 'en' });
      expect(res.body.code, grade).toBe(0);
      expect(res.body.data.reference, grade).toMatchObject({ id: steel('A572 Grade 50'), grade: 'A572 Grade 50' });
      const grades = res.body.data.counterparts.map((c: { record: { grade: string } }) => c.record.grade);
      expect(grades, grade).toContain('Q355B');
    }
  });

  it('finds the same grade first in steel search', async () => {
    for (const keyword of SPELLINGS) {
      const res = await callApi('POST', 'steelName/steelSearch', { body: { keyword, pageSize: 10 }, lang: 'en' });
      expect(res.body.code, keyword).toBe(0);
      expect(String(res.body.data.list[0]?.id), keyword).toBe(steel('A572 Grade 50'));
    }
  });
});

describe('thickness bands (issue 13, item 4)', () => {
  it('matches Q355B at its thinnest band without a thickness, and at the band of a thickness given', async () => {
    const plain = await callApi('GET', 'intelligentMatching/gradeMatching', { query: { grade: 'Q355B', system: 'EN' } });
    expect(plain.body.data.thickness).toBeNull();
    expect(plain.body.data.reference.band).toMatchObject({ raw: '<=16', defaulted: true, outside: false });
    const at50 = await callApi('GET', 'intelligentMatching/gradeMatching', { query: { grade: 'Q355B', system: 'EN', thickness: '50' } });
    expect(at50.body.data.thickness).toBe(50);
    expect(at50.body.data.reference.band).toMatchObject({ raw: '>40-63', thickness: 50, defaulted: false });
    const s355 = at50.body.data.counterparts.find((c: { record: { grade: string } }) => c.record.grade === 'S355JR');
    // S355JR is evaluated at its own band for 50 mm (EN 10025-2:2004 Table 7: >40-63 mm, ReH 335).
    expect(s355.record.band).toMatchObject({ raw: '>40-63', thickness: 50, outside: false });
    const yieldVerdict = s355.properties.find((p: { key: string }) => p.key === 'yield');
    expect(yieldVerdict.candidate.min).toBe(335);
  });

  it('evaluates requirements and the comparison at the thickness given', async () => {
    const requirements = [{ key: 'yield', op: '>=', value: 340 }];
    const thin = await callApi('POST', 'intelligentMatching/results', { body: { requirements, limit: 100 } });
    const thick = await callApi('POST', 'intelligentMatching/results', { body: { requirements, limit: 100, thickness: 50 } });
    const q355 = (body: { data: { list: { record: { grade: string }; failed: number }[] } }) => body.data.list.find((c) => c.record.grade === 'Q355B');
    expect(q355(thin.body)?.failed).toBe(0);
    expect(thick.body.data.thickness).toBe(50);
    expect(q355(thick.body)).toBeUndefined(); // 335 MPa at 40-63 mm is below 340: no longer among those that meet it
    const contrast = await callApi('POST', 'intelligentMatching/contrast', { body: { ids: [steel('Q355B'), steel('Q235B')], requirements, thickness: 50 } });
    expect(contrast.body.data.list.map((c: { failed: number }) => c.failed)).toEqual([1, 1]);
    expect(contrast.body.data.list[0].record.band.raw).toBe('>40-63');
    const table = await callApi('POST', 'steelName/steelComparison', { token: reader, body: { ids: [steel('Q235B'), steel('Q355B')], thickness: 30 }, lang: 'zh' });
    expect(table.body.data.thickness).toBe(30);
    expect(table.body.data.records.map((r: { band: { raw: string } }) => r.band.raw)).toEqual(['>16-40', '>16-40']);
    const yieldRow = table.body.data.properties.find((p: { key: string }) => p.key === 'yield');
    expect(yieldRow.values).toEqual([225, 345]);
  });

  it('refuses a thickness that is not one, in the caller\'s language, without changing anything', async () => {
    for (const thickness of ['0', '-3', '1001', 'abc']) {
      const en = await callApi('GET', 'intelligentMatching/gradeMatching', { query: { grade: 'Q355B', thickness }, lang: 'en' });
      expect(en.status).toBe(400);
      expect(en.body.msg).toBe('Enter a thickness in mm greater than 0 and at most 1000.');
    }
    const zh = await callApi('POST', 'steelName/steelComparison', { token: reader, body: { ids: [steel('Q235B'), steel('Q355B')], thickness: 2000 }, lang: 'zh' });
    expect(zh.status).toBe(400);
    expect(zh.body.msg).toBe('请输入大于 0、不超过 1000 的厚度（mm）。');
  });
});

