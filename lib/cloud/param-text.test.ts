import { catalogue } from '@/lib/i18n/messages';
import { paramSuffix, paramText } from './param-text';
import type { ItemParam } from './types';

function lookupOf(locale: 'zh' | 'en') {
  return (key: string) => {
    let node: unknown = catalogue[locale];
    for (const p of key.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[p] : undefined;
    return typeof node === 'string' ? node : null;
  };
}
const impact: ItemParam[] = [
  { key: 'temperature', type: 'number', unit: '°C', min: -196, max: 300, default: 20 },
  { key: 'notch', type: 'choice', options: ['V', 'U'], default: 'V' },
];

describe('paramText', () => {
  it('names each chosen parameter with its label, translated choice and unit', () => {
    expect(paramText(impact, { notch: 'V', temperature: -20 }, lookupOf('zh'), 'zh')).toBe('试验温度 -20 °C，缺口类型 V 型缺口');
    expect(paramText(impact, { notch: 'V', temperature: -20 }, lookupOf('en'), 'en')).toBe('Test temperature -20 °C, Notch V-notch');
    expect(paramSuffix([{ key: 'specimen', type: 'choice', options: ['round'] }], { specimen: 'round' }, lookupOf('zh'), 'zh')).toBe('（试样形式 圆形试样）');
  });

  it('answers nothing without parameters and the stored value without a definition', () => {
    expect(paramSuffix(impact, {}, lookupOf('en'), 'en')).toBe('');
    expect(paramText([], { unknownKey: 'x' }, lookupOf('en'), 'en')).toBe('unknownKey x');
  });
});
