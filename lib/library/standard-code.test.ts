import { describe, expect, it } from 'vitest';
import { parseStandardCode, systemOf } from './standard-code';

describe('parseStandardCode', () => {
  it('reads a GB code with its edition year', () => {
    expect(parseStandardCode('GB/T 1591-2018')).toEqual({ base: 'GB/T 1591', numberKey: '1591', year: 2018 });
    expect(parseStandardCode('GB/T 1499.2-2018')).toEqual({ base: 'GB/T 1499.2', numberKey: '1499.2', year: 2018 });
  });

  it('reads EN and ISO years after a colon and keeps the part number', () => {
    expect(parseStandardCode('EN 10025-2:2019')).toEqual({ base: 'EN 10025-2', numberKey: '10025-2', year: 2019 });
  });

  it('reads a two-digit ASTM year and a code without a year', () => {
    expect(parseStandardCode('ASTM A572/A572M-18')).toEqual({ base: 'ASTM A572/A572M', numberKey: 'a572', year: 2018 });
    expect(parseStandardCode('JIS G3101')).toEqual({ base: 'JIS G3101', numberKey: 'g3101', year: null });
  });

  it('names the system of a code', () => {
    expect(systemOf('GB/T 700-2006')).toBe('GB');
    expect(systemOf('ASTM A36')).toBe('ASTM');
    expect(systemOf('Q355B')).toBeNull();
  });
});
