import 'server-only';
import { elementsOutsideGrade } from '@/lib/materials/plausibility';
import { normalizeGrade } from '@/lib/materials/text';
import { aliasesByName } from './grade-aliases';
import type { DatasetImport, ImportRecord, ImportStandard } from './types';

/**
 * Research rows linked to the standard grade they belong to (issue 13, item 6).
 *
 * The research data sets name a grade (Autodesk "JIS SCM440", "Steel SAE 4140", Soofi alloy 6061) but rarely
 * the standard. A record is linked to the compiled record of the same grade (same family, a compatible
 * standard system) found by the one normaliser (`normalizeGrade`) on its grade or on a sourced alias of
 * the compiled record (the compiled rows' own alias, UNS and Werkstoff columns and
 * reference-data/grade_aliases, except the "similar grade" rows); else to the standard the source itself
 * names. Nothing is linked on a guess: no prefix or fuzzy match, no approximate equivalent, no pick among
 * several standards. The research row keeps its own values, grade text and row reference.
 */

/** The compiled standard-grade sets (each record names its standard). */
export const COMPILED_SETS = ['compiled_steel_grades', 'compiled_steel_families', 'compiled_welding_consumables', 'compiled_aluminium_alloys'] as const;

export type StandardLinkVia = 'grade' | 'alias' | 'standard';

export interface StandardLink {
  via: StandardLinkVia;
  /** The name that was matched (the research row's grade, or its alloy part without the temper). */
  name: string;
  /** Natural key of the compiled standard-grade record (null when linked to the source's own standard only). */
  targetKey: string | null;
  /** The standard the record now names: the compiled record's, else the one the source names. */
  standard: ImportStandard | null;
}

/** Linked and unlinked records of one research data set, with the reason of each unlinked one (source rows). */
export interface StandardLinkReport {
  linked: number;
  unlinked: number;
  byVia: Record<StandardLinkVia, number>;
  reasons: { reason: string; count: number; rows: number[] }[];
}

/**
 * Standard systems whose grade names are one name space: an exact name in one of them is the same grade in
 * the others (US: AISI/SAE numbers, ASTM, UNS, the Aluminum Association's alloy numbers; Europe: EN 10027
 * names, which DIN EN, BS EN, NF EN and ISO lists use). A GOST `45` is not GB/T 699 `45`.
 */
const SYSTEM_GROUPS: readonly string[][] = [
  ['ASTM', 'ASME', 'AISI', 'SAE', 'UNS', 'AA', 'API', 'AWS'],
  ['EN', 'DIN', 'ISO', 'BS', 'NF'],
];
function systemGroup(system: string | null | undefined): string | null {
  if (!system) return null;
  const s = system.toUpperCase();
  return SYSTEM_GROUPS.find((g) => g.includes(s))?.[0] ?? s;
}

/** What a research data set names as the grade of a record, or why it names none. */
type NameRule = (r: ImportRecord) => string | { reason: string };

const TEMPER = /-[OHTFW]\w*$/;
const NAME_RULES: Record<string, NameRule> = {
  matnavi_low_alloy_steels: () => ({ reason: 'the source names no grade, only a NIMS alloy code' }),
  nims_fatigue_agrawal2014: () => ({ reason: 'the source names no grade, only composition and process' }),
  nims_fatigue_xiong2020: () => ({ reason: 'the source names no grade, only composition and process' }),
  cambridge_map_weld_metal: () => ({ reason: 'the weld id names a literature series, not a consumable classification' }),
  // The Alloy column (kept as the record's alias); "Unspecified" rows are experimental alloys.
  aluminium_wrought_alloys_soofi: (r) => r.aliases[0] ?? { reason: 'experimental alloy ("Unspecified" in the source)' },
  // The library's designation; an aluminium alloy's temper (`6061-T6`) is its condition, not its grade.
  autodesk_material_library: (r) => (r.family === 'alloy' ? r.grade.replace(TEMPER, '') : r.grade),
};

interface Candidate {
  record: ImportRecord;
  via: 'grade' | 'alias';
  group: string | null;
  standardKey: string;
}

/** Compiled records by normalised grade and sourced alias. */
export function indexStandardGrades(compiled: DatasetImport[]): Map<string, Candidate[]> {
  const similar = new Set(
    [...aliasesByName().values()].flat().filter((a) => a.kind === 'similar').map((a) => a.aliasNorm),
  );
  const index = new Map<string, Candidate[]>();
  const put = (norm: string, c: Candidate) => {
    if (!norm) return;
    const list = index.get(norm) ?? [];
    if (!list.some((x) => x.record === c.record)) list.push(c);
    index.set(norm, list);
  };
  for (const d of compiled) {
    for (const record of d.records) {
      const base = {
        record,
        group: systemGroup(record.standardSystem ?? record.standard?.system),
        standardKey: record.standard?.code ?? record.standardText ?? '',
      };
      // The grade first: a record whose alias repeats its own grade stays a grade match.
      put(normalizeGrade(record.grade), { ...base, via: 'grade' });
      for (const alias of record.aliases) {
        const norm = normalizeGrade(alias);
        if (!similar.has(norm)) put(norm, { ...base, via: 'alias' });
      }
    }
  }
  return index;
}

/**
 * The first element of a research record whose content lies clearly outside the compiled grade's limit
 * (`elementsOutsideGrade`, lib/materials/plausibility.ts: the one rule, also the gate's). Null when the
 * composition fits or cannot be compared.
 */
export function compositionOutside(research: ImportRecord, grade: ImportRecord): string | null {
  return elementsOutsideGrade(research.elements, grade.elements)[0]?.element ?? null;
}

const sameNumber = (a: ImportStandard, b: ImportStandard) => a.number.replace(/\s+/g, '') === b.number.replace(/\s+/g, '');

/** The link of one research record, or the reason it has none. */
export function resolveStandardLink(record: ImportRecord, name: string, index: Map<string, Candidate[]>): StandardLink | { reason: string } {
  const own = record.standard;
  const byOwnStandard = (): StandardLink | null => (own ? { via: 'standard', name, targetKey: null, standard: own } : null);
  const group = systemGroup(record.standardSystem ?? own?.system);
  const named = (index.get(normalizeGrade(name)) ?? []).filter((c) => c.record.family === record.family);
  // A name that is a compiled grade somewhere is that grade: another record's alias of the same name does not count.
  const all = named.some((c) => c.via === 'grade') ? named.filter((c) => c.via === 'grade') : named;
  const chosen = all.filter((c) => group !== null && c.group === group && (!own || !c.record.standard || sameNumber(own, c.record.standard)));
  const standards = [...new Set(chosen.map((c) => c.standardKey))];
  let outside: string | null = null;
  if (chosen.length && standards.length === 1) {
    const target = chosen[0].record;
    record.namedGrade = target;
    outside = compositionOutside(record, target);
    if (!outside) return { via: chosen[0].via, name, targetKey: target.naturalKey, standard: target.standard ?? own };
  }
  const fallback = byOwnStandard();
  if (fallback) return fallback;
  if (outside) return { reason: `the composition lies clearly outside the grade's limits (${outside})` };
  if (chosen.length) return { reason: 'the grade is in more than one compiled standard and the source does not say which' };
  if (!group) return { reason: 'the source names no standard system' };
  if (all.length) return { reason: 'a compiled grade of this name exists only in another standard system' };
  return { reason: 'no compiled record of this grade, and the source names no standard' };
}

/**
 * Links every record of a research data set (sets `record.link`) and reports linked / unlinked with the
 * reasons. Compiled sets are not research sets: they name their standard themselves (null report).
 */
export function linkResearchRecords(data: DatasetImport, index: Map<string, Candidate[]>): StandardLinkReport | null {
  if ((COMPILED_SETS as readonly string[]).includes(data.code)) return null;
  const rule = NAME_RULES[data.code];
  const report: StandardLinkReport = { linked: 0, unlinked: 0, byVia: { grade: 0, alias: 0, standard: 0 }, reasons: [] };
  const reasons = new Map<string, number[]>();
  for (const record of data.records) {
    record.namedGrade = null;
    const name = rule ? rule(record) : record.grade;
    const result = typeof name === 'string' ? resolveStandardLink(record, name, index) : name;
    if ('reason' in result) {
      record.link = null;
      report.unlinked += 1;
      const rows = reasons.get(result.reason) ?? [];
      rows.push(record.sourceRow);
      reasons.set(result.reason, rows);
    } else {
      record.link = result;
      report.linked += 1;
      report.byVia[result.via] += 1;
    }
  }
  report.reasons = [...reasons.entries()].map(([reason, rows]) => ({ reason, count: rows.length, rows }));
  return report;
}
