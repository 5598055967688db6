import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/lib/server/db/client';
import { materialDatasets, materialElements, materialProperties, materials, materialSearchDocs, materialStandards } from '@/lib/server/db/schema';
import { importMaterials, type ImportReport } from '@/lib/server/materials/importer';
import { flushCounters } from '@/lib/server/materials/counters';
import type { MaterialDetail, MaterialSearchResult } from '@/lib/materials/contract';
import { scanImplausible } from '@/lib/server/materials/plausibility-scan';
import { createSession } from '@/lib/server/auth/session';
import { users } from '@/lib/server/db/schema';
import { callApi } from '../helpers/api';
import { createTestDatabase } from '../helpers/db';

/** Data rows stated in each folder's SOURCES.md (file → rows). */
const SOURCES_MD_ROWS: Record<string, number> = {
  'steel_grades.csv': 65,
  'steel_grade_equivalents.csv': 34,
  'welding_consumables.csv': 109,
  'consumable_base_metal_matching.csv': 18,
  'aluminium_alloys_composition.csv': 26,
  'aluminium_alloys_properties.csv': 41,
  'matnavi_low_alloy_steels_915.csv': 915,
  'nims_fatigue_steel_437.csv': 437,
  'nims_fatigue_tensile_hardness_360.csv': 360,
  'welddb_all_weld_metal.csv': 1652,
  'wrought_aluminium_alloys_1150.csv': 1150,
  'material_library_mechanical_1552.csv': 1552,
  'grades_core.csv': 35,
  'equivalents_core.csv': 7,
  'grades_gb_structural.csv': 63,
  'grades_pipe.csv': 51,
  'grades_pressure_vessel.csv': 39,
  'grades_sheet.csv': 40,
  'grades_ship_weathering.csv': 51,
  'grades_stainless.csv': 34,
  'grades_stainless_pipe.csv': 34,
  'grades_gaps.csv': 18,
  'grades_tool_bearing_spring.csv': 54,
  'equivalents_gb_structural.csv': 14,
  'equivalents_pipe.csv': 16,
  'equivalents_pressure_vessel.csv': 15,
  'equivalents_sheet.csv': 13,
  'equivalents_ship_weathering.csv': 2,
  'equivalents_stainless.csv': 15,
  'equivalents_stainless_pipe.csv': 6,
  'equivalents_gaps.csv': 6,
  'equivalents_tool_bearing_spring.csv': 21,
  'aliases.csv': 41,
};

let handle: DatabaseHandle;
let report: ImportReport;

beforeAll(async () => {
  handle = await createTestDatabase();
  report = await importMaterials(handle.db);
}, 180_000);

afterAll(async () => {
  // The detail and search calls below buffer view / search counters: write them before the database closes.
  await flushCounters(handle.db);
  await handle.close();
});

const search = (path: string, body: unknown, lang: 'zh' | 'en' = 'en') => callApi<MaterialSearchResult>('POST', path, { body, lang });

describe('material data import', () => {
  it('reads every row SOURCES.md announces and accounts for each one', () => {
    const files = report.datasets.flatMap((d) => d.files);
    for (const [file, rows] of Object.entries(SOURCES_MD_ROWS)) {
      const f = files.find((x) => x.file === file);
      expect(f, file).toBeDefined();
      expect(f!.rowsRead, file).toBe(rows);
      expect(f!.rowsImported + f!.rowsSkipped, file).toBe(rows);
      expect(f!.skipped.reduce((n, s) => n + s.count, 0), file).toBe(f!.rowsSkipped);
    }
  });

  it('names the reason of every skipped row', () => {
    const library = report.datasets.find((d) => d.code === 'autodesk_material_library')!.files[0];
    expect(library.rowsSkipped).toBeGreaterThan(0);
    expect(library.skipped.map((s) => s.reason).join(' ')).toMatch(/cast iron/);
    expect(library.skipped.map((s) => s.reason).join(' ')).toMatch(/copper alloy/);
  });

  it('holds at least 3,000 material records, each with its source', async () => {
    const [{ n }] = await handle.db.select({ n: count() }).from(materials);
    expect(n).toBeGreaterThanOrEqual(3000);
    expect(n).toBe(report.totalRecords);
    const [{ missing }] = await handle.db
      .select({ missing: count() })
      .from(materials)
      .where(sql`${materials.citation} = '' or ${materials.sourceRow} < 1`);
    expect(missing).toBe(0);
    const [{ docs }] = await handle.db.select({ docs: count() }).from(materialSearchDocs);
    expect(docs).toBe(n);
  });

  it('keeps limits as written and does not invent values', async () => {
    const [q355] = await handle.db.select().from(materials).where(eq(materials.naturalKey, 'compiled_steel_grades:STL012'));
    expect(q355.grade).toBe('Q355B');
    expect(q355.aliases).toContain('Q345B');
    const els = await handle.db.select().from(materialElements).where(eq(materialElements.materialId, q355.id));
    const c = els.find((e) => e.element === 'C')!;
    expect(c.raw.startsWith('<=')).toBe(true);
    expect(c.minValue).toBeNull();
    expect(c.maxValue).toBeGreaterThan(0);
    expect(els.find((e) => e.element === 'Mo')).toBeUndefined();
    const props = await handle.db.select().from(materialProperties).where(eq(materialProperties.materialId, q355.id));
    // "470-630 (<=100 mm); 450-600 (>150-250 mm)": each band is a row of its own, the band in the row's columns.
    const upTo100 = props.find((p) => p.thicknessMax === 100 && p.thicknessMin === null)!;
    expect([upTo100.tensileMin, upTo100.tensileMax, upTo100.tensileRaw]).toEqual([470, 630, '470-630 (<=100 mm)']);
    expect(props.length).toBeGreaterThan(1);
    // Cambridge "N" (not reported) stays empty.
    const [weld] = await handle.db.select().from(materials).where(eq(materials.naturalKey, 'cambridge_map_weld_metal:1'));
    const weldEls = await handle.db.select().from(materialElements).where(eq(materialElements.materialId, weld.id));
    expect(weldEls.map((e) => e.element)).not.toContain('Cr');
  });

  it('counts the compiled families by family and confidence, each record with its standard, source and confidence', async () => {
    const families = report.datasets.find((d) => d.code === 'compiled_steel_families')!;
    expect(families.byFamily).toContainEqual({ family: 'reinforcing bar', confidence: 'B', records: 9 });
    expect(families.byFamily).toContainEqual({ family: 'reinforcing bar', confidence: 'A', records: 1 });
    expect(families.byFamily.reduce((n, b) => n + b.records, 0)).toBe(families.recordsCreated);
    const rows = await handle.db.select().from(materials).where(eq(materials.datasetCode, 'compiled_steel_families'));
    for (const r of rows) {
      expect(r.standardText, r.grade).toBeTruthy();
      expect(['A', 'B', 'C'], r.grade).toContain(r.confidence);
      expect(r.sourceUrls.length, r.grade).toBeGreaterThan(0);
    }
  });

  it('keeps a named grade whose values could not be sourced: its standard and sources, no property or composition row', async () => {
    const [r] = await handle.db.select().from(materials).where(eq(materials.naturalKey, 'compiled_steel_families:FAZ003'));
    expect([r.grade, r.standardText, r.confidence]).toEqual(['12Cr2Mo1R', 'GB 713-2008', 'A']);
    expect(r.sourceUrls.length).toBeGreaterThan(0);
    expect(await handle.db.select().from(materialProperties).where(eq(materialProperties.materialId, r.id))).toEqual([]);
    expect(await handle.db.select().from(materialElements).where(eq(materialElements.materialId, r.id))).toEqual([]);
    const [s355j2w] = await handle.db.select().from(materials).where(eq(materials.naturalKey, 'compiled_steel_families:FAZ008'));
    expect(s355j2w.aliases).toEqual(expect.arrayContaining(['WTSt 52-3', 'S355J2G2W', '1.8965']));
  });

  it('stores one property row per thickness band with the band\'s yield, tensile and elongation', async () => {
    const [q345r] = await handle.db.select().from(materials).where(eq(materials.grade, 'Q345R'));
    const bands = (await handle.db.select().from(materialProperties).where(eq(materialProperties.materialId, q345r.id))).filter((p) => p.thicknessMin !== null || p.thicknessMax !== null);
    expect(bands.map((b) => b.thicknessRaw)).toEqual(['<=16', '>16-36', '>36-60', '>60-100', '>100-150', '>150-250']);
    const b2 = bands[1];
    expect([b2.thicknessMin, b2.thicknessMax, b2.yieldMin, b2.tensileMin, b2.tensileMax, b2.elongationMin]).toEqual([16, 36, 325, 500, 630, 21]);
  });

  it('adds the sourced former names to their current grades', async () => {
    const [q355b] = await handle.db.select().from(materials).where(eq(materials.naturalKey, 'compiled_steel_grades:STL012'));
    expect(q355b.aliases).toEqual(expect.arrayContaining(['Q345B', 'Q345', '16Mn']));
  });

  it('links research rows to the standard grade they belong to and counts linked / unlinked per data set', () => {
    const links = Object.fromEntries(report.datasets.map((d) => [d.code, d.standardLinks]));
    for (const code of ['compiled_steel_grades', 'compiled_steel_families', 'compiled_welding_consumables', 'compiled_aluminium_alloys']) {
      expect(links[code], code).toBeNull();
    }
    const counts = Object.fromEntries(
      Object.entries(links)
        .filter(([, l]) => l)
        .map(([code, l]) => [code, [l!.linked, l!.unlinked]]),
    );
    expect(counts).toEqual({
      matnavi_low_alloy_steels: [0, 95],
      nims_fatigue_agrawal2014: [0, 437],
      nims_fatigue_xiong2020: [0, 360],
      cambridge_map_weld_metal: [0, 1652],
      aluminium_wrought_alloys_soofi: [616, 534],
      autodesk_material_library: [465, 754],
    });
    for (const d of report.datasets) {
      const l = d.standardLinks;
      if (!l) continue;
      expect(l.linked + l.unlinked, d.code).toBe(d.recordsCreated);
      expect(l.byVia.grade + l.byVia.alias + l.byVia.standard, d.code).toBe(l.linked);
      expect(l.reasons.reduce((n, r) => n + r.count, 0), d.code).toBe(l.unlinked);
      for (const r of l.reasons) expect(r.rows, r.reason).toHaveLength(r.count);
    }
    // Issue 46: the library's SUS316L now finds the JIS G4305 record by its grade (it was linked through the G3459 tube's alias).
    expect(links.autodesk_material_library!.byVia).toEqual({ grade: 164, alias: 7, standard: 294 });
    expect(links.matnavi_low_alloy_steels!.reasons.map((r) => r.reason)).toEqual(['the source names no grade, only a NIMS alloy code']);
    const soofi = links.aluminium_wrought_alloys_soofi!.reasons.map((r) => r.reason).join(' | ');
    expect(soofi).toMatch(/experimental alloy/);
  });

  it('stores the link (standard and standard-grade record) and keeps the research row as in the source', async () => {
    const [scm440] = await handle.db.select().from(materials).where(eq(materials.naturalKey, 'compiled_steel_grades:STL054'));
    const rows = await handle.db
      .select()
      .from(materials)
      .where(sql`${materials.datasetCode} = 'autodesk_material_library' and ${materials.grade} = 'SCM440'`);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.standardGradeId).toBe(scm440.id);
      expect(r.standardLink).toBe('grade');
      expect(r.standardId).toBe(scm440.standardId);
      // The research row's own grade text, system and row reference stay as in the source.
      expect(r.aliases).toContain('JIS SCM440');
      expect(r.standardSystem).toBe('JIS');
      expect(r.standardText).toBeNull();
      expect(r.sourceRef).toBeTruthy();
      const [doc] = await handle.db.select().from(materialSearchDocs).where(eq(materialSearchDocs.materialId, r.id));
      expect(doc.standardId).toBe(scm440.standardId);
    }
    const [std] = await handle.db.select().from(materialStandards).where(eq(materialStandards.id, scm440.standardId!));
    expect(std.code).toBe('JIS G4053');
    // A former DIN name reaches its current EN grade through the compiled record's sourced alias.
    const [st37] = await handle.db
      .select()
      .from(materials)
      .where(sql`${materials.datasetCode} = 'autodesk_material_library' and ${materials.grade} = 'St37-2'`);
    const [s235] = await handle.db.select().from(materials).where(eq(materials.id, st37.standardGradeId!));
    expect([st37.standardLink, s235.grade, s235.datasetCode]).toEqual(['alias', 'S235JR', 'compiled_steel_grades']);
    // Soofi: the alloy of a temper row links to the compiled alloy; its temper and values stay the row's own.
    const [al] = await handle.db
      .select()
      .from(materials)
      .where(sql`${materials.datasetCode} = 'aluminium_wrought_alloys_soofi' and ${materials.grade} = '6061-T6'`)
      .limit(1);
    const [al6061] = await handle.db.select().from(materials).where(eq(materials.id, al.standardGradeId!));
    expect([al6061.grade, al6061.datasetCode, al.standardId]).toEqual(['6061', 'compiled_aluminium_alloys', al6061.standardId]);
    // A GOST grade is not GB/T 699's grade of the same name: it keeps the standard its source names.
    const [gost45] = await handle.db
      .select()
      .from(materials)
      .where(sql`${materials.datasetCode} = 'autodesk_material_library' and ${materials.grade} = '45' and ${materials.standardSystem} = 'GOST'`)
      .limit(1);
    expect(gost45.standardGradeId).toBeNull();
    expect(gost45.standardLink).toBe('standard');
    // Rows that name no grade stay unlinked.
    const [nims] = await handle.db.select().from(materials).where(eq(materials.naturalKey, 'nims_fatigue_agrawal2014:1'));
    expect([nims.standardId, nims.standardGradeId, nims.standardLink]).toEqual([null, null, null]);
  });

  it('names the standard grade a research record belongs to, in the caller\'s language, and search shows its standard', async () => {
    const found = (await search('steelName/steelSearch', { keyword: 'SCM440', pageSize: 50 })).body.data!.list;
    const research = found.find((r) => r.datasetCode === 'autodesk_material_library' && r.grade === 'SCM440')!;
    const compiled = found.find((r) => r.datasetCode === 'compiled_steel_grades' && r.grade === 'SCM440')!;
    // The linked research row carries the standard of its standard grade in the result list.
    expect(research.standardCode).toBe('JIS G4053');
    expect(compiled.standardCode).toBe('JIS G4053');
    const en = (await callApi<MaterialDetail>('GET', 'steelName/steelDetail', { query: { id: research.id }, lang: 'en' })).body.data!;
    expect(en.standardLink).toEqual({
      via: 'grade',
      materialId: compiled.id,
      slug: 'scm440-stl054',
      family: 'steel',
      grade: 'SCM440',
      standardCode: 'JIS G4053',
      text: 'Grade SCM440 of JIS G4053',
    });
    expect(en.standard?.code).toBe('JIS G4053');
    // The research row itself stays as in the source.
    expect(en.source.datasetCode).toBe('autodesk_material_library');
    expect(en.aliases).toContain('JIS SCM440');
    const zh = (await callApi<MaterialDetail>('GET', 'steelName/steelDetail', { query: { id: research.id }, lang: 'zh' })).body.data!;
    expect(zh.standardLink!.text).toBe('JIS G4053 中的牌号 SCM440');
    expect(zh.standardLink!.materialId).toBe(compiled.id);
    // A sourced former name: St37-2 (DIN) is S235JR of EN 10025-2.
    const st37 = (await search('steelName/steelSearch', { keyword: 'St37-2', pageSize: 50 })).body.data!.list.find(
      (r) => r.datasetCode === 'autodesk_material_library' && r.grade === 'St37-2',
    )!;
    const alias = (await callApi<MaterialDetail>('GET', 'steelName/steelDetail', { query: { id: st37.id }, lang: 'en' })).body.data!;
    expect(alias.standardLink!.text).toBe('St37-2 is another name of grade S235JR of EN 10025-2:2004');
    const aliasZh = (await callApi<MaterialDetail>('GET', 'steelName/steelDetail', { query: { id: st37.id }, lang: 'zh' })).body.data!;
    expect(aliasZh.standardLink!.text).toBe('St37-2 是 EN 10025-2:2004 中牌号 S235JR 的另一名称');
    // An aluminium temper row (Soofi) links to its alloy.
    const t6 = (await search('alloyName/alloySearch', { keyword: '6061-T6', pageSize: 50 })).body.data!.list.find(
      (r) => r.datasetCode === 'aluminium_wrought_alloys_soofi',
    )!;
    const al = (await callApi<MaterialDetail>('GET', 'alloyName/alloyDetail', { query: { id: t6.id }, lang: 'en' })).body.data!;
    expect([al.standardLink!.grade, al.standardLink!.slug, al.standardLink!.text]).toEqual(['6061', '6061-al021', 'Grade 6061 of EN 573-3']);
    // A GOST row keeps the standard its source names; compiled records and rows that name no grade have no link.
    const gost = (await search('steelName/steelSearch', { keyword: '45G2', pageSize: 50 })).body.data!.list.find(
      (r) => r.datasetCode === 'autodesk_material_library',
    )!;
    const g = (await callApi<MaterialDetail>('GET', 'steelName/steelDetail', { query: { id: gost.id }, lang: 'en' })).body.data!;
    expect(g.standardLink).toMatchObject({ via: 'standard', materialId: null, grade: '45G2', standardCode: 'GOST 4543-71' });
    expect(g.standardLink!.text).toBe('Grade 45G2 of GOST 4543-71, as the source names it');
    const q355b = (await callApi<MaterialDetail>('GET', 'steelName/steelDetail', { query: { id: 'q355b-stl012' }, lang: 'en' })).body.data!;
    expect(q355b.standardLink).toBeNull();
    const nims = (await callApi<MaterialDetail>('GET', 'steelName/steelDetail', { query: { id: 'nims-ag-001' }, lang: 'zh' })).body.data!;
    expect(nims.standardLink).toBeNull();
  });

  it('is idempotent: a second import changes no counts', async () => {
    const before = await handle.db.select({ n: count() }).from(materialProperties);
    const linkedBefore = await handle.db
      .select({ id: materials.id, grade: materials.standardGradeId, standard: materials.standardId, via: materials.standardLink })
      .from(materials)
      .where(sql`${materials.standardLink} is not null`)
      .orderBy(materials.id);
    const again = await importMaterials(handle.db);
    const after = await handle.db.select({ n: count() }).from(materialProperties);
    const [{ n }] = await handle.db.select({ n: count() }).from(materials);
    expect(after[0].n).toBe(before[0].n);
    expect(n).toBe(again.totalRecords);
    const sets = await handle.db.select().from(materialDatasets);
    expect(sets).toHaveLength(10);
    const linkedAfter = await handle.db
      .select({ id: materials.id, grade: materials.standardGradeId, standard: materials.standardId, via: materials.standardLink })
      .from(materials)
      .where(sql`${materials.standardLink} is not null`)
      .orderBy(materials.id);
    expect(linkedAfter).toEqual(linkedBefore);
    expect(linkedAfter).toHaveLength(616 + 465);
    expect(again.datasets.map((d) => d.standardLinks)).toEqual(report.datasets.map((d) => d.standardLinks));
  }, 180_000);
});

/** The compiled cells with a formula bound (321, 316Ti, 409L, 06Cr18Ni11Ti, three X6CrNiTi18-10 Ti; 347, X5CrNiCuNb16-4 Nb; A131 A Mn). */
const RULED = ['Mn', 'Nb', 'Nb', 'Ti', 'Ti', 'Ti', 'Ti', 'Ti', 'Ti', 'Ti'];

/** A signed-in reader sees every property row (a visitor only the first three). */
let reader: string | undefined;
const detailOf = async (path: string, id: string, lang: 'zh' | 'en') => {
  if (!reader) {
    const [u] = await handle.db.insert(users).values({ userName: 'reader26', mobile: '13800000026' }).returning();
    reader = (await createSession(handle.db, u.id)).token;
  }
  return (await callApi<MaterialDetail>('GET', path, { query: { id }, lang, token: reader })).body.data!;
};
const gradeId = async (naturalKey: string) => (await handle.db.select().from(materials).where(eq(materials.naturalKey, naturalKey)))[0];

describe('every stored number means what its source says (issue 26)', () => {
  it('stores no implausible number: the gate over the whole imported database finds 0', async () => {
    const findings = await scanImplausible(handle.db);
    expect(findings.map((f) => `${f.naturalKey} ${JSON.stringify(f.finding)}`)).toEqual([]);
  });

  it('lists each flagged value with data set, file, row, column and reason, in the report and in material_datasets', async () => {
    const flagged = Object.fromEntries(report.datasets.map((d) => [d.code, d.flagged.length]));
    expect(flagged).toEqual({
      compiled_steel_grades: 0,
      compiled_steel_families: 1,
      compiled_welding_consumables: 0,
      compiled_aluminium_alloys: 0,
      matnavi_low_alloy_steels: 4,
      nims_fatigue_agrawal2014: 0,
      nims_fatigue_xiong2020: 0,
      cambridge_map_weld_metal: 0,
      aluminium_wrought_alloys_soofi: 61,
      autodesk_material_library: 77,
    });
    const matnavi = report.datasets.find((d) => d.code === 'matnavi_low_alloy_steels')!.flagged;
    expect(matnavi.map((f) => [f.grade, f.row, f.column, f.reason])).toEqual([
      ['VbF', 627, 'tensile', 'outOfRange'],
      ['VbN', 681, 'yield', 'yieldAboveTensile'],
      ['VbN', 681, 'tensile', 'yieldAboveTensile'],
      ['CbZ', 892, 'yield', 'outOfRange'],
    ]);
    const s32205 = report.datasets.find((d) => d.code === 'compiled_steel_families')!.flagged[0];
    expect(s32205).toMatchObject({ file: 'grades_stainless_pipe.csv', grade: 'S32205', column: 'N', reason: 'elementCeiling' });
    const [stored] = await handle.db.select().from(materialDatasets).where(eq(materialDatasets.code, 'matnavi_low_alloy_steels'));
    expect(stored.flagged).toEqual(matnavi);
  });

  it('shows a flagged value as printed in the source, not used for search, in both languages', async () => {
    const [vbf] = await handle.db.select().from(materials).where(eq(materials.naturalKey, 'matnavi_low_alloy_steels:VbF'));
    const en = await detailOf('steelName/steelDetail', String(vbf.id), 'en');
    const row = en.properties.find((p) => p.testTemperature === 300)!;
    expect([row.tensileMin, row.tensileRaw]).toEqual([null, '6661']);
    expect(row.flagged).toEqual([{ field: 'tensile', raw: '6661', note: 'As printed in the source, not used for search: outside the plausible range for this material family' }]);
    const zh = await detailOf('steelName/steelDetail', String(vbf.id), 'zh');
    expect(zh.properties.find((p) => p.testTemperature === 300)!.flagged[0].note).toBe('按来源原文显示，不用于检索：超出该类材料的合理范围');
    const s32205 = (await detailOf('steelName/steelDetail', String((await gradeId('compiled_steel_families:FAY027')).id), 'en')).composition.find((c) => c.element === 'N')!;
    expect([s32205.min, s32205.max, s32205.raw.startsWith('0.14-2.0')]).toEqual([null, null, true]);
    expect(s32205.flagged).toMatch(/^As printed in the source, not used for search/);
  });

  it('shows A36, S235JR, SM490A, 321, 347, A131 A and A653 SS Grade 33 with their conditions as separate rows', async () => {
    const a36 = await detailOf('steelName/steelDetail', 'a36-stl045', 'en');
    expect(a36.composition.find((c) => c.element === 'C')).toMatchObject({ max: 0.25, min: null });
    const gauges = a36.properties.filter((p) => p.gaugeLength).map((p) => [p.gaugeLength, p.elongationMin]);
    expect(gauges).toEqual([['200 mm', 20], ['50 mm', 23]]);
    expect(a36.properties.some((p) => (p.elongationMin ?? 0) > 100)).toBe(false);

    const s235 = await detailOf('steelName/steelDetail', 's235jr-stl047', 'zh');
    const along = s235.properties.filter((p) => p.direction === 'L').map((p) => [p.thicknessMin, p.thicknessMax, p.elongationMin, p.directionLabel]);
    expect(along).toEqual([[3, 40, 26, '纵向'], [40, 63, 25, '纵向'], [63, 100, 24, '纵向']]);
    expect(s235.properties.find((p) => p.thicknessMin === 3 && p.thicknessMax === 100)).toMatchObject({ tensileMin: 360, tensileMax: 510 });

    const sm490 = await detailOf('steelName/steelDetail', 'sm490a-stl053', 'en');
    expect(sm490.properties.filter((p) => p.gaugeLength).map((p) => [p.thicknessMin, p.thicknessMax, p.gaugeLength, p.elongationMin])).toEqual([
      [6, 16, 'No.1A', 17],
      [16, 50, 'No.1A', 21],
      [40, null, 'No.4', 23],
    ]);

    for (const [key, element, rule] of [
      ['compiled_steel_families:FAX009', 'Ti', '5x(C+N) min'],
      ['compiled_steel_families:FAX010', 'Nb', '10xC min'],
      ['compiled_steel_families:FAS002', 'Mn', '>=2.5 x C'],
    ] as const) {
      for (const lang of ['zh', 'en'] as const) {
        const d = await detailOf('steelName/steelDetail', String((await gradeId(key)).id), lang);
        const row = d.composition.find((c) => c.element === element)!;
        expect([row.rule, row.min, row.typical], `${key} ${lang}`).toEqual([rule, null, null]);
      }
    }

    const a653 = await detailOf('steelName/steelDetail', String((await gradeId('compiled_steel_families:FAC029')).id), 'en');
    expect(a653.composition.find((c) => c.element === 'Mn')).toMatchObject({ min: null, max: null, typical: null });
  });

  it('keeps every condition\'s number out of the search columns', async () => {
    const hits = async (path: string, body: unknown) => (await search(path, { pageSize: 100, ...(body as object) })).body.data!.list.map((r) => r.grade);
    expect(await hits('steelName/steelSearch', { properties: [{ key: 'elongation', min: 100 }] })).toEqual([]);
    expect(await hits('alloyName/alloySearch', { properties: [{ key: 'elongation', min: 100 }] })).toEqual([]);
    expect(await hits('weldingMetal/weldingSearch', { properties: [{ key: 'elongation', min: 100 }] })).toEqual([]);
    expect(await hits('steelName/steelSearch', { elements: [{ key: 'C', min: 20 }] })).toEqual([]);
    expect(await hits('steelName/steelSearch', { elements: [{ key: 'Mn', min: 100 }] })).toEqual([]);
    // Formula bounds are rules: no record holds Ti 5, Nb 10 or Mn 2.5 as a number.
    expect(await hits('steelName/steelSearch', { elements: [{ key: 'Ti', min: 4 }] })).toEqual([]);
    expect(await hits('steelName/steelSearch', { elements: [{ key: 'Nb', min: 4 }] })).toEqual([]);
    const ruled = await handle.db.select().from(materialElements).where(sql`${materialElements.rule} is not null`);
    expect(ruled.map((e) => e.element).sort()).toEqual(RULED);
    for (const e of ruled) expect(e.minValue, e.raw).toBeNull();
  });

  it('holds a research row to the grade it names: elements outside the grade, typical strengths below its stored minimum, a cast-iron density (issue 46)', async () => {
    const reasons = (code: string) => {
      const counts: Record<string, number> = {};
      for (const f of report.datasets.find((d) => d.code === code)!.flagged) counts[f.reason] = (counts[f.reason] ?? 0) + 1;
      return counts;
    };
    expect(reasons('aluminium_wrought_alloys_soofi')).toEqual({ yieldAboveTensile: 2, outsideGrade: 53, belowSpecifiedMinimum: 6 });
    expect(reasons('autodesk_material_library')).toEqual({ outOfRange: 65, belowSpecifiedMinimum: 12 });
    const autodesk = report.datasets.find((d) => d.code === 'autodesk_material_library')!.flagged;
    expect(autodesk.filter((f) => f.reason === 'belowSpecifiedMinimum' && ['SS400', 'S275JR'].includes(f.grade)).map((f) => [f.grade, f.column, f.value]))
      .toEqual([['S275JR', 'yield', 265], ['SS400', 'yield', 235]]);
    expect(autodesk.filter((f) => f.column === 'density').every((f) => f.value === 7160)).toBe(true);
    const soofi = report.datasets.find((d) => d.code === 'aluminium_wrought_alloys_soofi')!.flagged;
    expect(soofi.filter((f) => f.grade.startsWith('2024') && f.column === 'Li').map((f) => f.value).sort()).toEqual([2, 2, 2, 4, 4, 4]);
    // The flagged values keep their text and leave search: SS400's library row has no yield number.
    const [ss400] = await handle.db.select().from(materials)
      .where(sql`${materials.datasetCode} = 'autodesk_material_library' and ${materials.grade} = 'SS400'`);
    const [doc] = await handle.db.select().from(materialSearchDocs).where(eq(materialSearchDocs.materialId, ss400.id));
    expect(doc.yieldMin).toBeNull();
    const [row] = await handle.db.select().from(materialProperties).where(eq(materialProperties.materialId, ss400.id));
    expect([row.yieldMin, row.yieldRaw, row.flags?.yield?.reason]).toEqual([null, '235', 'belowSpecifiedMinimum']);
    const en = await detailOf('steelName/steelDetail', String(ss400.id), 'en');
    expect(en.properties[0].flagged[0].note).toBe('As printed in the source, not used for search: below the specified minimum of the standard grade this record names');
    const zh = await detailOf('steelName/steelDetail', String(ss400.id), 'zh');
    expect(zh.properties[0].flagged[0].note).toBe('按来源原文显示，不用于检索：低于该记录所称标准牌号的规定最小值');
  });

  it('shows the grades added by issue 46 with every sourced value and its condition', async () => {
    const a333 = await detailOf('steelName/steelDetail', String((await gradeId('compiled_steel_families:FAP051')).id), 'en');
    expect(a333.composition.filter((c) => ['C', 'Mn', 'P', 'S', 'Si'].includes(c.element)).map((c) => [c.element, c.min, c.max]))
      .toEqual(expect.arrayContaining([['C', null, 0.3], ['Mn', 0.29, 1.06], ['P', null, 0.025], ['S', null, 0.025], ['Si', 0.1, null]]));
    expect(a333.properties.map((p) => [p.direction ?? null, p.tensileMin ?? null, p.yieldMin ?? null, p.elongationMin ?? null]))
      .toEqual(expect.arrayContaining([[null, 415, 240, null], ['L', null, null, 30], ['T', null, null, 16.5]]));
    const impacts: [string, number, number][] = [['FAZ015', 47, 20], ['FAZ016', 34, 0], ['FAZ017', 34, -20], ['FAZ018', 27, -40]];
    for (const [key, energy, temperature] of impacts) {
      const d = await detailOf('steelName/steelDetail', String((await gradeId(`compiled_steel_families:${key}`)).id), 'en');
      expect([d.properties[0].impactEnergy, d.properties[0].impactTemperature]).toEqual([energy, temperature]);
    }
    const sus = await detailOf('steelName/steelDetail', String((await gradeId('compiled_steel_families:FAX034')).id), 'en');
    expect([sus.properties[0].tensileMin, sus.properties[0].yieldMin, sus.properties[0].elongationMin, sus.properties[0].hardnessValue]).toEqual([480, 175, 40, 200]);
    const found = (await search('steelName/steelSearch', { keyword: 'A333 Grade 6', pageSize: 5 })).body.data!.list;
    expect(found[0].grade).toBe('A333 Grade 6');
  });

  it('does not link a research row whose composition lies clearly outside the grade\'s limits (a 2024 with Li, a 6061-T4 with Mn 2.06)', async () => {
    const rows = await handle.db
      .select()
      .from(materials)
      .where(sql`${materials.datasetCode} = 'aluminium_wrought_alloys_soofi' and ${materials.grade} in ('2024-T6', '2024-T4', '6061-T4')`);
    for (const r of rows) {
      const els = await handle.db.select().from(materialElements).where(eq(materialElements.materialId, r.id));
      const li = els.find((e) => e.element === 'Li')?.typicalValue ?? 0;
      const mn = els.find((e) => e.element === 'Mn')?.typicalValue ?? 0;
      if (li >= 2 || (r.grade === '6061-T4' && mn > 1)) expect(r.standardGradeId, `${r.grade} Li ${li} Mn ${mn}`).toBeNull();
    }
    const soofi = report.datasets.find((d) => d.code === 'aluminium_wrought_alloys_soofi')!.standardLinks!;
    expect(soofi.reasons.filter((r) => r.reason.includes('outside the grade')).reduce((n, r) => n + r.count, 0)).toBe(25);
  });
});
