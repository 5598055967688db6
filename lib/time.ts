/**
 * China time (Asia/Shanghai, UTC+8 all year, no daylight saving): the one place that turns an
 * instant into a China calendar day or wall-clock text and back (issue 28 §2). Order numbers,
 * working days, customer service's deadlines, contract dates, the spreadsheets and the payment
 * providers' time fields all read it. Screens show an instant with `formatDateTime` (issue 29 item 6):
 * in the reader's language and China time, never ISO UTC.
 */
export const CHINA_OFFSET_MS = 8 * 3600_000;

/** One calendar day in milliseconds (China has no daylight saving: every day is this long). */
export const DAY_MS = 86_400_000;

/** The instant `days` whole days after (or, negative, before) `at`. */
export const addDays = (at: Date, days: number): Date => new Date(at.getTime() + days * DAY_MS);

/** The minute of the China day of an instant, 0–1439. */
export const chinaMinuteOfDay = (at: Date): number => Math.round(((at.getTime() + CHINA_OFFSET_MS) % DAY_MS) / 60_000);

/** The one time zone dates are shown in, on the server and in the browser (next-intl's `timeZone` too). */
export const TIME_ZONE = 'Asia/Shanghai';

/** The instant shifted so that its UTC fields read as China wall-clock time. */
const shifted = (at: Date | string) => new Date((typeof at === 'string' ? Date.parse(at) : at.getTime()) + CHINA_OFFSET_MS);

/** The calendar day in China of an instant, YYYY-MM-DD. */
export function chinaDay(at: Date): string {
  return shifted(at).toISOString().slice(0, 10);
}

/** The first instant (00:00 China time) of a China calendar day given as YYYY-MM-DD. */
export function chinaDayStart(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d) - CHINA_OFFSET_MS);
}

/** The instant a China calendar day ends (24:00 China = 16:00 UTC), i.e. the start of the next day. */
export function chinaDayEnd(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1) - CHINA_OFFSET_MS);
}

/** China wall-clock time to the minute, "2026-11-23 14:05" (spreadsheets); an ISO text is read first. */
export function chinaMinute(at: Date | string): string {
  return shifted(at).toISOString().slice(0, 16).replace('T', ' ');
}

/** China wall-clock time to the second, "2026-11-23 14:05:09" (Alipay's `yyyy-MM-dd HH:mm:ss`). */
export function chinaSecond(at: Date): string {
  return shifted(at).toISOString().slice(0, 19).replace('T', ' ');
}

/** RFC 3339 with the China offset, "2026-11-23T14:05:09+08:00" (WeChat Pay's time_expire and success_time). */
export function chinaRfc3339(at: Date): string {
  return `${shifted(at).toISOString().slice(0, 19)}+08:00`;
}

/** Reads China wall-clock text ("2026-11-23 14:05:09", "2026-11-23T14:05:09") as an instant (Invalid Date when malformed). */
export function parseChinaTime(text: string): Date {
  return new Date(`${text.replace(' ', 'T')}+08:00`);
}

export type DateTimePrecision = 'day' | 'minute' | 'second';

const DISPLAY: Record<DateTimePrecision, Intl.DateTimeFormatOptions> = {
  day: { dateStyle: 'medium', timeZone: TIME_ZONE },
  minute: { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE },
  second: { dateStyle: 'medium', timeStyle: 'medium', timeZone: TIME_ZONE },
};

/**
 * An instant for the reader (issue 29 item 6): in the page's language and China time, never ISO UTC.
 * "2026年11月27日 16:18" / "Nov 27, 2026, 4:18 PM"; '—' for a missing or unreadable value. Screens with
 * next-intl's `useFormatter` may use it too (its time zone is this one); this one also works in
 * plain functions, server code and data that arrives as ISO text.
 */
export function formatDateTime(at: Date | string | null | undefined, locale: string, precision: DateTimePrecision = 'minute'): string {
  if (at === null || at === undefined || at === '') return '—';
  const date = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(locale === 'en' ? 'en' : 'zh-CN', DISPLAY[precision]).format(date);
}

/** The China calendar day of an ISO instant for the reader, without the time: `formatDateTime(at, locale, 'day')`. */
export function formatDay(at: Date | string | null | undefined, locale: string): string {
  return formatDateTime(at, locale, 'day');
}
