/**
 * VIP membership deadlines (spec sections 4 and 9: "VIP: valid until a deadline, or expired";
 * renewal; the 1-month free data package of new users). Months are calendar months in UTC with the
 * day clamped (31 January + 1 month = 28/29 February), so a yearly plan bought on 29 February ends
 * on 28 February.
 */

export function addMonths(from: Date, months: number): Date {
  if (!Number.isInteger(months) || months < 1) throw new RangeError(`bad months ${months}`);
  const y = from.getUTCFullYear();
  const m = from.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const d = new Date(from.getTime());
  d.setUTCFullYear(y, m, Math.min(from.getUTCDate(), lastDay));
  return d;
}

/**
 * The new deadline of a renewal: it extends from the current deadline while that is still in the
 * future (no paid day is lost), from now once it has passed or when there is none.
 */
export function renewedUntil(current: Date | null, now: Date, months: number): Date {
  const base = current && current.getTime() > now.getTime() ? current : now;
  return addMonths(base, months);
}

export type VipState = 'active' | 'expired' | 'none';

export function vipState(validUntil: Date | null, now: Date): VipState {
  if (!validUntil) return 'none';
  return validUntil.getTime() > now.getTime() ? 'active' : 'expired';
}

/** The free data package of newly registered users (spec section 9): one month of the VIP data privilege. */
export const WELCOME_PACKAGE_MONTHS = 1;
