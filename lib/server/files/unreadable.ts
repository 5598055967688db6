import 'server-only';
import { ApiError } from '@/lib/server/api/errors';
import { logger } from '@/lib/server/log';
import { RESPONSE_CODE } from '@/lib/session/constants';

/**
 * Why an uploaded document cannot be read (issue 45 items 7 and 8). Each is a message
 * `Files.unreadable.<reason>` in both languages; the parser's own message (English, technical)
 * goes to the log, never to the caller.
 */
export type UnreadableReason =
  /** pdf.js or pdf-lib gave up on the file: a broken cross-reference table, a page tree that points to itself, … */
  | 'pdfDamaged'
  /** The PDF is encrypted (a password or an owner lock the readers do not open). */
  | 'pdfEncrypted'
  /** Not a zip archive (a DOCX or XLSX is one), or one that cannot be opened. */
  | 'zipDamaged'
  /** More entries than the limit. */
  | 'zipTooManyEntries'
  /** One entry, or all together, would unpack to more than the limit (declared or found while unpacking). */
  | 'zipTooLarge'
  /** An entry unpacks to more times its packed size than any real document does: a zip bomb. */
  | 'zipRatio'
  /** A valid zip whose Word document mammoth cannot read. */
  | 'docxDamaged'
  /** A valid zip whose workbook exceljs cannot read, or one without a worksheet. */
  | 'xlsxDamaged'
  /** A workbook with more rows, or more cells, than the reader takes. */
  | 'sheetTooManyRows'
  | 'sheetTooManyCells';

export type DocumentFormat = 'pdf' | 'docx' | 'xlsx' | 'zip';

const DAMAGED: Record<DocumentFormat, UnreadableReason> = { pdf: 'pdfDamaged', docx: 'docxDamaged', xlsx: 'xlsxDamaged', zip: 'zipDamaged' };

/** The parser's message as one line: name and message, which pdf.js's exceptions do not carry in their `stack`. */
export function parserMessage(error: unknown): string {
  if (error instanceof Error || (typeof error === 'object' && error !== null && 'message' in error)) {
    const e = error as { name?: unknown; message?: unknown };
    return `${String(e.name ?? 'Error')}: ${String(e.message ?? '')}`.slice(0, 500);
  }
  return String(error).slice(0, 500);
}

/**
 * A refusal of the project's error type, recognised by its name rather than by class identity, so it
 * holds across bundles (the production build may load two copies of the errors module).
 */
export function isRefusal(error: unknown): error is ApiError {
  return error instanceof Error && error.name === 'ApiError' && typeof (error as ApiError).messageKey === 'string';
}

/**
 * The one error of a document the portal cannot read: HTTP 400, `Files.unreadable.<reason>` in the
 * caller's language, and a `document_unreadable` warning with the format, the reason and the
 * parser's message (docs/SECURITY.md, "Security log").
 */
export function unreadableDocument(format: DocumentFormat, reason: UnreadableReason, values?: Record<string, string | number>, cause?: unknown): ApiError {
  logger.write('warn', 'document_unreadable', { format, reason, ...(values ?? {}), ...(cause === undefined ? {} : { parser: parserMessage(cause) }) });
  return new ApiError(`Files.unreadable.${reason}`, RESPONSE_CODE.failure, 400, values);
}

/** The reason of a parser's failure: encryption when the parser says so, otherwise the format's "damaged". */
function reasonOf(format: DocumentFormat, error: unknown): UnreadableReason {
  const text = parserMessage(error);
  if (format === 'pdf' && /PasswordException|Encrypted|encrypt/i.test(text)) return 'pdfEncrypted';
  return DAMAGED[format];
}

/**
 * Runs the parsing `work` of a document (pdf.js, pdf-lib, mammoth, exceljs): any failure it throws —
 * an exception of the parser, a stack overflow on a self-referencing structure — becomes
 * `unreadableDocument` with its reason, never a 500. A refusal (`ApiError`) passes unchanged.
 * Keep database and storage calls outside `work`: their failures are the server's, not the file's.
 */
export async function readingDocument<T>(format: DocumentFormat, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isRefusal(error)) throw error;
    throw unreadableDocument(format, reasonOf(format, error), undefined, error);
  }
}
