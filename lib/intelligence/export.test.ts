import { inflateRawSync } from 'node:zlib';
import { crc32 } from './zip';
import { parseCsv } from '@/lib/csv';
import { escapeFormula, toCsv } from './csv';
import { toXlsx } from './xlsx';

/** Reads the entries of a stored zip through its central directory. */
function unzip(bytes: Uint8Array): Map<string, string> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const endAt = bytes.length - 22;
  expect(view.getUint32(endAt, true)).toBe(0x06054b50);
  const count = view.getUint16(endAt + 10, true);
  let p = view.getUint32(endAt + 16, true);
  const out = new Map<string, string>();
  for (let i = 0; i < count; i++) {
    expect(view.getUint32(p, true)).toBe(0x02014b50);
    const method = view.getUint16(p + 10, true);
    const crc = view.getUint32(p + 16, true);
    const size = view.getUint32(p + 20, true);
    const nameLen = view.getUint16(p + 28, true);
    const local = view.getUint32(p + 42, true);
    const name = new TextDecoder().decode(bytes.subarray(p + 46, p + 46 + nameLen));
    const dataAt = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const raw = bytes.subarray(dataAt, dataAt + size);
    const data = method === 0 ? raw : new Uint8Array(inflateRawSync(raw));
    expect(crc32(data)).toBe(crc);
    out.set(name, new TextDecoder().decode(data));
    p += 46 + nameLen;
  }
  return out;
}

describe('table export', () => {
  it('escapes text cells that start with = + - @ but not numbers', () => {
    expect(escapeFormula('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
    expect(escapeFormula('+1')).toBe("'+1");
    expect(escapeFormula('-20 °C')).toBe("'-20 °C");
    expect(escapeFormula('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(escapeFormula('Q355B')).toBe('Q355B');
    const csv = toCsv([['grade', 'value'], ['=1+1', -20], ['a,"b"', 0.2]]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(parseCsv(csv).rows.map((r) => r.values)).toEqual([
      { grade: "'=1+1", value: '-20' },
      { grade: 'a,"b"', value: '0.2' },
    ]);
  });

  it('reads CSV through csv-parse: BOM, quotes, newlines in quotes, blank lines, short rows, trimmed cells', () => {
    const text = '\uFEFF grade ,note,value\r\n"S355JR","a ""quoted""\nline", 470 \r\n\r\nQ235B,,\nX\n';
    expect(parseCsv(text)).toEqual({
      header: ['grade', 'note', 'value'],
      rows: [
        { rowNumber: 1, values: { grade: 'S355JR', note: 'a "quoted"\nline', value: '470' } },
        { rowNumber: 2, values: { grade: 'Q235B', note: '', value: '' } },
        { rowNumber: 3, values: { grade: 'X', note: '', value: '' } },
      ],
    });
    expect(parseCsv('')).toEqual({ header: [], rows: [] });
  });

  it('writes a valid xlsx zip with the sheet XML and escaped cells', () => {
    const bytes = toXlsx([['牌号 Grade', 'Rm (MPa)'], ['Q355B', 470], ['=cmd|x', null], ['<b>&', 1.5]], 'Comparison');
    expect(Array.from(bytes.subarray(0, 4))).toEqual([0x50, 0x4b, 0x03, 0x04]);
    const files = unzip(bytes);
    expect([...files.keys()]).toEqual(expect.arrayContaining(['[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml']));
    const sheet = files.get('xl/worksheets/sheet1.xml')!;
    expect(sheet).toContain('<t xml:space="preserve">牌号 Grade</t>');
    expect(sheet).toContain('<c r="B2"><v>470</v></c>');
    expect(sheet).toContain("'=cmd|x");
    expect(sheet).toContain('&lt;b&gt;&amp;');
    expect(files.get('xl/workbook.xml')).toContain('name="Comparison"');
  });
});
