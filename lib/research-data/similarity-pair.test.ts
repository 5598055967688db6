import { describe, expect, it } from 'vitest';
import { barWidths, formatAmount, pairHref, parseTarget, representativeOf } from './similarity-pair';

describe('similarity pair rules', () => {
  it('reads the target of the address', () => {
    expect(parseTarget('rd:12')).toEqual({ kind: 'researchData', id: 12 });
    expect(parseTarget('steel:STL012')).toEqual({ kind: 'material', id: 'STL012' });
    for (const bad of ['rd:0', 'rd:-1', 'rd:abc', 'steel:', 'steel:a b', 'x:1', '', undefined, ['rd:1'], 'rd:1234567890']) expect(parseTarget(bad)).toBeNull();
  });
  it('builds the two layouts’ addresses', () => {
    expect(pairHref(3, { kind: 'researchData', id: 4 })).toBe('/allServer/similarityDetail?id=3&target=rd%3A4');
    expect(pairHref(3, { kind: 'material', id: 'STL005' }, 'chart')).toBe('/allServer/similarityNewDetail?id=3&target=steel%3ASTL005');
  });
  it('scales the bars of one element to the larger side', () => {
    expect(barWidths(1.6, 0.8)).toEqual({ reference: 100, candidate: 50 });
    expect(barWidths(null, 0.2)).toEqual({ reference: 0, candidate: 100 });
    expect(barWidths(0, 0)).toEqual({ reference: 0, candidate: 0 });
  });
  it('prints values and ranges', () => {
    expect(formatAmount(0.17, 0.17)).toBe('0.17');
    expect(formatAmount(0.9, 1.65)).toBe('0.9–1.65');
    expect(formatAmount(null, 0.035)).toBe('≤0.035');
    expect(formatAmount(0.02, null)).toBe('≥0.02');
    expect(formatAmount(null, null)).toBe('—');
    expect(representativeOf({ min: 1, max: 2 })).toBe(1.5);
    expect(representativeOf({ min: null, max: 0.2 })).toBe(0.2);
    expect(representativeOf(undefined)).toBeNull();
  });
});
