import { describe, expect, it } from 'vitest';
import { DIMENSIONS_BY_SHAPE, missingDimension } from './dimensions';

describe('dimensions by shape', () => {
  it('asks a plate for thickness, width and length, a bar for diameter and length', () => {
    expect(DIMENSIONS_BY_SHAPE.plate).toEqual(['thickness', 'width', 'length']);
    expect(missingDimension('plate', { thickness: 20, width: 2000, length: 8000, quantity: 1 })).toBeNull();
    expect(missingDimension('plate', { thickness: 20, length: 8000, quantity: 1 })).toBe('width');
    expect(missingDimension('bar', { diameter: 50, length: null, quantity: 1 })).toBe('length');
  });

  it('asks a section for its flange and web, a tube for its outer diameter', () => {
    expect(missingDimension('section', { flangeWidth: 200, flangeThickness: 12, webHeight: 200, webThickness: 8, length: 12000, quantity: 3 })).toBeNull();
    expect(missingDimension('tube', { thickness: 3.5, length: 6000, quantity: 3 })).toBe('outerDiameter');
  });
});
