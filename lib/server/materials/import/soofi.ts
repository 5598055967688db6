import 'server-only';
import { readCsv } from '../csv';
import { aluminiumCategory, temperState } from '../classify';
import { slugify } from '@/lib/materials/text';
import { isEmptyValue, parseNumber } from '@/lib/materials/values';
import { DATASET_BY_CODE } from './datasets';
import { measuredElements, pad } from './helpers';
import { SkipLog, type DatasetImport, type ImportRecord } from './types';

const CODE = 'aluminium_wrought_alloys_soofi';
const FILE = 'wrought_aluminium_alloys_1150.csv';
const ELEMENTS: [string, string][] = [
  'Si', 'Fe', 'Cu', 'Mn', 'Mg', 'Cr', 'Zn', 'V', 'Ti', 'Zr', 'Li', 'Ni', 'Ga', 'Bi', 'Pb', 'B', 'Be', 'Sc',
].map((e) => [e, e] as [string, string]);
const TEXT_PROCESS: [string, string][] = [
  ['ManufacturingMethod', 'manufacturingMethod'], ['HeatTreatmentMedium', 'heatTreatmentMedium'],
  ['StrainHardeningMethod', 'strainHardeningMethod'], ['AgeingType', 'ageingType'], ['TreatmentAfterward', 'treatmentAfterward'],
  ['ProductionShape', 'productionShape'], ['Designation', 'temper'],
];
const HANDBOOK = /Aluminum and Aluminum Alloys|Smithells/i;

/** Soofi wrought Al: one record per row (alloy + processing + temper), nominal composition, per-row reference. */
export function readSoofi(): DatasetImport {
  const meta = DATASET_BY_CODE.get(CODE)!;
  const table = readCsv('aluminium_wrought_alloys_soofi', FILE);
  const log = new SkipLog();
  const records: ImportRecord[] = [];
  for (const { rowNumber, values: v } of table.rows) {
    const alloy = v.Alloy;
    if (!alloy) {
      log.skip('no alloy designation', rowNumber);
      continue;
    }
    const unspecified = /^unspecified$/i.test(alloy);
    const temper = isEmptyValue(v.Designation) ? '' : v.Designation;
    const base = unspecified ? `AlExp-${pad(rowNumber)}` : alloy;
    const grade = temper ? `${base}-${temper}` : base;
    // Nominal mid-range composition; 0 = element not in the alloy, so it stays empty.
    const elements = measuredElements(v, ELEMENTS, true);
    const al = parseNumber(v['Al (min.)']);
    if (al !== null) elements.push({ element: 'Al', raw: v['Al (min.)'], min: al, max: null, typical: null, note: '100 - sum' });
    const process: Record<string, string | number> = {};
    const sa = parseNumber(v['S/A Temp']);
    const ageT = parseNumber(v['Ageing Temp']);
    const ageH = parseNumber(v['Ageing Time']);
    if (sa !== null && sa !== 25) process.solutionTemperature = sa;
    if (ageT !== null && ageT !== 25) process.ageingTemperature = ageT;
    if (ageH) process.ageingTime = ageH;
    for (const [column, key] of TEXT_PROCESS) if (!isEmptyValue(v[column]) && v[column] !== 'No') process[key] = v[column];
    const reference = v.Reference || meta.citation;
    records.push({
      naturalKey: `${CODE}:${rowNumber}`,
      slug: `${slugify(grade)}-al${pad(rowNumber)}`,
      family: 'alloy',
      grade,
      aliases: unspecified ? [] : [alloy],
      category: aluminiumCategory(alloy),
      standard: null,
      standardSystem: unspecified ? null : 'AA',
      deliveryState: temperState(temper),
      deliveryText: temper || null,
      process,
      sourceRow: rowNumber,
      sourceRef: null,
      citation: `${meta.citation} Row reference: ${reference}`,
      sourceUrls: [],
      confidence: null,
      elements,
      properties: [
        {
          valueType: HANDBOOK.test(reference) ? 'typical' : 'measured',
          shape: isEmptyValue(v.ProductionShape) ? null : v.ProductionShape,
          deliveryState: temper || null,
          yieldMin: parseNumber(v.YTS),
          yieldRaw: isEmptyValue(v.YTS) ? null : v.YTS,
          yieldType: 'Rp0.2',
          tensileMin: parseNumber(v.UTS),
          tensileRaw: isEmptyValue(v.UTS) ? null : v.UTS,
          elongationMin: parseNumber(v.EL),
          elongationRaw: isEmptyValue(v.EL) ? null : v.EL,
          sourceRow: rowNumber,
          citation: reference,
        },
      ],
    });
  }
  return { code: CODE, records, equivalents: [], files: [log.report(FILE, table.rows.length, 'material records (one per alloy/processing/temper row)')] };
}
