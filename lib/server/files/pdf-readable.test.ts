import fs from 'node:fs';
import { expectInLanguage, pdfLines } from '@/tests/helpers/generated-files';
import fontkit, { type Font } from '@cantoo/fontkit';
import { PDFDocument } from '@cantoo/pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderContractPdf, stampReport, type ContractData } from '@/lib/server/cloud/orders/pdf';
import { METHOD_NOTES } from '@/lib/server/library/method-notes';
import { renderNotePdf, watermarkPdf } from '@/lib/server/library/pdf';
import { CJK_FONT_FILES, drawable, embedCjkFont, wrapText } from './pdf-font';
import { readerView, type ReaderView } from './pdf-reader-check';

/**
 * Issue 29 item 2: every PDF the portal generates (the testing contract, the library's download
 * watermark, the report's verification stamp, the method notes) is readable as drawn, in pdf.js and
 * in poppler, with Chinese and with English content: each character drawn has its own glyph in the
 * embedded font (see pdf-reader-check.ts). Sizes are checked too (the font is a subset, not 10 MB).
 */

const squash = (s: string) => s.replace(/\s+/g, '');

function expectReadable(view: ReaderView, texts: string[]) {
  expect(view.problems).toEqual([]);
  expect(view.glyphs).toBeGreaterThan(0);
  for (const t of texts) {
    expect(squash(view.pdfjsText)).toContain(squash(t));
    expect(squash(view.popplerText)).toContain(squash(t));
  }
}

const sizes: Record<string, number> = {};

async function blankPdf(pages = 1): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (let i = 0; i < pages; i++) pdf.addPage([595.28, 841.89]);
  return pdf.save();
}

function contract(lang: 'zh' | 'en'): ContractData {
  return lang === 'zh'
    ? {
        orderNo: '20261125000042',
        date: '2026-11-25',
        customer: '上海演示钢铁有限公司',
        laboratory: '华东材料检测中心（演示）',
        projectName: 'Q355B 钢板力学性能复验',
        items: [
          { zh: '室温拉伸试验', en: 'Tensile test at room temperature', standard: 'GB/T 228.1-2021' },
          { zh: '夏比摆锤冲击试验', en: 'Charpy pendulum impact test', standard: 'GB/T 229-2020' },
        ],
        samples: [{ sampleNo: 'S-001', material: 'Q355B 钢板 20 mm', quantity: 3 }],
        price: '¥1,050.00',
        cycleDays: 5,
        deliveryMethod: { zh: '快递送样', en: 'Courier' },
        address: '上海市浦东新区张江路 88 号',
        offerNote: '含制样费；冲击试验温度 -20 ℃。',
      }
    : {
        orderNo: '20261125000043',
        date: '2026-11-25',
        customer: 'Demo Steel Trading Ltd.',
        laboratory: 'East China Materials Testing Centre (demo)',
        projectName: 'Re-test of S355J2 plates, office building "Riverside"',
        items: [{ zh: '室温拉伸试验', en: 'Tensile test at room temperature', standard: 'ISO 6892-1:2019' }],
        samples: [{ sampleNo: 'S-101', material: 'S355J2+N plate 25 mm', quantity: 2 }],
        price: '¥12,800.00',
        cycleDays: 7,
        deliveryMethod: { zh: '自行送样', en: 'Delivered in person' },
        address: 'Room 1201, 88 Zhangjiang Road, Pudong, Shanghai',
        offerNote: 'Specimen preparation included; a very-long-unbroken-reference-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA fits the page.',
      };
}

describe('generated PDFs are readable as drawn (pdf.js and poppler)', () => {
  let note: Uint8Array;
  beforeAll(async () => {
    const m = METHOD_NOTES[0];
    note = await renderNotePdf({ ...m.doc, titleZh: m.titleZh }, { author: 'atsteel portal', subject: m.titleEn, keywords: m.keywords });
  });

  it('a library method note in its own language (English) with its Chinese title under the title', async () => {
    const m = METHOD_NOTES[0];
    const lines = await pdfLines(note);
    expect(lines.join('')).toContain(m.titleZh);
    expectInLanguage('library method note', lines.filter((l) => !m.titleZh.includes(l)), 'en');
  });

  for (const lang of ['zh', 'en'] as const) {
    it(`the testing contract (${lang} content)`, async () => {
      const c = contract(lang);
      const bytes = await renderContractPdf(c);
      sizes[`contract ${lang}`] = bytes.length;
      expectReadable(await readerView(bytes), ['检测技术服务合同', 'Technical Service Contract for Testing', c.orderNo, c.customer, c.laboratory, c.projectName, c.address, '四、条款 4. Terms']);
      expect(bytes.length).toBeLessThan(150_000);
    });
  }

  for (const [lang, buyer] of [
    ['zh', '张三（演示）'],
    ['en', 'Jane O\u2019Neill'],
  ] as const) {
    it(`the library watermark "Licensed to … – Order …" (${lang} buyer), on a blank page and on a method note`, async () => {
      const orderNo = '20261125000042';
      for (const source of [await blankPdf(2), note]) {
        const marked = await watermarkPdf(source, buyer, orderNo);
        sizes[`watermark ${lang} (+ over source)`] = marked.length - source.length;
        const view = await readerView(marked);
        expectReadable(view, [`Licensed to ${buyer} - Order ${orderNo}`]);
        expect(marked.length - source.length).toBeLessThan(60_000);
      }
    });
  }

  for (const [lang, laboratory] of [
    ['zh', '华东材料检测中心（演示）'],
    ['en', 'East China Materials Testing Centre'],
  ] as const) {
    it(`the report's verification stamp (${lang} laboratory name)`, async () => {
      const source = await blankPdf();
      const stamped = await stampReport(source, { code: 'FNG7-K2MQ-9XDA', verifyUrl: 'https://example.test/cloud/reportVerify?code=FNG7-K2MQ-9XDA', laboratory, orderNo: '20261125000042', issuedAt: '2026-11-25' });
      sizes[`stamp ${lang} (+ over source)`] = stamped.length - source.length;
      // The long English name is cut with "…" to stay beside the QR code.
      expectReadable(await readerView(stamped), ['扫码验证报告 Scan to verify', 'FNG7-K2MQ-9XDA', lang === 'zh' ? laboratory : 'East China Materials', 'No. 20261125000042', '2026-11-25']);
      expect(stamped.length - source.length).toBeLessThan(60_000);
    });
  }

  it('the method notes (English text with their Chinese title)', async () => {
    sizes['method note'] = note.length;
    const m = METHOD_NOTES[0];
    expectReadable(await readerView(note), [m.doc.title, m.titleZh, m.doc.sections[0].heading, m.doc.sections[0].paragraphs[0]]);
    expect(note.length).toBeLessThan(150_000);
  });

  it('a note written in Chinese (a compilation whose records say their delivery state in Chinese)', async () => {
    const bytes = await renderNotePdf(
      {
        title: 'GB/T 1591-2018: grades in the portal\'s material database',
        titleZh: 'GB/T 1591-2018：平台材料数据库中的牌号',
        sections: [{ heading: 'Q355B', paragraphs: ['交货状态：热轧。可信度：A。', 'Composition limits: C 0.24; Si 0.55; Mn 1.60 (≤ 40 mm), Ti 5×C ≥ 0.02.'] }],
        footer: '平台根据自有材料数据库汇编 Compiled by the atsteel portal.',
      },
      { author: 'atsteel portal', subject: 'Grades of GB/T 1591-2018', keywords: ['GB/T 1591-2018', 'Q355B'] },
    );
    sizes['compilation note'] = bytes.length;
    expectReadable(await readerView(bytes), ['平台材料数据库中的牌号', '交货状态：热轧。可信度：A。', 'Ti 5×C ≥ 0.02', '平台根据自有材料数据库汇编']);
  });

  it('the check finds the fault it guards against: a subset whose loca offsets are halved (as @pdf-lib/fontkit 1.1.1 wrote them)', async () => {
    // The old subsetter's fault, reproduced with @cantoo/fontkit: the short `loca` format forced on glyph records copied unpadded.
    const shortLoca: Parameters<PDFDocument['registerFontkit']>[0] = {
      create(buffer) {
        const font = fontkit.create(buffer) as Font;
        const createSubset = font.createSubset.bind(font);
        font.createSubset = () => {
          const subset = createSubset();
          let loca: { version?: number } | undefined;
          Object.defineProperty(subset, 'loca', { get: () => loca, set: (v: typeof loca) => void (loca = v && Object.assign(v, { version: 0 })) });
          return subset;
        };
        return font;
      },
    };
    expect(fontkit.create(fs.readFileSync(CJK_FONT_FILES.regular))).toMatchObject({ loca: { version: 1 } });
    const pdf = await PDFDocument.create();
    pdf.registerFontkit(shortLoca);
    const font = await pdf.embedFont(fs.readFileSync(CJK_FONT_FILES.regular), { subset: true });
    pdf.addPage().drawText('检测技术服务合同 Licensed to 张三 - Order 20261125000042', { x: 20, y: 700, size: 12, font });
    const view = await readerView(await pdf.save());
    expect(view.problems.some((p) => p.startsWith('page 1:'))).toBe(true);
    expect(view.problems.some((p) => p.startsWith('poppler page 1:'))).toBe(true);
  });

  it('the subset @cantoo/fontkit writes keeps the long loca format of Noto Sans SC (no patch needed)', () => {
    const font = fontkit.create(fs.readFileSync(CJK_FONT_FILES.regular)) as Font;
    const subset = font.createSubset();
    for (const ch of '检测 FNG7') subset.includeGlyph(font.glyphForCodePoint(ch.codePointAt(0)!)!);
    const written = fontkit.create(subset.encode()) as Font & { head: { indexToLocFormat: number }; loca: { version: number } };
    expect(written.head.indexToLocFormat).toBe(1);
    expect(written.loca.version).toBe(1);
  });

  it('locl stays off: with the font\'s default features fontkit still draws other digit glyphs after a hyphen', async () => {
    // When this fails (fontkit keeps locl to its language), CJK_FONT_FEATURES can go.
    const pdf = await PDFDocument.create();
    pdf.registerFontkit(fontkit);
    const font = await pdf.embedFont(fs.readFileSync(CJK_FONT_FILES.regular), { subset: true });
    pdf.addPage().drawText('FNG7-K2MQ-9XDA 20261125000042', { x: 20, y: 700, size: 12, font });
    expect((await readerView(await pdf.save())).problems.some((p) => /^page 1: "\d" is drawn as/.test(p))).toBe(true);
  });

  it('text the font cannot draw becomes "?" instead of an empty box; long words are cut to the width', async () => {
    const pdf = await PDFDocument.create();
    const font = await embedCjkFont(pdf);
    expect(drawable(font, '张三😀\tＡ')).toBe('张三? Ａ');
    const lines = wrapText('检测'.repeat(40) + ' ' + 'x'.repeat(300), font, 10, 200);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(200);
    expect(lines.join('').replace(/\s/g, '')).toBe('检测'.repeat(40) + 'x'.repeat(300));
  });

  it('reports the sizes', () => {
    console.info('generated PDF sizes (bytes):', sizes);
  });
});
