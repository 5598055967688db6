import { describe, expect, it } from 'vitest';
import { propertySaveSchema, SHAPES } from './contract';
import { bandValid, groupByShape, inBand, sortProperties } from './rules';

describe('bandValid', () => {
  it('accepts open ends and min ≤ max, refuses max below min', () => {
    expect(bandValid(null, 16)).toBe(true);
    expect(bandValid(16, null)).toBe(true);
    expect(bandValid(16, 16)).toBe(true);
    expect(bandValid(16, 40)).toBe(true);
    expect(bandValid(40, 16)).toBe(false);
  });
});

describe('inBand', () => {
  it('reads bands the way standards write them (min < size ≤ max, the first band from 0)', () => {
    expect(inBand(16, 0, 16)).toBe(true);
    expect(inBand(0, 0, 16)).toBe(true);
    expect(inBand(16, 16, 40)).toBe(false);
    expect(inBand(16.5, 16, 40)).toBe(true);
    expect(inBand(500, 40, null)).toBe(true);
  });
});

describe('sortProperties and groupByShape', () => {
  it('orders by shape, then band, and groups consecutive shapes', () => {
    const rows = [
      { id: 1, shape: 'bar', specMin: null, specMax: null },
      { id: 2, shape: 'plate', specMin: 16, specMax: 40 },
      { id: 3, shape: 'plate', specMin: 0, specMax: 16 },
    ];
    const sorted = sortProperties(rows, SHAPES);
    expect(sorted.map((r) => r.id)).toEqual([3, 2, 1]);
    expect(groupByShape(sorted).map((g) => [g.shape, g.rows.length])).toEqual([
      ['plate', 2],
      ['bar', 1],
    ]);
  });
});

describe('propertySaveSchema', () => {
  const base = { gradeId: 1, shape: 'plate', deliveryStatus: 'asRolled' };
  it('refuses a maximum below the minimum with the message key', () => {
    const r = propertySaveSchema.safeParse({ ...base, specMin: 40, specMax: 16 });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({ path: ['specMax'], message: 'Standards.maxBelowMin' });
    const t = propertySaveSchema.safeParse({ ...base, tensileMin: '630', tensileMax: '470' });
    expect(t.error?.issues[0]).toMatchObject({ path: ['tensileMax'], message: 'Standards.maxBelowMin' });
  });
  it('reads numbers from text, empty as null, and refuses text and out-of-range values', () => {
    const r = propertySaveSchema.parse({ ...base, specMin: '', specMax: '16', elongation: 20 });
    expect(r).toMatchObject({ specMin: null, specMax: 16, elongation: 20, tensileMin: null, hardness: '' });
    expect(propertySaveSchema.safeParse({ ...base, elongation: 'many' }).success).toBe(false);
    expect(propertySaveSchema.safeParse({ ...base, elongation: 120 }).error?.issues[0].message).toBe('Standards.outOfRange');
    expect(propertySaveSchema.safeParse({ ...base, shape: 'cube' }).error?.issues[0].message).toBe('Standards.shapeRequired');
  });
});
