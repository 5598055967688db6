import { describe, expect, it } from 'vitest';
import { idParam } from './id-param';

describe('idParam', () => {
  it('takes a positive id of up to 9 digits, the first of a repeated query', () => {
    expect(idParam('12')).toBe(12);
    expect(idParam(['7', '8'])).toBe(7);
    expect(idParam('999999999')).toBe(999999999);
  });
  it('refuses anything else', () => {
    for (const raw of [undefined, null, '', '0', '-1', '1.5', '1e3', ' 1', '0x10', '1234567890', 'abc', []]) expect(idParam(raw as never)).toBeNull();
  });
});
