/** A day written YYYY-MM-DD as the reader writes dates (2025年10月9日 / 9 Oct 2025, with the weekday). */
export function formatDay(day: string, locale: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'zh-CN', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
}
