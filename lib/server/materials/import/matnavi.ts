import 'server-only';
import type { RemarkCode } from '@/lib/materials/data-labels';
import { readCsv } from '../csv';
import { slugify } from '@/lib/materials/text';
import { parseNumber } from '@/lib/materials/values';
import { DATASET_BY_CODE } from './datasets';
import { measuredElements } from './helpers';
import { SkipLog, type DatasetImport, type ImportRecord } from './types';

const CODE = 'matnavi_low_alloy_steels';
const FILE = 'matnavi_low_alloy_steels_915.csv';
const ELEMENTS: [string, string][] = [
  ['C', 'C'], ['Si', 'Si'], ['Mn', 'Mn'], ['P', 'P'], ['S', 'S'], ['Ni', 'Ni'], ['Cr', 'Cr'], ['Mo', 'Mo'], ['Cu', 'Cu'],
  ['V', 'V'], ['Al', 'Al'], ['N', 'N'], ['Nb + Ta', 'NbTa'],
];
/** Data rows (1-based) flagged in SOURCES.md; kept as in the source with a remark. */
/** Rows SOURCES.md flags, kept as in the source; the remark is a code translated on reading. */
const ANOMALIES: Record<number, RemarkCode> = {
  627: 'tensileTypo', // tensile 6661 MPa is almost certainly a typo for 666
  681: 'tensileBelowProof', // tensile 162 MPa is below the proof stress 408 MPa
  892: 'proofStressAnomaly', // proof stress 27 MPa is an anomaly
};

/** MatNavi: one record per alloy code, one measured property row per test temperature. */
export function readMatnavi(): DatasetImport {
  const meta = DATASET_BY_CODE.get(CODE)!;
  const table = readCsv('matnavi_low_alloy_steels', FILE);
  const log = new SkipLog();
  const byCode = new Map<string, ImportRecord>();
  for (const { rowNumber, values: v } of table.rows) {
    const code = v['Alloy code'];
    if (!code) {
      log.skip('no alloy code', rowNumber);
      continue;
    }
    let record = byCode.get(code);
    if (!record) {
      const elements = measuredElements(v, ELEMENTS);
      const ceq = parseNumber(v.Ceq);
      // Ceq 0 means "not reported" (SOURCES.md), so it stays empty.
      if (ceq) elements.push({ element: 'Ceq', raw: v.Ceq, min: null, max: null, typical: ceq });
      record = {
        naturalKey: `${CODE}:${code}`,
        slug: `matnavi-${slugify(code)}`,
        family: 'steel',
        grade: code,
        aliases: [],
        category: 'lowAlloy',
        standard: null,
        standardSystem: null,
        deliveryState: null,
        sourceRow: rowNumber,
        sourceRef: code,
        citation: meta.citation,
        sourceUrls: meta.url ? [meta.url] : [],
        confidence: null,
        elements,
        properties: [],
      };
      byCode.set(code, record);
    }
    record.properties.push({
      valueType: 'measured',
      testTemperature: parseNumber(v['Temperature (°C)']),
      yieldMin: parseNumber(v['0.2% Proof Stress (MPa)']),
      yieldRaw: v['0.2% Proof Stress (MPa)'] || null,
      yieldType: 'Rp0.2',
      tensileMin: parseNumber(v['Tensile Strength (MPa)']),
      tensileRaw: v['Tensile Strength (MPa)'] || null,
      elongationMin: parseNumber(v['Elongation (%)']),
      elongationRaw: v['Elongation (%)'] || null,
      reductionMin: parseNumber(v['Reduction in Area (%)']),
      reductionRaw: v['Reduction in Area (%)'] || null,
      remarks: ANOMALIES[rowNumber] ?? null,
      sourceRow: rowNumber,
      sourceRef: code,
    });
  }
  return {
    code: CODE,
    records: [...byCode.values()],
    equivalents: [],
    files: [log.report(FILE, table.rows.length, 'property rows (by test temperature) of one record per alloy code')],
  };
}
