import { holidayCalendar, PACKAGE_CALENDAR } from '@/lib/working-days';
import { estimate } from './estimate';

describe('estimate', () => {
  it('adds the lines in fen and takes the longest cycle (items run in parallel)', () => {
    const r = estimate(
      [
        { priceFen: 18000, cycleDays: 3, samples: 2 },
        { priceFen: 24000, cycleDays: 5, samples: 2 },
        { priceFen: 35000, cycleDays: 4, samples: 2 },
      ],
      '2025-09-30',
      PACKAGE_CALENDAR,
    );
    expect(r.totalFen).toBe(2 * 18000 + 2 * 24000 + 2 * 35000);
    expect(r.cycleDays).toBe(5);
    // 9, 10, 11 (make-up Saturday), 13, 14 October.
    expect(r.deliveryDate).toBe('2025-10-14');
    expect(r.lines[1].subtotalFen).toBe(48000);
    expect(r.calendarCovered).toBe(true);
    expect(r.unpublishedYears).toEqual([]);
  });

  it('names a year whose holidays are not yet published, and counts it once its arrangement is entered', () => {
    const lines = [{ priceFen: 100, cycleDays: 2, samples: 1 }];
    // Thursday 31 December 2026 + 2: 1 January is a statutory holiday, so Monday 4 and Tuesday 5 January 2027 (weekends only skipped).
    const before = estimate(lines, '2026-12-31', PACKAGE_CALENDAR);
    expect(before).toMatchObject({ deliveryDate: '2027-01-05', calendarCovered: false, unpublishedYears: [2027] });
    // A test arrangement (not the State Council's): 4 January off, Saturday 9 January a make-up working day.
    const entered = holidayCalendar([{ year: 2027, days: [{ day: '2027-01-04', kind: 'holiday' }, { day: '2027-01-09', kind: 'workday' }] }]);
    expect(estimate(lines, '2026-12-31', entered)).toMatchObject({ deliveryDate: '2027-01-06', calendarCovered: true, unpublishedYears: [] });
  });

  it('refuses no lines, fractional quantities and totals beyond an order amount', () => {
    expect(() => estimate([], '2025-09-30', PACKAGE_CALENDAR)).toThrow(RangeError);
    expect(() => estimate([{ priceFen: 100, cycleDays: 1, samples: 1.5 }], '2025-09-30', PACKAGE_CALENDAR)).toThrow(RangeError);
    expect(() => estimate([{ priceFen: 100_000_000, cycleDays: 1, samples: 1000 }], '2025-09-30', PACKAGE_CALENDAR)).toThrow(RangeError);
  });
});
