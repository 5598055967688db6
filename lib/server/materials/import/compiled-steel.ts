import 'server-only';
import { readCsv } from '../csv';
import { parseStandard, steelCategory } from '../classify';
import { slugify } from '@/lib/materials/text';
import { parseBand, parseBands, parseHardness, parseImpact, parseValue } from '@/lib/materials/values';
import { DATASET_BY_CODE } from './datasets';
import { readSourceUrls, specElements, text, urlsFor } from './helpers';
import { SkipLog, type DatasetImport, type ImportEquivalent, type ImportProperty, type ImportRecord } from './types';

const CODE = 'compiled_steel_grades';
const FOLDER = 'compiled_steel_grades';
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

function mainProperty(v: Record<string, string>, row: number, ref: string): ImportProperty {
  const rm = parseValue(v.Rm_MPa);
  const ys = parseValue(v.yield_MPa);
  const a = parseValue(v.A_pct);
  const z = parseValue(v.Z_pct);
  const impact = parseImpact(v.impact);
  const hb = parseHardness(v.hardness);
  return {
    valueType: 'specified',
    deliveryState: text(v.delivery_condition),
    thicknessRaw: text(v.section_spec),
    tensileMin: rm?.min ?? rm?.typical ?? null,
    tensileMax: rm?.max ?? null,
    tensileRaw: text(v.Rm_MPa),
    yieldMin: ys?.min ?? ys?.typical ?? null,
    yieldMax: ys?.max ?? null,
    yieldRaw: text(v.yield_MPa),
    yieldType: text(v.yield_type),
    elongationMin: a?.min ?? a?.typical ?? null,
    elongationRaw: text(v.A_pct),
    reductionMin: z?.min ?? z?.typical ?? null,
    reductionRaw: text(v.Z_pct),
    impactEnergy: impact?.energy ?? null,
    impactTemperature: impact?.temperature ?? null,
    impactNotch: impact?.notch ?? null,
    impactRaw: text(v.impact),
    hardnessValue: hb?.value ?? null,
    hardnessScale: hb?.scale ?? null,
    hardnessRaw: text(v.hardness),
    sourceRow: row,
    sourceRef: ref,
  };
}

/** compiled_steel_grades: 63 grade records with thickness bands, 34 equivalence rows, source list. */
export function readCompiledSteel(): DatasetImport {
  const meta = DATASET_BY_CODE.get(CODE)!;
  const { urls, rows: sourceRows } = readSourceUrls(FOLDER);
  const grades = readCsv(FOLDER, 'steel_grades.csv');
  const gradeLog = new SkipLog();
  const records: ImportRecord[] = [];
  for (const { rowNumber, values: v } of grades.rows) {
    if (!v.grade) {
      gradeLog.skip('no grade name', rowNumber);
      continue;
    }
    const ref = v.record_id;
    const properties: ImportProperty[] = [mainProperty(v, rowNumber, ref)];
    for (const { band, value } of parseBands(v.yield_by_thickness_MPa)) {
      const ys = parseValue(value);
      const t = parseBand(band);
      properties.push({
        valueType: 'specified',
        deliveryState: text(v.delivery_condition),
        thicknessMin: t.min,
        thicknessMax: t.max,
        thicknessRaw: band || null,
        yieldMin: ys?.min ?? ys?.typical ?? null,
        yieldRaw: value,
        yieldType: text(v.yield_type),
        sourceRow: rowNumber,
        sourceRef: ref,
      });
    }
    const elements = specElements(v, ELEMENTS);
    if (v.other_elements) elements.push({ element: 'others', raw: v.other_elements, min: null, max: null, typical: null });
    const standard = parseStandard(v.standard);
    records.push({
      naturalKey: `${CODE}:${ref}`,
      slug: `${slugify(v.grade)}-${ref.toLowerCase()}`,
      family: 'steel',
      grade: v.grade,
      aliases: splitAliases(v.alias_or_old_grade),
      category: steelCategory(v.family),
      categoryText: [v.family, v.family_zh].filter(Boolean).join(' / ') || null,
      standard,
      standardSystem: text(v.standard_body) ?? standard?.system ?? null,
      standardText: text(v.standard),
      deliveryState: null,
      deliveryText: text(v.delivery_condition),
      heatTreatment: text(v.heat_treatment),
      sourceRow: rowNumber,
      sourceRef: ref,
      citation: meta.citation,
      sourceUrls: urlsFor(v.source_ids, urls),
      confidence: text(v.confidence),
      notes: text(v.notes),
      elements,
      properties,
    });
  }

  const eq = readCsv(FOLDER, 'steel_grade_equivalents.csv');
  const eqLog = new SkipLog();
  const equivalents: ImportEquivalent[] = [];
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
  return {
    code: CODE,
    records,
    equivalents,
    files: [
      gradeLog.report('steel_grades.csv', grades.rows.length, 'material records with property rows'),
      eqLog.report('steel_grade_equivalents.csv', eq.rows.length, 'equivalence groups'),
      new SkipLog().report('sources.csv', sourceRows, 'source URLs cited by records'),
    ],
  };
}
