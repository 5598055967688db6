import 'server-only';
import { listFiles, readCsv } from '../csv';
import { parseStandard, steelCategory } from '../classify';
import { slugify } from '@/lib/materials/text';
import { parseHardness, parseImpact } from '@/lib/materials/values';
import { conditionRows } from './conditions';
import { DATASET_BY_CODE } from './datasets';
import { readSourceUrls, specElements, text, urlsFor } from './helpers';
import { SkipLog, type DatasetImport, type ImportEquivalent, type ImportProperty, type ImportRecord } from './types';

/** One compiled steel table set: its data-set code (= folder) and the files that hold grades and equivalents. */
interface SteelTables {
  code: string;
  gradeFiles: string[];
  equivalentFiles: string[];
  sourceFiles: string[];
}
const ELEMENTS: [string, string][] = [
  ['C', 'C'], ['Si', 'Si'], ['Mn', 'Mn'], ['P', 'P'], ['S', 'S'], ['Cr', 'Cr'], ['Ni', 'Ni'], ['Mo', 'Mo'],
  ['Cu', 'Cu'], ['V', 'V'], ['Nb', 'Nb'], ['Ti', 'Ti'], ['Al', 'Al'], ['N', 'N'], ['CEV_max', 'CEV'],
];
const EQUIV_COLUMNS: [string, string][] = [
  ['GB', 'GB'], ['ASTM_AISI_SAE', 'ASTM'], ['UNS', 'UNS'], ['EN_name', 'EN'], ['EN_number', 'EN'], ['DIN_old', 'DIN'],
  ['JIS', 'JIS'], ['ISO', 'ISO'], ['GOST', 'GOST'], ['BS', 'BS'], ['NF', 'NF'],
];

/** Aliases cell `0Cr18Ni9; S30408; 304` → names without bracketed notes. */
export function splitAliases(cell: string | undefined): string[] {
  if (!cell) return [];
  return cell
    .split(/;|\s\/\s/)
    .map((s) => s.replace(/\(.*?\)/g, '').trim())
    .filter(Boolean);
}

/** One equivalents cell → designations: `Q355B (old Q345B)` → Q355B, Q345B; `S32205 / S31803` → both. */
export function equivalentDesignations(cell: string): string[] {
  const out: string[] = [];
  for (const part of cell.split(/\s\/\s/)) {
    const main = part.replace(/\(.*?\)/g, '').trim();
    if (main) out.push(main);
    const inner = /\(([^)]*)\)/.exec(part)?.[1] ?? '';
    const token = inner.replace(/^old\s+/i, '').trim();
    if (/^[A-Za-z0-9.]+$/.test(token) && /\d/.test(token) && !/^(approx|compiler)/i.test(token)) out.push(token);
  }
  return out;
}

/**
 * The property rows of a grade row (issue 26): the main row holds the values without a condition and the
 * impact and hardness; every thickness band, gauge length or direction written in `Rm_MPa`, `yield_MPa`,
 * `A_pct`, `Z_pct` or the `…_by_thickness_…` columns (`<=16:345; >16-36:325`) is its own row with the
 * condition in its columns, the cells' entries of one condition sharing a row.
 */
export function gradeRows(v: Record<string, string>, row: number, ref: string, file?: string): { main: ImportProperty; bands: ImportProperty[] } {
  const { main, rows } = conditionRows([
    ['tensile', v.Rm_MPa],
    ['yield', v.yield_MPa],
    ['elongation', v.A_pct],
    ['reduction', v.Z_pct],
    ['yield', v.yield_by_thickness_MPa],
    ['tensile', v.Rm_by_thickness_MPa],
    ['elongation', v.A_by_thickness_pct],
  ]);
  const impact = parseImpact(v.impact);
  const hb = parseHardness(v.hardness);
  const base = { valueType: 'specified' as const, deliveryState: text(v.delivery_condition), sourceRow: row, sourceFile: file ?? null, sourceRef: ref };
  return {
    main: {
      ...base,
      ...main,
      thicknessRaw: text(v.section_spec),
      yieldType: main.yieldRaw ? text(v.yield_type) : null,
      impactEnergy: impact?.energy ?? null,
      impactTemperature: impact?.temperature ?? null,
      impactNotch: impact?.notch ?? null,
      impactRaw: text(v.impact),
      hardnessValue: hb?.value ?? null,
      hardnessScale: hb?.scale ?? null,
      hardnessRaw: text(v.hardness),
      citation: text(v.table_ref),
    },
    bands: rows.map((r) => ({ ...base, ...r, yieldType: r.yieldRaw ? text(v.yield_type) : null, citation: text(v.table_ref) })),
  };
}

/** Whether a main property row carries any value of the source (strength, elongation, reduction, impact, hardness). */
function hasValue(p: ImportProperty): boolean {
  return [p.tensileRaw, p.yieldRaw, p.elongationRaw, p.reductionRaw, p.impactRaw, p.hardnessRaw].some((x) => !!x);
}

/** Aliases of a row: former/alternative names, then its UNS and Werkstoff numbers when given. */
function rowAliases(v: Record<string, string>): string[] {
  const out = splitAliases(v.alias_or_old_grade);
  for (const extra of [v.UNS, v.werkstoff]) {
    const name = text(extra);
    if (name && !out.includes(name) && name !== v.grade) out.push(name);
  }
  return out;
}

/** compiled_steel_grades: 63 grade records with thickness bands, 34 equivalence rows, source list. */
export function readCompiledSteel(): DatasetImport {
  return readSteelTables({ code: 'compiled_steel_grades', gradeFiles: ['steel_grades.csv'], equivalentFiles: ['steel_grade_equivalents.csv'], sourceFiles: ['sources.csv'] });
}

/** compiled_steel_families (issue 13): every grades_*.csv, equivalents_*.csv and sources_*.csv of the folder. */
export function readCompiledSteelFamilies(): DatasetImport {
  const code = 'compiled_steel_families';
  const files = listFiles(code);
  const pick = (prefix: string) => files.filter((f) => f.startsWith(prefix) && f.endsWith('.csv')).sort();
  return readSteelTables({ code, gradeFiles: pick('grades_'), equivalentFiles: pick('equivalents_'), sourceFiles: pick('sources_') });
}

function readSteelTables(tables: SteelTables): DatasetImport {
  const CODE = tables.code;
  const meta = DATASET_BY_CODE.get(CODE)!;
  const urls = new Map<string, string>();
  const sourceReports = tables.sourceFiles.map((file) => {
    const { urls: part, rows } = readSourceUrls(CODE, file);
    for (const [id, url] of part) urls.set(id, url);
    return new SkipLog().report(file, rows, 'source URLs cited by records');
  });
  const records: ImportRecord[] = [];
  const gradeReports = tables.gradeFiles.map((file) => readGradeFile(CODE, meta.citation, file, urls, records));
  const equivalents: ImportEquivalent[] = [];
  const eqReports = tables.equivalentFiles.map((file) => readEquivalentFile(CODE, file, urls, equivalents));
  return { code: CODE, records, equivalents, files: [...gradeReports, ...eqReports, ...sourceReports] };
}

function readGradeFile(CODE: string, citation: string, file: string, urls: Map<string, string>, records: ImportRecord[]) {
  const grades = readCsv(CODE, file);
  const gradeLog = new SkipLog();
  const seen = new Set(records.map((r) => r.naturalKey));
  for (const { rowNumber, values: v } of grades.rows) {
    if (!v.grade) {
      gradeLog.skip('no grade name', rowNumber);
      continue;
    }
    if (!v.record_id || seen.has(`${CODE}:${v.record_id}`)) {
      gradeLog.skip('missing or repeated record_id', rowNumber);
      continue;
    }
    if ((v.yield_type ?? '').length > 24) {
      gradeLog.skip('yield_type longer than 24 characters', rowNumber);
      continue;
    }
    seen.add(`${CODE}:${v.record_id}`);
    const ref = v.record_id;
    const elements = specElements(v, ELEMENTS);
    if (v.other_elements) elements.push({ element: 'others', raw: v.other_elements, min: null, max: null, typical: null });
    // A grade whose existence is sourced but not one of its values (issue 13: 12Cr2Mo1R, S355J2W …) gets no
    // property row, so the detail page says the values are missing instead of showing an empty row.
    const { main, bands } = gradeRows(v, rowNumber, ref, file);
    // The main row is kept when it holds a value, or as the one row of a grade with a composition only.
    const properties: ImportProperty[] = hasValue(main) || (!bands.length && elements.length) ? [main, ...bands] : bands;
    const standard = parseStandard(v.standard);
    records.push({
      naturalKey: `${CODE}:${ref}`,
      slug: `${slugify(v.grade)}-${ref.toLowerCase()}`,
      family: 'steel',
      grade: v.grade,
      aliases: rowAliases(v),
      category: steelCategory(v.family),
      categoryText: [v.family, v.family_zh].filter(Boolean).join(' / ') || null,
      standard,
      standardSystem: text(v.standard_body) ?? standard?.system ?? null,
      standardText: text(v.standard),
      deliveryState: null,
      deliveryText: text(v.delivery_condition),
      heatTreatment: text(v.heat_treatment),
      sourceRow: rowNumber,
      sourceFile: file,
      sourceRef: ref,
      citation: v.table_ref ? `${citation} ${v.table_ref}.` : citation,
      sourceUrls: urlsFor(v.source_ids, urls),
      confidence: text(v.confidence),
      notes: text(v.notes),
      elements,
      properties,
    });
  }
  return gradeLog.report(file, grades.rows.length, 'material records with property rows');
}

function readEquivalentFile(CODE: string, file: string, urls: Map<string, string>, equivalents: ImportEquivalent[]) {
  const eq = readCsv(CODE, file);
  const eqLog = new SkipLog();
  for (const { rowNumber, values: v } of eq.rows) {
    const before = equivalents.length;
    for (const [column, system] of EQUIV_COLUMNS) {
      if (!v[column]) continue;
      for (const designation of equivalentDesignations(v[column])) {
        if (equivalents.some((e) => e.groupCode === v.equiv_id && e.system === system && e.designation === designation)) continue;
        equivalents.push({
          groupCode: v.equiv_id,
          system,
          designation,
          standard: system === 'GB' ? text(v.GB_standard) : null,
          relation: text(v.relation),
          confidence: text(v.confidence),
          sourceUrls: urlsFor(v.source_ids, urls),
          notes: text(v.notes),
          sourceRow: rowNumber,
        });
      }
    }
    if (equivalents.length - before < 2) {
      equivalents.length = before;
      eqLog.skip('fewer than two designations', rowNumber);
    }
  }
  return eqLog.report(file, eq.rows.length, 'equivalence groups');
}
