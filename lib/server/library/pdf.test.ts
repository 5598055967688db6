import { PDFDocument } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { watermarkPdf } from './pdf';

async function pageText(bytes: Uint8Array): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const content = await (await doc.getPage(1)).getTextContent();
  return content.items.map((i) => ('str' in i ? i.str : '')).join('');
}

describe('library watermark', () => {
  it('names a buyer written in Chinese, not as question marks', async () => {
    const source = await PDFDocument.create();
    source.addPage([595.28, 841.89]);
    const marked = await watermarkPdf(await source.save(), '张三（演示）', '20261125000042');
    const text = await pageText(marked);
    expect(text).toContain('张三');
    expect(text).toContain('20261125000042');
    expect(text).not.toContain('??');
  });
});
