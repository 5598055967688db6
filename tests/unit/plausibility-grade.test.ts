import { describe, expect, it } from 'vitest';
import { checkRecord, elementsOutsideGrade, plausibleRange, specifiedMinimum, type GateProperty } from '@/lib/materials/plausibility';

/** The gate's grade rules (issue 46): a record that names a standard grade is held to that grade's stored limits. */
const el = (element: string, min: number | null, max: number | null, typical: number | null = null) => ({ element, min, max, typical });

// SS400 as stored for JIS G3101 (compiled_steel_grades STL052): unbanded main row and the yield bands.
const ss400: GateProperty[] = [
  { valueType: 'specified', deliveryState: 'as rolled', tensileMin: 400, tensileMax: 510, yieldMin: 245 },
  { valueType: 'specified', deliveryState: 'as rolled', thicknessMax: 16, yieldMin: 245 },
  { valueType: 'specified', deliveryState: 'as rolled', thicknessMin: 16, thicknessMax: 40, yieldMin: 235 },
  { valueType: 'specified', deliveryState: 'as rolled', thicknessMin: 40, yieldMin: 215 },
];

describe('plausibility gate: grade rules', () => {
  it('flags an element no grade of that name allows (a "2024" with Li 4 wt %), and keeps one inside the limits', () => {
    const grade = [el('Cu', 3.8, 4.9), el('Mg', 1.2, 1.8), el('othersEach', null, 0.05)];
    expect(elementsOutsideGrade([el('Cu', null, null, 4.4), el('Li', null, null, 4)], grade)).toEqual([{ element: 'Li', value: 4 }]);
    expect(elementsOutsideGrade([el('Cu', null, null, 4.4), el('Mg', null, null, 1.5)], grade)).toEqual([]);
    const findings = checkRecord({ family: 'alloy', elements: [el('Li', null, null, 4)], properties: [], grade: { elements: grade, properties: [] } });
    expect(findings).toEqual([{ target: 'element', element: 'Li', reason: 'outsideGrade', value: 4 }]);
  });

  it('takes the applicable specified minimum from the stored rows: the thickness band, else the unbanded main row or the thinnest band', () => {
    expect(specifiedMinimum(ss400, 'yield', { valueType: 'typical' })).toBe(245);
    expect(specifiedMinimum(ss400, 'yield', { valueType: 'typical', thicknessMin: 20, thicknessMax: 20 })).toBe(235);
    expect(specifiedMinimum(ss400.slice(1), 'yield', { valueType: 'typical' })).toBe(245);
    expect(specifiedMinimum(ss400, 'tensile', { valueType: 'typical' })).toBe(400);
    // A heat-treated state binds only a row of the same state.
    const qt: GateProperty[] = [{ valueType: 'specified', deliveryState: 'Q&T 850 oil / 560', yieldMin: 930 }];
    expect(specifiedMinimum(qt, 'yield', { valueType: 'typical' })).toBeNull();
    expect(specifiedMinimum(qt, 'yield', { valueType: 'typical', deliveryState: 'Q&T 850 oil / 560' })).toBe(930);
  });

  it('flags a typical value below the grade\'s specified minimum (SS400 235 against 245), never a specified or measured one', () => {
    const typical = { valueType: 'typical', yieldMin: 235, tensileMin: 400 };
    const findings = checkRecord({ family: 'steel', elements: [], properties: [typical], grade: { elements: [], properties: ss400 } });
    expect(findings).toEqual([{ target: 'property', row: 0, field: 'yield', reason: 'belowSpecifiedMinimum', value: 235 }]);
    expect(checkRecord({ family: 'steel', elements: [], properties: [{ ...typical, yieldMin: 250 }], grade: { elements: [], properties: ss400 } })).toEqual([]);
    expect(checkRecord({ family: 'steel', elements: [], properties: [{ ...typical, valueType: 'measured' }], grade: { elements: [], properties: ss400 } })).toEqual([]);
    expect(checkRecord({ family: 'steel', elements: [], properties: [typical] })).toEqual([]);
  });

  it('flags a steel record with a cast-iron density (7160 kg/m³)', () => {
    expect(plausibleRange('steel', 'density')).toEqual([7500, 8300]);
    expect(checkRecord({ family: 'steel', elements: [], properties: [], density: 7160 })).toEqual([
      { target: 'record', field: 'density', reason: 'outOfRange', value: 7160 },
    ]);
    expect(checkRecord({ family: 'steel', elements: [], properties: [], density: 7850 })).toEqual([]);
  });
});
