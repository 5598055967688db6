import 'server-only';
import { PDFDocument, type LoadOptions } from '@cantoo/pdf-lib';
import { readingDocument } from './unreadable';

/**
 * An uploaded or stored PDF opened with pdf-lib for rewriting (a watermark, a stamp, a preview). Its
 * page tree is walked at once, so a tree that points to itself (pdf-lib recurses until the stack
 * overflows) or any other damage is refused here, as 400 `Files.unreadable.pdfDamaged` /
 * `pdfEncrypted`, and never halfway through the work (issue 45 item 8).
 */
export function loadPdf(bytes: Uint8Array, options?: LoadOptions): Promise<PDFDocument> {
  return readingDocument('pdf', async () => {
    const pdf = await PDFDocument.load(bytes, options);
    if (pdf.getPages().length === 0) throw new Error('the page tree holds no page');
    return pdf;
  });
}
