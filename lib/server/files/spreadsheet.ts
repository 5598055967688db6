import 'server-only';
import ExcelJS from 'exceljs';
import { MIB } from '@/lib/files/kinds';
import { readingDocument, unreadableDocument } from './unreadable';
import { checkZip, type ZipLimits } from './zip-guard';

/** The most an uploaded workbook may hold: rows and cells over all its worksheets, and its zip's bounds. */
export interface SheetLimits {
  maxRows: number;
  maxCells: number;
  zip?: ZipLimits;
}

/** A workbook that fits these limits unpacks to a few megabytes at most (a cell's XML is well under 1 KB). */
const SHEET_ZIP_LIMITS: ZipLimits = { maxEntries: 200, maxEntryBytes: 8 * MIB, maxTotalBytes: 16 * MIB, maxRatio: 200 };

const WORKSHEET = /^xl\/worksheets\/[^/]+\.xml$/i;
const LT = 0x3c;

/**
 * Counts the start tags named `row` and `c` (with or without a namespace prefix) in a worksheet's XML as
 * it is unpacked, chunk by chunk (a tag may straddle two chunks), so a limit is met before exceljs builds
 * anything from the sheet.
 */
export function tagCounter(onRow: () => void, onCell: () => void): (chunk: Buffer) => void {
  let name: string | null = null;
  return (chunk) => {
    for (let i = 0; i < chunk.length; i++) {
      const b = chunk[i];
      if (name === null) {
        if (b === LT) name = '';
        continue;
      }
      // A name ends at whitespace, "/" or ">"; names longer than a few letters are neither tag.
      if (b === 0x20 || b === 0x09 || b === 0x0a || b === 0x0d || b === 0x2f || b === 0x3e) {
        const local = name.slice(name.indexOf(':') + 1);
        if (local === 'row') onRow();
        else if (local === 'c') onCell();
        name = null;
      } else if (b === LT) name = '';
      else if (name.length < 12) name += String.fromCharCode(b);
      else name = null;
    }
  };
}

/**
 * Reads an uploaded .xlsx (issue 45 item 7): the zip through the one guard (`checkZip`), its worksheets'
 * rows and cells counted while they unpack (400 `Files.unreadable.sheetTooManyRows` / `sheetTooManyCells`
 * naming the maximum), then exceljs loads it; anything exceljs cannot read, or a workbook without a
 * worksheet, is 400 `Files.unreadable.xlsxDamaged`.
 */
export async function readWorkbook(bytes: Uint8Array, limits: SheetLimits): Promise<ExcelJS.Workbook> {
  let rows = 0;
  let cells = 0;
  const count = tagCounter(
    () => {
      if (++rows > limits.maxRows) throw unreadableDocument('xlsx', 'sheetTooManyRows', { max: limits.maxRows });
    },
    () => {
      if (++cells > limits.maxCells) throw unreadableDocument('xlsx', 'sheetTooManyCells', { max: limits.maxCells });
    },
  );
  await checkZip(bytes, 'xlsx', limits.zip ?? SHEET_ZIP_LIMITS, (name) => (WORKSHEET.test(name) ? count : undefined));
  const book = await readingDocument('xlsx', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as ArrayBuffer);
    return workbook;
  });
  if (!book.worksheets[0]) throw unreadableDocument('xlsx', 'xlsxDamaged', undefined, new Error('no worksheet'));
  // exceljs read what was counted; a sheet it reads differently is still bounded by its own count.
  const read = book.worksheets.reduce((n, s) => n + s.actualRowCount, 0);
  if (read > limits.maxRows) throw unreadableDocument('xlsx', 'sheetTooManyRows', { max: limits.maxRows });
  return book;
}
