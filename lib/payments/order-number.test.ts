import { describe, expect, it } from 'vitest';
import { ORDER_NO_PATTERN } from './contract';
import { formatOrderNo, orderDay, parseOrderNo } from './order-number';

describe('order numbers', () => {
  it('are the China date and a six-digit daily sequence', () => {
    expect(formatOrderNo('20261123', 42)).toBe('20261123000042');
    expect(formatOrderNo('20261123', 1_234_567)).toBe('202611231234567');
  });

  it('use the calendar day in China, not UTC', () => {
    expect(orderDay(new Date('2026-11-23T15:59:59Z'))).toBe('20261123');
    expect(orderDay(new Date('2026-11-23T16:00:00Z'))).toBe('20261124');
  });

  it('match the contract pattern and parse back', () => {
    const no = formatOrderNo('20261123', 7);
    expect(ORDER_NO_PATTERN.test(no)).toBe(true);
    expect(no.length).toBeLessThanOrEqual(32);
    expect(parseOrderNo(no)).toEqual({ day: '20261123', sequence: 7 });
    expect(parseOrderNo('2026-11-23-7')).toBeNull();
  });

  it('refuse a bad day or sequence', () => {
    expect(() => formatOrderNo('2026112', 1)).toThrow(RangeError);
    expect(() => formatOrderNo('20261123', 0)).toThrow(RangeError);
  });
});
