import { addWorkingDays, CALENDAR_DATA, holidayCalendar, isFixedStatutoryHoliday, isWorkingDay, lastPublishedYear, PACKAGE_CALENDAR as P, unpublishedYears, yearPublished, yearSource } from './working-days';
import { chinaDay } from './time';

describe('working days (chinese-days calendar)', () => {
  it('knows the 2025 National Day and Mid-Autumn holiday (1–8 October) and its make-up Saturdays', () => {
    for (const day of ['2025-10-01', '2025-10-03', '2025-10-06', '2025-10-08']) expect(isWorkingDay(day, P)).toBe(false);
    // Sunday 28 September and Saturday 11 October 2025 are make-up working days (调休).
    expect(isWorkingDay('2025-09-28', P)).toBe(true);
    expect(isWorkingDay('2025-10-11', P)).toBe(true);
    expect(isWorkingDay('2025-10-12', P)).toBe(false);
    expect(isWorkingDay('2025-10-09', P)).toBe(true);
  });

  it('counts across the National Day holiday', () => {
    // Tuesday 30 September + 1 working day: 1–8 October are off, Thursday 9 October is next.
    expect(addWorkingDays('2025-09-30', 1, P)).toBe('2025-10-09');
    // + 3: 9, 10 and the make-up Saturday 11 October.
    expect(addWorkingDays('2025-09-30', 3, P)).toBe('2025-10-11');
    // + 4: Sunday 12 is off again, Monday 13 October.
    expect(addWorkingDays('2025-09-30', 4, P)).toBe('2025-10-13');
    // Starting on Friday 26 September: Sunday 28 is a make-up working day.
    expect(addWorkingDays('2025-09-26', 1, P)).toBe('2025-09-28');
    expect(addWorkingDays('2025-09-26', 3, P)).toBe('2025-09-30');
    expect(addWorkingDays('2025-09-26', 4, P)).toBe('2025-10-09');
  });

  it('counts an ordinary week without a holiday, skipping the weekend', () => {
    expect(addWorkingDays('2025-11-14', 1, P)).toBe('2025-11-17'); // Friday → Monday
    expect(addWorkingDays('2025-11-10', 5, P)).toBe('2025-11-17');
    expect(addWorkingDays('2025-11-15', 0, P)).toBe('2025-11-15');
  });

  it('counts across the 2026 Spring Festival and its make-up Saturday 28 February', () => {
    expect(isWorkingDay('2026-02-14', P)).toBe(true); // Saturday, make-up day
    expect(isWorkingDay('2026-02-16', P)).toBe(false);
    expect(isWorkingDay('2026-02-23', P)).toBe(false);
    expect(isWorkingDay('2026-02-28', P)).toBe(true); // Saturday, make-up day
    expect(addWorkingDays('2026-02-13', 1, P)).toBe('2026-02-14');
    expect(addWorkingDays('2026-02-14', 1, P)).toBe('2026-02-24');
    expect(addWorkingDays('2026-02-27', 1, P)).toBe('2026-02-28');
  });

  it('takes an instant as its day in China (UTC+8)', () => {
    expect(chinaDay(new Date('2025-09-30T16:30:00Z'))).toBe('2025-10-01');
    expect(addWorkingDays(new Date('2025-09-30T16:30:00Z'), 1, P)).toBe('2025-10-09');
  });

  it('refuses bad input and says which years the data covers', () => {
    expect(() => addWorkingDays('2025-02-30', 1, P)).toThrow(RangeError);
    expect(() => addWorkingDays('2025-10-01', -1, P)).toThrow(RangeError);
    expect(CALENDAR_DATA.source).toBe('chinese-days');
    expect(CALENDAR_DATA.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(CALENDAR_DATA.lastYear).toBeGreaterThanOrEqual(2026);
    expect(yearPublished(2025, P)).toBe(true);
    expect(yearPublished(CALENDAR_DATA.lastYear + 1, P)).toBe(false);
  });
});

/** A test arrangement, clearly not the State Council's: the days are chosen to exercise the rule. */
const TEST_2027 = holidayCalendar([
  {
    year: 2027,
    days: [
      { day: '2027-02-08', kind: 'holiday' }, // a Monday off
      { day: '2027-02-09', kind: 'holiday' },
      { day: '2027-02-13', kind: 'workday' }, // a Saturday worked
    ],
  },
]);

// These tests name 2027 because the package's data ends with 2026 (checked first).
describe('working days with the portal holiday table (issue 45 item 10)', () => {
  it('starts from a package that knows no 2027', () => expect(CALENDAR_DATA.lastYear).toBe(2026));

  it('never counts New Year’s Day, Labour Day or National Day as working days, in any year and without data', () => {
    for (const day of ['2027-01-01', '2027-05-01', '2027-10-01', '2031-10-01', '2031-05-01']) {
      expect(isFixedStatutoryHoliday(day)).toBe(true);
      expect(isWorkingDay(day, P)).toBe(false);
      expect(isWorkingDay(day, TEST_2027)).toBe(false);
    }
    // 1 January 2027 is a Friday: without the rule the fallback to Monday–Friday made it a working day.
    expect(addWorkingDays('2026-12-31', 1, P)).toBe('2027-01-04');
    // National Day is three days (1–3 October); Labour Day two since 2025 (2 May 2024 was not fixed).
    expect(isFixedStatutoryHoliday('2027-10-03')).toBe(true);
    expect(isFixedStatutoryHoliday('2027-05-02')).toBe(true);
    expect(isFixedStatutoryHoliday('2024-05-02')).toBe(false);
    expect(isFixedStatutoryHoliday('2027-10-04')).toBe(false);
  });

  it('falls back to Monday–Friday in a year not yet published, and says it is not published', () => {
    expect(yearSource(2027, P)).toBe('unpublished');
    expect(isWorkingDay('2027-02-08', P)).toBe(true);
    expect(isWorkingDay('2027-02-13', P)).toBe(false);
    expect(unpublishedYears('2026-12-01', '2028-01-10', P)).toEqual([2027, 2028]);
    expect(unpublishedYears('2025-01-01', '2026-12-31', P)).toEqual([]);
    expect(lastPublishedYear(P)).toBe(CALENDAR_DATA.lastYear);
  });

  it('reads an entered year before the package: its days off, its make-up working days and the ordinary weekdays', () => {
    expect(yearSource(2027, TEST_2027)).toBe('portal');
    expect(isWorkingDay('2027-02-08', TEST_2027)).toBe(false);
    expect(isWorkingDay('2027-02-13', TEST_2027)).toBe(true);
    expect(isWorkingDay('2027-02-10', TEST_2027)).toBe(true);
    expect(isWorkingDay('2027-02-14', TEST_2027)).toBe(false);
    // Friday 5 February + 3: Monday 8 and Tuesday 9 are off, then 10, 11, 12.
    expect(addWorkingDays('2027-02-05', 3, TEST_2027)).toBe('2027-02-12');
    expect(addWorkingDays('2027-02-05', 4, TEST_2027)).toBe('2027-02-13');
    expect(unpublishedYears('2026-12-01', '2028-01-10', TEST_2027)).toEqual([2028]);
    expect(lastPublishedYear(TEST_2027)).toBe(2027);
  });

  it('lets an entered year override the package for a year the package knows', () => {
    const override = holidayCalendar([{ year: 2025, days: [{ day: '2025-11-14', kind: 'holiday' }] }]);
    expect(isWorkingDay('2025-11-14', P)).toBe(true);
    expect(isWorkingDay('2025-11-14', override)).toBe(false);
    // The package's 2025 arrangement is no longer read for that year: its make-up Sunday 28 September is a Sunday again.
    expect(isWorkingDay('2025-09-28', override)).toBe(false);
  });
});
