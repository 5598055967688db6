import JSZip from 'jszip';
import { ApiError } from '@/lib/server/api/errors';
import { contentTypes, deflatedRepeat, officeBomb, selfReferencingPdf, sheetXml, textEntry, zipOfRaw } from '@/tests/fixtures/hostile-documents';
import { docxPages } from '@/lib/server/ai/docx';
import { loadPdf } from './pdf-read';
import { readWorkbook, tagCounter } from './spreadsheet';
import { parserMessage } from './unreadable';
import { checkZip, OFFICE_ZIP_LIMITS, type ZipLimits } from './zip-guard';

/** The refusal's message key (every refusal here is an ApiError of status 400). */
async function refusalOf(work: Promise<unknown>): Promise<string> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).status).toBe(400);
  return (error as ApiError).messageKey;
}

const SMALL: ZipLimits = { maxEntries: 10, maxEntryBytes: 100_000, maxTotalBytes: 150_000, maxRatio: 200 };

async function zipOf(entries: Record<string, Uint8Array | string>): Promise<Uint8Array> {
  const zip = new JSZip();
  for (const [name, data] of Object.entries(entries)) zip.file(name, data);
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}

describe('the zip guard', () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it('passes a zip within its limits and hands each entry to its watcher as it unpacks', async () => {
    const seen: Record<string, number> = {};
    await checkZip(await zipOf({ 'a.xml': 'x'.repeat(4000), 'b.xml': 'y' }), 'zip', SMALL, (name) => (chunk) => (seen[name] = (seen[name] ?? 0) + chunk.length));
    expect(seen).toEqual({ 'a.xml': 4000, 'b.xml': 1 });
  });

  it('refuses a zip bomb from its declared sizes before inflating, and from what comes out when the sizes lie', async () => {
    // 128 MB of spaces in about 130 KB: the example.
    const honest = await officeBomb('xl/worksheets/sheet1.xml', 128 * 1024 * 1024);
    expect(honest.length).toBeLessThan(200 * 1024);
    const started = Date.now();
    expect(await refusalOf(checkZip(honest, 'xlsx'))).toBe('Files.unreadable.zipTooLarge');
    expect(Date.now() - started).toBeLessThan(1000);
    // Declared as 1 KB: the streaming count stops it once what came out passes 200 times the packed size.
    const lying = await officeBomb('word/document.xml', 60 * 1024 * 1024, 1024);
    const seen: number[] = [];
    expect(await refusalOf(checkZip(lying, 'docx', OFFICE_ZIP_LIMITS, () => (chunk) => seen.push(chunk.length)))).toBe('Files.unreadable.zipRatio');
    expect(seen.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(200 * lying.length);
  });

  it('refuses one entry over its limit, entries together over the total, too many entries and a dense entry', async () => {
    expect(await refusalOf(checkZip(await zipOf({ a: new Uint8Array(100_001) }), 'zip', { ...SMALL, maxRatio: 1e9 }))).toBe('Files.unreadable.zipTooLarge');
    expect(await refusalOf(checkZip(await zipOf({ a: new Uint8Array(90_000), b: new Uint8Array(90_000) }), 'zip', { ...SMALL, maxRatio: 1e9 }))).toBe('Files.unreadable.zipTooLarge');
    const many = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`f${i}`, 'x']));
    expect(await refusalOf(checkZip(await zipOf(many), 'zip', SMALL))).toBe('Files.unreadable.zipTooManyEntries');
    const dense = zipOfRaw([{ name: 'd', ...(await deflatedRepeat(3 * 1024 * 1024)) }]);
    expect(await refusalOf(checkZip(dense, 'zip', { ...OFFICE_ZIP_LIMITS, maxRatio: 100 }))).toBe('Files.unreadable.zipRatio');
    // A small dense part is not judged by its ratio.
    await checkZip(zipOfRaw([{ name: 'd', ...(await deflatedRepeat(512 * 1024)) }]), 'zip', { ...OFFICE_ZIP_LIMITS, maxRatio: 100 });
  });

  it('names what is not a zip as damaged in the format that was expected', async () => {
    const junk = new TextEncoder().encode('not a zip at all');
    expect(await refusalOf(checkZip(junk, 'zip'))).toBe('Files.unreadable.zipDamaged');
    expect(await refusalOf(checkZip(junk, 'docx'))).toBe('Files.unreadable.docxDamaged');
    expect(await refusalOf(docxPages(junk))).toBe('Files.unreadable.docxDamaged');
    expect(await refusalOf(docxPages(await officeBomb('word/document.xml', 80 * 1024 * 1024)))).toBe('Files.unreadable.zipTooLarge');
  });
});

describe('the spreadsheet reader', () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it('counts row and cell tags however the chunks fall, with or without a prefix, and nothing else', () => {
    const xml = Buffer.from('<sheetData><row r="1"><c r="A1"><v>1</v></c><x:c/></row><cols><col/></cols><row/><rowBreaks/></sheetData>');
    for (const size of [1, 2, 3, 7, xml.length]) {
      let rows = 0;
      let cells = 0;
      const count = tagCounter(
        () => rows++,
        () => cells++,
      );
      for (let i = 0; i < xml.length; i += size) count(xml.subarray(i, i + size));
      expect([size, rows, cells]).toEqual([size, 2, 2]);
    }
  });

  it('refuses a sheet with more rows or cells than the reader takes before exceljs builds it, and a workbook without a sheet', async () => {
    const workbook = (xml: string) => zipOfRaw([contentTypes('xlsx'), textEntry('xl/worksheets/sheet1.xml', xml)]);
    expect(await refusalOf(readWorkbook(workbook(sheetXml(100_000)), { maxRows: 50, maxCells: 500 }))).toBe('Files.unreadable.sheetTooManyRows');
    expect(await refusalOf(readWorkbook(workbook(sheetXml(20, 30)), { maxRows: 50, maxCells: 500 }))).toBe('Files.unreadable.sheetTooManyCells');
    expect(await refusalOf(readWorkbook(await zipOf({ 'a.txt': 'hello' }), { maxRows: 50, maxCells: 500 }))).toBe('Files.unreadable.xlsxDamaged');
  });
});

describe('PDFs pdf-lib cannot read', () => {
  it('refuses a page tree that points to itself with the reason, and logs the parser message', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await refusalOf(loadPdf(selfReferencingPdf()))).toBe('Files.unreadable.pdfDamaged');
    const line = JSON.parse(String(warn.mock.calls.at(-1)?.[0]));
    expect(line).toMatchObject({ level: 'warn', event: 'document_unreadable', format: 'pdf', reason: 'pdfDamaged' });
    expect(line.parser).toMatch(/RangeError: Maximum call stack/);
    warn.mockRestore();
  });

  it("writes a parser's name and message even when its stack holds neither", () => {
    const pdfjsLike = Object.assign(Object.create(Error.prototype), { name: 'UnknownErrorException', message: 'Pages tree contains circular reference.', stack: 'Error' });
    expect(parserMessage(pdfjsLike)).toBe('UnknownErrorException: Pages tree contains circular reference.');
  });
});
