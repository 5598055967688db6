import 'server-only';
import { rgb, type PDFDocument, type PDFFont, type PDFPage, type RGB } from '@cantoo/pdf-lib';
import { wrapText } from './pdf-font';

/** A4 portrait in PDF points. */
export const A4: [number, number] = [595.28, 841.89];

export interface PdfTextWriterOptions {
  margin: number;
  pageSize?: [number, number];
  /** The height a line of `size` takes (its size plus the space under it). */
  leading: (size: number) => number;
  /** The default text colour. */
  color?: RGB;
}

/**
 * Writes text top to bottom on the pages of a PDF, wrapping lines to the width between the margins (`wrapText`, so CJK
 * text breaks between characters) and adding a page when the next line would cross the bottom margin. Generated
 * documents (the ranking's reports and results, the customisation contract) share it; drawing beside the text (a
 * bar chart) uses `page`, `y` and `room` directly.
 */
export class PdfTextWriter {
  page: PDFPage;
  y: number;
  readonly size: [number, number];

  constructor(
    readonly pdf: PDFDocument,
    private readonly options: PdfTextWriterOptions,
  ) {
    this.size = options.pageSize ?? A4;
    this.page = pdf.addPage(this.size);
    this.y = this.size[1] - options.margin;
  }

  get margin(): number {
    return this.options.margin;
  }

  /** The width between the margins. */
  get width(): number {
    return this.size[0] - 2 * this.options.margin;
  }

  /** Starts a new page unless `height` more fits above the bottom margin. */
  room(height: number): void {
    if (this.y - height < this.options.margin) {
      this.page = this.pdf.addPage(this.size);
      this.y = this.size[1] - this.options.margin;
    }
  }

  /** One paragraph, wrapped, at the left margin. */
  line(text: string, font: PDFFont, size: number, color: RGB = this.options.color ?? rgb(0.1, 0.1, 0.12)): void {
    const step = this.options.leading(size);
    for (const part of wrapText(text, font, size, this.width)) {
      this.room(step);
      this.page.drawText(part, { x: this.options.margin, y: this.y - size, size, font, color });
      this.y -= step;
    }
  }

  /** Vertical space. */
  gap(height: number): void {
    this.y -= height;
  }
}
