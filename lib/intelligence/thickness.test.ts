import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { atThickness, bandOf, bandText, sortBands, type ThicknessBand } from './thickness';
import type { SpecRecord } from './types';

// Q355B as GB/T 1591-2018 prints its upper yield strength (the compiled table's bands).
const q355b: ThicknessBand[] = [
  { min: null, max: 16, raw: '<=16', properties: { yield: { min: 355, max: null } } },
  { min: 16, max: 40, raw: '>16-40', properties: { yield: { min: 345, max: null } } },
  { min: 40, max: 63, raw: '>40-63', properties: { yield: { min: 335, max: null } } },
  { min: 200, max: 250, raw: '>200-250', properties: { yield: { min: 275, max: null } } },
];
const record: SpecRecord = {
  id: '1',
  type: 'steel',
  grade: 'Q355B',
  system: 'GB',
  composition: {},
  properties: { yield: { min: 355, max: null }, tensile: { min: 470, max: 630 } },
};

describe('thickness bands', () => {
  it('takes the band that holds the thickness; a bound belongs to the band that ends there', () => {
    expect(bandOf(q355b, 16)?.raw).toBe('<=16');
    expect(bandOf(q355b, 16.5)?.raw).toBe('>16-40');
    expect(bandOf(q355b, 40)?.raw).toBe('>16-40');
    expect(bandOf(q355b, 50)?.raw).toBe('>40-63');
    expect(bandOf(q355b, 100)).toBeNull();
  });

  it('uses the thinnest band without a thickness and says so', () => {
    const { record: r, band } = atThickness(record, [...q355b].reverse(), null);
    expect(r.properties.yield).toEqual({ min: 355, max: null });
    expect(band).toMatchObject({ thickness: null, raw: '<=16', defaulted: true, outside: false });
  });

  it('applies the band of the thickness to the banded property only', () => {
    const { record: r, band } = atThickness(record, q355b, 50);
    expect(r.properties.yield).toEqual({ min: 335, max: null });
    expect(r.properties.tensile).toEqual({ min: 470, max: 630 }); // no band prints tensile: unchanged
    expect(band).toMatchObject({ thickness: 50, min: 40, max: 63, defaulted: false, outside: false });
    expect(record.properties.yield).toEqual({ min: 355, max: null }); // the cached record is not changed
  });

  it('leaves banded values out outside every band instead of extrapolating', () => {
    const { record: r, band } = atThickness(record, q355b, 100);
    expect(r.properties.yield).toBeUndefined();
    expect(band).toMatchObject({ outside: true, raw: null });
  });

  it('returns records without bands unchanged', () => {
    expect(atThickness(record, undefined, 30)).toEqual({ record, band: null });
  });

  it('never gives a value no band of the thickness prints (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 1000, noNaN: true }), (t) => {
        const { record: r } = atThickness(record, q355b, t);
        const held = bandOf(sortBands(q355b), t);
        expect(r.properties.yield).toEqual(held?.properties.yield);
      }),
    );
  });

  it('writes a band as printed, or from its bounds', () => {
    expect(bandText({ min: 16, max: 40, raw: null }, 'en')).toBe('>16–40');
    expect(bandText({ min: null, max: 16, raw: null }, 'zh')).toBe('≤16');
    expect(bandText({ min: 150, max: null, raw: '>150' }, 'en')).toBe('>150');
    // A raw text that is a note, or carries its unit, is not printed as the band (issue 47: "(<=100 mm mm)").
    expect(bandText({ min: null, max: 100, raw: '<=100 mm' }, 'en')).toBe('<=100');
    expect(bandText({ min: null, max: 100, raw: 'plate; C by thickness (t<=100 / t>100 mm)' }, 'en')).toBe('≤100');
  });
});
