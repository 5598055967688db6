import 'server-only';
import mammoth from 'mammoth';
import { readingDocument, unreadableDocument } from '@/lib/server/files/unreadable';
import { checkZip } from '@/lib/server/files/zip-guard';

/** An element of mammoth's document model (lib/documents.js): paragraphs, runs, text, tables, breaks… */
interface DocElement {
  type: string;
  value?: string;
  breakType?: string;
  children?: DocElement[];
}

/**
 * A Word DOCX as lines per part, read by mammoth (kept, no native code, runs on Node 20). A DOCX has
 * no fixed pages — Word lays them out when it shows the file — so a "page" of a DOCX is the text
 * between the manual page breaks the document holds (one part when it holds none), and the screens
 * call it a part. Every paragraph is a line; every table row is one line, its cells joined by " | ",
 * so a certificate's row stays one passage. The zip goes through the file service's guard first
 * (`checkZip`, `OFFICE_ZIP_LIMITS`: entries, sizes and ratio before and while inflating); what the
 * guard or mammoth refuses is 400 `Files.unreadable.<reason>` (issue 45 items 7 and 8).
 */
export async function docxPages(bytes: Uint8Array): Promise<string[][]> {
  await checkZip(bytes, 'docx');
  let root: DocElement | null = null;
  await readingDocument('docx', () =>
    mammoth.convertToHtml(
      { buffer: Buffer.from(bytes) },
      {
        // The document model is what is read; the HTML is not used, so images are not decoded.
        convertImage: mammoth.images.imgElement(async () => ({ src: '' })),
        transformDocument: (doc: DocElement) => {
          root = doc;
          return doc;
        },
      },
    ),
  );
  if (!root) throw unreadableDocument('docx', 'docxDamaged', undefined, new Error('mammoth read no document'));
  const pages: string[][] = [[]];
  let line = '';
  const endLine = () => {
    if (line.trim()) pages[pages.length - 1].push(line.trim());
    line = '';
  };
  const newPage = () => {
    endLine();
    if (pages[pages.length - 1].length) pages.push([]);
  };
  /** The text of an inline element; `onPageBreak` is called where a manual page break stands. */
  const inline = (el: DocElement, onPageBreak: () => void): string => {
    if (el.type === 'text') return el.value ?? '';
    if (el.type === 'tab') return ' ';
    if (el.type === 'break') {
      if (el.breakType === 'page') onPageBreak();
      return ' ';
    }
    return (el.children ?? []).map((c) => inline(c, onPageBreak)).join('');
  };
  const walk = (el: DocElement) => {
    if (el.type === 'paragraph') {
      // The text before a manual page break ends that part; the rest of the paragraph starts the next.
      for (const child of el.children ?? []) line += inline(child, newPage);
      endLine();
      return;
    }
    if (el.type === 'tableRow') {
      let broken = false;
      const cells = (el.children ?? []).map((cell) =>
        (cell.children ?? [])
          .map((p) => inline(p, () => (broken = true)))
          .join(' ')
          .replace(/\s+/g, ' ')
          .trim(),
      );
      line = cells.filter(Boolean).join(' | ');
      endLine();
      if (broken) newPage();
      return;
    }
    for (const child of el.children ?? []) walk(child);
  };
  walk(root);
  endLine();
  return pages[pages.length - 1].length || pages.length === 1 ? pages : pages.slice(0, -1);
}
