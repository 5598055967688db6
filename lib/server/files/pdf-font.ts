import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import fontkit, { type Font, type FontCollection } from '@cantoo/fontkit';
import type { PDFDocument, PDFFont } from '@cantoo/pdf-lib';

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];

/**
 * The one CJK font of the portal's PDFs (contracts, report stamps, library watermarks, method
 * notes): Noto Sans SC (SIL Open Font License 1.1, from the `@expo-google-fonts/noto-sans-sc`
 * package), a TrueType (glyf) font, embedded as a subset of the glyphs used. It draws Chinese and
 * Latin text alike. Read from node_modules at run time, so the 10 MB font never enters a bundle.
 *
 * Written with `@cantoo/pdf-lib` and its `@cantoo/fontkit` (fontkit 2), whose TrueType subsetter
 * keeps the source font's `loca` format; the patch the old `@pdf-lib/fontkit` 1.1.1 needed (it
 * halved every offset of a small subset, and readers drew the glyphs blank) is gone, see
 * docs/FILES.md "PDFs the portal writes". The font's `locl` lookups stay off (`CJK_FONT_FEATURES`).
 */
const FONT_DIR = path.join(process.cwd(), 'node_modules/@expo-google-fonts/noto-sans-sc');
export const CJK_FONT_FILES = {
  regular: path.join(FONT_DIR, '400Regular/NotoSansSC_400Regular.ttf'),
  bold: path.join(FONT_DIR, '700Bold/NotoSansSC_700Bold.ttf'),
} as const;
export type CjkWeight = keyof typeof CJK_FONT_FILES;

const fontBytes = new Map<CjkWeight, Promise<Buffer>>();

/**
 * The layout features of every embedding: without `locl`, since fontkit applies the font's `locl`
 * lookups outside their language (digits after a hyphen become other glyphs: "FNG-1234"); the default
 * glyphs of Noto Sans SC are already the Simplified Chinese forms.
 */
export const CJK_FONT_FEATURES = { locl: false } as const;

/** Parsed fonts by their bytes (the same Buffer for every document): parsing 10 MB again per PDF costs ~0.2 s. */
const parsed = new WeakMap<Uint8Array, Font | FontCollection>();

/** `@cantoo/fontkit` with a font's bytes parsed once; each embedding still makes its own subset. */
export const cachedFontkit: Fontkit = {
  create(buffer, postscriptName) {
    if (postscriptName) return fontkit.create(buffer, postscriptName);
    let font = parsed.get(buffer);
    if (!font) parsed.set(buffer, (font = fontkit.create(buffer)));
    return font;
  },
};

export async function embedCjkFont(pdf: PDFDocument, weight: CjkWeight = 'regular'): Promise<PDFFont> {
  let bytes = fontBytes.get(weight);
  if (!bytes) fontBytes.set(weight, (bytes = fs.readFile(/*turbopackIgnore: true*/ CJK_FONT_FILES[weight])));
  pdf.registerFontkit(cachedFontkit);
  return pdf.embedFont(await bytes, { subset: true, features: CJK_FONT_FEATURES });
}

const characterSets = new WeakMap<PDFFont, Set<number>>();

/**
 * Text the font can draw: tabs and line ends as spaces, a character the font has no glyph for replaced
 * by its compatibility form (NFKC) when the font has that, otherwise (an emoji in a buyer's name, a
 * rare ideograph) by "?" instead of the empty box of the font's .notdef glyph.
 */
export function drawable(font: PDFFont, text: string): string {
  let set = characterSets.get(font);
  if (!set) characterSets.set(font, (set = new Set(font.getCharacterSet())));
  const glyphs = set;
  return [...text.replace(/[\t\r\n]+/g, ' ')]
    .map((ch) => {
      const code = ch.codePointAt(0)!;
      if (glyphs.has(code)) return ch;
      const normal = ch.normalize('NFKC');
      return normal !== ch && [...normal].every((c) => glyphs.has(c.codePointAt(0)!)) ? normal : '?';
    })
    .join('');
}

/**
 * Breaks text into lines that fit `width` at `size`: Chinese (and other CJK) text between any two
 * characters, Latin text at spaces; a Latin word longer than a line is cut. `\n` starts a new line.
 * The text is passed through `drawable` first.
 */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const token of drawable(font, paragraph).match(/[\u2E80-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF]|[^\s\u2E80-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF]+|\s+/g) ?? []) {
      if (line.trim() && !fits(line + token)) {
        lines.push(line.trimEnd());
        line = token.trimStart();
      } else line += token;
      // A single word wider than the line: cut it where it stops fitting.
      while (!fits(line) && [...line].length > 1) {
        const chars = [...line];
        let n = chars.length - 1;
        while (n > 1 && !fits(chars.slice(0, n).join(''))) n--;
        lines.push(chars.slice(0, n).join('').trimEnd());
        line = chars.slice(n).join('').trimStart();
      }
    }
    lines.push(line.trimEnd());
  }
  return lines;
}
