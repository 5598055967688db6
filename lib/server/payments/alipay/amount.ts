/**
 * Alipay writes amounts as yuan strings with at most two decimals ("12.34"); the portal keeps
 * integer fen. These two conversions are exact (no floating point) and refuse anything else.
 */
export function fenToYuan(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen < 0) throw new RangeError('amount in fen must be a non-negative integer');
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

/** null unless the text is a plain non-negative yuan amount with at most two decimals. */
export function yuanToFen(text: string | undefined): number | null {
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text ?? '');
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Alipay's `yyyy-MM-dd HH:mm:ss`, Beijing time (UTC+8, no daylight saving). */
export function alipayTime(date: Date): string {
  return new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** Reads Alipay's `yyyy-MM-dd HH:mm:ss` (Beijing time); null when malformed. */
export function parseAlipayTime(text: string | undefined): Date | null {
  if (!text || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)) return null;
  const date = new Date(`${text.replace(' ', 'T')}+08:00`);
  return Number.isNaN(date.getTime()) ? null : date;
}
