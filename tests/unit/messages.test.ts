import { catalogue } from '@/lib/i18n/messages';

function flatten(obj: unknown, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  if (obj && typeof obj === 'object') {
    for (const [k, v] of Object.entries(obj)) Object.assign(out, typeof v === 'object' ? flatten(v, `${prefix}${k}.`) : { [`${prefix}${k}`]: String(v) });
  }
  return out;
}

describe('message catalogue', () => {
  const zh = flatten(catalogue.zh);
  const en = flatten(catalogue.en);

  it('has the same keys in Chinese and English', () => {
    expect(Object.keys(en).filter((k) => !(k in zh))).toEqual([]);
    expect(Object.keys(zh).filter((k) => !(k in en))).toEqual([]);
  });

  it('has no empty message', () => {
    expect(Object.entries({ ...zh, ...en }).filter(([, v]) => !v.trim())).toEqual([]);
  });

  it('has no Chinese left in the English messages', () => {
    expect(Object.entries(en).filter(([, v]) => /[\u4e00-\u9fff]/.test(v) && !/中文/.test(v))).toEqual([]);
  });

  it('uses the same placeholders in both languages', () => {
    const names = (s: string) => [...s.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort().join(',');
    expect(Object.keys(zh).filter((k) => k in en && names(zh[k]) !== names(en[k]))).toEqual([]);
  });
});
