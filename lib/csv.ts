import { parse } from 'csv-parse/sync';

export interface CsvTable {
  /** Column names as written in the first row, trimmed. */
  header: string[];
  /** Data rows as objects keyed by header, values trimmed (missing cells are ''); `rowNumber` is 1-based among data rows. */
  rows: { rowNumber: number; values: Record<string, string> }[];
}

/**
 * The one CSV reader (every importer, the intelligence seed and test fixtures): RFC 4180 through
 * csv-parse (quoted fields, doubled quotes, newlines inside quotes, CRLF, LF or CR even mixed, a
 * leading UTF-8 BOM). Blank lines are skipped; short rows read as empty cells.
 */
export function parseCsv(text: string): CsvTable {
  const records: string[][] = parse(text, { bom: true, record_delimiter: ['\r\n', '\n', '\r'], skip_empty_lines: true, relax_column_count: true });
  const [first, ...data] = records;
  const header = (first ?? []).map((h) => h.trim());
  return {
    header,
    rows: data.map((cells, idx) => {
      const values: Record<string, string> = {};
      header.forEach((name, j) => (values[name] = (cells[j] ?? '').trim()));
      return { rowNumber: idx + 1, values };
    }),
  };
}
