import { checkParams } from './params';
import type { ItemParam } from './types';

const impact: ItemParam[] = [
  { key: 'temperature', type: 'number', unit: '°C', min: -196, max: 300, default: 20, required: true },
  { key: 'notch', type: 'choice', options: ['V', 'U'], default: 'V', required: true },
];

describe('checkParams', () => {
  it('fills defaults and reads numbers', () => {
    expect(checkParams(impact, { temperature: '-20' })).toEqual({ ok: true, values: { temperature: -20, notch: 'V' } });
    expect(checkParams(impact, undefined)).toEqual({ ok: true, values: { temperature: 20, notch: 'V' } });
  });

  it('refuses unknown keys, values outside the limits and options the item does not have', () => {
    expect(checkParams(impact, { colour: 'red' })).toEqual({ ok: false, key: 'colour' });
    expect(checkParams(impact, { temperature: -200 })).toEqual({ ok: false, key: 'temperature' });
    expect(checkParams(impact, { temperature: 'cold' })).toEqual({ ok: false, key: 'temperature' });
    expect(checkParams(impact, { notch: 'W' })).toEqual({ ok: false, key: 'notch' });
    expect(checkParams([{ key: 'scale', type: 'choice', options: ['HBW'], required: true }], {})).toEqual({ ok: false, key: 'scale' });
  });
});
