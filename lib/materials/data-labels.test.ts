import { describe, expect, it } from 'vitest';
import { isElementSymbol, isRemarkCode, relationCode, shapeCodes } from './data-labels';

describe('data labels', () => {
  it('reads the relation wording into a code', () => {
    expect(relationCode('approximate equivalent')).toBe('approximate');
    expect(relationCode('Equivalent')).toBe('equivalent');
    expect(relationCode('see note')).toBe('other');
    expect(relationCode('  ')).toBeNull();
  });

  it('splits product forms into shape codes and gives up on unknown wording', () => {
    expect(shapeCodes('Sheet')).toEqual(['sheet']);
    expect(shapeCodes('sheet/plate')).toEqual(['sheet', 'plate']);
    expect(shapeCodes('rod & bar')).toEqual(['rod', 'bar']);
    expect(shapeCodes('extruded bar')).toEqual(['bar']);
    expect(shapeCodes('(general)')).toEqual(['general']);
    expect(shapeCodes('-')).toEqual([]);
    expect(shapeCodes('clad coil')).toBeNull();
  });

  it('knows the importers remark codes and chemical symbols', () => {
    expect(isRemarkCode('minOrTypical')).toBe(true);
    expect(isRemarkCode('Minimum or typical value')).toBe(false);
    expect(isElementSymbol('Nb')).toBe(true);
    expect(isElementSymbol('CEV')).toBe(true);
    expect(isElementSymbol('othersEach')).toBe(false);
  });
});
