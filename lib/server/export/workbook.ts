import 'server-only';
import ExcelJS from 'exceljs';
import { escapeFormula, XLSX_TYPE, type Cell } from '@/lib/export/table';

/** Excel refuses sheet names longer than 31 characters or holding \ / ? * [ ] : */
const sheetName = (name: string) => name.replace(/[\\/?*[\]:]/g, ' ').trim().slice(0, 31) || 'Sheet1';

/**
 * One sheet written by exceljs: bold header row, frozen first row and column, numbers as numbers,
 * text that a spreadsheet would read as a formula (= + - @ tab CR) kept as text by a leading quote.
 */
export async function workbookOf(rows: readonly (readonly Cell[])[], name: string): Promise<Uint8Array> {
  return workbookOfSheets([{ name, rows }]);
}

/** Several sheets of the same kind in one workbook (a data product's rows and its sources). */
export async function workbookOfSheets(sheets: readonly { name: string; rows: readonly (readonly Cell[])[] }[]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  for (const { name, rows } of sheets) {
    const sheet = workbook.addWorksheet(sheetName(name), { views: [{ state: 'frozen', xSplit: 1, ySplit: 1 }] });
    for (const row of rows) {
      sheet.addRow(row.map((cell) => (cell === null || cell === undefined || cell === '' ? null : typeof cell === 'number' ? cell : escapeFormula(cell))));
    }
    sheet.getRow(1).font = { bold: true };
    sheet.columns.forEach((column, i) => {
      column.width = i === 0 ? 32 : 18;
      column.alignment = { vertical: 'top', wrapText: true };
    });
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** attachment; filename="ascii fallback"; filename*=UTF-8''percent-encoded (RFC 6266 / RFC 5987). */
export function attachment(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7E]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** A workbook as a download: the .xlsx type, the file name (RFC 6266), never cached. The one way an export answers. */
export async function xlsxDownload(rows: readonly (readonly Cell[])[], sheetName: string, fileName: string): Promise<Response> {
  const bytes = await workbookOf(rows, sheetName);
  return new Response(bytes as BlobPart, {
    status: 200,
    headers: { 'content-type': XLSX_TYPE, 'content-disposition': attachment(fileName), 'cache-control': 'no-store' },
  });
}
