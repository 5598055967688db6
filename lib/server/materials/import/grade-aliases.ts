import 'server-only';
import { readCsv } from '../csv';
import { normalizeGrade } from '@/lib/materials/text';
import { SkipLog, type FileReport, type ImportRecord } from './types';
import { text } from './helpers';

/** How an alias relates to the current grade (labels in `Materials.aliasKinds`). */
export type AliasKind = 'former' | 'alternative' | 'uns' | 'werkstoff' | 'similar';
const KINDS: readonly AliasKind[] = ['former', 'alternative', 'uns', 'werkstoff', 'similar'];

export interface GradeAlias {
  alias: string;
  aliasNorm: string;
  currentGrade: string;
  kind: AliasKind;
  standard: string | null;
  sourceUrl: string;
  confidence: string | null;
  row: number;
}

const FOLDER = 'grade_aliases';
/** The compiled standard-grade sets whose records receive the aliases. */
export const ALIAS_TARGET_SETS = ['compiled_steel_grades', 'compiled_steel_families'] as const;

/** reference-data/grade_aliases/aliases.csv: rows without an alias, a known kind or a source are skipped. */
export function readGradeAliases(): { aliases: GradeAlias[]; log: SkipLog; rows: number } {
  const table = readCsv(FOLDER, 'aliases.csv');
  const log = new SkipLog();
  const aliases: GradeAlias[] = [];
  for (const { rowNumber, values: v } of table.rows) {
    const kind = v.kind as AliasKind;
    if (!text(v.alias) || !text(v.current_grade)) log.skip('no alias or current grade', rowNumber);
    else if (!KINDS.includes(kind)) log.skip('unknown kind', rowNumber);
    else if (!text(v.source_url)) log.skip('no source', rowNumber);
    else
      aliases.push({
        alias: v.alias.trim(),
        aliasNorm: normalizeGrade(v.alias),
        currentGrade: v.current_grade.trim(),
        kind,
        standard: text(v.standard),
        sourceUrl: v.source_url.trim(),
        confidence: text(v.confidence),
        row: rowNumber,
      });
  }
  return { aliases, log, rows: table.rows.length };
}

/**
 * Whether a record is the current grade an alias names: the same grade, or, for a grade family such as
 * `Q355`, one of its quality/delivery grades (`Q355B`, `Q355ND`: one optional N and one letter A–E).
 */
export function isCurrentGrade(recordGrade: string, currentGrade: string): boolean {
  const g = normalizeGrade(recordGrade);
  const c = normalizeGrade(currentGrade);
  return g === c || (g.startsWith(c) && /^N?[A-E]$/.test(g.slice(c.length)));
}

/** Adds every alias to the records of its current grade; the report counts rows applied and rows with no record. */
export function applyGradeAliases(records: ImportRecord[]): FileReport {
  const { aliases, log, rows } = readGradeAliases();
  let applied = 0;
  for (const a of aliases) {
    const targets = records.filter((r) => isCurrentGrade(r.grade, a.currentGrade));
    if (!targets.length) {
      log.skip(`no record of ${a.currentGrade}`, a.row);
      continue;
    }
    applied += 1;
    for (const r of targets) if (!r.aliases.some((x) => normalizeGrade(x) === a.aliasNorm)) r.aliases.push(a.alias);
  }
  return log.report('aliases.csv', rows, `aliases applied to ${applied} current grades`);
}

/**
 * Aliases by normalised alias, read from the file on each call (42 rows): the import reads it once, a search only
 * when a row was found by one of its names, and search answers are kept by the answer cache (search-cache.ts).
 */
export function aliasesByName(): Map<string, GradeAlias[]> {
  const byName = new Map<string, GradeAlias[]>();
  for (const a of readGradeAliases().aliases) byName.set(a.aliasNorm, [...(byName.get(a.aliasNorm) ?? []), a]);
  return byName;
}
