import { describe, expect, it } from 'vitest';
import { chinaDay, chinaDayEnd, chinaDayStart, chinaMinute, chinaRfc3339, chinaSecond, parseChinaTime } from './time';

describe('China time', () => {
  it('takes an instant as its calendar day in China, not UTC', () => {
    expect(chinaDay(new Date('2026-11-23T15:59:59Z'))).toBe('2026-11-23');
    expect(chinaDay(new Date('2026-11-23T16:00:00Z'))).toBe('2026-11-24');
  });

  it('starts and ends a China day at 16:00 UTC', () => {
    expect(chinaDayStart('2026-11-24').toISOString()).toBe('2026-11-23T16:00:00.000Z');
    expect(chinaDayEnd('2026-11-24').toISOString()).toBe('2026-11-24T16:00:00.000Z');
    expect(chinaDayEnd('2026-12-31').toISOString()).toBe('2026-12-31T16:00:00.000Z');
  });

  it('writes wall-clock text to the minute, the second and as RFC 3339', () => {
    const at = new Date('2026-11-23T16:30:05Z');
    expect(chinaMinute(at)).toBe('2026-11-24 00:30');
    expect(chinaMinute('2026-11-23T16:30:05.000Z')).toBe('2026-11-24 00:30');
    expect(chinaSecond(at)).toBe('2026-11-24 00:30:05');
    expect(chinaRfc3339(at)).toBe('2026-11-24T00:30:05+08:00');
  });

  it('reads wall-clock text back', () => {
    expect(parseChinaTime('2026-11-24 00:30:05').toISOString()).toBe('2026-11-23T16:30:05.000Z');
    expect(parseChinaTime('2026-11-24T00:30:05').toISOString()).toBe('2026-11-23T16:30:05.000Z');
    expect(Number.isNaN(parseChinaTime('yesterday').getTime())).toBe(true);
  });
});
