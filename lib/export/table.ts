/**
 * The shared export kernel (every area's CSV and Excel downloads): the cell type, formula-injection
 * escaping, CSV text and the Excel content type. Browser-safe; the workbook writer is
 * lib/server/export/workbook.ts.
 */

import { headerRow, type FieldDef, type MessageOf } from '@/lib/units';

/** A cell of an exported table: text or a number (numbers are never escaped). */
export type Cell = string | number | null | undefined;

/**
 * Formula-injection escaping (OWASP CSV injection): a text cell starting with `=`, `+`, `-`, `@`,
 * a tab or a carriage return is prefixed with a single quote so spreadsheets show it as text.
 */
export function escapeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function csvCell(cell: Cell): string {
  if (cell === null || cell === undefined) return '';
  const text = typeof cell === 'number' ? String(cell) : escapeFormula(cell);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** CSV with a UTF-8 byte-order mark so Excel opens Chinese text correctly. */
export function toCsv(rows: readonly (readonly Cell[])[]): string {
  return '\uFEFF' + rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** The content type of every Excel download (a binary answer: lib/api/client.ts reads it as bytes). */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * An exported table from its column definitions (the unit rule, lib/units.ts): the header row is each column's label
 * with its unit in the reader's language ("金额（元）", "Amount (yuan)"), the rows the records' cells in the columns'
 * order. A column's unit is declared once, in its definition, never written into a label.
 */
export function sheetOf<K extends string>(columns: readonly FieldDef<K>[], records: readonly Record<K, Cell>[], m: MessageOf, locale: string): Cell[][] {
  return [headerRow(columns, m, locale), ...records.map((r) => columns.map((c) => r[c.key]))];
}
