import 'server-only';
import { PDFDocument, rgb } from '@cantoo/pdf-lib';
import { drawingCalls } from '@/lib/cloud/drawing-contract';
import { DRAWINGS, dimensionLine, drawingById, drawingSvg, sketchOf, type Drawing } from '@/lib/cloud/drawings';
import { translate } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/routing';
import { notFound } from '@/lib/server/api/errors';
import { defineEndpoint, PUBLIC } from '@/lib/server/api/types';
import { attachment } from '@/lib/server/export/workbook';
import { drawable, embedCjkFont, wrapText } from '@/lib/server/files/pdf-font';

const MM = 72 / 25.4;

/** The drawing as an A4 landscape PDF at 2:1 (or smaller to fit), with each dimension's clause or demo label (pdf-lib, CJK font). */
export async function drawingPdf(d: Drawing, locale: Locale): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(locale === 'zh' ? d.titleZh : d.titleEn);
  pdf.setSubject(d.standards.join(' / '));
  const font = await embedCjkFont(pdf);
  const page = pdf.addPage([842, 595]);
  const s = sketchOf(d);
  const scale = Math.min(2, 700 / (s.width * MM), 250 / (s.height * MM)) * MM;
  const ox = 60;
  const oy = 520;
  const P = (x: number, y: number) => ({ x: ox + x * scale, y: oy - y * scale });
  const blue = rgb(0.12, 0.37, 0.75);
  page.drawText(drawable(font, `${locale === 'zh' ? d.titleZh : d.titleEn} · ${d.standards.join(' / ')}`), { x: 40, y: 560, size: 14, font });
  for (let i = 1; i < s.outline.length; i++) page.drawLine({ start: P(...s.outline[i - 1]), end: P(...s.outline[i]), thickness: 1.2 });
  for (const m of s.measures) {
    if (m.from[0] !== m.to[0] || m.from[1] !== m.to[1]) page.drawLine({ start: P(...m.from), end: P(...m.to), thickness: 0.6, color: blue });
    const at = P((m.from[0] + m.to[0]) / 2, (m.from[1] + m.to[1]) / 2);
    page.drawText(drawable(font, m.text), { x: at.x + 3, y: at.y + 3, size: 8, font, color: blue });
  }
  let y = 230;
  page.drawText(drawable(font, translate(locale, 'CloudAppointments.drawings.pdfDimensions')), { x: 40, y, size: 11, font });
  const demoNote = translate(locale, 'CloudAppointments.drawings.demoNote');
  for (const x of d.dimensions) {
    const text = dimensionLine(x, locale, demoNote);
    for (const line of wrapText(text, font, 9, 760)) {
      y -= 14;
      page.drawText(drawable(font, line), { x: 48, y, size: 9, font });
    }
  }
  page.drawText(drawable(font, translate(locale, 'CloudAppointments.drawings.pdfFooter')), { x: 40, y: 30, size: 8, font, color: rgb(0.4, 0.4, 0.4) });
  return pdf.save();
}

const card = (d: Drawing, locale: Locale) => ({
  id: d.id,
  item: d.item,
  title: locale === 'zh' ? d.titleZh : d.titleEn,
  standards: d.standards,
  dimensions: d.dimensions.map((x) => ({ ...x, source: x.source?.[locale] })),
});

/** cloudService/drawingPage and drawingDownload (issue 35 behaviour 8): specimen drawings by item and standard; PDF or SVG. */
export const drawingEndpoints = [
  defineEndpoint(drawingCalls.drawingPage, {
    summary: 'Specimen (processing) drawings by test item and standard: title, standards and the dimension table (each value citing its clause or labelled demo).',
    access: PUBLIC,
    handler: ({ input, locale }) => {
      const std = input.standard?.toLowerCase();
      const all = DRAWINGS.filter((d) => (!input.item || d.item === input.item) && (!std || d.standards.some((s) => s.toLowerCase().includes(std))));
      const list = all.slice((input.page - 1) * input.pageSize, input.page * input.pageSize).map((d) => card(d, locale));
      return { list, total: all.length, page: input.page, pageSize: input.pageSize };
    },
  }),
  defineEndpoint(drawingCalls.drawingDownload, {
    summary: 'One specimen drawing as a file (binary attachment): PDF (default) or SVG; unknown drawing 404.',
    access: PUBLIC,
    binary: true,
    handler: async ({ input, locale }) => {
      const d = drawingById(input.id);
      if (!d) throw notFound('CloudAppointments.noSuchDrawing');
      const svg = input.format === 'svg';
      const body = svg ? drawingSvg(d, locale, translate(locale, 'CloudAppointments.drawings.demoNote')) : await drawingPdf(d, locale);
      return new Response(body as BodyInit, {
        status: 200,
        headers: { 'content-type': svg ? 'image/svg+xml; charset=utf-8' : 'application/pdf', 'content-disposition': attachment(`${d.id}-${locale}.${input.format}`), 'cache-control': 'public, max-age=3600' },
      });
    },
  }),
];
