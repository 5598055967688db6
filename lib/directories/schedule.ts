import { isDay, isWorkingDay, type HolidayCalendar } from '@/lib/working-days';

/** Longest course the count walks (a year and a bit); a longer span is counted up to here. */
const MAX_SPAN_DAYS = 400;

/**
 * The working days of a course from its first to its last day, both counted (China calendar: weekdays minus the
 * official holidays plus the make-up working days, lib/working-days.ts). Conventions: durations are in weekdays.
 */
export function courseWorkingDays(startDate: string, endDate: string, calendar: HolidayCalendar): number {
  if (!isDay(startDate) || !isDay(endDate) || endDate < startDate) return 0;
  let n = 0;
  let day = startDate;
  for (let i = 0; i < MAX_SPAN_DAYS && day <= endDate; i++) {
    if (isWorkingDay(day, calendar)) n += 1;
    const [y, m, d] = day.split('-').map(Number);
    day = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
  }
  return n;
}
