/**
 * The cell shapes of reference-data/ (issue 26): every distinct way a value column writes its value, with an
 * example, found by `npm run`-less `npx tsx scripts/catalogue-cell-shapes.ts` and kept in
 * tests/fixtures/cell-shapes.json, the table lib/materials/values.test.ts reads the parser against.
 * A shape is the cell with every number written `#` and every bracket that is a note (a source id, a remark)
 * written `(…)`; brackets that are conditions (`(<=100 mm)`, `(A80)`, `(longitudinal)`) keep their form.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseCsv } from '@/lib/csv';

/** The value columns of the compiled tables (read by the one cell parser; impact cells have their own reader). */
const COMPILED_COLUMNS: Record<string, string[]> = {
  steel: [
    'C', 'Si', 'Mn', 'P', 'S', 'Cr', 'Ni', 'Mo', 'Cu', 'V', 'Nb', 'Ti', 'Al', 'N', 'CEV_max', 'Rm_MPa', 'Rm_by_thickness_MPa', 'yield_MPa',
    'yield_by_thickness_MPa', 'A_pct', 'A_by_thickness_pct', 'Z_pct', 'hardness',
  ],
  welding: ['C', 'Mn', 'Si', 'P', 'S', 'Ni', 'Cr', 'Mo', 'V', 'Cu', 'Rm_MPa', 'yield_MPa', 'A_pct'],
  alloyComposition: ['Si', 'Fe', 'Cu', 'Mn', 'Mg', 'Cr', 'Zn', 'Ti', 'Zr', 'V', 'others_each', 'others_total', 'Al'],
  alloyProperties: ['Rm_MPa', 'Rp02_MPa', 'A_pct', 'hardness'],
};

/** Which compiled columns a file has. */
function compiledColumns(folder: string, file: string): string[] | null {
  if (folder === 'compiled_welding_consumables') return file === 'welding_consumables.csv' ? COMPILED_COLUMNS.welding : null;
  if (folder === 'compiled_aluminium_alloys') {
    if (file === 'aluminium_alloys_composition.csv') return COMPILED_COLUMNS.alloyComposition;
    return file === 'aluminium_alloys_properties.csv' ? COMPILED_COLUMNS.alloyProperties : null;
  }
  if (folder.startsWith('compiled_steel')) return /^(grades_|steel_grades)/.test(file) ? COMPILED_COLUMNS.steel : null;
  return null;
}

/** Elongation columns: a bare length in brackets is the gauge length there. */
export const isElongationColumn = (column: string) => /^A_|elongation/i.test(column);

const CONDITION_WORDS = /^(?:mm|in|gauge|longitudinal|transverse|sheet|dia|test|piece|plates?|t)$/i;

/** The shape of a cell (see the file comment). */
export function cellShape(cell: string): string {
  return cell
    .replace(/\(([^()]*)\)/g, (_m, inner: string) => {
      const words = inner.match(/[A-Za-z_]{2,}/g) ?? [];
      return words.every((w) => CONDITION_WORDS.test(w) || /^(?:No|A)$/.test(w)) ? `(${inner})` : '(…)';
    })
    .replace(/\[[^\]]*\]/g, '[…]')
    .replace(/\d+(?:\.\d+)?|\.\d+/g, '#')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface ShapeExample {
  shape: string;
  example: string;
  /** Where the example was found: folder/file:column. */
  where: string;
  count: number;
  elongation: boolean;
}

/**
 * Every distinct shape of the value columns of reference-data/: the compiled tables' value columns, and
 * of the measured data sets the columns whose cells are numbers (at least 90 % of the filled cells).
 */
export function catalogueShapes(root = path.join(process.cwd(), 'reference-data')): ShapeExample[] {
  const shapes = new Map<string, ShapeExample>();
  for (const folder of fs.readdirSync(root).sort()) {
    const dir = path.join(root, folder);
    if (!fs.statSync(dir).isDirectory()) continue;
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.csv')).sort()) {
      const table = parseCsv(fs.readFileSync(path.join(dir, file), 'utf8'));
      let columns = compiledColumns(folder, file);
      if (!columns && !folder.startsWith('compiled_') && folder !== 'grade_aliases' && folder !== 'standard_editions') {
        columns = table.header.filter((h) => {
          const filled = table.rows.map((r) => r.values[h]).filter(Boolean);
          return filled.length > 0 && filled.filter((v) => /^[<>=~-]*\s*\d/.test(v) || /^(?:N|N\/A)$/.test(v)).length >= filled.length * 0.9;
        });
      }
      for (const column of columns ?? []) {
        for (const r of table.rows) {
          const cell = r.values[column];
          if (!cell) continue;
          const elongation = isElongationColumn(column);
          const key = `${elongation ? 'A ' : ''}${cellShape(cell)}`;
          const seen = shapes.get(key);
          if (seen) seen.count += 1;
          else shapes.set(key, { shape: cellShape(cell), example: cell, where: `${folder}/${file}:${column}`, count: 1, elongation });
        }
      }
    }
  }
  return [...shapes.values()];
}
