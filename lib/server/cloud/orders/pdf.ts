import 'server-only';
import { chinaDayStart } from '@/lib/time';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import { embedCjkFont } from '@/lib/server/files/pdf-font';

/**
 * The order's PDFs (issue 15 items 4 and 6) with pdf-lib: the technical service contract both sides
 * confirm, and the verification stamp (QR code + code) put on the first page of a delivered report.
 * Chinese text needs a CJK font: `embedCjkFont` (lib/server/files/pdf-font.ts), embedded as a subset
 * of the glyphs used, so a contract weighs some tens of KB.
 */

const PAGE: [number, number] = [595.28, 841.89]; // A4
const MARGIN = 50;
const INK = rgb(0.12, 0.14, 0.18);
const MUTED = rgb(0.4, 0.43, 0.48);

/** Breaks text into lines that fit `width` (CJK text breaks anywhere, Latin text at spaces). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const token of paragraph.match(/[\u2E80-\u9FFF\uFF00-\uFFEF]|[^\s\u2E80-\u9FFF\uFF00-\uFFEF]+|\s+/g) ?? []) {
      const next = line + token;
      if (font.widthOfTextAtSize(next, size) > width && line.trim()) {
        lines.push(line.trimEnd());
        line = token.trimStart();
      } else line = next;
    }
    lines.push(line.trimEnd());
  }
  return lines;
}

class Writer {
  page: PDFPage;
  y: number;
  constructor(
    private pdf: PDFDocument,
    private font: PDFFont,
  ) {
    this.page = pdf.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
  }
  private room(h: number) {
    if (this.y - h < MARGIN) {
      this.page = this.pdf.addPage(PAGE);
      this.y = PAGE[1] - MARGIN;
    }
  }
  text(text: string, size = 10, color = INK, indent = 0) {
    for (const line of wrap(text, this.font, size, PAGE[0] - 2 * MARGIN - indent)) {
      this.room(size * 1.5);
      this.page.drawText(line, { x: MARGIN + indent, y: this.y - size, size, font: this.font, color });
      this.y -= size * 1.5;
    }
  }
  gap(h = 8) {
    this.y -= h;
  }
}

export interface ContractData {
  orderNo: string;
  date: string;
  customer: string;
  laboratory: string;
  projectName: string;
  items: { zh: string; en: string; standard: string | null }[];
  samples: { sampleNo: string; material: string; quantity: number }[];
  priceYuan: string;
  cycleDays: number;
  deliveryMethod: { zh: string; en: string };
  address: string;
  offerNote: string;
}

/**
 * The technical service contract, in Chinese and English line by line (both parties read it): the
 * parties, the project, items with their standards, samples, price and cycle from the accepted
 * offer, and the terms. Confirmation happens on the portal (recorded with time and person), not by
 * signatures on the PDF.
 */
export async function renderContractPdf(c: ContractData): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`技术服务合同 Technical service contract ${c.orderNo}`);
  pdf.setSubject(c.projectName);
  pdf.setProducer('atsteel');
  pdf.setCreationDate(chinaDayStart(c.date));
  const font = await embedCjkFont(pdf);
  const w = new Writer(pdf, font);
  w.text('检测技术服务合同', 18);
  w.text('Technical Service Contract for Testing', 13, MUTED);
  w.gap();
  w.text(`合同编号 Contract no.: ${c.orderNo}    日期 Date: ${c.date}`);
  w.text(`委托方 Customer: ${c.customer}`);
  w.text(`检测方 Laboratory: ${c.laboratory}`);
  w.text(`项目名称 Project: ${c.projectName}`);
  w.gap();
  w.text('一、检测项目 1. Test items', 12);
  c.items.forEach((item, i) => w.text(`${i + 1}. ${item.zh} / ${item.en}${item.standard ? `  (${item.standard})` : ''}`, 10, INK, 12));
  w.gap(4);
  w.text('二、样品 2. Samples', 12);
  for (const s of c.samples) w.text(`${s.sampleNo}  ${s.material}  × ${s.quantity}`, 10, INK, 12);
  w.gap(4);
  w.text('三、费用与周期 3. Price and cycle', 12);
  w.text(`合同金额 Amount: ¥${c.priceYuan}（人民币 RMB，含税 tax included）`, 10, INK, 12);
  w.text(`检测周期 Cycle: ${c.cycleDays} 个工作日 working days，自付款确认之日起计算 counted from the confirmed payment`, 10, INK, 12);
  if (c.offerNote) w.text(`报价说明 Offer note: ${c.offerNote}`, 10, INK, 12);
  w.text(`送样方式 Sample delivery: ${c.deliveryMethod.zh} / ${c.deliveryMethod.en}`, 10, INK, 12);
  w.text(`地址 Address: ${c.address}`, 10, INK, 12);
  w.gap(4);
  w.text('四、条款 4. Terms', 12);
  const terms = [
    ['检测方按所列标准检测并出具检测报告；报告经平台签发验证码，可在平台核验。', 'The laboratory tests to the standards listed and issues a report; the platform gives the report a verification code that anyone can check on the portal.'],
    ['委托方付款经确认后开始检测；付款前检测结果不对委托方开放。', 'Testing starts once the payment is confirmed; results are not released to the customer before the payment is confirmed.'],
    ['检测周期以中国法定工作日计算，节假日顺延。', 'The cycle is counted in Chinese working days; public holidays are not counted.'],
    ['双方在平台上确认本合同后生效。', 'This contract takes effect when both parties have confirmed it on the portal.'],
  ];
  terms.forEach(([zh, en], i) => {
    w.text(`${i + 1}) ${zh}`, 10, INK, 12);
    w.text(en, 9, MUTED, 24);
  });
  w.gap();
  w.text('本合同由平台依据双方确认的报价生成。 Generated by the portal from the offer both parties accepted.', 8, MUTED);
  return pdf.save();
}

export interface StampData {
  code: string;
  verifyUrl: string;
  laboratory: string;
  orderNo: string;
  issuedAt: string;
}

/**
 * Puts the verification QR code (to /cloud/reportVerify?code=…) and the code on the first page of a
 * laboratory's report, bottom right. The rest of the document is kept as it is (pdf-lib rewrites the
 * file, so the stamped copy has its own SHA-256; both hashes are recorded). Refuses a file pdf-lib
 * cannot read (an encrypted or broken PDF) by throwing.
 */
export async function stampReport(bytes: Uint8Array, s: StampData): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const font = await embedCjkFont(pdf);
  const png = await QRCode.toBuffer(s.verifyUrl, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 240 });
  const image = await pdf.embedPng(png);
  const page = pdf.getPage(0);
  const { width } = page.getSize();
  const size = 72;
  const x = width - size - 24;
  const y = 24;
  page.drawRectangle({ x: x - 132, y: y - 4, width: size + 136, height: size + 8, color: rgb(1, 1, 1), opacity: 0.92 });
  page.drawImage(image, { x, y, width: size, height: size });
  const lines = ['扫码验证报告 Scan to verify', s.code, s.laboratory, `No. ${s.orderNo}`, s.issuedAt];
  lines.forEach((line, i) => page.drawText(line.slice(0, 40), { x: x - 128, y: y + size - 10 - i * 13, size: i === 1 ? 8.5 : 7, font, color: INK }));
  return pdf.save();
}
