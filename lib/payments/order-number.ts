/**
 * Order numbers (issue 12: readable, unique, date + sequence): the date in China (Asia/Shanghai,
 * UTC+8 all year) as YYYYMMDD followed by the day's sequence number, at least 6 digits:
 * `20261123000042` is the 42nd order of 23 November 2026. Digits only, so it reads aloud over the
 * phone and fits every provider's out_trade_no (≤ 32 of [0-9A-Za-z_-]). The sequence comes from the
 * database (order_counters, one row per day, incremented atomically); the unique constraint on
 * orders.order_no is the last guard.
 */
import { chinaDay } from '@/lib/time';

/** The order-number day of an instant: its calendar day in China (lib/time.ts) as YYYYMMDD. */
export function orderDay(at: Date): string {
  return chinaDay(at).replaceAll('-', '');
}

export function formatOrderNo(day: string, sequence: number): string {
  if (!/^\d{8}$/.test(day)) throw new RangeError(`bad day ${day}`);
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > 9_999_999_999) throw new RangeError(`bad sequence ${sequence}`);
  return `${day}${String(sequence).padStart(6, '0')}`;
}

export function parseOrderNo(orderNo: string): { day: string; sequence: number } | null {
  const m = /^(\d{8})(\d{6,10})$/.exec(orderNo);
  return m ? { day: m[1], sequence: Number(m[2]) } : null;
}
