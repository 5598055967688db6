import { normalizeGrade } from '@/lib/materials/grade-names';
import { processesOfRow } from './welding-classify';
import type { BaseMetal, Consumable, MatchingRow, WeldProcess } from './welding-types';

const stripQuality = (n: string) => (/^Q\d{3}/.test(n) ? n.replace(/^(Q\d{3})N?[A-E]?$/, '$1') : n);

/** Names in a base-metal cell; "Q345/Q355 (B/C/D)" gives Q345 and Q355, quality letters dropped. */
function baseNames(cell: string): string[] {
  return cell
    .split(/[;,/()]/)
    .map((p) => p.replace(/\b(?:and other|other|plate|old)\b.*$/i, '').trim())
    .filter((p) => /\d/.test(p))
    .map((p) => stripQuality(normalizeGrade(p)));
}

/** Whether a matching-table row is about this base metal. */
export function rowCoversBase(row: MatchingRow, base: BaseMetal): boolean {
  const names = new Set(baseNames(row.baseMetal));
  return [base.grade, ...(base.aliases ?? [])].some((g) => names.has(stripQuality(normalizeGrade(g))));
}

/** Rows for this base metal and process. */
export function rowsFor(rows: readonly MatchingRow[], base: BaseMetal, process: WeldProcess): MatchingRow[] {
  return rows.filter((r) => processesOfRow(r.process).includes(process) && rowCoversBase(r, base));
}

/** Consumables a cell of the table names ("E5015 (J507), E5016 (J506)"; "ER50-6 (GB/T 8110) / ER70S-6"). */
export function consumablesIn(cell: string, consumables: readonly Consumable[]): Consumable[] {
  if (!cell) return [];
  const text = ` ${cell.toUpperCase()} `;
  return consumables.filter((c) => {
    const name = c.classification.toUpperCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`(^|[^A-Z0-9-])${name}(?![A-Z0-9]|-\\d)`).test(text);
  });
}
