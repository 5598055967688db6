import { bookingSlots, daySlotMinutes, referencePriceFen, windowDays } from './appointment-slots';

const s = { openMinute: 540, closeMinute: 1020, slotMinutes: 60, minMinutes: 60, maxMinutes: 240 };
const now = new Date('2026-09-20T00:00:00Z'); // Sunday 20 September 2026, 08:00 in China

describe('appointment slots', () => {
  it('has slots on working days only, within opening hours', () => {
    expect(daySlotMinutes('2026-09-30', s)).toEqual([540, 600, 660, 720, 780, 840, 900, 960]);
    expect(daySlotMinutes('2026-10-01', s)).toEqual([]); // National Day
    expect(daySlotMinutes('2026-10-10', s)).toHaveLength(8); // make-up working Saturday
    expect(daySlotMinutes('2026-09-27', s)).toEqual([]); // Sunday
  });

  it('shows 60 days from today', () => {
    const days = windowDays(now);
    expect([days.length, days[0], days[59]]).toEqual([60, '2026-09-20', '2026-11-18']);
  });

  it('answers the slots a demand books or why it is refused', () => {
    const ok = bookingSlots({ day: '2026-09-30', start: '09:00', durationMinutes: 120 }, s, now);
    expect(ok).toEqual({ ok: true, starts: [new Date('2026-09-30T01:00:00Z'), new Date('2026-09-30T02:00:00Z')] });
    expect(bookingSlots({ day: '2026-10-02', start: '09:00', durationMinutes: 60 }, s, now)).toEqual({ ok: false, reason: 'CloudAppointments.badDay' });
    expect(bookingSlots({ day: '2026-09-19', start: '09:00', durationMinutes: 60 }, s, now)).toEqual({ ok: false, reason: 'CloudAppointments.badDay' });
    expect(bookingSlots({ day: '2026-11-19', start: '09:00', durationMinutes: 60 }, s, now)).toEqual({ ok: false, reason: 'CloudAppointments.badDay' });
    expect(bookingSlots({ day: '2026-09-30', start: '16:00', durationMinutes: 120 }, s, now)).toEqual({ ok: false, reason: 'CloudAppointments.outsideHours' });
    expect(bookingSlots({ day: '2026-09-30', start: '09:30', durationMinutes: 60 }, s, now)).toEqual({ ok: false, reason: 'CloudAppointments.outsideHours' });
    expect(bookingSlots({ day: '2026-09-30', start: '09:00', durationMinutes: 90 }, s, now)).toEqual({ ok: false, reason: 'CloudAppointments.badDuration' });
    expect(bookingSlots({ day: '2026-09-30', start: '09:00', durationMinutes: 300 }, s, now)).toEqual({ ok: false, reason: 'CloudAppointments.badDuration' });
  });

  it('prices the reference by the hour in whole fen', () => {
    expect(referencePriceFen(30_000, 120)).toBe(60_000);
    expect(referencePriceFen(20_001, 30)).toBe(10_001);
  });
});
