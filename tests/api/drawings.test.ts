import { PDFDocument } from '@cantoo/pdf-lib';
import { DRAWINGS } from '@/lib/cloud/drawings';
import { callApi } from '../helpers/api';
import { expectInLanguage, pdfLines } from '../helpers/generated-files';
import { createTestDatabase } from '../helpers/db';

/**
 * Specimen drawings (issue 35 behaviour 8): by item and standard, each dimension citing a clause or
 * labelled demo, downloads as PDF and SVG, an unknown drawing 404 in both languages.
 */

let close: (() => Promise<void>) | undefined;
beforeAll(async () => {
  const handle = await createTestDatabase({ seeds: [] });
  close = () => handle.close();
}, 120_000);
afterAll(async () => close?.());

describe('processing drawings', () => {
  it('lists drawings by item and standard, every dimension with a source or a demo label', async () => {
    const all = (await callApi('GET', 'cloudService/drawingPage', { query: {} })).body.data;
    expect(all.list.map((d: { item: string }) => d.item)).toEqual(['tensile', 'impact', 'bend', 'fatigue']);
    for (const d of DRAWINGS) for (const x of d.dimensions) expect(Boolean(x.source) !== Boolean(x.demo)).toBe(true);
    const tensile = (await callApi('GET', 'cloudService/drawingPage', { query: { standard: '6892' }, lang: 'en' })).body.data;
    expect(tensile.list.map((d: { id: string }) => d.id)).toEqual(['tensile-round-d10']);
    expect(tensile.list[0].title).toBe('Round proportional tensile test piece (d0 = 10 mm)');
    expect((await callApi('GET', 'cloudService/drawingPage', { query: { item: 'impact' } })).body.data.list[0].standards).toEqual(['GB/T 229-2020', 'ISO 148-1:2016']);
    expect((await callApi('GET', 'cloudService/drawingPage', { query: { item: 'hardness' } })).status).toBe(400);
  });

  it('cites each clause in the caller’s language (no Chinese on the English page), in the list and the SVG', async () => {
    const CJK = /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/;
    const sources = async (lang: 'zh' | 'en') =>
      (await callApi('GET', 'cloudService/drawingPage', { query: {}, lang })).body.data.list.flatMap((d: { dimensions: { source?: string }[] }) => d.dimensions.flatMap((x) => (x.source ? [x.source] : [])));
    const en = await sources('en');
    expect(en).toContain('GB/T 228.1-2021 Annex D; ISO 6892-1:2019 Annex D');
    expect(en.filter((s: string) => CJK.test(s))).toEqual([]);
    expect(await sources('zh')).toContain('GB/T 229-2020 第 6 章；ISO 148-1:2016 第 6 章');
    const svg = await (await callApi('GET', 'cloudService/drawingDownload', { query: { id: 'tensile-round-d10', format: 'svg' }, lang: 'en' })).response.text();
    expect(svg).toContain('Demo example size');
    expect(svg).not.toMatch(CJK);
  });

  it('downloads a tensile drawing as PDF and SVG', async () => {
    const pdf = await callApi('GET', 'cloudService/drawingDownload', { query: { id: 'tensile-round-d10' }, lang: 'zh' });
    expect(pdf.status).toBe(200);
    expect(pdf.response.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.response.headers.get('content-disposition')).toContain('attachment');
    const doc = await PDFDocument.load(new Uint8Array(await pdf.response.arrayBuffer()));
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getSubject()).toBe('GB/T 228.1-2021 / ISO 6892-1:2019');
    const svg = await callApi('GET', 'cloudService/drawingDownload', { query: { id: 'charpy-v-standard', format: 'svg' }, lang: 'en' });
    expect(svg.response.headers.get('content-type')).toContain('image/svg+xml');
    const text = await svg.response.text();
    expect(text).toContain('L = 55 mm');
    expect(text).toContain('ISO 148-1:2016 clause 6');
  });

  it('writes every drawing’s PDF in the caller’s language: title, headings, clauses and notes', async () => {
    for (const d of DRAWINGS) {
      for (const lang of ['zh', 'en'] as const) {
        const pdf = await callApi('GET', 'cloudService/drawingDownload', { query: { id: d.id }, lang });
        expectInLanguage(`drawing ${d.id} PDF`, await pdfLines(new Uint8Array(await pdf.response.arrayBuffer())), lang);
      }
    }
  });

  it('answers an unknown drawing 404 in the caller’s language', async () => {
    const zh = await callApi('GET', 'cloudService/drawingDownload', { query: { id: 'no-such' }, lang: 'zh' });
    const en = await callApi('GET', 'cloudService/drawingDownload', { query: { id: 'no-such' }, lang: 'en' });
    expect([zh.status, zh.body.msg]).toEqual([404, '没有对应的图纸']);
    expect([en.status, en.body.msg]).toEqual([404, 'No such drawing']);
  });
});
