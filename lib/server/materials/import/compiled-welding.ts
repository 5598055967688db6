import 'server-only';
import { readCsv } from '../csv';
import { deliveryState, parseStandard } from '../classify';
import { slugify } from '@/lib/materials/text';
import { parseImpact } from '@/lib/materials/values';
import { conditionRows } from './conditions';
import { DATASET_BY_CODE } from './datasets';
import { readSourceUrls, specElements, text, urlsFor } from './helpers';
import { SkipLog, type DatasetImport, type ImportRecord } from './types';

const CODE = 'compiled_welding_consumables';
const FOLDER = 'compiled_welding_consumables';
const ELEMENTS: [string, string][] = [
  ['C', 'C'], ['Mn', 'Mn'], ['Si', 'Si'], ['P', 'P'], ['S', 'S'], ['Ni', 'Ni'], ['Cr', 'Cr'], ['Mo', 'Mo'], ['V', 'V'], ['Cu', 'Cu'],
];
const CLASSIFICATION = /\b(?:E\d{4,5}[A-Z]?\d?(?:-[A-Z0-9]+)?|ER\d{2,4}[A-Z]*(?:-[A-Z0-9]+)?|E[LMH]\d{1,2}[A-Z]?|[AJR]\d{3}(?:Fe)?)\b/g;

/** Brand names (J422, A102) and the classifications named in the equivalents cell. */
export function weldingAliases(grade: string, brand: string | undefined, equivalents: string | undefined): string[] {
  const out = new Set<string>();
  for (const piece of (brand ?? '').split(/[;/]/)) {
    const token = piece.replace(/\(.*?\)/g, '').trim().split(/\s+/)[0];
    if (token) out.add(token);
  }
  for (const m of (equivalents ?? '').matchAll(CLASSIFICATION)) out.add(m[0]);
  out.delete(grade);
  return [...out];
}

function category(type: string, standard: string): string {
  if (/A5\.10/.test(standard)) return 'aluminiumFiller';
  if (/covered electrode/i.test(type)) return 'electrode';
  if (/SAW/.test(type) && !/GMAW/.test(type)) return 'sawWire';
  return 'solidWire';
}

/** compiled_welding_consumables: 38 classifications; the base-metal matching rows are rules, not materials. */
export function readCompiledWelding(): DatasetImport {
  const meta = DATASET_BY_CODE.get(CODE)!;
  const { urls, rows: sourceRows } = readSourceUrls(FOLDER);
  const table = readCsv(FOLDER, 'welding_consumables.csv');
  const log = new SkipLog();
  const records: ImportRecord[] = [];
  for (const { rowNumber, values: v } of table.rows) {
    if (!v.classification) {
      log.skip('no classification', rowNumber);
      continue;
    }
    const { main, rows } = conditionRows([['tensile', v.Rm_MPa], ['yield', v.yield_MPa], ['elongation', v.A_pct]]);
    const impact = parseImpact(v.impact);
    const elements = specElements(v, ELEMENTS);
    if (v.other_elements) elements.push({ element: 'others', raw: v.other_elements, min: null, max: null, typical: null });
    const standard = parseStandard(v.standard);
    const process: Record<string, string> = {};
    if (v.consumable_type) process.consumableType = v.consumable_type;
    if (v.coating_or_shielding) process.coatingOrShielding = v.coating_or_shielding;
    if (v.current_polarity) process.currentPolarity = v.current_polarity;
    if (v.composition_basis) process.compositionBasis = v.composition_basis;
    if (v.equivalent_classifications) process.equivalentClassifications = v.equivalent_classifications;
    if (v.typical_base_metals) process.typicalBaseMetals = v.typical_base_metals;
    const hasProperty = main.tensileRaw || main.yieldRaw || main.elongationRaw || impact;
    const base = { valueType: 'specified' as const, deliveryState: text(v.condition), sourceRow: rowNumber, sourceRef: v.record_id };
    records.push({
      naturalKey: `${CODE}:${v.record_id}`,
      slug: `${slugify(v.classification)}-${v.record_id.toLowerCase()}`,
      family: 'welding',
      grade: v.classification,
      aliases: weldingAliases(v.classification, v.cn_brand_or_alias, v.equivalent_classifications),
      category: category(v.consumable_type, v.standard),
      categoryText: text(v.consumable_type),
      standard,
      standardSystem: standard?.system ?? null,
      standardText: text(v.standard),
      deliveryState: deliveryState(v.condition),
      deliveryText: text(v.condition),
      process,
      sourceRow: rowNumber,
      sourceRef: v.record_id,
      citation: meta.citation,
      sourceUrls: urlsFor(v.source_ids, urls),
      confidence: text(v.confidence),
      notes: text(v.notes),
      elements,
      properties: [
        ...(hasProperty
          ? [
              {
                ...base,
                ...main,
                impactEnergy: impact?.energy ?? null,
                impactTemperature: impact?.temperature ?? null,
                impactNotch: impact?.notch ?? null,
                impactRaw: text(v.impact),
              },
            ]
          : []),
        ...rows.map((r) => ({ ...base, ...r })),
      ],
    });
  }
  const matching = readCsv(FOLDER, 'consumable_base_metal_matching.csv');
  const matchLog = new SkipLog();
  for (const r of matching.rows) matchLog.skip('base-metal matching rule, not a material record (used by welding-grade matching)', r.rowNumber);
  return {
    code: CODE,
    records,
    equivalents: [],
    files: [
      log.report('welding_consumables.csv', table.rows.length, 'material records'),
      matchLog.report('consumable_base_metal_matching.csv', matching.rows.length, 'not imported'),
      new SkipLog().report('sources.csv', sourceRows, 'source URLs cited by records'),
    ],
  };
}
