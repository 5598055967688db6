import { describe, expect, it } from 'vitest';
import { fieldLabel, headerRow, valueWithUnit, withUnit } from './units';

describe('units', () => {
  it('puts a label and its unit together in the reader’s language, once', () => {
    expect(withUnit('抗拉强度 Rm', 'MPa', 'zh')).toBe('抗拉强度 Rm（MPa）');
    expect(withUnit('Tensile strength Rm', 'MPa', 'en')).toBe('Tensile strength Rm (MPa)');
    expect(withUnit('Grade', null, 'en')).toBe('Grade');
    expect(valueWithUnit(20, 'mm')).toBe('20 mm');
    expect(valueWithUnit('3', null)).toBe('3');
  });

  it('labels a field definition from the messages, its unit from Common.units', () => {
    const m = (key: string, values?: Record<string, string | number>) => ({ 'A.amount': '金额', 'Common.units.yuan': '元', 'A.el': `${values?.symbol}` })[key] ?? key;
    expect(fieldLabel({ label: 'A.amount', unit: 'yuan' }, m, 'zh')).toBe('金额（元）');
    expect(fieldLabel({ label: 'A.el', labelValues: { symbol: 'C' }, unit: null }, m, 'zh')).toBe('C');
    expect(headerRow([{ label: 'A.amount', unit: 'yuan' }, { label: 'A.el', labelValues: { symbol: 'Mn' }, unit: null }], m, 'zh')).toEqual(['金额（元）', 'Mn']);
  });
});
