import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { parseCsv } from '@/lib/csv';
import { englishRuns, hasHan } from '@/lib/i18n/text-language';

/**
 * The language rule for generated files (issue 48: "the language test covers every generated file's headers"): the
 * headers of an Excel export or a data-product file and the headings of a PDF are in the language of the file — no
 * Chinese in an English file's headers, no English prose in a Chinese one's (units, symbols, standards' codes and
 * grade names are neither: lib/i18n/text-language.ts, the rule of the browser's language scan). Data cells are not
 * headers: a grade, a company name or a source's note stays as written. Endpoint tests read each generated file with
 * these helpers; docs/TESTING.md lists which file each test reads.
 */

/** Texts that are foreign in a file of `locale`: English runs in a Chinese file, texts with Chinese in an English one. */
export function foreignTexts(texts: readonly string[], locale: 'zh' | 'en'): string[] {
  if (locale === 'zh') return texts.flatMap((t) => englishRuns(t).map((run) => `${run}  ⟵  ${t}`));
  return texts.filter(hasHan);
}

/** Fails naming every header that is not in the file's language. */
export function expectInLanguage(what: string, texts: readonly string[], locale: 'zh' | 'en'): void {
  expect(texts.length, `${what}: no headers read`).toBeGreaterThan(0);
  expect(foreignTexts(texts, locale), `${what} (${locale})`).toEqual([]);
}

/** The header row of a CSV file (BOM and quoting handled). */
export function csvHeaders(bytes: Uint8Array): string[] {
  return parseCsv(new TextDecoder().decode(bytes)).header;
}

/** The name and the first row of every sheet of a workbook. */
export async function xlsxHeaders(bytes: Uint8Array): Promise<string[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  return book.worksheets.flatMap((sheet) => [sheet.name, ...((sheet.getRow(1).values as ExcelJS.CellValue[]) ?? []).filter((v) => v !== null && v !== undefined).map(String)]);
}

/** The first column of a sheet (the comparison export and the simulation template write their labels down it). */
export async function xlsxColumn(bytes: Uint8Array, column = 1): Promise<string[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const out: string[] = [];
  book.worksheets[0].eachRow((row) => {
    const v = row.getCell(column).value;
    if (v !== null && v !== undefined) out.push(String(v));
  });
  return out;
}

/** The text items of every page of a PDF (pdf.js), one item per drawn line. */
export async function pdfLines(bytes: Uint8Array): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, disableFontFace: true, isEvalSupported: false, verbosity: 0 }).promise;
  const lines: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    for (const item of (await (await doc.getPage(n)).getTextContent()).items) if ('str' in item && item.str.trim()) lines.push(item.str.trim());
  }
  await doc.destroy();
  return lines;
}

/**
 * A document both parties read, written in Chinese and English line by line (the contracts, the published results):
 * every labelled line ("需方 Customer: …") names its label in both languages, and the document has its Chinese and its
 * English title. Returns the labels read, so a test can also ask for particular ones.
 */
export function expectBilingual(what: string, lines: readonly string[]): string[] {
  const labels = lines.map((l) => /^([^:：]{2,40})[:：]/.exec(l)?.[1].trim()).filter((l): l is string => !!l && !/^\d/.test(l));
  expect(labels.length, `${what}: no labelled lines read`).toBeGreaterThan(2);
  const oneSided = labels.filter((l) => !hasHan(l) || !englishRuns(l).length);
  expect(oneSided, `${what}: labels in one language only`).toEqual([]);
  expect(lines.some(hasHan) && lines.some((l) => !hasHan(l) && englishRuns(l).length > 0), `${what}: a title in each language`).toBe(true);
  return labels;
}
