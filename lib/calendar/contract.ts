import { z } from '@/lib/zod';
import { call, intParam, noInput } from '@/lib/contract';
import { isDay, isFixedStatutoryHoliday, isWeekend, yearOf } from '@/lib/working-days';

/**
 * The official holiday arrangement the portal owns (issue 45 item 10; docs/CLOUD.md "Working days"):
 * one entry per year, filled by an administrator (permission admin:console) from the State Council's
 * notice on /my/administration/holidays, used before the `chinese-days` package's data by every
 * working-day rule (lib/working-days.ts). A year is either entered whole (its notice and all its
 * days) or not at all: while it is not, and the package does not know it either, its holidays are
 * "not yet published". Every change is recorded (`holiday_changes`: who, when, before and after).
 */

export const HOLIDAY_KINDS = ['holiday', 'workday'] as const;
export type HolidayKind = (typeof HOLIDAY_KINDS)[number];

/** The statutory holidays a notice arranges (《全国年节及纪念日放假办法》); a make-up working day belongs to one. */
export const HOLIDAY_FESTIVALS = ['newYear', 'springFestival', 'qingming', 'labourDay', 'dragonBoat', 'midAutumn', 'nationalDay'] as const;
export type HolidayFestival = (typeof HOLIDAY_FESTIVALS)[number];

/** Years an arrangement may be entered for. */
export const HOLIDAY_YEAR_MIN = 2000;
export const HOLIDAY_YEAR_MAX = 2100;
/** Days of one year's arrangement (a notice lists about 30 days off and under ten make-up days). */
export const HOLIDAY_DAYS_MAX = 80;
export const NOTICE_NUMBER_MAX = 60;
export const SOURCE_URL_MAX = 500;

const E = 'Calendar.errors';

const yearField = intParam(HOLIDAY_YEAR_MIN, HOLIDAY_YEAR_MAX, `${E}.badYear`);
const dayField = (message: string) => z.string({ error: message }).refine((d) => isDay(d), message);

export const holidayDaySchema = z.object({
  day: dayField(`${E}.badDay`),
  kind: z.enum(HOLIDAY_KINDS, { error: `${E}.unknownKind` }),
  festival: z.enum(HOLIDAY_FESTIVALS, { error: `${E}.unknownFestival` }),
});
export type HolidayDayInput = z.input<typeof holidayDaySchema>;

/**
 * One year's arrangement as the notice gives it. Besides each field's own check: every day lies in
 * the year, no day twice, a make-up working day falls on a Saturday or Sunday and never on a
 * fixed-date statutory holiday, and at least one day is a holiday.
 */
export const saveHolidayYearSchema = z
  .object({
    year: yearField,
    /** The notice's document number as published (国办发明电〔…〕…号); optional. */
    noticeNumber: z.string({ error: `${E}.noticeNumberTooLong` }).trim().max(NOTICE_NUMBER_MAX, `${E}.noticeNumberTooLong`).optional().default(''),
    /** The day the notice was published. */
    publishedOn: dayField(`${E}.badPublishedOn`),
    /** Where the notice can be read (www.gov.cn); optional. */
    sourceUrl: z
      .string({ error: `${E}.badSourceUrl` })
      .trim()
      .max(SOURCE_URL_MAX, `${E}.badSourceUrl`)
      .regex(/^(https?:\/\/[^\s<>"]+)?$/i, `${E}.badSourceUrl`)
      .optional()
      .default(''),
    days: z.array(holidayDaySchema, { error: `${E}.noDays` }).min(1, `${E}.noDays`).max(HOLIDAY_DAYS_MAX, `${E}.tooManyDays`),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.days.forEach((d, i) => {
      const path = ['days', i, 'day'];
      if (yearOf(d.day) !== v.year) ctx.addIssue({ code: 'custom', path, message: `${E}.dayOutsideYear` });
      else if (seen.has(d.day)) ctx.addIssue({ code: 'custom', path, message: `${E}.duplicateDay` });
      else if (d.kind === 'workday' && isFixedStatutoryHoliday(d.day)) ctx.addIssue({ code: 'custom', path, message: `${E}.workdayOnStatutoryHoliday` });
      else if (d.kind === 'workday' && !isWeekend(d.day)) ctx.addIssue({ code: 'custom', path, message: `${E}.workdayOnWeekday` });
      seen.add(d.day);
    });
    if (!v.days.some((d) => d.kind === 'holiday')) ctx.addIssue({ code: 'custom', path: ['days'], message: `${E}.noHolidays` });
  });
export type SaveHolidayYearInput = z.input<typeof saveHolidayYearSchema>;

export const holidayYearSchema = z.object({ year: yearField });

export interface HolidayDayRow {
  day: string;
  kind: HolidayKind;
  festival: HolidayFestival;
}

/** One entry of the audit trail of a year: who changed it, when, and how many days it then had. */
export interface HolidayChange {
  action: 'create' | 'update' | 'delete';
  at: string;
  by: string | null;
  holidays: number;
  workdays: number;
}

export interface HolidayYearRow {
  year: number;
  noticeNumber: string;
  publishedOn: string;
  sourceUrl: string;
  days: HolidayDayRow[];
  updatedAt: string;
  updatedBy: string | null;
  history: HolidayChange[];
}

/** holiday/list: the entered years (newest first), the package's coverage and which years around today are not yet published. */
export interface HolidayOverview {
  years: HolidayYearRow[];
  package: { source: string; version: string; firstYear: number; lastYear: number };
  /** This year and the next two whose holidays neither the table nor the package knows. */
  unpublishedYears: number[];
}

export const calendarCalls = {
  list: call('GET', 'holiday/list', noInput).returns<HolidayOverview>(),
  create: call('POST', 'holiday/create', saveHolidayYearSchema).returns<HolidayYearRow>(),
  update: call('POST', 'holiday/update', saveHolidayYearSchema).returns<HolidayYearRow>(),
  delete: call('POST', 'holiday/delete', holidayYearSchema).returns<{ year: number }>(),
};
