import type { VipPlanCode } from './contract';

/**
 * VIP prices (spec section 9: "VIP prices carry a 12% discount and additional reductions of 240 and
 * 1680 yuan"). Our reading, written down in docs/PAYMENTS.md:
 *
 * - one monthly list price, LIST_MONTHLY_FEN (1,000 yuan); a plan's list price is months × that;
 * - every plan carries the 12 % discount;
 * - the quarterly plan takes a further 240 yuan off, the yearly plan 1,680 yuan (the two reductions
 *   the spec names, one per longer plan; the monthly plan has none).
 *
 * monthly 1,000 → 880 yuan; quarterly 3,000 → 2,640 − 240 = 2,400 yuan (800 a month);
 * yearly 12,000 → 10,560 − 1,680 = 8,880 yuan (740 a month). Everything in integer fen.
 */
export const LIST_MONTHLY_FEN = 100_000;
export const VIP_DISCOUNT_PERCENT = 12;

export const VIP_PLAN_RULES: Record<VipPlanCode, { months: number; reductionFen: number }> = {
  monthly: { months: 1, reductionFen: 0 },
  quarterly: { months: 3, reductionFen: 24_000 },
  yearly: { months: 12, reductionFen: 168_000 },
};

/** `fen × (100 − percent) / 100`, rounded half up to a whole fen. */
export function discounted(fen: number, percent: number): number {
  assertFen(fen);
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) throw new RangeError(`bad discount ${percent}`);
  return Math.floor((fen * (100 - percent) + 50) / 100);
}

export interface PlanPrice {
  months: number;
  listPriceFen: number;
  discountPercent: number;
  reductionFen: number;
  priceFen: number;
  monthlyFen: number;
}

/** The price of a VIP plan, computed on the server (never from the browser). */
export function vipPlanPrice(code: VipPlanCode, listMonthlyFen = LIST_MONTHLY_FEN): PlanPrice {
  const rule = VIP_PLAN_RULES[code];
  if (!rule) throw new RangeError(`unknown plan ${String(code)}`);
  const listPriceFen = listMonthlyFen * rule.months;
  const priceFen = discounted(listPriceFen, VIP_DISCOUNT_PERCENT) - rule.reductionFen;
  if (priceFen <= 0) throw new RangeError(`plan ${code} would cost ${priceFen} fen`);
  return { months: rule.months, listPriceFen, discountPercent: VIP_DISCOUNT_PERCENT, reductionFen: rule.reductionFen, priceFen, monthlyFen: Math.round(priceFen / rule.months) };
}

/** The amount of an order: Σ quantity × unit price, every term an integer number of fen. */
export function orderAmount(lines: readonly { quantity: number; unitPriceFen: number }[]): number {
  let total = 0;
  for (const line of lines) {
    if (!Number.isInteger(line.quantity) || line.quantity < 1) throw new RangeError(`bad quantity ${line.quantity}`);
    assertFen(line.unitPriceFen);
    total += line.quantity * line.unitPriceFen;
  }
  assertFen(total);
  return total;
}

/** The largest amount one order may have: what fits an int4 column (21 million yuan). */
export const MAX_ORDER_FEN = 2_147_483_647;

function assertFen(fen: number): void {
  if (!Number.isSafeInteger(fen) || fen < 0 || fen > MAX_ORDER_FEN) throw new RangeError(`bad amount ${fen} fen`);
}
