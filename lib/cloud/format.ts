/** A day written YYYY-MM-DD as the reader writes dates (2025年10月9日 / 9 Oct 2025, with the weekday). */
export function formatDay(day: string, locale: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'zh-CN', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** Keeps only the given keys of an address's query, trimmed, empty ones dropped. */
export function pickQuery(params: Record<string, string | string[] | undefined>, keys: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of keys) {
    const v = params[key];
    const one = Array.isArray(v) ? v[0] : v;
    if (one !== undefined && one.trim() !== '') out[key] = one.trim();
  }
  return out;
}

/** An address with a query (empty values and page 1 left out). */
export function hrefWith(path: string, query: Record<string, string | number | undefined>): string {
  const sp = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '' && !(k === 'page' && Number(v) === 1)) sp.set(k, String(v));
  const s = sp.toString();
  return s ? `${path}?${s}` : path;
}
