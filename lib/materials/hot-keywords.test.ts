import { cleanHotKeyword } from './hot-keywords';

describe('hot keywords shown to visitors (issue 29, item 12)', () => {
  it('keeps grades, standards and material words, normalised', () => {
    expect(cleanHotKeyword('  Q355B ')).toBe('Q355B');
    expect(cleanHotKeyword('A572   Gr.50')).toBe('A572 Gr.50');
    expect(cleanHotKeyword('GB/T 1591')).toBe('GB/T 1591');
    expect(cleanHotKeyword('6061-T6')).toBe('6061-T6');
    expect(cleanHotKeyword('S355J2+N')).toBe('S355J2+N');
    expect(cleanHotKeyword('不锈钢')).toBe('不锈钢');
    expect(cleanHotKeyword('Ｑ２３５Ｂ')).toBe('Q235B');
  });

  it('refuses injection attempts, single letters, bare numbers and overlong text', () => {
    expect(cleanHotKeyword('") OR 1=1-- 钢铁材料')).toBeNull();
    expect(cleanHotKeyword('1;DROP TABLE x')).toBeNull();
    expect(cleanHotKeyword('drop table materials')).toBeNull();
    expect(cleanHotKeyword('<script>')).toBeNull();
    expect(cleanHotKeyword('Q')).toBeNull();
    expect(cleanHotKeyword('12345')).toBeNull();
    expect(cleanHotKeyword('x'.repeat(31))).toBeNull();
  });
});
