import { findPassages, linesToPassages, questionTerms } from './document-match';

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
