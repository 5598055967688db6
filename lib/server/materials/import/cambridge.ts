import 'server-only';
import { readCsv } from '../csv';
import { slugify } from '@/lib/materials/text';
import { isEmptyValue, parseNumber, parseValue } from '@/lib/materials/values';
import { DATASET_BY_CODE } from './datasets';
import { measuredElements, pad } from './helpers';
import { SkipLog, type DatasetImport, type ImportRecord } from './types';

const CODE = 'cambridge_map_weld_metal';
const FILE = 'welddb_all_weld_metal.csv';
const ELEMENTS: [string, string, 'wt%' | 'ppm'][] = [
  ['C_wt_pct', 'C', 'wt%'], ['Si_wt_pct', 'Si', 'wt%'], ['Mn_wt_pct', 'Mn', 'wt%'], ['S_wt_pct', 'S', 'wt%'], ['P_wt_pct', 'P', 'wt%'],
  ['Ni_wt_pct', 'Ni', 'wt%'], ['Cr_wt_pct', 'Cr', 'wt%'], ['Mo_wt_pct', 'Mo', 'wt%'], ['V_wt_pct', 'V', 'wt%'], ['Cu_wt_pct', 'Cu', 'wt%'],
  ['Co_wt_pct', 'Co', 'wt%'], ['W_wt_pct', 'W', 'wt%'], ['O_ppm', 'O', 'ppm'], ['Ti_ppm', 'Ti', 'ppm'], ['N_ppm', 'N', 'ppm'],
  ['Al_ppm', 'Al', 'ppm'], ['B_ppm', 'B', 'ppm'], ['Nb_ppm', 'Nb', 'ppm'], ['Sn_ppm', 'Sn', 'ppm'], ['As_ppm', 'As', 'ppm'], ['Sb_ppm', 'Sb', 'ppm'],
];
const PROCESS: [string, string][] = [
  ['current_A', 'current'], ['voltage_V', 'voltage'], ['AC_or_DC', 'acDc'], ['electrode_polarity', 'polarity'],
  ['heat_input_kJ_per_mm', 'heatInput'], ['interpass_temp_C', 'interpassTemperature'], ['weld_type', 'weldType'],
  ['PWHT_temp_C', 'pwhtTemperature'], ['PWHT_time_h', 'pwhtTime'], ['FATT_50pct_C', 'fatt50'],
  ['primary_ferrite_pct', 'primaryFerrite'], ['ferrite_second_phase_pct', 'ferriteSecondPhase'],
  ['acicular_ferrite_pct', 'acicularFerrite'], ['martensite_pct', 'martensite'], ['ferrite_carbide_aggregate_pct', 'ferriteCarbide'],
];

function category(weldType: string): string {
  if (/^(MMA|ShMA)$/.test(weldType)) return 'weldMetalSmaw';
  if (/SA/.test(weldType)) return 'weldMetalSaw';
  if (weldType === 'FCA') return 'weldMetalFcaw';
  return 'weldMetalGas';
}

/** Cambridge MAP: every row is one weld-metal test record (a weld often has a tensile row and Charpy rows). */
export function readCambridge(): DatasetImport {
  const meta = DATASET_BY_CODE.get(CODE)!;
  const table = readCsv('cambridge_map_weld_metal', FILE);
  const log = new SkipLog();
  const records: ImportRecord[] = [];
  for (const { rowNumber, values: v } of table.rows) {
    const weldId = v.weld_id;
    if (!weldId) {
      log.skip('no weld id', rowNumber);
      continue;
    }
    const process: Record<string, string | number> = {};
    for (const [column, key] of PROCESS) {
      if (isEmptyValue(v[column])) continue;
      process[key] = parseNumber(v[column]) ?? v[column];
    }
    const pwht = parseNumber(v.PWHT_temp_C);
    const hv = parseValue(v.hardness_kg_per_mm2);
    records.push({
      naturalKey: `${CODE}:${rowNumber}`,
      slug: `weld-${pad(rowNumber)}-${slugify(weldId).slice(0, 60)}`,
      family: 'welding',
      grade: weldId,
      aliases: [],
      category: category(v.weld_type),
      categoryText: v.weld_type || null,
      standard: null,
      standardSystem: null,
      deliveryState: pwht === null ? null : pwht > 0 ? 'pwht' : 'asWelded',
      process,
      sourceRow: rowNumber,
      sourceRef: weldId,
      citation: meta.citation,
      sourceUrls: meta.url ? [meta.url] : [],
      confidence: null,
      elements: measuredElements(v, ELEMENTS),
      properties: [
        {
          valueType: 'measured',
          deliveryState: pwht ? `PWHT ${v.PWHT_temp_C} °C × ${v.PWHT_time_h} h` : null,
          yieldMin: parseNumber(v.yield_strength_MPa),
          yieldRaw: isEmptyValue(v.yield_strength_MPa) ? null : v.yield_strength_MPa,
          tensileMin: parseNumber(v.UTS_MPa),
          tensileRaw: isEmptyValue(v.UTS_MPa) ? null : v.UTS_MPa,
          elongationMin: parseNumber(v.elongation_pct),
          elongationRaw: isEmptyValue(v.elongation_pct) ? null : v.elongation_pct,
          reductionMin: parseNumber(v.reduction_of_area_pct),
          reductionRaw: isEmptyValue(v.reduction_of_area_pct) ? null : v.reduction_of_area_pct,
          impactEnergy: parseNumber(v.charpy_energy_J),
          impactRaw: isEmptyValue(v.charpy_energy_J) ? null : v.charpy_energy_J,
          impactTemperature: parseNumber(v.charpy_temp_C),
          impactNotch: isEmptyValue(v.charpy_energy_J) ? null : 'Charpy',
          hardnessValue: hv?.typical ?? hv?.max ?? null,
          hardnessScale: hv ? 'HV' : null,
          hardnessRaw: isEmptyValue(v.hardness_kg_per_mm2) ? null : v.hardness_kg_per_mm2,
          sourceRow: rowNumber,
          sourceRef: weldId,
        },
      ],
    });
  }
  return { code: CODE, records, equivalents: [], files: [log.report(FILE, table.rows.length, 'material records (one per weld-metal test row)')] };
}
