/**
 * Test helper: what a reader sees in a generated PDF, in pdf.js (the browser's viewer) and in poppler
 * (pdftocairo/pdftotext, the rendering of most Linux viewers). Used by pdf-readable.test.ts; needs
 * poppler-utils (installed by .ci/run).
 *
 * For every character drawn, pdf.js must find its glyph in the embedded font program (`isInFont`),
 * and that glyph's outline in the font pdf.js hands to the renderer must be the outline of the same
 * character in Noto Sans SC itself (SVG path data, exact): a corrupted subset
 * draws blanks or stray shapes and fails here. Poppler must draw a non-empty outline for every
 * non-space character pdf.js counted, and its text layer must hold the expected text.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import fontkit, { type Font } from '@cantoo/fontkit';
import { CJK_FONT_FEATURES, CJK_FONT_FILES } from './pdf-font';

const sources = new Map<string, Font>();
function sourceFont(weight: 'regular' | 'bold'): Font {
  let font = sources.get(weight);
  if (!font) sources.set(weight, (font = fontkit.create(fs.readFileSync(CJK_FONT_FILES[weight])) as Font));
  return font;
}

/** A glyph's outline as SVG path data (exact, in font units), "empty", or "missing" when the font has no glyph. */
function outline(glyph: { path: { toSVG(): string } } | null): string {
  return glyph ? glyph.path.toSVG() || 'empty' : 'missing';
}

export interface ReaderView {
  /** Characters (not spaces) drawn, counted by pdf.js. */
  glyphs: number;
  /** Problems found, one line each ("" when none): a character without its glyph, an empty outline, a font not embedded. */
  problems: string[];
  /** The text layer of pdf.js and of poppler, whitespace collapsed. */
  pdfjsText: string;
  popplerText: string;
}

const isBlank = (s: string) => /^\s*$/.test(s);

export async function readerView(bytes: Uint8Array): Promise<ReaderView> {
  const problems: string[] = [];
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, fontExtraProperties: true, disableFontFace: true, verbosity: 0 }).promise;
  const converted = new Map<string, Font>();
  let glyphs = 0;
  let pdfjsText = '';
  const perPage: number[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const ops = await page.getOperatorList();
    pdfjsText += (await page.getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' ') + ' ';
    let fontId = '';
    let onPage = 0;
    for (let i = 0; i < ops.fnArray.length; i++) {
      if (ops.fnArray[i] === pdfjs.OPS.setFont) fontId = ops.argsArray[i][0];
      if (ops.fnArray[i] !== pdfjs.OPS.showText) continue;
      const font = page.commonObjs.get(fontId) as { name: string; missingFile: boolean; data?: Uint8Array };
      if (font.missingFile || !font.data) {
        problems.push(`page ${n}: font ${font.name} is not embedded`);
        continue;
      }
      let program = converted.get(fontId);
      if (!program) converted.set(fontId, (program = fontkit.create(Buffer.from(font.data)) as Font));
      const source = sourceFont(/bold/i.test(font.name) ? 'bold' : 'regular');
      for (const g of ops.argsArray[i][0] as ({ unicode: string; fontChar: string; isInFont: boolean } | number | null)[]) {
        if (!g || typeof g === 'number' || isBlank(g.unicode)) continue;
        glyphs++;
        onPage++;
        if (!g.isInFont) {
          problems.push(`page ${n}: "${g.unicode}" has no glyph in ${font.name}`);
          continue;
        }
        const drawn = outline(program.glyphForCodePoint(g.fontChar.codePointAt(0)!));
        const expected = outline(source.layout(g.unicode, { ...CJK_FONT_FEATURES }).glyphs[0]);
        if (drawn !== expected) problems.push(`page ${n}: "${g.unicode}" is drawn as ${drawn.slice(0, 40)}…, Noto Sans SC has ${expected.slice(0, 40)}…`);
      }
    }
    perPage.push(onPage);
  }
  await doc.destroy();

  // Poppler: every font embedded, every character drawn with a non-empty outline.
  const file = `${fs.mkdtempSync('/tmp/pdf-reader-')}/doc.pdf`;
  fs.writeFileSync(file, bytes);
  try {
    const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' }).split('\n').slice(2).filter(Boolean);
    for (const line of fonts) if (!/\s(yes)\s+(yes|no)\s+(yes|no)\s+\d+\s+\d+\s*$/.test(line)) problems.push(`poppler: font not embedded: ${line.trim()}`);
    perPage.forEach((expected, i) => {
      const svg = execFileSync('pdftocairo', ['-svg', '-f', String(i + 1), '-l', String(i + 1), file, '-'], { encoding: 'utf8', maxBuffer: 64 << 20 });
      const symbols = new Map<string, boolean>();
      for (const m of svg.matchAll(/<symbol[^>]*id="([^"]+)"[^>]*>\s*<path[^>]*\bd="([^"]*)"/g)) symbols.set(m[1], m[2].trim().length > 0);
      // Glyphs drawn by poppler (the .notdef box is glyph 0 of its font and counts as a problem).
      const uses = [...svg.matchAll(/<use[^>]*xlink:href="#(glyph[^"]+)"/g)].map((m) => m[1]);
      const inked = uses.filter((id) => symbols.get(id)).length;
      const notdef = uses.filter((id) => /-0$/.test(id)).length;
      if (inked !== expected) problems.push(`poppler page ${i + 1}: ${inked} of ${expected} characters drawn with an outline`);
      if (notdef) problems.push(`poppler page ${i + 1}: ${notdef} characters drawn as .notdef`);
    });
    const popplerText = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    return { glyphs, problems, pdfjsText: pdfjsText.replace(/\s+/g, ' ').trim(), popplerText: popplerText.replace(/\s+/g, ' ').trim() };
  } finally {
    fs.rmSync(file.replace(/\/doc\.pdf$/, ''), { recursive: true, force: true });
  }
}
