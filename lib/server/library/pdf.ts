import 'server-only';
import { degrees, PDFDocument, rgb, type PDFFont, type PDFPage } from '@cantoo/pdf-lib';
import { drawable, embedCjkFont, wrapText } from '@/lib/server/files/pdf-font';
import { loadPdf } from '@/lib/server/files/pdf-read';
import { readingDocument } from '@/lib/server/files/unreadable';
import { translate } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/routing';

/**
 * PDFs of the library with `@cantoo/pdf-lib` (the maintained fork of pdf-lib): the portal's own method notes and data
 * compilations are generated at seed time, a purchased PDF is watermarked at download, and the
 * preview holds the first pages only. All text is drawn with the embedded CJK font (Noto Sans SC,
 * lib/server/files/pdf-font.ts, regular and bold), so Chinese titles, delivery states written in
 * Chinese and a buyer named 张三 are drawn as written; a character the font lacks becomes "?".
 */

export interface NoteSection {
  heading: string;
  paragraphs: string[];
}

export interface NoteDocument {
  title: string;
  /** The title in Chinese, printed under the title (the notes are written in English). */
  titleZh?: string;
  subtitle?: string;
  sections: NoteSection[];
  /** Printed at the foot of every page (e.g. the source and licence). */
  footer: string;
}

const PAGE: [number, number] = [595.28, 841.89]; // A4
const MARGIN = 56;

/** A plain A4 document: title, sections of paragraphs, the footer on every page, page numbers. */
export async function renderNotePdf(doc: NoteDocument, meta: { author: string; subject: string; keywords: string[] }): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(doc.title);
  pdf.setAuthor(meta.author);
  pdf.setSubject(meta.subject);
  pdf.setKeywords(meta.keywords);
  pdf.setCreator('atsteel portal library seed');
  pdf.setProducer('pdf-lib');
  // A fixed date keeps the seeded bytes (and their SHA-256) the same on every run.
  pdf.setCreationDate(new Date('2026-11-25T00:00:00Z'));
  pdf.setModificationDate(new Date('2026-11-25T00:00:00Z'));
  const regular = await embedCjkFont(pdf, 'regular');
  const bold = await embedCjkFont(pdf, 'bold');
  const width = PAGE[0] - 2 * MARGIN;
  let page: PDFPage = pdf.addPage(PAGE);
  let y = PAGE[1] - MARGIN;

  const ensure = (needed: number) => {
    if (y - needed < MARGIN + 24) {
      page = pdf.addPage(PAGE);
      y = PAGE[1] - MARGIN;
    }
  };
  const block = (text: string, font: PDFFont, size: number, gap: number) => {
    for (const line of wrapText(text, font, size, width)) {
      ensure(size + 4);
      page.drawText(line, { x: MARGIN, y: y - size, size, font, color: rgb(0.1, 0.1, 0.12) });
      y -= size + 4;
    }
    y -= gap;
  };

  block(doc.title, bold, 18, doc.titleZh ? 2 : 6);
  if (doc.titleZh) block(doc.titleZh, bold, 14, 6);
  if (doc.subtitle) block(doc.subtitle, regular, 11, 10);
  for (const section of doc.sections) {
    ensure(40);
    block(section.heading, bold, 13, 4);
    for (const p of section.paragraphs) block(p, regular, 10.5, 6);
    y -= 6;
  }

  const pages = pdf.getPages();
  pages.forEach((p, i) => {
    const footer = `${doc.footer}  -  ${i + 1} / ${pages.length}`;
    for (const [n, line] of wrapText(footer, regular, 8, width).entries()) p.drawText(line, { x: MARGIN, y: 30 - n * 10, size: 8, font: regular, color: rgb(0.4, 0.4, 0.45) });
  });
  return pdf.save();
}

/**
 * The download watermark of a purchased PDF (issue 14, rule 4): the buyer's name and the order
 * number drawn across every page and repeated in a line at its foot, and the buyer in the
 * document's metadata. Visible, so a copy passed on names its buyer. A PDF pdf-lib cannot read or
 * rewrite is 400 `Files.unreadable.<reason>` (issue 45 item 8).
 */
export function watermarkPdf(bytes: Uint8Array, buyer: string, orderNo: string, locale: Locale = 'en'): Promise<Uint8Array> {
  return readingDocument('pdf', async () => {
    const pdf = await loadPdf(bytes);
    // The CJK font: a buyer named 张三 is drawn as 张三 (the standard fonts are Latin only).
    const font = await embedCjkFont(pdf);
    // In the document's language where it has one (a ranking report); "Licensed to … - Order …" otherwise.
    const text = drawable(font, translate(locale, 'Library.watermark', { buyer, orderNo }));
    for (const page of pdf.getPages()) {
      const { width, height } = page.getSize();
      const size = Math.min(28, (Math.hypot(width, height) * 0.8) / Math.max(1, font.widthOfTextAtSize(text, 1)));
      const w = font.widthOfTextAtSize(text, size);
      const angle = Math.atan2(height, width);
      page.drawText(text, {
        x: width / 2 - (w / 2) * Math.cos(angle),
        y: height / 2 - (w / 2) * Math.sin(angle),
        size,
        font,
        color: rgb(0.75, 0.1, 0.1),
        opacity: 0.22,
        rotate: degrees((angle * 180) / Math.PI),
      });
      page.drawText(text, { x: 24, y: 12, size: 7, font, color: rgb(0.6, 0.1, 0.1) });
    }
    pdf.setSubject(text);
    return pdf.save();
  });
}

/** The first pages of a PDF as a new document (the preview before purchase); `pages(total)` says how many. */
export function firstPages(bytes: Uint8Array, pages: (total: number) => number): Promise<{ bytes: Uint8Array; total: number }> {
  return readingDocument('pdf', async () => {
    const source = await loadPdf(bytes);
    const total = source.getPageCount();
    const out = await PDFDocument.create();
    const copied = await out.copyPages(source, [...Array(Math.max(1, Math.min(pages(total), total))).keys()]);
    for (const p of copied) out.addPage(p);
    out.setTitle(source.getTitle() ?? 'Preview');
    return { bytes: await out.save(), total };
  });
}

/** The page count of a PDF. */
export async function pageCount(bytes: Uint8Array): Promise<number> {
  return (await loadPdf(bytes)).getPageCount();
}
