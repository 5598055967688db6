import 'server-only';
import JSZip from 'jszip';
import { formatLimit, MIB } from '@/lib/files/kinds';
import { isRefusal, unreadableDocument, type DocumentFormat, type UnreadableReason } from './unreadable';

/**
 * The bounds of a zip the server unpacks (a DOCX, an XLSX). The upload limit bounds the packed file,
 * not what it expands to: deflate reaches about 1,000 : 1, so a 135 KB workbook can hold a 128 MB sheet.
 */
export interface ZipLimits {
  /** Entries (files) in the archive. */
  maxEntries: number;
  /** Bytes one entry may unpack to. */
  maxEntryBytes: number;
  /** Bytes all entries together may unpack to. */
  maxTotalBytes: number;
  /** Unpacked ÷ packed size of one entry, checked once the entry passes `RATIO_FLOOR_BYTES` unpacked. */
  maxRatio: number;
}

/** Word and Excel files read by the portal: what real documents stay far below (an XML part packs 5–30 : 1). */
export const OFFICE_ZIP_LIMITS: ZipLimits = { maxEntries: 1000, maxEntryBytes: 64 * MIB, maxTotalBytes: 64 * MIB, maxRatio: 200 };

/** Below this an entry's ratio is not judged: a small, very repetitive part may pack tightly and can do no harm. */
export const RATIO_FLOOR_BYTES = MIB;

/** What a reader looks at while an entry is unpacked (the spreadsheet reader counts rows and cells); it may throw a refusal. */
export type EntryWatcher = (name: string) => ((chunk: Buffer) => void) | undefined;

/** The sizes JSZip read from the central directory (its documented private `_data`, index.d.ts), when it has them. */
function declaredSizes(entry: JSZip.JSZipObject): { packed: number; unpacked: number } | null {
  const data = (entry as unknown as { _data?: { compressedSize?: unknown; uncompressedSize?: unknown } })._data;
  if (!data || typeof data.compressedSize !== 'number' || typeof data.uncompressedSize !== 'number') return null;
  return { packed: data.compressedSize, unpacked: data.uncompressedSize };
}

const damaged = (format: DocumentFormat): UnreadableReason => (format === 'docx' ? 'docxDamaged' : format === 'xlsx' ? 'xlsxDamaged' : 'zipDamaged');

/** Unpacks one entry through a stream, handing each chunk to `onChunk`; stops at the first chunk it refuses. */
function unpack(entry: JSZip.JSZipObject, onChunk: (chunk: Buffer) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const stream = entry.nodeStream('nodebuffer');
    let stopped = false;
    const stop = (error: unknown) => {
      if (stopped) return;
      stopped = true;
      stream.pause();
      (stream as { destroy?: () => void }).destroy?.();
      reject(error);
    };
    stream
      .on('data', (chunk: Buffer) => {
        if (stopped) return;
        try {
          onChunk(chunk);
        } catch (error) {
          stop(error);
        }
      })
      .on('error', stop)
      .on('end', () => {
        if (!stopped) resolve();
      });
  });
}

/**
 * The one guard of every zip the server reads (issue 45 item 7): before anything inflates, the entry
 * count and each entry's declared sizes and ratio against `limits`; then every entry is unpacked
 * through a stream that counts what really comes out (declared sizes can lie) and stops at the first
 * byte beyond a limit, so memory stays bounded whatever the file claims. Read with JSZip, the zip
 * library mammoth and exceljs use, so what is checked is what they will read. Refusals are
 * `unreadableDocument` (400, the reason in the caller's language).
 */
export async function checkZip(bytes: Uint8Array, format: DocumentFormat, limits: ZipLimits = OFFICE_ZIP_LIMITS, watch?: EntryWatcher): Promise<void> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes);
  } catch (error) {
    throw unreadableDocument(format, damaged(format), undefined, error);
  }
  const entries = Object.values(zip.files).filter((e) => !e.dir);
  if (entries.length > limits.maxEntries) throw unreadableDocument(format, 'zipTooManyEntries', { max: limits.maxEntries, entries: entries.length });
  const tooLarge = (max: number) => unreadableDocument(format, 'zipTooLarge', { max: formatLimit(max) });
  const tooDense = (name: string) => unreadableDocument(format, 'zipRatio', { max: limits.maxRatio, entry: name.slice(0, 100) });

  // Before inflating: what the central directory says.
  let declaredTotal = 0;
  for (const entry of entries) {
    const sizes = declaredSizes(entry);
    if (!sizes) continue;
    if (sizes.unpacked > limits.maxEntryBytes) throw tooLarge(limits.maxEntryBytes);
    declaredTotal += sizes.unpacked;
    if (declaredTotal > limits.maxTotalBytes) throw tooLarge(limits.maxTotalBytes);
    if (sizes.unpacked > RATIO_FLOOR_BYTES && sizes.unpacked / Math.max(1, sizes.packed) > limits.maxRatio) throw tooDense(entry.name);
  }

  // While inflating: what really comes out.
  let total = 0;
  for (const entry of entries) {
    const packed = declaredSizes(entry)?.packed ?? bytes.byteLength;
    const watcher = watch?.(entry.name);
    let size = 0;
    try {
      await unpack(entry, (chunk) => {
        size += chunk.length;
        total += chunk.length;
        if (size > limits.maxEntryBytes) throw tooLarge(limits.maxEntryBytes);
        if (total > limits.maxTotalBytes) throw tooLarge(limits.maxTotalBytes);
        if (size > RATIO_FLOOR_BYTES && size / Math.max(1, packed) > limits.maxRatio) throw tooDense(entry.name);
        watcher?.(chunk);
      });
    } catch (error) {
      if (isRefusal(error)) throw error;
      throw unreadableDocument(format, damaged(format), undefined, error);
    }
  }
}
