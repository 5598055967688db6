import { gradeMatchesAny, namesIn, normalizeGrade } from './grade-names';
import { parseLimit, parseValue } from './values';

describe('the one grade-name normaliser', () => {
  it.each([
    ['A572 Grade 50', 'A572 Gr.50'],
    ['A572 Grade 50', 'A572-50'],
    ['ASTM A572 Gr 50', 'a572gr50'],
    ['A516 Gr.70', 'A516-70'],
    ['Q355B', 'q355 b'],
    ['UNS S30400', 'S30400'],
    ['６０６１－Ｔ６', '6061-T6'],
  ])('reads %s and %s as one grade', (a, b) => {
    expect(normalizeGrade(a)).toBe(normalizeGrade(b));
  });

  it.each([
    ['Q235A', 'Q235B'],
    ['304', '304L'],
    ['A572 Grade 50', 'A572 Grade 60'],
  ])('keeps %s and %s apart', (a, b) => {
    expect(normalizeGrade(a)).not.toBe(normalizeGrade(b));
  });

  it('keeps words that only start with GR', () => {
    expect(normalizeGrade('GRAY 250')).toBe('GRAY250');
  });

  it('matches a record by any of the names of a cross-reference cell', () => {
    expect(namesIn('Q355B (old Q345B)')).toEqual(['Q355B', 'Q345B']);
    expect(gradeMatchesAny('A572 Gr.50', [], namesIn('A572-50 / S355JR'))).toBe(true);
  });
});

describe('the one value parser', () => {
  it('reads a bare number as a typical value and as a limit of min = max', () => {
    expect(parseValue('355')).toEqual({ raw: '355', min: null, max: null, typical: 355 });
    expect(parseLimit('355')).toEqual({ min: 355, max: 355 });
  });

  it.each([
    ['<=0.20', { min: null, max: 0.2 }],
    ['max. 0.20', { min: null, max: 0.2 }],
    ['>=355', { min: 355, max: null }],
    ['min 355', { min: 355, max: null }],
    ['0.90-1.65', { min: 0.9, max: 1.65 }],
    ['>=420 (60 ksi)', { min: 420, max: null }],
    ['<=16:355; >16-40:345', { min: 355, max: 355 }],
  ])('reads %s as a limit', (text, limit) => {
    expect(parseLimit(text)).toEqual(limit);
  });
});
