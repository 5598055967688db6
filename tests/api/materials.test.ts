import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { createSession } from '@/lib/server/auth/session';
import { getPlatformFigures } from '@/lib/server/materials/catalog';
import type { MaterialDetail, MaterialSearchResult } from '@/lib/materials/contract';
import { callApi } from '../helpers/api';
import { createTestDatabase } from '../helpers/db';

let handle: DatabaseHandle;
const ALLOY_6061 = '6061-al021';
let token: string;
let vipToken: string;

beforeAll(async () => {
  // Every reference data set, imported once for all the files that need them (tests/helpers/db.ts).
  handle = await createTestDatabase({ reference: true });
  const [u] = await handle.db.insert(users).values({ userName: 'reader', mobile: '13800000001' }).returning();
  const [v] = await handle.db.insert(users).values({ userName: 'vip', mobile: '13800000002', userLevel: 1 }).returning();
  token = (await createSession(handle.db, u.id)).token;
  vipToken = (await createSession(handle.db, v.id)).token;
}, 180_000);

afterAll(async () => {
  await handle.close();
});

const search = (path: string, body: unknown, lang: 'zh' | 'en' = 'en') =>
  callApi<MaterialSearchResult>('POST', path, { body, lang });

describe('steelName/steelSearch', () => {
  it('lists the Q355 quality grades first for "Q355"', async () => {
    const { body } = await search('steelName/steelSearch', { keyword: 'Q355' });
    expect(body.code).toBe(0);
    const grades = body.data!.list.map((r) => r.grade);
    expect(grades.slice(0, 7)).toEqual(['Q355B', 'Q355C', 'Q355D', 'Q355NB', 'Q355NC', 'Q355ND', 'Q355NE']);
  });

  it('finds the GB, ASTM/UNS and JIS designations for "304"', async () => {
    const { body } = await search('steelName/steelSearch', { keyword: '304', pageSize: 50 });
    const list = body.data!.list;
    const grades = list.map((r) => r.grade);
    expect(grades[0]).toBe('304');
    expect(grades).toContain('06Cr19Ni10');
    expect(grades).toContain('SUS304');
    expect(list.find((r) => r.grade === '304')!.aliases).toContain('UNS S30400');
    expect(grades.indexOf('06Cr19Ni10')).toBeLessThan(grades.indexOf('304L'));
    const systems = new Set(list.map((r) => r.standardSystem));
    for (const s of ['GB', 'ASTM', 'JIS']) expect(systems).toContain(s);
  });

  it('finds 40Cr, E7018 and 6061-T6 in their families and Chinese words', async () => {
    expect((await search('steelName/steelSearch', { keyword: '40Cr' })).body.data!.list[0].grade).toBe('40Cr');
    expect((await search('weldingMetal/weldingSearch', { keyword: 'E7018' })).body.data!.list[0].grade).toBe('E7018');
    const al = (await search('alloyName/alloySearch', { keyword: '6061-T6' })).body.data!.list;
    expect(al.length).toBeGreaterThan(0);
    expect(al[0].grade).toBe('6061-T6');
    const zh = (await search('steelName/steelSearch', { keyword: '不锈钢', pageSize: 100 }, 'zh')).body.data!;
    expect(zh.total).toBeGreaterThan(10);
    expect(zh.list.every((r) => r.category === 'stainless')).toBe(true);
  });

  it('returns only records with tensile 600–800 MPa and Cr at least 0.8 %', async () => {
    const { body } = await search('steelName/steelSearch', {
      properties: [{ key: 'tensileStrength', min: 600, max: 800 }],
      elements: [{ key: 'Cr', min: 0.8 }],
      pageSize: 100,
    });
    const data = body.data!;
    expect(data.total).toBeGreaterThan(0);
    for (const r of data.list) {
      expect(r.tensileMin!).toBeGreaterThanOrEqual(600);
      expect(r.tensileMax ?? r.tensileMin!).toBeLessThanOrEqual(800);
    }
    for (const r of data.list.slice(0, 20)) {
      const d = await callApi<MaterialDetail>('GET', 'steelName/steelDetail', { query: { id: r.id } });
      const cr = d.body.data!.composition.find((c) => c.element === 'Cr')!;
      expect(cr.min ?? cr.typical!).toBeGreaterThanOrEqual(0.8);
    }
  });

  it('takes strength ranges in ksi when the page shows ksi and finds the same records as in MPa', async () => {
    const mpa = await search('steelName/steelSearch', { properties: [{ key: 'tensileStrength', min: 600, max: 800 }], pageSize: 100 });
    const ksi = await search('steelName/steelSearch', {
      properties: [{ key: 'tensileStrength', min: 600 / 6.894757, max: 800 / 6.894757 }],
      strengthUnit: 'ksi',
      pageSize: 100,
    });
    expect(ksi.body.code).toBe(0);
    expect(ksi.body.data!.total).toBe(mpa.body.data!.total);
    expect(ksi.body.data!.list.map((r) => r.id)).toEqual(mpa.body.data!.list.map((r) => r.id));
    // Without the unit the same numbers are MPa and find other records.
    const bare = await search('steelName/steelSearch', { properties: [{ key: 'tensileStrength', min: 600 / 6.894757, max: 800 / 6.894757 }] });
    expect(bare.body.data!.total).not.toBe(mpa.body.data!.total);
    const bad = await search('steelName/steelSearch', { properties: [{ key: 'tensileStrength', min: 87 }], strengthUnit: 'psi' });
    expect(bad.body.code).not.toBe(0);
  });

  it('sorts by a property and paginates', async () => {
    const { body } = await search('steelName/steelSearch', { sort: 'tensileStrength', order: 'desc', page: 2, pageSize: 10 });
    const values = body.data!.list.map((r) => r.tensileMin ?? -1);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(body.data!.page).toBe(2);
  });

  it('refuses a maximum below the minimum, in the caller\'s language', async () => {
    const en = await search('steelName/steelSearch', { properties: [{ key: 'tensileStrength', min: 800, max: 600 }] });
    expect(en).toMatchObject({ status: 400, body: { code: -1 } });
    expect(en.body.msg).toMatch(/maximum cannot be less than the minimum/);
    const zh = await search('steelName/steelSearch', { elements: [{ key: 'Cr', min: 2, max: 1 }] }, 'zh');
    expect(zh.body.msg).toContain('最大值不能小于最小值');
  });

  it('refuses non-numeric range input', async () => {
    const { status, body } = await search('steelName/steelSearch', { properties: [{ key: 'yieldStrength', min: 'abc' }] });
    expect(status).toBe(400);
    expect(body.code).toBe(-1);
    expect(body.msg).toMatch(/numbers only/);
  });

  it('says "no matching data" when nothing matches', async () => {
    const { body } = await search('steelName/steelSearch', { keyword: 'zzqqxx-nothing' });
    expect(body.code).toBe(0);
    expect(body.data!.total).toBe(0);
    expect(body.data!.notice).toBe('No matching data');
    const zh = await search('steelName/steelSearch', { keyword: '并不存在的牌号' }, 'zh');
    expect(zh.body.data!.notice).toBe('暂无匹配数据');
  });
});

describe('detail, properties, standards and conditions', () => {
  it('shows composition, properties, equivalents and sources; visitors see a limited table', async () => {
    const { body } = await callApi<MaterialDetail>('GET', 'steelName/steelDetail', { query: { id: 'q355b-stl012' }, lang: 'zh' });
    const d = body.data!;
    expect(d.grade).toBe('Q355B');
    expect(d.composition.find((c) => c.element === 'C')!.raw).toMatch(/^<=/);
    expect(d.equivalents.map((e) => e.designation)).toContain('S355JR');
    expect(d.source.datasetCode).toBe('compiled_steel_grades');
    expect(d.properties[0].source.sourceRow).toBe(12);
    expect(d.permission.level).toBe('visitor');
    expect(d.propertiesHidden).toBe(d.propertiesTotal - d.properties.length);
    expect(d.seoTitle).toContain('Q355B');
    const signed = await callApi<MaterialDetail>('GET', 'steelName/steelDetail', { query: { id: d.id }, token });
    expect(signed.body.data!.permission.level).toBe('user');
    expect(signed.body.data!.propertiesHidden).toBe(0);
    const vip = await callApi<MaterialDetail>('GET', 'steelName/steelDetail', { query: { id: d.id }, token: vipToken });
    expect(vip.body.data!.permission.level).toBe('vip');
  });

  it('gives data labels (delivery state, relation, shape, importer remarks) in the caller\'s language', async () => {
    const zh = (await callApi<MaterialDetail>('GET', 'steelName/steelDetail', { query: { id: 'q355b-stl012' }, lang: 'zh' })).body.data!;
    expect(zh.deliveryText).toBe('hot rolled (AR)');
    expect(zh.deliveryLabel).toBe('热轧态');
    expect(zh.properties[0].deliveryLabel).toBe('热轧态');
    expect(zh.equivalents.find((e) => e.designation === 'S355JR')!.relationLabel).toBe('近似对应');
    expect(zh.source.license).toBe('从公开网页整理的事实数据');
    const en = (await callApi<MaterialDetail>('GET', 'steelName/steelDetail', { query: { id: 'q355b-stl012' }, lang: 'en' })).body.data!;
    expect(en.deliveryLabel).toBe('As rolled');
    expect(en.equivalents.find((e) => e.designation === 'S355JR')!.relationLabel).toBe('Approximate equivalent');
    // An Autodesk record: the importer's remark is a code, translated on reading.
    const sae = (await search('steelName/steelSearch', { keyword: 'SAE 1015' }, 'zh')).body.data!.list.find((r) => r.datasetCode === 'autodesk_material_library')!;
    const d = (await callApi<MaterialDetail>('GET', 'steelName/steelDetail', { query: { id: sae.id }, lang: 'zh', token })).body.data!;
    expect(d.properties[0].remarks).toBe('最小值或典型值（数据源未注明）');
    // Soofi aluminium rows carry a product shape.
    const al = (await search('alloyName/alloySearch', { keyword: '6061-O' }, 'zh')).body.data!.list.find((r) => r.datasetCode === 'aluminium_wrought_alloys_soofi')!;
    const a = (await callApi<MaterialDetail>('GET', 'alloyName/alloyDetail', { query: { id: al.id }, lang: 'zh', token })).body.data!;
    const shaped = a.properties.find((p) => p.shape);
    if (shaped) expect(shaped.shapeLabel).not.toMatch(/[A-Za-z]/);
  });

  it('answers "no corresponding id" for unknown ids and wrong families', async () => {
    for (const [path, id, expected] of [
      ['steelName/steelDetail', 99999999, 404],
      ['steelName/steelDetail', 'e7018-wld013', 404],
      ['weldingMetal/weldingDetail', 'nope', 404],
      // Ids that cannot be an id (beyond a PostgreSQL integer, 0) are refused by the input schema: 400, same message.
      ['alloyName/alloyDetail', 99999999999, 400],
      ['steelName/materialProperties', 0, 400],
      ['alloyName/materialProperties', 'x', 404],
      ['steelName/standDetail', 999999, 404],
      ['weldingMetal/standDetail', 'GB/T 700-2006', 404],
      ['alloyName/standDetail', 'nothing', 404],
    ] as const) {
      const { status, body } = await callApi('GET', path, { query: { id }, lang: 'en' });
      expect(status, `${path} ${id}`).toBe(expected);
      expect(body.code, `${path} ${id}`).toBe(-1);
      expect(body.msg, `${path} ${id}`).toBe('No corresponding id');
    }
  });

  it('serves welding and alloy details and property rows', async () => {
    const w = await callApi<MaterialDetail>('GET', 'weldingMetal/weldingDetail', { query: { id: 'e7018-wld013' } });
    expect(w.body.data!.aliases.length).toBeGreaterThan(0);
    const a = await callApi<MaterialDetail>('GET', 'alloyName/alloyDetail', { query: { id: ALLOY_6061 } });
    expect(a.body.data!.grade).toBe('6061');
    expect(a.body.data!.aliases).toContain('6061-T6');
    expect(a.body.data!.composition.find((c) => c.element === 'Mg')!.raw).toBe('0.8-1.2');
    const ms = await search('alloyName/alloySearch', { keyword: '6061' });
    const p = await callApi('GET', 'alloyName/materialProperties', { query: { id: ms.body.data!.list[0].id }, token });
    expect(p.body.code).toBe(0);
    const mat = await search('steelName/steelSearch', { keyword: 'MBB' });
    const props = await callApi('GET', 'steelName/materialProperties', { query: { id: mat.body.data!.list[0].id } });
    expect(props.body.data.total).toBeGreaterThan(3);
    expect(props.body.data.hidden).toBe(props.body.data.total - 3);
  });

  it('lists a standard with its grades and the conditions with counts', async () => {
    const cond = await callApi('GET', 'steelName/getSteelConditions', { lang: 'en' });
    expect(cond.body.data.total).toBeGreaterThan(1000);
    const gb1591 = cond.body.data.standards.find((s: { code: string }) => s.code === 'GB/T 1591-2018');
    const std = await callApi('GET', 'steelName/standDetail', { query: { id: gb1591.id } });
    expect(std.body.data.list.map((r: { grade: string }) => r.grade)).toContain('Q355NE');
    for (const path of ['weldingMetal/getWeldingConditions', 'alloyName/getAlloyConditions']) {
      const c = await callApi('GET', path, { lang: 'zh' });
      expect(c.body.data.categories.length).toBeGreaterThan(0);
    }
    const weldStd = (await callApi('GET', 'weldingMetal/getWeldingConditions')).body.data.standards[0];
    expect((await callApi('GET', 'weldingMetal/standDetail', { query: { id: weldStd.id } })).body.data.total).toBeGreaterThan(0);
    const alStd = (await callApi('GET', 'alloyName/getAlloyConditions')).body.data.standards[0];
    expect((await callApi('GET', 'alloyName/standDetail', { query: { id: alStd.id } })).body.data.total).toBeGreaterThan(0);
  });

  it('suggests grades while typing', async () => {
    const { body } = await callApi('GET', 'steelName/getSpecExtend', { query: { keyword: 'Q23' } });
    expect(body.data.map((s: { grade: string }) => s.grade)).toContain('Q235B');
    const empty = await callApi('GET', 'steelName/getSpecExtend', { query: { keyword: '' }, lang: 'en' });
    expect(empty.body.msg).toBe('Please enter a keyword');
  });
});

describe('platform figures', () => {
  it('counts records per family as the search conditions do, and the cited standards, data sets and groups', async () => {
    const figures = await getPlatformFigures(handle.db);
    for (const [family, path] of [['steel', 'steelName/getSteelConditions'], ['welding', 'weldingMetal/getWeldingConditions'], ['alloy', 'alloyName/getAlloyConditions']] as const) {
      const { body } = await callApi<{ total: number }>('GET', path, {});
      expect(figures.records[family]).toBe(body.data!.total);
      expect(figures.records[family]).toBeGreaterThan(0);
    }
    expect(figures.standards).toBeGreaterThan(10);
    expect(figures.datasets).toBeGreaterThan(3);
    expect(figures.equivalenceGroups).toBeGreaterThan(10);
  });
});

describe('hot/data/listCommonGrades', () => {
  type Common = { grade: string; family: string; references: number; confidence: string | null };
  const common = async (query: Record<string, string | number>) =>
    (await callApi<Common[]>('GET', 'hot/data/listCommonGrades', { query })).body.data!;

  it('ranks cross-referenced steel grades by references, then confidence, one per equivalence group', async () => {
    const list = await common({ family: 'steel', limit: 10 });
    expect(list).toHaveLength(10);
    expect(list.every((g) => g.family === 'steel' && g.references > 0)).toBe(true);
    for (let i = 1; i < list.length; i++) expect(list[i].references).toBeLessThanOrEqual(list[i - 1].references);
    const grades = list.map((g) => g.grade);
    // 304 and 06Cr19Ni10 are one equivalence group: only one of them is listed.
    expect(grades.filter((g) => ['304', '06Cr19Ni10', 'SUS304', 'X5CrNi18-10'].includes(g)).length).toBeLessThanOrEqual(1);
    expect(new Set(grades).size).toBe(grades.length);
  });

  it('counts aliases as cross-references for welding consumables and aluminium alloys', async () => {
    const welding = await common({ family: 'welding', limit: 20 });
    expect(welding.length).toBe(20);
    expect(welding.map((g) => g.grade)).toContain('E5015');
    expect(welding.every((g) => g.family === 'welding')).toBe(true);
    const alloy = await common({ family: 'alloy', limit: 20 });
    expect(alloy.map((g) => g.grade)).toContain('6061');
    const rank = (c: string | null) => (c === null ? Infinity : c.charCodeAt(0));
    for (const l of [welding, alloy])
      for (let i = 1; i < l.length; i++)
        if (l[i].references === l[i - 1].references) expect(rank(l[i].confidence)).toBeGreaterThanOrEqual(rank(l[i - 1].confidence));
  });

  it('mixes the families when none is given and keeps the limit', async () => {
    const list = await common({ limit: 40 });
    expect(list).toHaveLength(40);
    expect(new Set(list.map((g) => g.family)).size).toBeGreaterThan(1);
  });
});

describe('hot data, history and favourites', () => {
  it('computes hot lists from recorded searches and views', async () => {
    await search('steelName/steelSearch', { keyword: '40Cr' });
    await search('steelName/steelSearch', { keyword: '40Cr' });
    await callApi('GET', 'steelName/steelDetail', { query: { id: 'q355b-stl012' } });
    const kw = await callApi('GET', 'hot/data/listHotKeywords', { query: { family: 'steel' } });
    expect(kw.body.data[0]).toMatchObject({ keyword: '40Cr', family: 'steel' });
    const hot = await callApi('GET', 'hot/data/listHotSteel', { query: { family: 'steel' } });
    expect(hot.body.data.map((h: { grade: string }) => h.grade)).toContain('Q355B');
    const purpose = await callApi('GET', 'hot/data/listHotPurpose', { lang: 'en' });
    expect(purpose.body.data.length).toBeGreaterThan(0);
    const brand = await callApi('GET', 'hot/data/listHotBrand', {});
    expect(brand.body.data.map((b: { grade: string }) => b.grade)).toContain('40Cr');
  });

  it('keeps a signed-in user\'s search history', async () => {
    const anon = await callApi('POST', 'searchHistory/saveRecode', { body: { keyword: 'Q355' } });
    expect(anon.body.code).toBe(-100);
    const saved = await callApi('POST', 'searchHistory/saveRecode', { body: { keyword: 'Q355', query: 'q=Q355' }, token });
    await callApi('POST', 'searchHistory/saveRecode', { body: { keyword: '304' }, token });
    const list = await callApi('GET', 'searchHistory/getRecode', { token });
    expect(list.body.data.map((h: { keyword: string }) => h.keyword)).toEqual(['304', 'Q355']);
    const del = await callApi('POST', 'searchHistory/delRecode', { body: { id: saved.body.data.id }, token });
    expect(del.body.data.deleted).toBe(1);
    const again = await callApi('POST', 'searchHistory/delRecode', { body: { id: saved.body.data.id }, token, lang: 'en' });
    expect(again.body.msg).toBe('No corresponding id');
    await callApi('POST', 'searchHistory/delRecode', { body: {}, token });
    expect((await callApi('GET', 'searchHistory/getRecode', { token })).body.data).toEqual([]);
  });

  it('adds, lists and removes favourites', async () => {
    const m = (await search('steelName/steelSearch', { keyword: '40Cr' })).body.data!.list[0];
    expect((await callApi('POST', 'collection/add', { body: { materialId: m.id } })).body.code).toBe(-100);
    await callApi('POST', 'collection/add', { body: { materialId: m.id }, token });
    await callApi('POST', 'collection/add', { body: { materialId: m.id }, token });
    const list = await callApi('GET', 'collection/list', { token });
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.list[0].grade).toBe('40Cr');
    const detail = await callApi<MaterialDetail>('GET', 'steelName/steelDetail', { query: { id: m.id }, token });
    expect(detail.body.data!.isFavorite).toBe(true);
    const missing = await callApi('POST', 'collection/add', { body: { materialId: 99999999 }, token, lang: 'en' });
    expect(missing.body.msg).toBe('No corresponding id');
    await callApi('POST', 'collection/remove', { body: { materialId: m.id }, token });
    expect((await callApi('GET', 'collection/list', { token })).body.data.total).toBe(0);
  });
});
