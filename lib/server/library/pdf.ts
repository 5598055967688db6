import 'server-only';
import { degrees, PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { embedCjkFont } from '@/lib/server/files/pdf-font';

/**
 * PDFs of the library with pdf-lib (a kept library): the portal's own method notes and data
 * compilations are generated at seed time, a purchased PDF is watermarked at download, and the
 * preview holds the first pages only. The standard fonts cover WinAnsi (Latin) text only, so these
 * generated documents are written in English; anything else is replaced before drawing (`winAnsi`).
 * The watermark names the buyer in any script (the CJK font of lib/server/files/pdf-font.ts).
 */

export interface NoteSection {
  heading: string;
  paragraphs: string[];
}

export interface NoteDocument {
  title: string;
  subtitle?: string;
  sections: NoteSection[];
  /** Printed at the foot of every page (e.g. the source and licence). */
  footer: string;
}

const PAGE: [number, number] = [595.28, 841.89]; // A4
const MARGIN = 56;

/** Text the standard fonts can draw: typographic marks mapped to ASCII, anything else as "?". */
export function winAnsi(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—−]/g, '-')
    .replace(/[≥]/g, '>=')
    .replace(/[≤]/g, '<=')
    .replace(/[×]/g, 'x')
    .replace(/[·]/g, '.')
    .replace(/[→]/g, '->')
    .replace(/[Σ]/g, 'sum ')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of winAnsi(text).split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** A plain A4 document: title, sections of paragraphs, the footer on every page, page numbers. */
export async function renderNotePdf(doc: NoteDocument, meta: { author: string; subject: string; keywords: string[] }): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(winAnsi(doc.title));
  pdf.setAuthor(winAnsi(meta.author));
  pdf.setSubject(winAnsi(meta.subject));
  pdf.setKeywords(meta.keywords.map(winAnsi));
  pdf.setCreator('atsteel portal library seed');
  pdf.setProducer('pdf-lib');
  // A fixed date keeps the seeded bytes (and their SHA-256) the same on every run.
  pdf.setCreationDate(new Date('2026-11-25T00:00:00Z'));
  pdf.setModificationDate(new Date('2026-11-25T00:00:00Z'));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
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
    for (const line of wrap(text, font, size, width)) {
      ensure(size + 4);
      page.drawText(line, { x: MARGIN, y: y - size, size, font, color: rgb(0.1, 0.1, 0.12) });
      y -= size + 4;
    }
    y -= gap;
  };

  block(doc.title, bold, 18, 6);
  if (doc.subtitle) block(doc.subtitle, regular, 11, 10);
  for (const section of doc.sections) {
    ensure(40);
    block(section.heading, bold, 13, 4);
    for (const p of section.paragraphs) block(p, regular, 10.5, 6);
    y -= 6;
  }

  const pages = pdf.getPages();
  pages.forEach((p, i) => {
    const footer = `${winAnsi(doc.footer)}  -  ${i + 1} / ${pages.length}`;
    for (const [n, line] of wrap(footer, regular, 8, width).entries()) p.drawText(line, { x: MARGIN, y: 30 - n * 10, size: 8, font: regular, color: rgb(0.4, 0.4, 0.45) });
  });
  return pdf.save();
}

/**
 * The download watermark of a purchased PDF (issue 14, rule 4): the buyer's name and the order
 * number drawn across every page and repeated in a line at its foot, and the buyer in the
 * document's metadata. Visible, so a copy passed on names its buyer.
 */
export async function watermarkPdf(bytes: Uint8Array, buyer: string, orderNo: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(bytes);
  // The CJK font: a buyer named 张三 is drawn as 张三, not as "??" (the standard fonts are Latin only).
  const font = await embedCjkFont(pdf);
  const text = `Licensed to ${buyer} - Order ${orderNo}`;
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
}

/** The first pages of a PDF as a new document (the preview before purchase); `pages(total)` says how many. */
export async function firstPages(bytes: Uint8Array, pages: (total: number) => number): Promise<{ bytes: Uint8Array; total: number }> {
  const source = await PDFDocument.load(bytes);
  const total = source.getPageCount();
  const out = await PDFDocument.create();
  const copied = await out.copyPages(source, [...Array(Math.max(1, Math.min(pages(total), total))).keys()]);
  for (const p of copied) out.addPage(p);
  out.setTitle(source.getTitle() ?? 'Preview');
  return { bytes: await out.save(), total };
}

/** The page count of a PDF. */
export async function pageCount(bytes: Uint8Array): Promise<number> {
  return (await PDFDocument.load(bytes)).getPageCount();
}
