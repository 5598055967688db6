import 'server-only';
import type { RemarkCode } from '@/lib/materials/data-labels';
import { readCsv } from '../csv';
import { aluminiumCategory, deliveryState, parseStandard, saeCategory, steelCategory, temperState } from '../classify';
import { slugify } from '@/lib/materials/text';
import { isEmptyValue, parseNumber } from '@/lib/materials/values';
import { DATASET_BY_CODE } from './datasets';
import { pad } from './helpers';
import { SkipLog, type DatasetImport, type ImportRecord } from './types';

const CODE = 'autodesk_material_library';
const FILE = 'material_library_mechanical_1552.csv';
const PREFIXES = /^(JIS|EN|DIN|BS|NF|ISO|CSN)\s+/;

/** steel | alloy (aluminium) | the kind of material that is out of scope (for the skip reason). */
export function classifyLibraryMaterial(material: string, desc: string): { family: 'steel' | 'alloy' } | { skip: string } {
  const m = material.trim();
  const d = desc.trim();
  if (/^aluminum alloy/i.test(m) || /^aluminum alloy/i.test(d)) return { family: 'alloy' };
  if (/cast iron/i.test(m) || /cast iron/i.test(d)) return { skip: 'cast iron, not a steel or aluminium alloy' };
  if (/^steel\b/i.test(m) || /steel|stainless/i.test(d)) return { family: 'steel' };
  if (/magnesium/i.test(m)) return { skip: 'magnesium alloy, not a steel or aluminium alloy' };
  if (/nickel/i.test(m) && !/copper|bronze|brass/i.test(m)) return { skip: 'nickel alloy, not a steel or aluminium alloy' };
  return { skip: 'copper alloy (brass/bronze/copper), not a steel or aluminium alloy' };
}

/** `Steel 45G2 GOST 4543-71` → grade `45G2`, standard GOST 4543-71; `JIS SUS304` → `SUS304`. */
export function libraryGrade(material: string): { grade: string; standardText: string | null } {
  let m = material.trim().replace(/^steel\s+/i, '').replace(/^aluminum alloy\s+/i, '');
  let standardText: string | null = null;
  const gost = /\s+(GOST\s*[\d-]+)$/i.exec(m);
  if (gost) {
    standardText = gost[1];
    m = m.slice(0, gost.index).trim();
  }
  if (PREFIXES.test(m) && !/^CSN\s+\d+$/.test(m)) m = m.replace(PREFIXES, '');
  return { grade: m, standardText };
}

/** Autodesk library: steels and aluminium alloys become records; cast irons and copper/magnesium/nickel alloys are skipped. */
export function readAutodesk(): DatasetImport {
  const meta = DATASET_BY_CODE.get(CODE)!;
  const table = readCsv('autodesk_material_library', FILE);
  const log = new SkipLog();
  const records: ImportRecord[] = [];
  for (const { rowNumber, values: v } of table.rows) {
    const kind = classifyLibraryMaterial(v.Material, v.Desc);
    if ('skip' in kind) {
      log.skip(kind.skip, rowNumber);
      continue;
    }
    const { grade, standardText } = libraryGrade(v.Material);
    const std = v.Std === 'ANSI' ? (kind.family === 'alloy' ? 'AA' : 'SAE') : v.Std;
    const temper = kind.family === 'alloy' ? (/-([OHTFW]\w*)\b/.exec(grade)?.[1] ?? null) : null;
    const heat = isEmptyValue(v['Heat treatment']) ? null : v['Heat treatment'];
    const category =
      kind.family === 'alloy'
        ? aluminiumCategory(grade)
        : (steelCategory(v.Desc) ?? saeCategory(v.Material) ?? (/^SAE\s*30\d{3}/.test(grade) ? 'stainless' : 'steelOther'));
    const bhn = parseNumber(v.Bhn);
    const hv = parseNumber(v.HV);
    const process: Record<string, string | number> = { autodeskId: v.ID };
    if (!isEmptyValue(v.pH)) process.pH = parseNumber(v.pH) ?? v.pH;
    records.push({
      naturalKey: `${CODE}:${v.ID}:${rowNumber}`,
      slug: `${slugify(grade)}-ad${pad(rowNumber)}`,
      family: kind.family,
      grade,
      aliases: [...(v.Material !== grade ? [v.Material] : []), ...(/^SAE\s*(\d{4,5})$/.exec(grade)?.slice(1) ?? [])],
      category,
      categoryText: v.Desc || null,
      standard: parseStandard(standardText),
      standardSystem: std,
      standardText,
      deliveryState: temper ? temperState(temper) : heat && !/^wrought$/i.test(heat) ? deliveryState(heat) : null,
      deliveryText: heat,
      heatTreatment: heat,
      description: v.Desc || null,
      density: parseNumber(v.Ro),
      youngModulus: parseNumber(v.E),
      shearModulus: parseNumber(v.G),
      poissonRatio: parseNumber(v.mu),
      process,
      sourceRow: rowNumber,
      sourceRef: v.ID,
      citation: meta.citation,
      sourceUrls: [],
      confidence: null,
      elements: [],
      properties: [
        {
          valueType: 'typical',
          deliveryState: heat,
          tensileMin: parseNumber(v.Su),
          tensileRaw: v.Su || null,
          yieldMin: parseNumber(v.Sy),
          yieldRaw: v.Sy || null,
          elongationMin: parseNumber(v.A5),
          elongationRaw: v.A5 ? `${v.A5} (A5)` : null,
          hardnessValue: bhn ?? hv,
          hardnessScale: bhn !== null ? 'HB' : hv !== null ? 'HV' : null,
          hardnessRaw: [bhn !== null ? `${v.Bhn} HB` : '', hv !== null ? `${v.HV} HV` : ''].filter(Boolean).join('; ') || null,
          remarks: 'minOrTypical' satisfies RemarkCode,
          sourceRow: rowNumber,
          sourceRef: v.ID,
        },
      ],
    });
  }
  return { code: CODE, records, equivalents: [], files: [log.report(FILE, table.rows.length, 'material records (one per library row)')] };
}
