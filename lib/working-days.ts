import calendarPackage from 'chinese-days/package.json';
import calendarData from 'chinese-days/dist/chinese-days.json';
import { chinaDay } from '@/lib/time';

/**
 * Working days in China (spec sections 1 and 9: "durations are counted in weekdays"; issue 15 item 3):
 * Monday to Friday, minus the official holidays, plus the make-up working days (调休) the State
 * Council announces for weekends. The calendar comes from the `chinese-days` package (kept up to
 * date by its maintainers from the official notices), never from a list of our own. Its data file
 * is read directly, with the package's own `isWorkday` rule (a make-up working day, or a weekday that
 * is not a holiday): the package's ES build is declared CommonJS, which Next's bundler refuses.
 *
 * Days are calendar days in China (Asia/Shanghai, UTC+8 all year, no daylight saving), written
 * YYYY-MM-DD.
 */

const years = Object.keys(calendarData.holidays)
  .concat(Object.keys(calendarData.workdays))
  .map((d) => Number(d.slice(0, 4)));

/** The calendar's data: package, version and the last year it knows the official holidays of. */
export const CALENDAR_DATA = {
  source: 'chinese-days',
  version: calendarPackage.version as string,
  firstYear: Math.min(...years),
  lastYear: Math.max(...years),
} as const;

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a YYYY-MM-DD text names a real calendar day. */
export function isDay(day: string): boolean {
  const m = DAY_RE.exec(day);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === day;
}

function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** Whether a China calendar day is a working day (weekday not on holiday, or a make-up working day). */
export function isWorkingDay(day: string): boolean {
  if (!isDay(day)) throw new RangeError(`bad day ${day}`);
  if (Object.hasOwn(calendarData.workdays, day)) return true;
  const [y, m, d] = day.split('-').map(Number);
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return weekday >= 1 && weekday <= 5 && !Object.hasOwn(calendarData.holidays, day);
}

/**
 * The day `n` working days after `start` (a YYYY-MM-DD China day, or an instant taken as its China
 * day). The start day itself is not counted, whether or not it is a working day: work handed in on
 * a Friday with a cycle of 1 is due on the next working day. `n = 0` answers the start day.
 */
export function addWorkingDays(start: string | Date, n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > 3650) throw new RangeError(`bad working-day count ${n}`);
  let day = typeof start === 'string' ? start : chinaDay(start);
  if (!isDay(day)) throw new RangeError(`bad day ${day}`);
  for (let left = n; left > 0; ) {
    day = nextDay(day);
    if (isWorkingDay(day)) left -= 1;
  }
  return day;
}

/** Whether the calendar data covers a day's year (after its last year, only weekends are known). */
export function calendarCovers(day: string): boolean {
  const year = Number(day.slice(0, 4));
  return year >= CALENDAR_DATA.firstYear && year <= CALENDAR_DATA.lastYear;
}
