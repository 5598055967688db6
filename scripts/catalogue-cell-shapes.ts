/**
 * npx tsx scripts/catalogue-cell-shapes.ts [--write] — lists every distinct cell shape of the value columns
 * of reference-data/ (scripts/lib/cell-shapes.ts) with what the one cell parser reads from it. With --write it
 * rewrites tests/fixtures/cell-shapes.json, the table lib/materials/values.test.ts checks the parser against:
 * review the diff (every new shape's expected reading) before committing it. Without --write it prints the
 * shapes the table does not hold yet and exits 1 when there are any.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseCell } from '@/lib/materials/values';
import { catalogueShapes } from './lib/cell-shapes';

const TABLE = path.join(process.cwd(), 'tests/fixtures/cell-shapes.json');

/** What the parser reads from a cell, without the entries' source text. */
export function reading(cell: string, elongation: boolean) {
  return parseCell(cell, { elongation }).map(({ condition, min, max, typical, rule }) => ({ condition, min, max, typical, rule }));
}

const shapes = catalogueShapes().sort((a, b) => a.where.localeCompare(b.where) || b.count - a.count);
if (process.argv.includes('--write')) {
  const table = shapes.map((s) => ({ ...s, expected: reading(s.example, s.elongation) }));
  fs.writeFileSync(TABLE, `${JSON.stringify(table, null, 1)}\n`);
  console.log(`${table.length} shapes written to ${path.relative(process.cwd(), TABLE)}`);
} else {
  const known = new Set((JSON.parse(fs.readFileSync(TABLE, 'utf8')) as { shape: string; elongation: boolean }[]).map((s) => `${s.elongation}:${s.shape}`));
  const missing = shapes.filter((s) => !known.has(`${s.elongation}:${s.shape}`));
  for (const s of shapes) console.log(`${String(s.count).padStart(5)}  ${s.shape}    e.g. ${s.example}  (${s.where})`);
  console.log(`\n${shapes.length} shapes; ${missing.length} not in the table`);
  for (const s of missing) console.log(`  missing: ${s.shape}  e.g. ${s.example}`);
  if (missing.length) process.exit(1);
}
