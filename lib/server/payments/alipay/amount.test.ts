import { describe, expect, it } from 'vitest';
import { parseAlipayTime } from './amount';

describe('Alipay times', () => {
  it('reads Beijing time in Alipay\'s own format only', () => {
    expect(parseAlipayTime('2026-11-24 00:30:05')?.toISOString()).toBe('2026-11-23T16:30:05.000Z');
    expect(parseAlipayTime('2026-11-24T00:30:05')).toBeNull();
    expect(parseAlipayTime(undefined)).toBeNull();
  });
});
