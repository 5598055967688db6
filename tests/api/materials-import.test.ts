import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/lib/server/db/client';
import { materialDatasets, materialElements, materialProperties, materials, materialSearchDocs } from '@/lib/server/db/schema';
import { importMaterials, type ImportReport } from '@/lib/server/materials/importer';
import { createTestDatabase } from '../helpers/db';

/** Data rows stated in each folder's SOURCES.md (file → rows). */
const SOURCES_MD_ROWS: Record<string, number> = {
  'steel_grades.csv': 63,
  'steel_grade_equivalents.csv': 34,
  'welding_consumables.csv': 79,
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
  'grades_gb_structural.csv': 62,
  'grades_pipe.csv': 50,
  'grades_pressure_vessel.csv': 39,
  'grades_sheet.csv': 40,
  'grades_ship_weathering.csv': 51,
  'grades_stainless.csv': 33,
  'grades_tool_bearing_spring.csv': 54,
  'equivalents_gb_structural.csv': 10,
  'equivalents_pipe.csv': 16,
  'equivalents_pressure_vessel.csv': 15,
  'equivalents_sheet.csv': 13,
  'equivalents_ship_weathering.csv': 2,
  'equivalents_stainless.csv': 13,
  'equivalents_tool_bearing_spring.csv': 20,
  'aliases.csv': 39,
};

let handle: DatabaseHandle;
let report: ImportReport;

beforeAll(async () => {
  handle = await createTestDatabase();
  report = await importMaterials(handle.db);
}, 180_000);

afterAll(async () => {
  await handle.close();
});

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
    expect(props[0].tensileMin).toBe(470);
    expect(props[0].tensileMax).toBe(630);
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

  it('is idempotent: a second import changes no counts', async () => {
    const before = await handle.db.select({ n: count() }).from(materialProperties);
    const again = await importMaterials(handle.db);
    const after = await handle.db.select({ n: count() }).from(materialProperties);
    const [{ n }] = await handle.db.select({ n: count() }).from(materials);
    expect(after[0].n).toBe(before[0].n);
    expect(n).toBe(again.totalRecords);
    const sets = await handle.db.select().from(materialDatasets);
    expect(sets).toHaveLength(10);
  }, 180_000);
});
