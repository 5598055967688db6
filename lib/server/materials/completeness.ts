import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { readCsv } from './csv';
import { COMPILED_SETS } from './import/standard-links';

/**
 * The completeness report of issue 46 (`npm run data:report`, docs/DATA.md "Completeness"): per family what
 * the imported records store, and per flagship grade (reference-data/flagship_grades/flagship.csv) what its
 * standard's table defines but the record lacks, with the searches recorded for each lacking value
 * (reference-data/flagship_grades/searches.csv: which sources were searched and why none gave the value).
 * Values are read from the imported database, not from the CSVs.
 */

/** The value kinds a record can store and a flagship row says its standard defines. */
export const VALUE_KINDS = ['composition', 'yield', 'tensile', 'elongation', 'impact', 'hardness'] as const;
export type ValueKind = (typeof VALUE_KINDS)[number];

export interface FlagshipGrade {
  grade: string;
  family: 'steel' | 'welding' | 'alloy';
  /** The standard code the record carries (empty: the record names no standard). */
  recordStandard: string;
  /** The edition whose table the `defines` columns describe. */
  standard: string;
  why: string;
  /** Per kind the flagship list's cell: `no` (not defined), `?` (not known here), anything else: defined. */
  defines: Record<ValueKind, string>;
}

/** What one record stores: per kind the number of values (elements with a number, property rows with one). */
export interface StoredValues {
  composition: number;
  yield: number;
  tensile: number;
  elongation: number;
  impact: number;
  hardness: number;
  /** Property rows with a thickness band carrying yield, tensile or elongation. */
  bands: number;
  /** The impact test temperatures stored (°C). */
  impactTemperatures: number[];
}

/**
 * One recorded search for values a flagship grade lacks (reference-data/flagship_grades/searches.csv): the queries
 * sent, the corpus, what the search found and why it did not give the value. A row naming several grades
 * (`Q355B; Q355C`) is one search per grade.
 */
export interface FlagshipSearch {
  grade: string;
  recordStandard: string;
  /** The kinds of value searched for (a row's `kinds` cell, `;`-separated; unknown words are kept for the check). */
  kinds: string[];
  corpus: string;
  queries: string[];
  found: string;
  notUsedBecause: string;
  /** The pass that searched (`issue 46 (2026-12-03)`). */
  pass: string;
  /** Row number in searches.csv (header = 1). */
  row: number;
}

export interface FlagshipEntry extends FlagshipGrade {
  /** The record's id, null when no compiled record of that grade and standard exists. */
  materialId: number | null;
  datasetCode: string | null;
  stored: StoredValues | null;
  /** Kinds stored (at least one value). */
  has: ValueKind[];
  /** Kinds the standard defines that the record does not store. */
  lacks: ValueKind[];
  /** Per lacking kind, the searches recorded for it (searches.csv). */
  searches: Partial<Record<ValueKind, FlagshipSearch[]>>;
  /** Lacking kinds without a recorded search. */
  unsearched: ValueKind[];
}

export interface FamilyLine {
  family: string;
  /** `curated` (the compiled sets) or `library` (Autodesk library and research sets). */
  kind: 'curated' | 'library';
  records: number;
  empty: number;
  with: Record<ValueKind, number>;
}

export interface CompletenessReport {
  families: FamilyLine[];
  flagship: FlagshipEntry[];
  totals: {
    flagship: number;
    found: number;
    complete: number;
    /** Per kind, the flagship grades lacking it. */
    lacking: Record<ValueKind, number>;
    /** Lacking values (grade × kind) and how many of them have a recorded search. */
    lackingValues: number;
    searchedValues: number;
    /** `grade | record standard: kind` for every lacking value without a recorded search. */
    unsearched: string[];
  };
}

const defined = (cell: string) => cell !== '' && cell !== 'no' && cell !== '?';

/** The flagship list as written (reference-data/flagship_grades/flagship.csv). */
export function readFlagshipGrades(): FlagshipGrade[] {
  return readCsv('flagship_grades', 'flagship.csv').rows.map(({ values: v }) => ({
    grade: v.grade,
    family: v.family as FlagshipGrade['family'],
    recordStandard: v.record_standard,
    standard: v.standard,
    why: v.why,
    defines: {
      composition: v.composition,
      yield: v.yield,
      tensile: v.tensile,
      elongation: v.elongation,
      impact: v.impact_temperature_C,
      hardness: v.hardness,
    },
  }));
}

/** The searches recorded for lacking values (reference-data/flagship_grades/searches.csv), one per grade named. */
export function readFlagshipSearches(): FlagshipSearch[] {
  const out: FlagshipSearch[] = [];
  for (const { rowNumber, values: v } of readCsv('flagship_grades', 'searches.csv').rows) {
    const list = (cell: string | undefined, sep: RegExp) => (cell ?? '').split(sep).map((x) => x.trim()).filter(Boolean);
    for (const grade of list(v.grades, /;/)) {
      out.push({
        grade,
        recordStandard: v.record_standard ?? '',
        kinds: list(v.kinds, /;/),
        corpus: v.corpus ?? '',
        queries: list(v.queries, /\s\|\s/),
        found: v.found ?? '',
        notUsedBecause: v.not_used_because ?? '',
        pass: v.pass ?? '',
        row: rowNumber,
      });
    }
  }
  return out;
}

/**
 * What is wrong with the recorded searches: a row naming a grade not on the flagship list (by grade and record
 * standard), a kind that is not a value kind, or an empty query, finding, reason or pass.
 */
export function flagshipSearchProblems(grades: FlagshipGrade[], searches: FlagshipSearch[]): string[] {
  const known = new Set(grades.map((g) => `${g.grade}|${g.recordStandard}`));
  const problems: string[] = [];
  for (const s of searches) {
    const at = `searches.csv row ${s.row} (${s.grade} | ${s.recordStandard})`;
    if (!known.has(`${s.grade}|${s.recordStandard}`)) problems.push(`${at}: not a flagship grade`);
    if (!s.kinds.length) problems.push(`${at}: no kind`);
    for (const k of s.kinds) if (!(VALUE_KINDS as readonly string[]).includes(k)) problems.push(`${at}: unknown kind ${k}`);
    if (!s.queries.length) problems.push(`${at}: no query`);
    for (const [field, value] of [['corpus', s.corpus], ['found', s.found], ['not_used_because', s.notUsedBecause], ['pass', s.pass]] as const) {
      if (!value.trim()) problems.push(`${at}: empty ${field}`);
    }
  }
  return problems;
}

type Row = Record<string, unknown>;
const n = (v: unknown) => Number(v ?? 0);

/** Per record: how many values of each kind it stores (one statement over elements, one over property rows). */
async function storedValues(db: Db): Promise<Map<number, StoredValues>> {
  const elements = (
    await db.execute(sql`SELECT material_id, count(*) AS n FROM material_elements
      WHERE min_value IS NOT NULL OR max_value IS NOT NULL OR typical_value IS NOT NULL GROUP BY material_id`)
  ).rows as Row[];
  const properties = (
    await db.execute(sql`SELECT material_id,
        count(*) FILTER (WHERE yield_min IS NOT NULL OR yield_max IS NOT NULL) AS yield,
        count(*) FILTER (WHERE tensile_min IS NOT NULL OR tensile_max IS NOT NULL) AS tensile,
        count(*) FILTER (WHERE elongation_min IS NOT NULL OR elongation_max IS NOT NULL) AS elongation,
        count(*) FILTER (WHERE impact_energy IS NOT NULL) AS impact,
        count(*) FILTER (WHERE hardness_value IS NOT NULL) AS hardness,
        count(*) FILTER (WHERE (thickness_min IS NOT NULL OR thickness_max IS NOT NULL)
          AND coalesce(yield_min, yield_max, tensile_min, tensile_max, elongation_min, elongation_max) IS NOT NULL) AS bands,
        array_remove(array_agg(DISTINCT impact_temperature) FILTER (WHERE impact_energy IS NOT NULL), NULL) AS temps
      FROM material_properties GROUP BY material_id`)
  ).rows as Row[];
  const out = new Map<number, StoredValues>();
  const of = (id: number) => {
    let s = out.get(id);
    if (!s) out.set(id, (s = { composition: 0, yield: 0, tensile: 0, elongation: 0, impact: 0, hardness: 0, bands: 0, impactTemperatures: [] }));
    return s;
  };
  for (const e of elements) of(n(e.material_id)).composition = n(e.n);
  for (const p of properties) {
    const s = of(n(p.material_id));
    Object.assign(s, { yield: n(p.yield), tensile: n(p.tensile), elongation: n(p.elongation), impact: n(p.impact), hardness: n(p.hardness), bands: n(p.bands) });
    s.impactTemperatures = ((p.temps as unknown[]) ?? []).map(Number).sort((a, b) => a - b);
  }
  return out;
}

const kindsOf = (s: StoredValues | null | undefined): ValueKind[] => (s ? VALUE_KINDS.filter((k) => s[k] > 0) : []);

export async function completenessReport(db: Db): Promise<CompletenessReport> {
  const stored = await storedValues(db);
  const records = (
    await db.execute(sql`SELECT m.id, m.family, m.grade, m.dataset_code, s.code AS standard_code
      FROM materials m LEFT JOIN material_standards s ON s.id = m.standard_id ORDER BY m.id`)
  ).rows as Row[];
  const curated = new Set<string>(COMPILED_SETS);
  const lines = new Map<string, FamilyLine>();
  for (const r of records) {
    const kind = curated.has(String(r.dataset_code)) ? 'curated' : 'library';
    const key = `${r.family}:${kind}`;
    let line = lines.get(key);
    if (!line) {
      line = { family: String(r.family), kind, records: 0, empty: 0, with: Object.fromEntries(VALUE_KINDS.map((k) => [k, 0])) as Record<ValueKind, number> };
      lines.set(key, line);
    }
    line.records++;
    const has = kindsOf(stored.get(n(r.id)));
    if (!has.length) line.empty++;
    for (const k of has) line.with[k]++;
  }
  const compiled = new Map<string, Row>();
  for (const r of records) {
    if (!curated.has(String(r.dataset_code))) continue;
    const key = `${r.family}|${r.grade}|${r.standard_code ?? ''}`;
    if (!compiled.has(key)) compiled.set(key, r);
  }
  const searchesOf = new Map<string, FlagshipSearch[]>();
  for (const search of readFlagshipSearches()) {
    const key = `${search.grade}|${search.recordStandard}`;
    searchesOf.set(key, [...(searchesOf.get(key) ?? []), search]);
  }
  const flagship: FlagshipEntry[] = readFlagshipGrades().map((g) => {
    const record = compiled.get(`${g.family}|${g.grade}|${g.recordStandard}`);
    const s = record ? (stored.get(n(record.id)) ?? null) : null;
    const has = kindsOf(s);
    const lacks = VALUE_KINDS.filter((k) => defined(g.defines[k]) && !has.includes(k));
    const recorded = searchesOf.get(`${g.grade}|${g.recordStandard}`) ?? [];
    const searches: Partial<Record<ValueKind, FlagshipSearch[]>> = {};
    for (const k of lacks) {
      const forKind = recorded.filter((x) => x.kinds.includes(k));
      if (forKind.length) searches[k] = forKind;
    }
    return {
      ...g,
      materialId: record ? n(record.id) : null,
      datasetCode: record ? String(record.dataset_code) : null,
      stored: record ? (s ?? kindsZero()) : null,
      has,
      lacks,
      searches,
      unsearched: lacks.filter((k) => !searches[k]),
    };
  });
  const lacking = Object.fromEntries(VALUE_KINDS.map((k) => [k, flagship.filter((f) => f.lacks.includes(k)).length])) as Record<ValueKind, number>;
  const lackingValues = flagship.reduce((sum, f) => sum + f.lacks.length, 0);
  const unsearched = flagship.flatMap((f) => f.unsearched.map((k) => `${f.grade} | ${f.recordStandard}: ${k}`));
  const order = ['steel', 'welding', 'alloy'];
  return {
    families: [...lines.values()].sort((a, b) => order.indexOf(a.family) - order.indexOf(b.family) || a.kind.localeCompare(b.kind)),
    flagship,
    totals: {
      flagship: flagship.length,
      found: flagship.filter((f) => f.materialId !== null).length,
      complete: flagship.filter((f) => f.materialId !== null && !f.lacks.length).length,
      lacking,
      lackingValues,
      searchedValues: lackingValues - unsearched.length,
      unsearched,
    },
  };
}

function kindsZero(): StoredValues {
  return { composition: 0, yield: 0, tensile: 0, elongation: 0, impact: 0, hardness: 0, bands: 0, impactTemperatures: [] };
}
