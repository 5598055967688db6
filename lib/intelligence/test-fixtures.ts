import fs from 'node:fs';
import path from 'node:path';
import { parseCsv } from '@/lib/csv';
import { consumableFromRow, crossReferenceFromRow, matchingRowFromRow, steelRecordFromRow } from './reference-adapters';

/** Test-only: the compiled reference tables read straight from reference-data/. */
const dir = path.resolve(process.cwd(), 'reference-data');
const read = (p: string) => parseCsv(fs.readFileSync(path.join(dir, p), 'utf8')).rows.map((r) => r.values);

export const steels = read('compiled_steel_grades/steel_grades.csv').map(steelRecordFromRow);
export const crossReferences = read('compiled_steel_grades/steel_grade_equivalents.csv').map(crossReferenceFromRow);
export const consumables = read('compiled_welding_consumables/welding_consumables.csv').map(consumableFromRow);
export const matchingRows = read('compiled_welding_consumables/consumable_base_metal_matching.csv').map(matchingRowFromRow);

export function steel(grade: string) {
  const r = steels.find((s) => s.grade === grade);
  if (!r) throw new Error(`no steel ${grade}`);
  return r;
}
