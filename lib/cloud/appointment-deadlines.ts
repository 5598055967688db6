import { contactDueAt, quoteDueAt } from './order-deadlines';
import type { AppointmentStatus } from './appointment-stages';

/**
 * Customer service's deadlines for an appointment demand (spec section 9), with the detection
 * order's reading (lib/cloud/order-deadlines.ts): contact by the end of the first working day after
 * the demand, the laboratory's price within 24 hours of the demand (a demand goes to the
 * instrument's laboratory at once).
 */
export { contactDueAt, quoteDueAt };

export type AppointmentOverdue = 'contact' | 'quote';

export function appointmentOverdue(
  a: { status: AppointmentStatus; contactDueAt: Date; contactedAt: Date | null; quoteDueAt: Date; respondedAt: Date | null },
  now: Date,
): AppointmentOverdue[] {
  const open = a.status === 'waiting' || a.status === 'responded';
  const flags: AppointmentOverdue[] = [];
  if (open && !a.contactedAt && now > a.contactDueAt) flags.push('contact');
  if (a.status === 'waiting' && !a.respondedAt && now > a.quoteDueAt) flags.push('quote');
  return flags;
}
