import { addWorkingDays, CALENDAR_DATA, calendarCovers, isWorkingDay } from './working-days';
import { chinaDay } from './time';

describe('working days (chinese-days calendar)', () => {
  it('knows the 2025 National Day and Mid-Autumn holiday (1–8 October) and its make-up Saturdays', () => {
    for (const day of ['2025-10-01', '2025-10-03', '2025-10-06', '2025-10-08']) expect(isWorkingDay(day)).toBe(false);
    // Sunday 28 September and Saturday 11 October 2025 are make-up working days (调休).
    expect(isWorkingDay('2025-09-28')).toBe(true);
    expect(isWorkingDay('2025-10-11')).toBe(true);
    expect(isWorkingDay('2025-10-12')).toBe(false);
    expect(isWorkingDay('2025-10-09')).toBe(true);
  });

  it('counts across the National Day holiday', () => {
    // Tuesday 30 September + 1 working day: 1–8 October are off, Thursday 9 October is next.
    expect(addWorkingDays('2025-09-30', 1)).toBe('2025-10-09');
    // + 3: 9, 10 and the make-up Saturday 11 October.
    expect(addWorkingDays('2025-09-30', 3)).toBe('2025-10-11');
    // + 4: Sunday 12 is off again, Monday 13 October.
    expect(addWorkingDays('2025-09-30', 4)).toBe('2025-10-13');
    // Starting on Friday 26 September: Sunday 28 is a make-up working day.
    expect(addWorkingDays('2025-09-26', 1)).toBe('2025-09-28');
    expect(addWorkingDays('2025-09-26', 3)).toBe('2025-09-30');
    expect(addWorkingDays('2025-09-26', 4)).toBe('2025-10-09');
  });

  it('counts an ordinary week without a holiday, skipping the weekend', () => {
    expect(addWorkingDays('2025-11-14', 1)).toBe('2025-11-17'); // Friday → Monday
    expect(addWorkingDays('2025-11-10', 5)).toBe('2025-11-17');
    expect(addWorkingDays('2025-11-15', 0)).toBe('2025-11-15');
  });

  it('counts across the 2026 Spring Festival and its make-up Saturday 28 February', () => {
    expect(isWorkingDay('2026-02-14')).toBe(true); // Saturday, make-up day
    expect(isWorkingDay('2026-02-16')).toBe(false);
    expect(isWorkingDay('2026-02-23')).toBe(false);
    expect(isWorkingDay('2026-02-28')).toBe(true); // Saturday, make-up day
    expect(addWorkingDays('2026-02-13', 1)).toBe('2026-02-14');
    expect(addWorkingDays('2026-02-14', 1)).toBe('2026-02-24');
    expect(addWorkingDays('2026-02-27', 1)).toBe('2026-02-28');
  });

  it('takes an instant as its day in China (UTC+8)', () => {
    expect(chinaDay(new Date('2025-09-30T16:30:00Z'))).toBe('2025-10-01');
    expect(addWorkingDays(new Date('2025-09-30T16:30:00Z'), 1)).toBe('2025-10-09');
  });

  it('refuses bad input and says which years the data covers', () => {
    expect(() => addWorkingDays('2025-02-30', 1)).toThrow(RangeError);
    expect(() => addWorkingDays('2025-10-01', -1)).toThrow(RangeError);
    expect(CALENDAR_DATA.source).toBe('chinese-days');
    expect(CALENDAR_DATA.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(CALENDAR_DATA.lastYear).toBeGreaterThanOrEqual(2026);
    expect(calendarCovers('2025-10-09')).toBe(true);
    expect(calendarCovers(`${CALENDAR_DATA.lastYear + 1}-01-05`)).toBe(false);
  });
});
