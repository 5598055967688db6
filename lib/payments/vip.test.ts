import { describe, expect, it } from 'vitest';
import { addMonths, renewedUntil, vipState } from './vip';

const at = (iso: string) => new Date(iso);

describe('VIP deadlines', () => {
  it('adds calendar months, clamping the day', () => {
    expect(addMonths(at('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonths(at('2028-02-29T00:00:00Z'), 12).toISOString()).toBe('2029-02-28T00:00:00.000Z');
    expect(addMonths(at('2026-11-23T00:00:00Z'), 3).toISOString()).toBe('2027-02-23T00:00:00.000Z');
  });

  it('extends a renewal from the current deadline while it is in the future', () => {
    const now = at('2026-11-23T00:00:00Z');
    expect(renewedUntil(at('2026-12-10T00:00:00Z'), now, 12).toISOString()).toBe('2027-12-10T00:00:00.000Z');
  });

  it('starts from now when the membership expired or never existed', () => {
    const now = at('2026-11-23T00:00:00Z');
    expect(renewedUntil(at('2026-01-01T00:00:00Z'), now, 1).toISOString()).toBe('2026-12-23T00:00:00.000Z');
    expect(renewedUntil(null, now, 1).toISOString()).toBe('2026-12-23T00:00:00.000Z');
  });

  it('is active before the deadline and expired from it on', () => {
    const deadline = at('2026-11-23T00:00:00Z');
    expect(vipState(deadline, at('2026-11-22T23:59:59Z'))).toBe('active');
    expect(vipState(deadline, deadline)).toBe('expired');
    expect(vipState(null, deadline)).toBe('none');
  });
});
