import { describe, expect, it } from 'vitest';
import { DAY_MS, addDays, chinaDay, chinaDayEnd, chinaDayStart, chinaMinute, chinaMinuteOfDay, chinaRfc3339, chinaSecond, formatDateTime, formatDay, parseChinaTime } from './time';

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

describe('formatDateTime', () => {
  it('shows an ISO UTC instant in China time and the reader\'s language, never as ISO text', () => {
    const iso = '2026-11-27T08:18:00.091Z';
    const zh = formatDateTime(iso, 'zh');
    const en = formatDateTime(iso, 'en');
    expect(zh).toContain('2026年11月27日');
    expect(zh).toContain('16:18');
    expect(en).toContain('Nov 27, 2026');
    expect(en).toContain('4:18');
    for (const text of [zh, en]) expect(text).not.toMatch(/T\d\d:|Z$/);
  });

  it('takes the China day, not the UTC day, and answers a dash for nothing or nonsense', () => {
    expect(formatDay('2026-11-27T20:00:00Z', 'en')).toBe('Nov 28, 2026');
    expect(formatDateTime(null, 'zh')).toBe('—');
    expect(formatDateTime('not a date', 'en')).toBe('—');
  });
});

describe('day arithmetic', () => {
  it('adds whole days and reads the minute of the China day', () => {
    const at = new Date('2026-12-31T16:30:00Z'); // 2027-01-01 00:30 in China
    expect(addDays(at, 7).toISOString()).toBe('2027-01-07T16:30:00.000Z');
    expect(addDays(at, -1).toISOString()).toBe('2026-12-30T16:30:00.000Z');
    expect(chinaMinuteOfDay(at)).toBe(30);
    expect(chinaMinuteOfDay(new Date('2026-12-03T15:59:00Z'))).toBe(23 * 60 + 59);
    expect(DAY_MS).toBe(24 * 3600_000);
  });
});
