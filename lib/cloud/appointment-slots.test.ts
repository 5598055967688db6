import { holidayCalendar, PACKAGE_CALENDAR } from '@/lib/working-days';
import { bookingSlots, daySlotMinutes, referencePriceFen, windowDays } from './appointment-slots';

const s = { openMinute: 540, closeMinute: 1020, slotMinutes: 60, minMinutes: 60, maxMinutes: 240 };
const now = new Date('2026-09-20T00:00:00Z'); // Sunday 20 September 2026, 08:00 in China

describe('appointment slots', () => {
  it('has slots on working days only, within opening hours', () => {
    expect(daySlotMinutes('2026-09-30', s, PACKAGE_CALENDAR)).toEqual([540, 600, 660, 720, 780, 840, 900, 960]);
    expect(daySlotMinutes('2026-10-01', s, PACKAGE_CALENDAR)).toEqual([]); // National Day
    expect(daySlotMinutes('2026-10-10', s, PACKAGE_CALENDAR)).toHaveLength(8); // make-up working Saturday
    expect(daySlotMinutes('2026-09-27', s, PACKAGE_CALENDAR)).toEqual([]); // Sunday
  });

  it('shows 60 days from today', () => {
    const days = windowDays(now);
    expect([days.length, days[0], days[59]]).toEqual([60, '2026-09-20', '2026-11-18']);
  });

  it('answers the slots a demand books or why it is refused', () => {
    const ok = bookingSlots({ day: '2026-09-30', start: '09:00', durationMinutes: 120 }, s, now, PACKAGE_CALENDAR);
    expect(ok).toEqual({ ok: true, starts: [new Date('2026-09-30T01:00:00Z'), new Date('2026-09-30T02:00:00Z')] });
    expect(bookingSlots({ day: '2026-10-02', start: '09:00', durationMinutes: 60 }, s, now, PACKAGE_CALENDAR)).toEqual({ ok: false, reason: 'CloudAppointments.badDay' });
    expect(bookingSlots({ day: '2026-09-19', start: '09:00', durationMinutes: 60 }, s, now, PACKAGE_CALENDAR)).toEqual({ ok: false, reason: 'CloudAppointments.badDay' });
    expect(bookingSlots({ day: '2026-11-19', start: '09:00', durationMinutes: 60 }, s, now, PACKAGE_CALENDAR)).toEqual({ ok: false, reason: 'CloudAppointments.badDay' });
    expect(bookingSlots({ day: '2026-09-30', start: '16:00', durationMinutes: 120 }, s, now, PACKAGE_CALENDAR)).toEqual({ ok: false, reason: 'CloudAppointments.outsideHours' });
    expect(bookingSlots({ day: '2026-09-30', start: '09:30', durationMinutes: 60 }, s, now, PACKAGE_CALENDAR)).toEqual({ ok: false, reason: 'CloudAppointments.outsideHours' });
    expect(bookingSlots({ day: '2026-09-30', start: '09:00', durationMinutes: 90 }, s, now, PACKAGE_CALENDAR)).toEqual({ ok: false, reason: 'CloudAppointments.badDuration' });
    expect(bookingSlots({ day: '2026-09-30', start: '09:00', durationMinutes: 300 }, s, now, PACKAGE_CALENDAR)).toEqual({ ok: false, reason: 'CloudAppointments.badDuration' });
  });

  it('offers no day of a year whose holidays are not yet published, until its arrangement is entered', () => {
    const december = new Date('2026-12-20T00:00:00Z'); // Sunday 20 December 2026, 08:00 in China
    // Monday 4 January 2027 is a weekday, but 2027's holidays are not published: no slot, a refusal that says why.
    expect(daySlotMinutes('2027-01-04', s, PACKAGE_CALENDAR)).toEqual([]);
    expect(bookingSlots({ day: '2027-01-04', start: '09:00', durationMinutes: 60 }, s, december, PACKAGE_CALENDAR)).toEqual({ ok: false, reason: 'CloudAppointments.holidaysNotPublished', year: 2027 });
    expect(daySlotMinutes('2026-12-31', s, PACKAGE_CALENDAR)).toHaveLength(8);
    // A test arrangement (not the State Council's) makes 2027 published: 4 January is bookable, 1 January never.
    const entered = holidayCalendar([{ year: 2027, days: [{ day: '2027-02-10', kind: 'holiday' }] }]);
    expect(daySlotMinutes('2027-01-04', s, entered)).toHaveLength(8);
    expect(daySlotMinutes('2027-01-01', s, entered)).toEqual([]);
    expect(bookingSlots({ day: '2027-01-01', start: '09:00', durationMinutes: 60 }, s, december, entered)).toEqual({ ok: false, reason: 'CloudAppointments.badDay' });
    expect(bookingSlots({ day: '2027-01-04', start: '09:00', durationMinutes: 60 }, s, december, entered)).toMatchObject({ ok: true });
  });

  it('prices the reference by the hour in whole fen', () => {
    expect(referencePriceFen(30_000, 120)).toBe(60_000);
    expect(referencePriceFen(20_001, 30)).toBe(10_001);
  });
});
