import { describe, expect, it } from 'vitest';
import { parseCell, parseValue } from '@/lib/materials/values';
import { catalogueShapes } from '@/scripts/lib/cell-shapes';
import table from '../fixtures/cell-shapes.json';

type Row = (typeof table)[number];
const reading = (cell: string, elongation = false) =>
  parseCell(cell, { elongation }).map(({ condition, min, max, typical, rule }) => ({ condition, min, max, typical, rule }));

describe('the cell parser over every catalogued cell shape of reference-data/', () => {
  it.each(table.map((r: Row) => [r.shape, r] as const))('reads %s', (_shape, r) => {
    expect(reading(r.example, r.elongation)).toEqual(r.expected);
  });

  it('has every shape of the current data in its table (npx tsx scripts/catalogue-cell-shapes.ts --write, then review)', () => {
    const known = new Set(table.map((r: Row) => `${r.elongation}:${r.shape}`));
    const missing = catalogueShapes().filter((s) => !known.has(`${s.elongation}:${s.shape}`)).map((s) => s.example);
    expect(missing).toEqual([]);
  });
});

describe('conditions are never values (issue 26)', () => {
  it('reads a thickness band written "to 20" as the band of the value (A36 carbon)', () => {
    const [first] = parseCell('to 20:<=0.25; 20-40:<=0.25; 40-65:<=0.26; 65-100:<=0.27; >100:<=0.29');
    expect(first).toMatchObject({ condition: { thickness: { min: null, max: 20 } }, max: 0.25, min: null, typical: null });
    expect(parseValue('to 20:<=0.25; 20-40:<=0.25')).toMatchObject({ max: 0.25 });
  });

  it('keeps gauge lengths in the condition (A36 "200 mm gauge", 60Si2Mn and 7A04 "A11.3")', () => {
    expect(reading('200 mm gauge >=20; 50 mm gauge >=23 (plates/bars), 21 (shapes)', true)).toEqual([
      { condition: { gauge: '200 mm' }, min: 20, max: null, typical: null, rule: null },
      { condition: { gauge: '50 mm' }, min: 23, max: null, typical: null, rule: null },
    ]);
    expect(reading('A11.3 >=5', true)).toEqual([{ condition: { gauge: 'A11.3' }, min: 5, max: null, typical: null, rule: null }]);
    expect(reading('>=24 (50 mm); >=21 (200 mm)', true).map((e) => e.condition.gauge)).toEqual(['50 mm', '200 mm']);
    expect(reading('L0 = 5.65√S0 >=22', true)).toEqual([{ condition: { gauge: 'L0 = 5.65√S0' }, min: 22, max: null, typical: null, rule: null }]);
  });

  it('keeps direction and band apart from the value (S235JR "L: 3-40:26", SM490A "6-16 mm No.1A:17")', () => {
    expect(reading('L: 3-40:26; 40-63:25', true)).toEqual([
      { condition: { direction: 'L', thickness: { min: 3, max: 40, text: '3-40' } }, min: null, max: null, typical: 26, rule: null },
      { condition: { direction: 'L', thickness: { min: 40, max: 63, text: '40-63' } }, min: null, max: null, typical: 25, rule: null },
    ]);
    expect(reading('6-16 mm No.1A:17; 16-50 No.1A:21', true)[0]).toEqual({
      condition: { thickness: { min: 6, max: 16, text: '6-16 mm' }, gauge: 'No.1A' }, min: null, max: null, typical: 17, rule: null,
    });
  });

  it('stores a formula bound as a rule, never as a number (321 Ti, 347 Nb, A131 Mn)', () => {
    expect(reading('5x(C+N) min; <=0.70')).toEqual([{ condition: {}, min: null, max: 0.7, typical: null, rule: '5x(C+N) min' }]);
    expect(reading('10xC min; <=1.00 (Cb)')).toEqual([{ condition: {}, min: null, max: 1, typical: null, rule: '10xC min' }]);
    expect(reading('>=2.5 x C')).toEqual([{ condition: {}, min: null, max: null, typical: null, rule: '>=2.5 x C' }]);
    expect(reading('≥ 5×(C+N)')).toEqual([{ condition: {}, min: null, max: null, typical: null, rule: '≥ 5×(C+N)' }]);
    expect(parseValue('>=2.5 x C')).toBeNull();
  });

  it('never reads a number out of an identifier (A653 "a653_tab", A5.1, No.1A)', () => {
    expect(reading('no limit (lead_sheet_astm_a653_tab) / <=1.35 (lead_sheet_witop_a653)')).toEqual([
      { condition: {}, min: null, max: null, typical: null, rule: null },
    ]);
    expect(parseValue('lead_a653 E5515-1CM')).toBeNull();
    expect(parseValue('see AWS A5.1 table')).toBeNull();
  });

  it('reads bands and sizes in brackets, directions and temperatures', () => {
    expect(reading('<=0.20 (t<=50); <=0.22 (50<t<=200)').map((e) => e.condition.thickness)).toEqual([
      { min: null, max: 50, text: 't<=50' },
      { min: 50, max: 200, text: '50<t<=200' },
    ]);
    expect(reading('>=35 (longitudinal) / >=25 (transverse)', true).map((e) => [e.condition.direction, e.min])).toEqual([['L', 35], ['T', 25]]);
    expect(reading('>=300 at 20 C')[0]).toMatchObject({ condition: { temperature: 20 }, min: 300 });
    expect(reading('-28')[0]).toMatchObject({ typical: -28 });
  });
});
