import 'server-only';
import JSZip from 'jszip';
import mammoth from 'mammoth';

/**
 * The most a DOCX may hold once unzipped. The upload limit (10 MB) bounds the zip, not what it
 * expands to: deflate reaches ~1000:1, so a crafted 10 MB file could claim gigabytes of memory in
 * mammoth. Each entry is inflated through a stream that stops as soon as the total passes this.
 */
export const DOCX_MAX_UNZIPPED_BYTES = 64 * 1024 * 1024;

/** True when the zip's entries together expand to at most `limit` bytes (read by JSZip, mammoth's own zip library). */
export async function docxWithinUnzippedLimit(bytes: Uint8Array, limit = DOCX_MAX_UNZIPPED_BYTES): Promise<boolean> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes);
  } catch {
    return false;
  }
  let total = 0;
  for (const entry of Object.values(zip.files)) {
    if (entry.dir) continue;
    const within = await new Promise<boolean>((resolve) => {
      const stream = entry.nodeStream('nodebuffer');
      stream
        .on('data', (chunk: Buffer) => {
          total += chunk.length;
          if (total > limit) {
            stream.pause();
            resolve(false);
          }
        })
        .on('error', () => resolve(false))
        .on('end', () => resolve(total <= limit));
    });
    if (!within) return false;
  }
  return true;
}

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
 * so a certificate's row stays one passage. Null when the bytes are not a DOCX mammoth can read,
 * or when they expand past `DOCX_MAX_UNZIPPED_BYTES`.
 */
export async function docxPages(bytes: Uint8Array): Promise<string[][] | null> {
  if (!(await docxWithinUnzippedLimit(bytes))) return null;
  let root: DocElement | null = null;
  try {
    await mammoth.convertToHtml(
      { buffer: Buffer.from(bytes) },
      {
        // The document model is what is read; the HTML is not used, so images are not decoded.
        convertImage: mammoth.images.imgElement(async () => ({ src: '' })),
        transformDocument: (doc: DocElement) => {
          root = doc;
          return doc;
        },
      },
    );
  } catch {
    return null;
  }
  if (!root) return null;
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
