import { describe, expect, it } from 'vitest';
import { bounds, parseBand, parseBands, parseHardness, parseImpact, parseNumber, parseValue } from '@/lib/materials/values';
import { aluminiumCategory, deliveryState, parseStandard, steelCategory, temperState } from './classify';
import { normalizeGrade, searchTokens } from '@/lib/materials/text';
import { equivalentDesignations, splitAliases } from './import/compiled-steel';
import { classifyLibraryMaterial, libraryGrade } from './import/autodesk';

describe('value encodings of the data sets', () => {
  it('reads maxima, minima, ranges and plain numbers, keeping the text', () => {
    expect(parseValue('<=0.20')).toEqual({ raw: '<=0.20', min: null, max: 0.2, typical: null });
    expect(parseValue('>=355')).toMatchObject({ min: 355, max: null });
    expect(parseValue('0.90-1.65')).toMatchObject({ min: 0.9, max: 1.65 });
    expect(parseValue('470-630 (<=100 mm); 450-600 (>150-250 mm)')).toMatchObject({ min: 470, max: 630 });
    expect(parseValue('<=0.030 (cehesteel) / <=0.035 (compraco)')).toMatchObject({ max: 0.03 });
    expect(parseValue('0.37')).toMatchObject({ typical: 0.37 });
    expect(parseValue('<5')).toMatchObject({ max: 5 });
  });

  it('keeps not-reported cells empty instead of inventing zero', () => {
    for (const empty of ['', 'N', 'N/A', 'remainder', undefined]) expect(parseValue(empty)).toBeNull();
    expect(parseNumber('N')).toBeNull();
    expect(parseNumber('0')).toBe(0);
    expect(bounds(parseValue('<=0.30'))).toEqual({ low: null, high: 0.3 });
  });

  it('reads impact, hardness and thickness bands', () => {
    expect(parseImpact('KV >=27 J at -20 C')).toEqual({ energy: 27, temperature: -20, notch: 'KV' });
    expect(parseImpact('quality C: test at 0 C (energy not read)')).toMatchObject({ energy: null, temperature: 0 });
    expect(parseHardness('<=187 HBW; <=90 HRB')).toEqual({ value: 187, scale: 'HBW' });
    expect(parseValue('<=30:0.45; >30-63:0.47')).toEqual({ raw: '<=30:0.45; >30-63:0.47', min: null, max: null, typical: 0.45 });
    expect(parseValue('<=16:>=355; >16-40:>=345')).toMatchObject({ min: 355, max: null });
    expect(parseValue('470-630 (<=100 mm); 450-600 (>150-250 mm)')).toMatchObject({ min: 470, max: 630 });
    expect(parseBands('<=16:355; >16-40:345')).toEqual([{ band: '<=16', value: '355' }, { band: '>16-40', value: '345' }]);
    expect(parseBand('>16-40')).toEqual({ min: 16, max: 40 });
    expect(parseBand('<=16')).toEqual({ min: null, max: 16 });
  });
});

describe('classification of source wording', () => {
  it('maps categories, delivery states and tempers to message codes', () => {
    expect(steelCategory('austenitic stainless steel')).toBe('stainless');
    expect(steelCategory('high strength low alloy structural steel')).toBe('hsla');
    expect(steelCategory('Carbon structural quality steel, HRC45')).toBe('qualityCarbon');
    expect(deliveryState('hot rolled (AR)')).toBe('asRolled');
    expect(deliveryState('Q 850 C oil, T 520 C water/oil (25 mm sample)')).toBe('quenchedTempered');
    expect(deliveryState('')).toBeNull();
    expect(temperState('T651')).toBe('artificiallyAged');
    expect(temperState('H14')).toBe('strainHardened');
    expect(aluminiumCategory('2A12')).toBe('series2');
    expect(aluminiumCategory('201.0')).toBe('castAluminium');
    expect(aluminiumCategory('Unspecified')).toBe('experimentalAluminium');
  });

  it('parses standards with their year', () => {
    expect(parseStandard('GB/T 1591-2018')).toEqual({ code: 'GB/T 1591-2018', system: 'GB', number: 'GB/T 1591', year: 2018 });
    expect(parseStandard('EN 10025-2:2004')).toMatchObject({ system: 'EN', number: 'EN 10025-2', year: 2004 });
    expect(parseStandard('GOST 4543-71')).toMatchObject({ number: 'GOST 4543', year: 1971 });
    expect(parseStandard('AWS A5.1')).toMatchObject({ system: 'AWS', number: 'AWS A5.1', year: null });
  });

  it('splits aliases and equivalent designations', () => {
    expect(splitAliases('0Cr18Ni9; S30408; 304')).toEqual(['0Cr18Ni9', 'S30408', '304']);
    expect(equivalentDesignations('Q355B (old Q345B)')).toEqual(['Q355B', 'Q345B']);
    expect(equivalentDesignations('S32205 / S31803')).toEqual(['S32205', 'S31803']);
    expect(equivalentDesignations('4135 (approx., compiler)')).toEqual(['4135']);
  });

  it('sorts library rows into steel, aluminium or a named skip reason', () => {
    expect(classifyLibraryMaterial('JIS SUS304', 'Stainless steel')).toEqual({ family: 'steel' });
    expect(classifyLibraryMaterial('Aluminum Alloy 6061-T6', '')).toEqual({ family: 'alloy' });
    expect(classifyLibraryMaterial('Aluminum Bronze C95200', '')).toHaveProperty('skip');
    expect(classifyLibraryMaterial('Grey cast iron 25 GOST1412-85', 'Grey cast iron')).toHaveProperty('skip');
    expect(libraryGrade('Steel 45G2 GOST 4543-71')).toEqual({ grade: '45G2', standardText: 'GOST 4543-71' });
    expect(libraryGrade('JIS SUS304').grade).toBe('SUS304');
  });
});

describe('search text', () => {
  it('normalises grades and segments Chinese', () => {
    expect(normalizeGrade('q355 b')).toBe('Q355B');
    expect(normalizeGrade('6061-T6')).toBe('6061T6');
    expect(searchTokens(['不锈钢', 'Q355B'])).toEqual(expect.arrayContaining(['不锈钢', 'q355b']));
  });
});
