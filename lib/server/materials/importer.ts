import 'server-only';
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@/lib/server/db/client';
import {
  materialDatasets,
  materialElements,
  materialEquivalents,
  materialProperties,
  materials,
  materialSearchDocs,
  materialStandards,
  materialStats,
} from '@/lib/server/db/schema';
import { DATASET_BY_CODE } from './import/datasets';
import { READERS } from './import';
import { ALIAS_TARGET_SETS, applyGradeAliases } from './import/grade-aliases';
import { COMPILED_SETS, indexStandardGrades, linkResearchRecords, type StandardLinkReport } from './import/standard-links';
import { applyGradeGate, applyPlausibilityGate } from './import/gate';
import { readStandardEditions } from './import/editions';
import type { FlaggedValue } from '@/lib/server/db/schema/materials';

/** The compiled steel sets whose equivalence rows form the cross-reference. */
const EQUIVALENT_SETS = ['compiled_steel_grades', 'compiled_steel_families'];
import type { DatasetImport, FileReport, ImportRecord } from './import/types';
import { buildSearchDoc, indexEquivalents } from './search-doc';
import { normalizeGrade } from '@/lib/materials/text';
import { clearSearchCache } from './search-cache';
import type { DataGeneration } from '@/lib/server/ports';
import { refreshDataGeneration } from './data-generation';

export interface DatasetReport {
  code: string;
  title: string;
  recordsCreated: number;
  rowsRead: number;
  rowsImported: number;
  rowsSkipped: number;
  files: FileReport[];
  /** Records per family (the source's family wording) and confidence grade; compiled sets only. */
  byFamily: { family: string; confidence: string; records: number }[];
  /** Research sets: records linked to their standard grade, and the reasons of the others (null for compiled sets). */
  standardLinks: StandardLinkReport | null;
  /** Values the plausibility gate kept as text only (file, row, column, reason), stored in `material_datasets.flagged`. */
  flagged: FlaggedValue[];
}

/** Counts records by family wording (English part of `categoryText`) and confidence. */
export function countByFamily(records: { categoryText?: string | null; confidence?: string | null }[]): DatasetReport['byFamily'] {
  const counts = new Map<string, number>();
  for (const r of records) {
    if (!r.confidence) continue;
    const family = (r.categoryText ?? '').split(' / ')[0] || '-';
    const key = `${family}\u0000${r.confidence}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts.entries()]
    .map(([key, records]) => {
      const [family, confidence] = key.split('\u0000');
      return { family, confidence, records };
    })
    .sort((a, b) => a.family.localeCompare(b.family) || a.confidence.localeCompare(b.confidence));
}

/** A compiled set that is not being imported, read with its sourced aliases (to link research rows to it). */
function withAliases(code: string): DatasetImport {
  const data = READERS[code]();
  applyPlausibilityGate(data);
  if ((ALIAS_TARGET_SETS as readonly string[]).includes(code)) applyGradeAliases(data.records);
  return data;
}

export interface ImportReport {
  datasets: DatasetReport[];
  totalRecords: number;
  ms: number;
}

const chunk = <T>(list: T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
};

const toWtPercent = (v: number | null, unit: string | undefined) => (v === null ? null : unit === 'ppm' ? v / 10000 : v);

/** `set` clause that takes every listed column from the proposed row (upsert). */
function excluded(table: PgTable, keys: string[]): Record<string, SQL> {
  const cols = (table as unknown as Record<string, { name: string }>);
  return Object.fromEntries(keys.map((k) => [k, sql.raw(`excluded."${cols[k].name}"`)]));
}

async function upsertStandards(db: Db, records: ImportRecord[]): Promise<Map<string, number>> {
  const unique = new Map<string, NonNullable<ImportRecord['standard']>>();
  for (const r of records) for (const s of [r.standard, r.link?.standard]) if (s) unique.set(s.code, s);
  const ids = new Map<string, number>();
  for (const part of chunk([...unique.values()], 300)) {
    const rows = await db
      .insert(materialStandards)
      .values(part.map((s) => ({ code: s.code, system: s.system, number: s.number, year: s.year })))
      .onConflictDoUpdate({ target: materialStandards.code, set: excluded(materialStandards, ['system', 'number', 'year']) })
      .returning({ id: materialStandards.id, code: materialStandards.code });
    for (const r of rows) ids.set(r.code, r.id);
  }
  return ids;
}

const standardIdOf = (r: ImportRecord, ids: Map<string, number>) => {
  const s = standardOf(r);
  return s ? (ids.get(s.code) ?? null) : null;
};

const MATERIAL_COLUMNS = [
  'slug', 'family', 'grade', 'gradeNorm', 'aliases', 'category', 'categoryText', 'standardId', 'standardSystem', 'standardText',
  'deliveryState', 'deliveryText', 'heatTreatment', 'microstructure', 'description', 'density', 'youngModulus', 'shearModulus',
  'poissonRatio', 'flags', 'process', 'datasetCode', 'sourceRow', 'sourceRef', 'citation', 'sourceUrls', 'confidence', 'notes', 'standardGradeId',
  'standardLink', 'updatedAt',
];

/** The standard a record names: its own, or for a linked research record the one of its standard grade. */
const standardOf = (r: ImportRecord) => r.link?.standard ?? r.standard;

/** Ids of the compiled standard-grade records the chunk's research records link to (written before them). */
async function standardGradeIds(db: Db, records: ImportRecord[]): Promise<Map<string, number>> {
  const keys = [...new Set(records.map((r) => r.link?.targetKey).filter((k): k is string => !!k))];
  if (!keys.length) return new Map();
  const rows = await db.select({ id: materials.id, naturalKey: materials.naturalKey }).from(materials).where(inArray(materials.naturalKey, keys));
  return new Map(rows.map((r) => [r.naturalKey, r.id]));
}

async function writeDataset(
  db: Db,
  data: DatasetImport,
  standardIds: Map<string, number>,
  equivalents: ReturnType<typeof indexEquivalents>,
  slugs: Set<string>,
): Promise<void> {
  for (const part of chunk(data.records, 300)) {
    const gradeIds = await standardGradeIds(db, part);
    const values = part.map((r) => {
      let slug = r.slug;
      for (let n = 2; slugs.has(slug); n++) slug = `${r.slug}-${n}`;
      slugs.add(slug);
      return {
        naturalKey: r.naturalKey,
        slug,
        family: r.family,
        grade: r.grade,
        gradeNorm: normalizeGrade(r.grade),
        aliases: r.aliases,
        category: r.category,
        categoryText: r.categoryText ?? null,
        standardId: standardIdOf(r, standardIds),
        standardSystem: r.standardSystem,
        standardText: r.standardText ?? null,
        deliveryState: r.deliveryState,
        deliveryText: r.deliveryText ?? null,
        heatTreatment: r.heatTreatment ?? null,
        microstructure: r.microstructure ?? null,
        description: r.description ?? null,
        density: r.density ?? null,
        youngModulus: r.youngModulus ?? null,
        shearModulus: r.shearModulus ?? null,
        poissonRatio: r.poissonRatio ?? null,
        flags: r.flags ?? {},
        process: r.process ?? {},
        datasetCode: data.code,
        sourceRow: r.sourceRow,
        sourceRef: r.sourceRef ?? null,
        citation: r.citation,
        sourceUrls: r.sourceUrls ?? [],
        confidence: r.confidence ?? null,
        notes: r.notes ?? null,
        standardGradeId: r.link?.targetKey ? (gradeIds.get(r.link.targetKey) ?? null) : null,
        standardLink: r.link?.via ?? null,
        updatedAt: new Date(),
      };
    });
    const saved = await db
      .insert(materials)
      .values(values)
      .onConflictDoUpdate({ target: materials.naturalKey, set: excluded(materials, MATERIAL_COLUMNS) })
      .returning({ id: materials.id, naturalKey: materials.naturalKey });
    const idOf = new Map(saved.map((s) => [s.naturalKey, s.id]));
    const ids = saved.map((s) => s.id);
    await db.delete(materialElements).where(inArray(materialElements.materialId, ids));
    await db.delete(materialProperties).where(inArray(materialProperties.materialId, ids));

    const elementRows = part.flatMap((r) =>
      r.elements.map((e) => ({
        materialId: idOf.get(r.naturalKey)!,
        element: e.element,
        raw: e.raw,
        minValue: e.min,
        maxValue: e.max,
        typicalValue: e.typical,
        // Search bounds are in wt % for every unit (1 wt % = 10,000 ppm).
        low: toWtPercent(e.min ?? e.typical, e.unit),
        high: toWtPercent(e.max ?? e.typical, e.unit),
        unit: e.unit ?? 'wt%',
        note: e.note ?? null,
        rule: e.rule ?? null,
        flag: e.flag ?? null,
      })),
    );
    for (const rows of chunk(elementRows, 1000)) await db.insert(materialElements).values(rows);

    const propertyRows = part.flatMap((r) =>
      r.properties.map(({ sourceFile: _file, ...p }, i) => ({ ...p, flags: p.flags ?? {}, materialId: idOf.get(r.naturalKey)!, seq: i + 1, citation: p.citation ?? null })),
    );
    for (const rows of chunk(propertyRows, 400)) await db.insert(materialProperties).values(rows);

    const docs = part.map((r) => {
      const doc = buildSearchDoc(r, equivalents, standardOf(r)?.code ?? null);
      const { tokens, ...rest } = doc;
      return {
        ...rest,
        materialId: idOf.get(r.naturalKey)!,
        family: r.family,
        standardSystem: r.standardSystem,
        standardId: standardIdOf(r, standardIds),
        deliveryState: r.deliveryState,
        category: r.category,
        tsv: sql`to_tsvector('simple', ${tokens})` as unknown as string,
      };
    });
    await db
      .insert(materialSearchDocs)
      .values(docs)
      .onConflictDoUpdate({
        target: materialSearchDocs.materialId,
        set: excluded(materialSearchDocs, [
          'family', 'standardSystem', 'standardId', 'deliveryState', 'category', 'gradeNorm', 'terms', 'names', 'tsv', 'tensileMin',
          'tensileMax', 'yieldMin', 'elongationMin', 'reductionMin', 'hardness', 'impactEnergy', 'fatigueStrength',
        ]),
      });
    await db.insert(materialStats).values(ids.map((materialId) => ({ materialId }))).onConflictDoNothing();
  }
}

/**
 * The ranking facts of every search document (docs/DATA.md "Search"), set after each import's writes so a
 * search reads them from the document alone: `curated` (a compiled set's record, not a library or research
 * row), `filled` (at least one composition or property value, as a number or as text), `superseded` (the
 * record's standard is an older edition of a standard under whose newer edition another record carries this
 * record's grade as its grade or own name: GB/T 14976-2002 0Cr18Ni9 beside 06Cr19Ni10 of -2012; a GB/T
 * 5310-2017 20G is not superseded by GB/T 5310-2023 records of other grades). A newer edition is a later year of
 * the same number, or, for a code the edition table (reference-data/standard_editions) calls superseded, the edition in
 * force (its `current_code`, even under another number: GB/T 1298-2008 → GB/T 1299-2014) or the same number undated.
 */
export async function setSearchRankFacts(db: Db): Promise<void> {
  const curated = sql.join(COMPILED_SETS.map((code) => sql`${code}`), sql`, `);
  await db.execute(sql`
    UPDATE material_search_docs d SET
      curated = m.dataset_code IN (${curated}),
      filled = EXISTS (SELECT 1 FROM material_elements e WHERE e.material_id = d.material_id
          AND (e.min_value IS NOT NULL OR e.max_value IS NOT NULL OR e.typical_value IS NOT NULL OR e.rule IS NOT NULL OR e.raw <> ''))
        OR EXISTS (SELECT 1 FROM material_properties p WHERE p.material_id = d.material_id
          AND (coalesce(p.tensile_min, p.tensile_max, p.yield_min, p.yield_max, p.elongation_min, p.elongation_max, p.reduction_min,
                        p.impact_energy, p.hardness_value, p.fatigue_strength, p.fracture_strength) IS NOT NULL
               OR coalesce(p.tensile_raw, p.yield_raw, p.elongation_raw, p.reduction_raw, p.impact_raw, p.hardness_raw, '') <> '')),
      superseded = EXISTS (SELECT 1 FROM material_standards s
          JOIN material_standards n ON (n.number = s.number AND (n.year > s.year OR (n.year IS NULL AND s.edition_status = 'superseded')))
            OR (s.edition_status = 'superseded' AND n.code = s.current_code)
          JOIN material_search_docs o ON o.standard_id = n.id AND o.family = d.family AND o.material_id <> d.material_id
          WHERE s.id = d.standard_id AND (' ' || o.names || ' ') LIKE '% ' || d.grade_norm || ' %')
    FROM materials m WHERE m.id = d.material_id`);
}

/**
 * Writes the edition table (reference-data/standard_editions/editions.csv, docs/DATA.md "Editions") onto the stored
 * standards: each listed code gets its status, the edition in force and the page that says so; a code the table no
 * longer lists is cleared. Returns how many stored codes it describes and the table's codes that are not stored.
 */
export async function applyStandardEditions(db: Db): Promise<{ described: number; unknown: string[] }> {
  const { editions } = readStandardEditions();
  const stored = new Set((await db.select({ code: materialStandards.code }).from(materialStandards)).map((r) => r.code));
  await db.update(materialStandards).set({ editionStatus: null, currentCode: null, editionBasis: null, editionSource: null, editionEvidence: null });
  let described = 0;
  const unknown: string[] = [];
  for (const e of editions) {
    if (!stored.has(e.code)) {
      unknown.push(e.code);
      continue;
    }
    described++;
    await db
      .update(materialStandards)
      .set({
        editionStatus: e.status,
        currentCode: e.status === 'current' ? null : e.current,
        editionBasis: e.basis,
        editionSource: e.sourceUrl,
        editionEvidence: e.evidence || null,
      })
      .where(eq(materialStandards.code, e.code));
  }
  return { described, unknown };
}

const SEARCH_TABLES = ['materials', 'material_elements', 'material_properties', 'material_search_docs', 'material_equivalents'];

/**
 * After a bulk write: VACUUM ANALYZE the search tables. ANALYZE gives the planner fresh statistics
 * (how many rows each range condition keeps). VACUUM moves the GIN indexes' pending lists (trigram
 * terms, tsvector) into the indexes and sets the visibility map for index-only scans: PGlite has no
 * autovacuum, and before this a keyword search scanned the pending lists (about 30 ms, so the planner
 * preferred a sequential scan) instead of the indexes (0.2 ms). Outside any transaction (VACUUM
 * refuses one); on PostgreSQL it only does sooner what autovacuum would do.
 */
export async function tidySearchTables(db: Db): Promise<void> {
  for (const table of SEARCH_TABLES) await db.execute(sql.raw(`VACUUM ANALYZE ${table}`));
}

/**
 * Imports the shared data sets (all, or the named ones) idempotently: materials are upserted by
 * natural key (data set + original row id), their composition and property rows replaced,
 * search documents rebuilt; view/search counters are kept. Returns the per-file report.
 */
export async function importMaterials(db: Db, only?: readonly string[], generation?: DataGeneration): Promise<ImportReport> {
  const started = Date.now();
  for (const code of only ?? []) if (!READERS[code]) throw new Error(`Unknown data set ${code}`);
  // In the readers' order: the compiled standard grades are written before the research rows that link to them.
  const codes = Object.keys(READERS).filter((code) => !only?.length || only.includes(code));
  const loaded = codes.map((code) => READERS[code]());
  // The plausibility gate runs before anything reads the numbers (links, search documents, writes).
  for (const data of loaded) applyPlausibilityGate(data);
  // Equivalence groups of every compiled steel set; former and alternative names join their current grades.
  const steelSets = EQUIVALENT_SETS.map((code) => loaded.find((d) => d.code === code) ?? READERS[code]());
  const equivalents = indexEquivalents(steelSets.flatMap((d) => d.equivalents));
  const aliasTargets = loaded.filter((d) => (ALIAS_TARGET_SETS as readonly string[]).includes(d.code));
  if (aliasTargets.length) {
    const report = applyGradeAliases(aliasTargets.flatMap((d) => d.records));
    aliasTargets[aliasTargets.length - 1].files.push(report);
  }
  // Research rows linked to the standard grade they belong to (after the aliases: sourced aliases link too).
  const research = loaded.filter((d) => !(COMPILED_SETS as readonly string[]).includes(d.code));
  const gradeIndex = research.length
    ? indexStandardGrades(COMPILED_SETS.map((code) => loaded.find((d) => d.code === code) ?? withAliases(code)))
    : new Map();
  const linkReports = new Map(research.map((d) => [d.code, linkResearchRecords(d, gradeIndex)]));
  // The gate's grade rules: a research record is held to the limits and specified minima of the grade it names.
  for (const data of research) applyGradeGate(data);
  const reports: DatasetReport[] = [];
  await db.transaction(async (tx) => {
    const all = loaded.flatMap((d) => d.records);
    const standardIds = await upsertStandards(tx as unknown as Db, all);
    const slugs = new Set<string>();
    for (const data of loaded) {
      const meta = DATASET_BY_CODE.get(data.code)!;
      const totals = data.files.reduce(
        (acc, f) => ({ read: acc.read + f.rowsRead, imported: acc.imported + f.rowsImported, skipped: acc.skipped + f.rowsSkipped }),
        { read: 0, imported: 0, skipped: 0 },
      );
      const skipped = data.files.flatMap((f) => f.skipped.map((s) => ({ ...s, reason: `${f.file}: ${s.reason}` })));
      const flagged = data.flagged ?? [];
      const row = { ...meta, rowsRead: totals.read, recordsCreated: data.records.length, rowsSkipped: totals.skipped, skipped, flagged, importedAt: new Date() };
      await tx
        .insert(materialDatasets)
        .values(row)
        .onConflictDoUpdate({
          target: materialDatasets.code,
          set: excluded(materialDatasets, ['titleZh', 'titleEn', 'citation', 'url', 'license', 'trust', 'rowsRead', 'recordsCreated', 'rowsSkipped', 'skipped', 'flagged', 'importedAt']),
        });
      await writeDataset(tx as unknown as Db, data, standardIds, equivalents, slugs);
      reports.push({
        code: data.code,
        title: meta.titleEn,
        recordsCreated: data.records.length,
        rowsRead: totals.read,
        rowsImported: totals.imported,
        rowsSkipped: totals.skipped,
        files: data.files,
        byFamily: countByFamily(data.records),
        standardLinks: linkReports.get(data.code) ?? null,
        flagged,
      });
    }
    for (const steel of steelSets) {
      if (!loaded.includes(steel)) continue;
      for (const part of chunk(steel.equivalents, 300)) {
        await tx
          .insert(materialEquivalents)
          .values(part.map((e) => ({ ...e, designationNorm: normalizeGrade(e.designation), datasetCode: steel.code })))
          .onConflictDoUpdate({
            target: [materialEquivalents.groupCode, materialEquivalents.system, materialEquivalents.designation],
            set: excluded(materialEquivalents, ['designationNorm', 'standard', 'relation', 'confidence', 'sourceUrls', 'notes', 'sourceRow']),
          });
      }
    }
    await applyStandardEditions(tx as unknown as Db);
    await setSearchRankFacts(tx as unknown as Db);
  });
  await tidySearchTables(db);
  clearSearchCache(db);
  // A new data version: every cached material page of the older one is left behind.
  if (generation) await refreshDataGeneration(db, generation);
  return { datasets: reports, totalRecords: reports.reduce((n, r) => n + r.recordsCreated, 0), ms: Date.now() - started };
}
