import 'server-only';
import type { RemarkCode } from '@/lib/materials/data-labels';
import { readCsv } from '../csv';
import { parseNumber } from '@/lib/materials/values';
import { DATASET_BY_CODE } from './datasets';
import { measuredElements, pad } from './helpers';
import { SkipLog, type DatasetImport, type ImportRecord } from './types';

const ELEMENTS: [string, string][] = [
  ['C', 'C'], ['Si', 'Si'], ['Mn', 'Mn'], ['P', 'P'], ['S', 'S'], ['Ni', 'Ni'], ['Cr', 'Cr'], ['Cu', 'Cu'], ['Mo', 'Mo'],
];

/** Process columns: [column, process key, kind]; temperature 30 and time/rate 0 mean "step not applied". */
const AGRAWAL_PROCESS: [string, string, 'temp' | 'amount' | 'plain'][] = [
  ['NT', 'normalizingTemperature', 'temp'], ['THT', 'throughHardeningTemperature', 'temp'], ['THt', 'throughHardeningTime', 'amount'],
  ['THQCr', 'throughHardeningCoolingRate', 'amount'], ['CT', 'carburizingTemperature', 'temp'], ['Ct', 'carburizingTime', 'amount'],
  ['DT', 'diffusionTemperature', 'temp'], ['Dt', 'diffusionTime', 'amount'], ['QmT', 'quenchMediaTemperature', 'temp'],
  ['TT', 'temperingTemperature', 'temp'], ['Tt', 'temperingTime', 'amount'], ['TCr', 'temperingCoolingRate', 'amount'],
  ['RedRatio', 'reductionRatio', 'plain'], ['dA', 'inclusionsDeformed', 'plain'], ['dB', 'inclusionsDiscontinuous', 'plain'],
  ['dC', 'inclusionsIsolated', 'plain'],
];
const XIONG_PROCESS: [string, string, 'temp' | 'amount' | 'plain'][] = [
  ['Normalized Temperature', 'normalizingTemperature', 'temp'], ['Quenching Temperature', 'quenchingTemperature', 'temp'],
  ['Temperaing Temperature', 'temperingTemperature', 'temp'], ['RR', 'reductionRatio', 'plain'], ['dA', 'inclusionsDeformed', 'plain'],
  ['dB', 'inclusionsDiscontinuous', 'plain'], ['dC', 'inclusionsIsolated', 'plain'],
];

function processOf(v: Record<string, string>, columns: typeof AGRAWAL_PROCESS): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [column, key, kind] of columns) {
    const n = parseNumber(v[column]);
    if (n === null) continue;
    if (kind === 'temp' && n === 30) continue;
    if (kind === 'amount' && n === 0) continue;
    out[key] = n;
  }
  return out;
}

/** Delivery state read from the applied process steps. */
function stateOf(p: Record<string, number>): string | null {
  if (p.carburizingTemperature) return 'caseHardened';
  if ((p.throughHardeningTemperature || p.quenchingTemperature) && p.temperingTemperature) return 'quenchedTempered';
  if (p.normalizingTemperature) return 'normalized';
  return null;
}

function read(code: string, folder: string, file: string, prefix: string, xiong: boolean): DatasetImport {
  const meta = DATASET_BY_CODE.get(code)!;
  const table = readCsv(folder, file);
  const log = new SkipLog();
  const records: ImportRecord[] = [];
  for (const { rowNumber, values: v } of table.rows) {
    const fatigue = parseNumber(xiong ? v['Fatigue Strength (10E7 Cycles)'] : v.Fatigue);
    const id = xiong ? rowNumber : (parseNumber(v['Sl. No.']) ?? rowNumber);
    const process = processOf(v, xiong ? XIONG_PROCESS : AGRAWAL_PROCESS);
    const hardness = xiong ? parseNumber(v.Hardness) : null;
    records.push({
      naturalKey: `${code}:${id}`,
      slug: `${prefix.toLowerCase()}-${pad(id, 3)}`,
      family: 'steel',
      grade: `${prefix}-${pad(id, 3)}`,
      aliases: [],
      category: xiong ? 'quenchTemper' : 'fatigueTested',
      standard: null,
      standardSystem: null,
      deliveryState: stateOf(process),
      process,
      sourceRow: rowNumber,
      sourceRef: String(id),
      citation: meta.citation,
      sourceUrls: meta.url ? [meta.url] : [],
      confidence: null,
      elements: measuredElements(v, ELEMENTS),
      properties: [
        {
          valueType: 'measured',
          fatigueStrength: fatigue,
          tensileMin: xiong ? parseNumber(v['Tensile Strength']) : null,
          tensileRaw: xiong ? v['Tensile Strength'] || null : null,
          fractureStrength: xiong ? parseNumber(v['Fracture Strength']) : null,
          hardnessValue: hardness,
          hardnessRaw: xiong ? v.Hardness || null : null,
          remarks: xiong ? ('hardnessScaleUnstated' satisfies RemarkCode) : null,
          sourceRow: rowNumber,
          sourceRef: String(id),
        },
      ],
    });
  }
  return {
    code,
    records,
    equivalents: [],
    files: [log.report(file, table.rows.length, 'material records (one per specimen row)')],
  };
}

/** NIMS fatigue (Agrawal 2014): 437 rows, composition + process → fatigue strength. */
export const readNimsAgrawal = () =>
  read('nims_fatigue_agrawal2014', 'nims_fatigue_agrawal2014', 'nims_fatigue_steel_437.csv', 'NIMS-AG', false);

/** NIMS Q&T steels (Xiong 2020): 360 rows with fatigue, tensile, fracture strength, hardness. */
export const readNimsXiong = () =>
  read('nims_fatigue_xiong2020', 'nims_fatigue_xiong2020', 'nims_fatigue_tensile_hardness_360.csv', 'NIMS-XI', true);
