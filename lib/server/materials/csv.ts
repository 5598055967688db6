import 'server-only';
import fs from 'node:fs';
import path from 'node:path';

/** RFC 4180 CSV (quoted fields, doubled quotes, CRLF or LF); a leading UTF-8 BOM is dropped. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += ch;
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => !(r.length === 1 && r[0] === ''));
}

export interface CsvTable {
  header: string[];
  /** Data rows as objects keyed by header; `rowNumber` is 1-based among data rows. */
  rows: { rowNumber: number; values: Record<string, string> }[];
}

/** Reads reference-data/<folder>/<file> relative to the working directory. */
export function readCsv(folder: string, file: string, root = path.join(process.cwd(), 'reference-data')): CsvTable {
  const text = fs.readFileSync(path.join(root, folder, file), 'utf8');
  const [header, ...data] = parseCsv(text);
  const names = header.map((h) => h.trim());
  return {
    header: names,
    rows: data.map((cells, idx) => {
      const values: Record<string, string> = {};
      names.forEach((name, j) => (values[name] = (cells[j] ?? '').trim()));
      return { rowNumber: idx + 1, values };
    }),
  };
}
