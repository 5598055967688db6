import { describe, expect, it } from 'vitest';
import { checkRecord, type GateRecord } from './plausibility';

const steel = (over: Partial<GateRecord>): GateRecord => ({ family: 'steel', elements: [], properties: [], ...over });
const el = (element: string, min: number | null, max: number | null, typical: number | null = null, unit = 'wt%') => ({ element, min, max, typical, unit });

describe('the plausibility gate', () => {
  it('refuses an element above its ceiling, a composition above 100 % and a minimum above the maximum', () => {
    expect(checkRecord(steel({ elements: [el('C', null, 20)] }))).toEqual([{ target: 'element', element: 'C', reason: 'elementCeiling', value: 20 }]);
    expect(checkRecord(steel({ elements: [el('Mn', null, 653)] }))[0]).toMatchObject({ reason: 'elementCeiling' });
    expect(checkRecord(steel({ elements: [el('Cr', 60, null), el('Ni', 45, null)] })).map((f) => f.reason)).toContain('elementCeiling');
    expect(checkRecord({ family: 'welding', elements: [el('Ni', 60, null), el('Cr', 30, null), el('Mo', 15, null)], properties: [] }).map((f) => f.reason)).toEqual(['compositionSum', 'compositionSum', 'compositionSum']);
    expect(checkRecord(steel({ elements: [el('Mn', 1.6, 0.9)] }))[0]).toMatchObject({ reason: 'minAboveMax' });
    // ppm are read in wt %: 400 ppm O is 0.04 wt %.
    expect(checkRecord({ family: 'welding', elements: [el('O', null, null, 400, 'ppm')], properties: [] })).toEqual([]);
  });

  it('refuses yield above tensile, values out of the family range, and rows of one band and state that disagree', () => {
    expect(checkRecord(steel({ properties: [{ valueType: 'measured', yieldMin: 408, tensileMin: 162 }] })).map((f) => f.reason)).toEqual(['yieldAboveTensile', 'yieldAboveTensile']);
    expect(checkRecord(steel({ properties: [{ valueType: 'measured', tensileMin: 6661 }] }))[0]).toMatchObject({ field: 'tensile', reason: 'outOfRange' });
    expect(checkRecord(steel({ properties: [{ valueType: 'specified', elongationMin: 200 }] }))[0]).toMatchObject({ field: 'elongation', reason: 'outOfRange' });
    expect(checkRecord(steel({ properties: [{ hardnessValue: 90, hardnessScale: 'HRC' }] }))[0]).toMatchObject({ field: 'hardness' });
    expect(checkRecord(steel({ shearModulus: 743_000 }))[0]).toMatchObject({ target: 'record', field: 'shearModulus' });
    const rows = [
      { valueType: 'specified', thicknessMax: 16, tensileMin: 470 },
      { valueType: 'specified', thicknessMax: 16, tensileMin: 900 },
      { valueType: 'specified', thicknessMax: 40, tensileMin: 900 },
    ];
    expect(checkRecord(steel({ properties: rows })).map((f) => (f.target === 'property' ? [f.row, f.reason] : null))).toEqual([[0, 'rowsDisagree'], [1, 'rowsDisagree']]);
  });

  it('lets plausible records pass', () => {
    const ok = steel({
      elements: [el('C', null, 0.2), el('Mn', 0.9, 1.65), el('Ti', null, 0.7)],
      properties: [{ valueType: 'specified', tensileMin: 470, tensileMax: 630, yieldMin: 355, elongationMin: 22, gaugeLength: 'A50' }],
      density: 7850,
      youngModulus: 206_000,
    });
    expect(checkRecord(ok)).toEqual([]);
  });
});
