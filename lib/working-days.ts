import calendarPackage from 'chinese-days/package.json';
import calendarData from 'chinese-days/dist/chinese-days.json';
import { chinaDay } from '@/lib/time';

/**
 * Working days in China (spec sections 1 and 9: "durations are counted in weekdays"; issue 15 item 3;
 * issue 45 item 10): Monday to Friday, minus the official holidays, plus the make-up working days
 * (调休) the State Council announces for weekends.
 *
 * Where a year's arrangement comes from, in order:
 * 1. the portal's holiday table (`holiday_years`, `holiday_days`), which an administrator fills from
 *    the State Council's notice on /my/administration/holidays: loaded on the server and handed to
 *    these functions as a `HolidayCalendar`;
 * 2. the `chinese-days` package (kept up to date by its maintainers from the official notices). Its
 *    data file is read directly, with the package's own `isWorkday` rule (a make-up working day, or a
 *    weekday that is not a holiday): the package's ES build is declared CommonJS, which Next's
 *    bundler refuses;
 * 3. neither: the year's holidays are *not yet published*. Only Monday to Friday minus the
 *    fixed-date statutory holidays are known; the booking calendar offers none of its days and the
 *    estimates say so (`unpublishedYears`).
 *
 * The fixed-date statutory holidays are never working days, in any year and whatever the data says.
 *
 * Days are calendar days in China (Asia/Shanghai, UTC+8 all year, no daylight saving), written
 * YYYY-MM-DD. Pure: no database; the server loads the table (lib/server/calendar).
 */

const packageYears = Object.keys(calendarData.holidays)
  .concat(Object.keys(calendarData.workdays))
  .map((d) => Number(d.slice(0, 4)));

/** The package's data: name, version and the years it knows the official holidays of. */
export const CALENDAR_DATA = {
  source: 'chinese-days',
  version: calendarPackage.version as string,
  firstYear: Math.min(...packageYears),
  lastYear: Math.max(...packageYears),
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

/** The year of a YYYY-MM-DD day. */
export const yearOf = (day: string): number => Number(day.slice(0, 4));

/** 0 (Sunday) to 6 (Saturday). */
export function weekdayOf(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

export const isWeekend = (day: string): boolean => [0, 6].includes(weekdayOf(day));

/**
 * The statutory holidays fixed to a calendar date by the State Council's 《全国年节及纪念日放假办法》:
 * New Year's Day (1 January), Labour Day (1 May; also 2 May since the revision in force from
 * 2025) and National Day (1–3 October). The revision is 国务院关于修改《全国年节及纪念日放假办法》的决定
 * (published 12 November 2024, in force 1 January 2025: "劳动节，放假2天（5月1日、2日）", Spring Festival 4 days from
 * New Year's Eve; National Day unchanged at 3 days), read in a repost of the State Council's text
 * (https://wxredian.com/art?id=901f61a637796b34d0007e2d5ca2d25c). The lunar-calendar holidays (Spring Festival, Qingming,
 * Dragon Boat, Mid-Autumn) and the bridging days move every year: only a notice gives them.
 */
export function isFixedStatutoryHoliday(day: string): boolean {
  const md = day.slice(5);
  if (md === '01-01' || md === '05-01' || md === '10-01' || md === '10-02' || md === '10-03') return true;
  return md === '05-02' && yearOf(day) >= 2025;
}

/** One day of a year's arrangement as the State Council's notice gives it. */
export interface ArrangedDay {
  day: string;
  /** `holiday`: a day off; `workday`: a make-up working day (调休) on a Saturday or Sunday. */
  kind: 'holiday' | 'workday';
}

/** The official arrangements the portal's table holds, by year (only years whose notice was entered). */
export interface HolidayCalendar {
  readonly years: ReadonlyMap<number, { holidays: ReadonlySet<string>; workdays: ReadonlySet<string> }>;
}

/** A calendar from the table's years (a year entered with its days; a year without rows is not entered). */
export function holidayCalendar(entered: readonly { year: number; days: readonly ArrangedDay[] }[]): HolidayCalendar {
  const years = new Map<number, { holidays: Set<string>; workdays: Set<string> }>();
  for (const y of entered) {
    const sets = { holidays: new Set<string>(), workdays: new Set<string>() };
    for (const d of y.days) (d.kind === 'workday' ? sets.workdays : sets.holidays).add(d.day);
    years.set(y.year, sets);
  }
  return { years };
}

/** The package's data alone (no year entered in the portal's table): unit tests of pure rules, and nothing else. */
export const PACKAGE_CALENDAR: HolidayCalendar = holidayCalendar([]);

/** Where a year's holidays come from: the portal's table, the package, or nowhere yet. */
export function yearSource(year: number, calendar: HolidayCalendar): 'portal' | 'package' | 'unpublished' {
  if (calendar.years.has(year)) return 'portal';
  return year >= CALENDAR_DATA.firstYear && year <= CALENDAR_DATA.lastYear ? 'package' : 'unpublished';
}

/** Whether the official holidays of a year are known (entered in the table, or in the package's data). */
export const yearPublished = (year: number, calendar: HolidayCalendar): boolean => yearSource(year, calendar) !== 'unpublished';

/** The years from `from` to `to` (YYYY-MM-DD days, both included) whose holidays are not yet published. */
export function unpublishedYears(from: string, to: string, calendar: HolidayCalendar): number[] {
  const out: number[] = [];
  for (let y = yearOf(from); y <= yearOf(to); y++) if (!yearPublished(y, calendar)) out.push(y);
  return out;
}

/** The last year of the unbroken run of published years that starts with the package's last year (the "calendar through" notes). */
export function lastPublishedYear(calendar: HolidayCalendar): number {
  let y = CALENDAR_DATA.lastYear;
  while (yearPublished(y + 1, calendar)) y += 1;
  return y;
}

/**
 * Whether a China calendar day is a working day: a make-up working day, or a weekday that is not a
 * holiday, by the year's arrangement (the portal's table before the package). A fixed-date
 * statutory holiday never is. In a year not yet published, Monday to Friday minus those.
 */
export function isWorkingDay(day: string, calendar: HolidayCalendar): boolean {
  if (!isDay(day)) throw new RangeError(`bad day ${day}`);
  if (isFixedStatutoryHoliday(day)) return false;
  const entered = calendar.years.get(yearOf(day));
  const weekday = !isWeekend(day);
  if (entered) return entered.workdays.has(day) || (weekday && !entered.holidays.has(day));
  if (Object.hasOwn(calendarData.workdays, day)) return true;
  return weekday && !Object.hasOwn(calendarData.holidays, day);
}

/**
 * The day `n` working days after `start` (a YYYY-MM-DD China day, or an instant taken as its China
 * day). The start day itself is not counted, whether or not it is a working day: work handed in on
 * a Friday with a cycle of 1 is due on the next working day. `n = 0` answers the start day.
 */
export function addWorkingDays(start: string | Date, n: number, calendar: HolidayCalendar): string {
  if (!Number.isInteger(n) || n < 0 || n > 3650) throw new RangeError(`bad working-day count ${n}`);
  let day = typeof start === 'string' ? start : chinaDay(start);
  if (!isDay(day)) throw new RangeError(`bad day ${day}`);
  for (let left = n; left > 0; ) {
    day = nextDay(day);
    if (isWorkingDay(day, calendar)) left -= 1;
  }
  return day;
}
