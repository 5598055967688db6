import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

/**
 * The one CJK font of the portal's PDFs (contracts, report stamps, library watermarks): Noto Sans SC
 * Regular (SIL Open Font License 1.1, from the `@expo-google-fonts/noto-sans-sc` package), embedded
 * as a subset of the glyphs used. It draws Chinese and Latin text alike. Read from node_modules at
 * run time, so the 10 MB font never enters a bundle.
 */
const FONT_PATH = path.join(process.cwd(), 'node_modules/@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf');
let fontBytes: Promise<Buffer> | null = null;

export async function embedCjkFont(pdf: PDFDocument): Promise<PDFFont> {
  fontBytes ??= fs.readFile(FONT_PATH);
  pdf.registerFontkit(fontkit);
  return pdf.embedFont(await fontBytes, { subset: true });
}
