import { formatLimit } from '@/lib/intelligence/limits';
import { toCsv, type Cell } from '@/lib/intelligence/csv';
import { toXlsx } from '@/lib/intelligence/xlsx';
import type { ComparisonTable } from '@/lib/api/intelligence';

/** The comparison as rows for CSV/Excel: grade header, composition, properties with units. */
export function comparisonRows(table: ComparisonTable, label: { item: string; element: (el: string) => string; property: (key: string) => string; cev: string; system: string; standard: string }): Cell[][] {
  const rows: Cell[][] = [[label.item, ...table.records.map((r) => r.grade)]];
  rows.push([label.system, ...table.records.map((r) => r.system)]);
  rows.push([label.standard, ...table.records.map((r) => r.standard ?? '')]);
  for (const c of table.composition) rows.push([`${label.element(c.element)} (wt%)`, ...c.cells.map((cell) => cell.raw ?? formatLimit(cell.limit))]);
  for (const p of table.properties) rows.push([`${label.property(p.key)} (${p.unit})`, ...p.cells.map((cell) => formatLimit(cell.limit))]);
  if (table.cev.some((v) => v !== null)) rows.push([label.cev, ...table.cev.map((v) => v ?? '')]);
  return rows;
}

function download(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function downloadCsv(rows: Cell[][], name: string) {
  download(new Blob([toCsv(rows)], { type: 'text/csv;charset=utf-8' }), `${name}.csv`);
}

export function downloadXlsx(rows: Cell[][], name: string, sheet: string) {
  const bytes = toXlsx(rows, sheet);
  download(new Blob([bytes as BlobPart], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), `${name}.xlsx`);
}
