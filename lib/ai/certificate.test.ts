import { isComplianceQuestion, judge, readCertificate } from './certificate';
import { linesToPassages } from './document-match';

const passages = [
  ...linesToPassages(['Product: hot rolled plate 20 x 2000 x 8000 mm', 'Grade: Q355B Heat No. 24A1187', 'Yield strength ReH | 395 MPa', '抗拉强度 Rm 528 MPa', 'Elongation A 26 %'], 1),
  ...linesToPassages(['Impact energy KV2 at -20 °C: 98 / 104 / 31 J', 'Chemical composition C 0.16 Mn 1.42 Si 0.32'], 2),
];

describe('mill certificate values', () => {
  it('reads each stated value with the passage it stands in, and the thickness', () => {
    const { values, thickness } = readCertificate(passages);
    expect(thickness).toEqual({ value: 20, page: 1, position: 1 });
    const byQuantity = Object.fromEntries(values.map((v) => [v.quantity, v]));
    expect(byQuantity.yield).toMatchObject({ value: 395, unit: 'MPa', page: 1 });
    expect(byQuantity.tensile.value).toBe(528);
    expect(byQuantity.elongation.value).toBe(26);
    expect(byQuantity.impact).toMatchObject({ value: 31, basis: 'lowest', temperature: -20, page: 2 });
    expect(byQuantity.Mn).toMatchObject({ value: 1.42, unit: '%' });
    expect(values.map((v) => v.quantity)).toEqual(['yield', 'tensile', 'elongation', 'impact', 'C', 'Si', 'Mn']);
  });

  it('prefers a stated impact average and reads nothing that is not named', () => {
    const { values } = readCertificate(linesToPassages(['KV2 20 C 98 / 104 / 101 J average 101 J', 'Heat No. 24A1187 order 42'], 1));
    expect(values).toEqual([{ quantity: 'impact', value: 101, unit: 'J', basis: 'average', temperature: 20, page: 1, position: 1 }]);
  });

  it('reads a composition table the same from a PDF line and a DOCX row: a header of symbols over its numbers, or cells (issue 47)', () => {
    const pdf = readCertificate(linesToPassages(['Chemical composition (%)', 'C Si Mn P S', '0.16 0.32 1.42 0.018 0.006'], 1)).values;
    const docx = readCertificate(linesToPassages(['C | Si | Mn | P | S', '0.16 | 0.32 | 1.42 | 0.018 | 0.006'], 1)).values;
    const cells = readCertificate(linesToPassages(['C | 0.16 | Si | 0.32 | Mn | 1.42'], 1)).values;
    const pairs = (vs: { quantity: string; value: number }[]) => vs.map((v) => [v.quantity, v.value]);
    expect(pairs(pdf)).toEqual([['C', 0.16], ['Si', 0.32], ['Mn', 1.42], ['P', 0.018], ['S', 0.006]]);
    expect(pairs(docx)).toEqual(pairs(pdf));
    expect(pairs(cells)).toEqual([['C', 0.16], ['Si', 0.32], ['Mn', 1.42]]);
    // Counts that do not agree are not paired by guess.
    expect(readCertificate(linesToPassages(['C Si Mn P S', '0.16 0.32 1.42'], 1)).values).toEqual([]);
  });

  it('recognises a compliance question in both languages, not an ordinary one', () => {
    expect(isComplianceQuestion('Does this certificate meet Q355B?')).toBe(true);
    expect(isComplianceQuestion('这份质保书是否符合 Q355B')).toBe(true);
    expect(isComplianceQuestion('what is the impact energy')).toBe(false);
    expect(isComplianceQuestion('冲击功是多少')).toBe(false);
  });

  it('judges against a minimum and a maximum, unknown without either', () => {
    expect(judge(330, 345, null)).toBe('fail');
    expect(judge(528, 470, 630)).toBe('pass');
    expect(judge(640, 470, 630)).toBe('fail');
    expect(judge(26, null, null)).toBe('unknown');
  });
});
