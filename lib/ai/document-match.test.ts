import { findPassages, joinLine, linesToPassages, questionTerms } from './document-match';

const passages = [
  ...linesToPassages(['MILL TEST CERTIFICATE', 'Certificate No. MTC-2026-0142', 'Grade: Q355B  Heat No. 24A1187', 'Yield strength ReH 395 MPa', 'Tensile strength Rm 528 MPa'], 1),
  ...linesToPassages(['Impact test', 'Impact energy KV2 at -20 °C: 68 / 72 / 70 J (average 70 J)', 'Elongation A 26 %'], 2),
];

describe('document passages', () => {
  it('joins a heading without numbers to the next line', () => {
    expect(passages[0]).toEqual({ page: 1, position: 1, text: 'MILL TEST CERTIFICATE Certificate No. MTC-2026-0142' });
    expect(passages.find((p) => p.page === 2)?.text).toContain('Impact test Impact energy KV2');
  });

  it('finds the impact energy in English, Chinese and as KV2, quoting page 2', () => {
    for (const q of ['what is the impact energy', '冲击功是多少', 'KV2?']) {
      const [best] = findPassages(passages, q);
      expect(best.page).toBe(2);
      expect(best.text).toContain('70 J');
    }
  });

  it('finds the yield strength, not the tensile strength first', () => {
    expect(findPassages(passages, '屈服强度')[0].text).toContain('395 MPa');
  });

  it('finds nothing for what the document does not state', () => {
    expect(findPassages(passages, 'what is the hardness')).toEqual([]);
    expect(findPassages(passages, 'the')).toEqual([]);
    expect(questionTerms('what is the impact energy').concepts).toHaveLength(1);
  });
});

describe('a PDF line from its pieces (issue 47)', () => {
  it('joins pieces that touch without a space, and keeps the spaces the file leaves', () => {
    // "Heat No. 26A1187" drawn as four pieces at 10 pt: "26", "A" and "1187" touch.
    const pieces = [
      { x: 50, width: 42, size: 10, str: 'Heat No.' },
      { x: 95, width: 11.1, size: 10, str: '26' },
      { x: 106.1, width: 6.7, size: 10, str: 'A' },
      { x: 112.8, width: 22.2, size: 10, str: '1187' },
    ];
    expect(joinLine(pieces)).toBe('Heat No. 26A1187');
    expect(joinLine([...pieces].reverse())).toBe('Heat No. 26A1187');
    expect(joinLine([{ x: 0, width: 10, size: 10, str: 'C ' }, { x: 10, width: 10, size: 10, str: '0.16' }])).toBe('C 0.16');
    expect(joinLine([{ x: 0, width: 10, size: 10, str: 'Rm' }, { x: 30, width: 15, size: 10, str: '528' }])).toBe('Rm 528');
    // pdf.js's own space piece, however narrow, is a space.
    expect(joinLine([{ x: 0, width: 20, size: 11, str: 'No.' }, { x: 20, width: 1.3, size: 11, str: ' ' }, { x: 21.3, width: 12, size: 11, str: '26' }])).toBe('No. 26');
  });
});
