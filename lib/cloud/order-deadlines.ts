import { CONTACT_WORKING_DAYS, QUOTE_HOURS, type OverdueFlag } from './order-contract';
import type { OrderStage } from './order-stages';
import { addWorkingDays, chinaDate } from './working-days';

/**
 * Customer service's deadlines (spec section 9: "customer service contacts users within 1 working
 * day for orders, and quotes are given within 24 hours"), shown on every order and flagged in the
 * queue. Our reading:
 * - contact: by the end (24:00 China time) of the first working day after the day the order was
 *   placed, counted with the Chinese calendar (holidays and make-up working days, lib/cloud/working-days.ts);
 * - quote: 24 clock hours after customer service sent the order to the laboratory.
 */
const CHINA_OFFSET_MS = 8 * 3600_000;

/** The instant a China calendar day ends (24:00 China = 16:00 UTC). */
export function endOfChinaDay(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1) - CHINA_OFFSET_MS);
}

export function contactDueAt(placedAt: Date): Date {
  return endOfChinaDay(addWorkingDays(chinaDate(placedAt), CONTACT_WORKING_DAYS));
}

export function quoteDueAt(assignedAt: Date): Date {
  return new Date(assignedAt.getTime() + QUOTE_HOURS * 3600_000);
}

export interface DeadlineState {
  stage: OrderStage;
  contactDueAt: Date;
  contactedAt: Date | null;
  quoteDueAt: Date | null;
  offeredAt: Date | null;
}

/** Which deadlines an order has missed at `now`: contact while in pre-review, quote while waiting for the offer. */
export function overdueFlags(o: DeadlineState, now: Date): OverdueFlag[] {
  const flags: OverdueFlag[] = [];
  if (o.stage === 'preReview' && !o.contactedAt && now > o.contactDueAt) flags.push('contact');
  if (o.stage === 'offer' && !o.offeredAt && o.quoteDueAt && now > o.quoteDueAt) flags.push('quote');
  return flags;
}
