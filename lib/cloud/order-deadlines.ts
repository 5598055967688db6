import { CONTACT_WORKING_DAYS, QUOTE_HOURS, type OverdueFlag } from './order-contract';
import type { OrderStage } from './order-stages';
import { chinaDay, chinaDayEnd } from '@/lib/time';
import { addWorkingDays, type HolidayCalendar } from '@/lib/working-days';

/**
 * Customer service's deadlines (spec section 9: "customer service contacts users within 1 working
 * day for orders, and quotes are given within 24 hours"), shown on every order and flagged in the
 * queue. Our reading:
 * - contact: by the end (24:00 China time) of the first working day after the day the order was
 *   placed, counted with the Chinese calendar (holidays and make-up working days, lib/working-days.ts);
 * - quote: 24 clock hours after customer service sent the order to the laboratory.
 */
export function contactDueAt(placedAt: Date, calendar: HolidayCalendar): Date {
  return chinaDayEnd(addWorkingDays(chinaDay(placedAt), CONTACT_WORKING_DAYS, calendar));
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

/** The stages in which customer service still owes the customer its contact (an order routed to the chosen laboratory included). */
export const CONTACT_STAGES: readonly OrderStage[] = ['preReview', 'offer'];

/** Which deadlines an order has missed at `now`: contact until the offer is accepted, quote while waiting for the offer. */
export function overdueFlags(o: DeadlineState, now: Date): OverdueFlag[] {
  const flags: OverdueFlag[] = [];
  if (CONTACT_STAGES.includes(o.stage) && !o.contactedAt && now > o.contactDueAt) flags.push('contact');
  if (o.stage === 'offer' && !o.offeredAt && o.quoteDueAt && now > o.quoteDueAt) flags.push('quote');
  return flags;
}
