import 'server-only';
import ExcelJS from 'exceljs';
import type { Db } from '@/lib/server/db/client';
import type { Translate } from '@/lib/server/api/types';
import type { Locale } from '@/lib/i18n/routing';
import { escapeFormula, type Cell } from '@/lib/intelligence/csv';
import { comparisonFileName, comparisonRows, XLSX_TYPE } from '@/lib/intelligence/export';
import type { MaterialFamily } from '@/lib/materials/family';
import { buildComparison } from './comparison';
import { getIntelData } from './records';

/** Excel refuses sheet names longer than 31 characters or holding \ / ? * [ ] : */
const sheetName = (name: string) => name.replace(/[\\/?*[\]:]/g, ' ').trim().slice(0, 31) || 'Sheet1';

/**
 * One sheet written by exceljs: bold header row, frozen first row and column, numbers as numbers,
 * text that a spreadsheet would read as a formula (= + - @ tab CR) kept as text by a leading quote.
 */
export async function workbookOf(rows: readonly (readonly Cell[])[], name: string): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName(name), { views: [{ state: 'frozen', xSplit: 1, ySplit: 1 }] });
  for (const row of rows) {
    sheet.addRow(row.map((cell) => (cell === null || cell === undefined || cell === '' ? null : typeof cell === 'number' ? cell : escapeFormula(cell))));
  }
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((column, i) => {
    column.width = i === 0 ? 32 : 18;
    column.alignment = { vertical: 'top', wrapText: true };
  });
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** attachment; filename="ascii fallback"; filename*=UTF-8''percent-encoded (RFC 6266 / RFC 5987). */
export function attachment(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7E]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * comparisonBoard/exportExcel: the same comparison steelComparison answers (same board rules),
 * written as .xlsx with labels in the caller's language and each record's sources.
 */
export async function exportComparison(db: Db, input: { ids: string[]; type: MaterialFamily; thickness?: number }, locale: Locale, t: Translate): Promise<Response> {
  const data = await getIntelData(db);
  const table = buildComparison(data, input.ids, input.type, input.thickness ?? null);
  const sources = table.records.map((r) => {
    const urls = data.byId.get(r.id)?.sourceUrls ?? [];
    return urls.length ? urls : [r.datasetCode];
  });
  const rows = comparisonRows(
    table,
    {
      item: t('Intelligence.compare.item'),
      system: t('Intelligence.common.system'),
      standard: t('Intelligence.common.standard'),
      element: (el) => el,
      property: (key) => t(`Intelligence.properties.${key}`),
      cev: t('Intelligence.compare.cev'),
      band: t('Intelligence.thickness.label'),
      source: t('Intelligence.common.source'),
    },
    locale,
    sources,
  );
  const bytes = await workbookOf(rows, t('Intelligence.compare.sheetName'));
  return new Response(bytes as BlobPart, {
    status: 200,
    headers: {
      'content-type': XLSX_TYPE,
      'content-disposition': attachment(`${comparisonFileName(table.records.map((r) => r.grade))}.xlsx`),
      'cache-control': 'no-store',
    },
  });
}
