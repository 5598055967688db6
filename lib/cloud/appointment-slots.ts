import { chinaDay, chinaDayStart } from '@/lib/time';
import { isDay, isWorkingDay, yearOf, yearPublished, type HolidayCalendar } from '@/lib/working-days';

/**
 * The appointment calendar's rules (issue 35 behaviour 1): an instrument is booked in slots of its
 * slot length, on Chinese working days only (holidays and make-up working days of lib/working-days.ts),
 * within its opening hours (China time), from now on and at most 60 days ahead. A day of a year whose
 * official holidays are not yet published (issue 45 item 10: neither the portal's holiday table nor
 * the calendar package knows them) is not offered: it may be a holiday nobody has entered yet.
 * Pure: the server checks every demand with it, with the holiday calendar it loaded, and the
 * calendar is drawn from the same answers.
 */

/** How many days ahead the calendar shows and a demand may book (today counts as the first). */
export const BOOKING_WINDOW_DAYS = 60;

/** An instrument's booking settings as the rules read them (minutes after 00:00 China time). */
export interface SlotSettings {
  openMinute: number;
  closeMinute: number;
  slotMinutes: number;
  minMinutes: number;
  maxMinutes: number;
}

/** 540 → "09:00". */
export function hhmm(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

/** "09:00" → 540; null for anything else. */
export function minuteOf(text: string): number | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** The days of the calendar: today (China) and the 59 after it. */
export function windowDays(now: Date, n = BOOKING_WINDOW_DAYS): string[] {
  const today = chinaDay(now);
  return Array.from({ length: n }, (_, i) => addDays(today, i));
}

/** Whether a day lies in the booking window of `now`. */
export function inWindow(day: string, now: Date): boolean {
  if (!isDay(day)) return false;
  const today = chinaDay(now);
  return day >= today && day <= addDays(today, BOOKING_WINDOW_DAYS - 1);
}

/** The instant a slot of a day starts. */
export function slotInstant(day: string, minute: number): Date {
  return new Date(chinaDayStart(day).getTime() + minute * 60_000);
}

/** Whether a day can be booked at all by the calendar: a working day of a year whose holidays are published. */
export function bookableDay(day: string, calendar: HolidayCalendar): boolean {
  return isDay(day) && yearPublished(yearOf(day), calendar) && isWorkingDay(day, calendar);
}

/**
 * The slot starts of a day (minutes), whether or not booked: none on a day that is not a working
 * day or whose year's holidays are not published; only slots that fit entirely within the opening hours.
 */
export function daySlotMinutes(day: string, s: Pick<SlotSettings, 'openMinute' | 'closeMinute' | 'slotMinutes'>, calendar: HolidayCalendar): number[] {
  if (!bookableDay(day, calendar)) return [];
  const out: number[] = [];
  for (let m = s.openMinute; m + s.slotMinutes <= s.closeMinute; m += s.slotMinutes) out.push(m);
  return out;
}

/** Whether a slot can still be booked at `now` (it has not started). */
export function slotOpen(day: string, minute: number, now: Date): boolean {
  return slotInstant(day, minute).getTime() > now.getTime();
}

export type BookingRefusal = 'CloudAppointments.badDay' | 'CloudAppointments.holidaysNotPublished' | 'CloudAppointments.outsideHours' | 'CloudAppointments.badDuration';

/**
 * Checks a demand's day, start and duration against the settings and answers the instants of the
 * slots it books, or the refusal (spec section 5: "choose a correct experiment duration").
 * Whether those slots are free is the database's answer (the unique index of `equipment_slots`).
 */
export function bookingSlots(
  input: { day: string; start: string; durationMinutes: number },
  s: SlotSettings,
  now: Date,
  calendar: HolidayCalendar,
): { ok: true; starts: Date[] } | { ok: false; reason: BookingRefusal; year?: number } {
  if (!inWindow(input.day, now)) return { ok: false, reason: 'CloudAppointments.badDay' };
  if (!yearPublished(yearOf(input.day), calendar)) return { ok: false, reason: 'CloudAppointments.holidaysNotPublished', year: yearOf(input.day) };
  if (!isWorkingDay(input.day, calendar)) return { ok: false, reason: 'CloudAppointments.badDay' };
  const d = input.durationMinutes;
  if (!Number.isInteger(d) || d < s.minMinutes || d > s.maxMinutes || d % s.slotMinutes !== 0) return { ok: false, reason: 'CloudAppointments.badDuration' };
  const start = minuteOf(input.start);
  if (start === null || start < s.openMinute || start + d > s.closeMinute || (start - s.openMinute) % s.slotMinutes !== 0) return { ok: false, reason: 'CloudAppointments.outsideHours' };
  if (!slotOpen(input.day, start, now)) return { ok: false, reason: 'CloudAppointments.badDay' };
  const starts: Date[] = [];
  for (let m = start; m < start + d; m += s.slotMinutes) starts.push(slotInstant(input.day, m));
  return { ok: true, starts };
}

/** The reference price of a demand: hourly price × hours, rounded to whole fen (the laboratory's response is binding). */
export function referencePriceFen(hourlyPriceFen: number, durationMinutes: number): number {
  return Math.round((hourlyPriceFen * durationMinutes) / 60);
}
