/**
 * HTTP Range requests on downloads (RFC 9110 §14): one `bytes=` range is served as 206; a range
 * that starts beyond the end answers 416; anything else (several ranges, other units, bad syntax,
 * an If-Range that does not match) is ignored and the whole file is sent, as the RFC allows.
 */
export type RangeAnswer = { kind: 'full' } | { kind: 'partial'; start: number; end: number } | { kind: 'unsatisfiable' };

const ONE_RANGE = /^bytes[ \t]*=[ \t]*(\d*)[ \t]*-[ \t]*(\d*)[ \t]*$/i;

export function parseRange(header: string | null | undefined, size: number, ifRange?: string | null, etag?: string): RangeAnswer {
  if (!header) return { kind: 'full' };
  if (ifRange && ifRange !== etag) return { kind: 'full' };
  const m = ONE_RANGE.exec(header);
  if (!m || (m[1] === '' && m[2] === '') || m[1].length > 15 || m[2].length > 15) return { kind: 'full' };
  if (m[1] === '') {
    // Suffix range: the last n bytes.
    const n = Number(m[2]);
    if (n === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(m[1]);
  const last = m[2] === '' ? Infinity : Number(m[2]);
  if (last < start) return { kind: 'full' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end: Math.min(last, size - 1) };
}
