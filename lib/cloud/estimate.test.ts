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
    );
    expect(r.totalFen).toBe(2 * 18000 + 2 * 24000 + 2 * 35000);
    expect(r.cycleDays).toBe(5);
    // 9, 10, 11 (make-up Saturday), 13, 14 October.
    expect(r.deliveryDate).toBe('2025-10-14');
    expect(r.lines[1].subtotalFen).toBe(48000);
    expect(r.calendarCovered).toBe(true);
  });

  it('refuses no lines, fractional quantities and totals beyond an order amount', () => {
    expect(() => estimate([], '2025-09-30')).toThrow(RangeError);
    expect(() => estimate([{ priceFen: 100, cycleDays: 1, samples: 1.5 }], '2025-09-30')).toThrow(RangeError);
    expect(() => estimate([{ priceFen: 100_000_000, cycleDays: 1, samples: 1000 }], '2025-09-30')).toThrow(RangeError);
  });
});
