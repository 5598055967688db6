/**
 * Order numbers (issue 12: readable, unique, date + sequence): the date in China (Asia/Shanghai,
 * UTC+8 all year) as YYYYMMDD followed by the day's sequence number, at least 6 digits:
 * `20261123000042` is the 42nd order of 23 November 2026. Digits only, so it reads aloud over the
 * phone and fits every provider's out_trade_no (≤ 32 of [0-9A-Za-z_-]). The sequence comes from the
 * database (order_counters, one row per day, incremented atomically); the unique constraint on
 * orders.order_no is the last guard.
 */
const CHINA_OFFSET_MS = 8 * 3600 * 1000;

/** The calendar day in China of an instant, as YYYYMMDD. */
export function chinaDay(at: Date): string {
  const d = new Date(at.getTime() + CHINA_OFFSET_MS);
  return `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
}

/** The first instant of a China calendar day given as YYYY-MM-DD (for date filters). */
export function chinaDayStart(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d) - CHINA_OFFSET_MS);
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
