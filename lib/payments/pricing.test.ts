import { describe, expect, it } from 'vitest';
import { discounted, orderAmount, vipPlanPrice } from './pricing';

describe('VIP plan prices', () => {
  it('gives every plan the 12 % discount and the longer plans the 240 and 1680 yuan reductions', () => {
    expect(vipPlanPrice('monthly')).toMatchObject({ months: 1, listPriceFen: 100_000, discountPercent: 12, reductionFen: 0, priceFen: 88_000 });
    expect(vipPlanPrice('quarterly')).toMatchObject({ months: 3, listPriceFen: 300_000, reductionFen: 24_000, priceFen: 240_000, monthlyFen: 80_000 });
    expect(vipPlanPrice('yearly')).toMatchObject({ months: 12, listPriceFen: 1_200_000, reductionFen: 168_000, priceFen: 888_000, monthlyFen: 74_000 });
  });

  it('makes a longer plan cheaper per month', () => {
    const [m, q, y] = (['monthly', 'quarterly', 'yearly'] as const).map((c) => vipPlanPrice(c).monthlyFen);
    expect(m).toBeGreaterThan(q);
    expect(q).toBeGreaterThan(y);
  });

  it('refuses a list price so low that a reduction would make the plan free or negative', () => {
    expect(() => vipPlanPrice('yearly', 10_000)).toThrow(RangeError);
  });

  it('refuses an unknown plan', () => {
    expect(() => vipPlanPrice('weekly' as never)).toThrow(RangeError);
  });
});

describe('money in fen', () => {
  it('rounds a discount half up to whole fen', () => {
    expect(discounted(1, 12)).toBe(1); // 0.88 → 1
    expect(discounted(3, 50)).toBe(2); // 1.5 → 2
    expect(discounted(999, 12)).toBe(879); // 879.12
  });

  it('sums quantity × unit price', () => {
    expect(orderAmount([{ quantity: 2, unitPriceFen: 4_800 }, { quantity: 1, unitPriceFen: 1 }])).toBe(9_601);
  });

  it('refuses a negative, fractional or zero quantity and a fractional or negative price', () => {
    expect(() => orderAmount([{ quantity: -1, unitPriceFen: 100 }])).toThrow(RangeError);
    expect(() => orderAmount([{ quantity: 0, unitPriceFen: 100 }])).toThrow(RangeError);
    expect(() => orderAmount([{ quantity: 1.5, unitPriceFen: 100 }])).toThrow(RangeError);
    expect(() => orderAmount([{ quantity: 1, unitPriceFen: 0.01 }])).toThrow(RangeError);
    expect(() => orderAmount([{ quantity: 1, unitPriceFen: -100 }])).toThrow(RangeError);
  });

  it('refuses an amount beyond the int4 column', () => {
    expect(() => orderAmount([{ quantity: 99, unitPriceFen: 2_000_000_000 }])).toThrow(RangeError);
  });
});
