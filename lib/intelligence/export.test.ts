import { parseCsv } from '@/lib/csv';
import { escapeFormula, toCsv } from '@/lib/export/table';
import { comparisonFileName, comparisonRows } from './export';

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

  it('builds the comparison rows: header, system, standard, composition as printed, properties with units, one CEV row without a unit, sources', () => {
    const limit = (min: number | null, max: number | null) => ({ min, max });
    const rows = comparisonRows(
      {
        records: [
          { grade: 'Q355B', system: 'GB', standard: 'GB/T 1591' },
          { grade: 'S355JR', system: 'EN', standard: null },
        ],
        composition: [
          { element: 'C', cells: [{ raw: '<=0.24', limit: limit(null, 0.24) }, { raw: null, limit: limit(null, 0.2) }] },
          { element: 'CEV', cells: [{ raw: '<=30:0.45', limit: limit(null, 0.45) }, { raw: null, limit: null }] },
        ],
        properties: [{ key: 'tensile', unit: 'MPa', cells: [{ limit: limit(470, 630) }, { limit: null }] }],
        cev: [0.45, null],
      },
      { item: 'Item', system: 'System', standard: 'Standard', element: (e) => e, property: (k) => `P:${k}`, cev: 'CEV', massPercent: 'wt %', source: 'Source' },
      'en',
      [['https://a', 'https://b'], ['set']],
    );
    expect(rows).toEqual([
      ['Item', 'Q355B', 'S355JR'],
      ['System', 'GB', 'EN'],
      ['Standard', 'GB/T 1591', ''],
      ['C (wt %)', '<=0.24', '≤ 0.2'],
      ['P:tensile (MPa)', '470–630', ''],
      ['CEV', 0.45, ''],
      ['Source', 'https://a\nhttps://b', 'set'],
    ]);
    expect(comparisonFileName(['A572 Grade 50', 'S235/JR', 'Q355B'])).toBe('comparison-A572 Grade 50_S235_JR_Q355B');
  });
});
