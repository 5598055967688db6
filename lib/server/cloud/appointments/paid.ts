import 'server-only';
import { eq } from 'drizzle-orm';
import { decideAppointment, type AppointmentStatus } from '@/lib/cloud/appointment-stages';
import type { DbExecutor } from '@/lib/server/db/client';
import { cloudAppointments } from '@/lib/server/db/schema';
import type { Fulfilment, PaymentRefusal } from '@/lib/server/payments/fulfilment';
import { freeSlots, recordMove } from './logs';

async function byPayment(tx: DbExecutor, paymentOrderId: number) {
  const [a] = await tx.select().from(cloudAppointments).where(eq(cloudAppointments.paymentOrderId, paymentOrderId)).for('update');
  return a;
}

/**
 * Runs in the transaction that marks an `appointment` order paid: the responded appointment moves
 * to paid (the laboratory may start). A payment for an appointment cancelled meanwhile changes
 * nothing here; the core records it for customer service to refund.
 */
export async function markAppointmentPaid(tx: DbExecutor, paymentOrderId: number, at: Date): Promise<void> {
  const a = await byPayment(tx, paymentOrderId);
  if (!a) return;
  const d = decideAppointment(a.status as AppointmentStatus, 'paid', 'payment');
  if (!d.ok) return;
  await tx.update(cloudAppointments).set({ status: d.to, paidAt: at, updatedAt: at }).where(eq(cloudAppointments.id, a.id));
  await recordMove(tx, a, { action: 'paid', party: 'payment', actorUserId: null, from: a.status as AppointmentStatus, to: d.to, at });
}

/**
 * The payment order was cancelled unpaid (its owner, customer service, or the timer): the
 * appointment is cancelled and its slots go back to the calendar. An appointment already cancelled
 * (the cancel that closed the payment order) is left alone.
 */
export async function expireAppointment(tx: DbExecutor, paymentOrderId: number, at: Date, reason: 'timeout' | 'cancelled'): Promise<void> {
  const a = await byPayment(tx, paymentOrderId);
  if (!a) return;
  const d = decideAppointment(a.status as AppointmentStatus, 'expire', 'payment');
  if (!d.ok) return;
  await tx.update(cloudAppointments).set({ status: d.to, cancelledAt: at, updatedAt: at }).where(eq(cloudAppointments.id, a.id));
  await freeSlots(tx, a.id);
  await recordMove(tx, a, { action: 'expire', party: 'payment', actorUserId: null, from: a.status as AppointmentStatus, to: d.to, note: reason, at });
}

/**
 * An `appointment` payment order can be paid only while it is its appointment's current one and the appointment
 * waits for payment (the state table takes `paid`): a cancelled appointment, or a payment order replaced by a newer
 * one, refuses it (409 `CloudAppointments.notPayable`); the core records such money for a refund.
 */
export async function appointmentPaymentRefusal(tx: DbExecutor, paymentOrderId: number): Promise<PaymentRefusal | null> {
  const [a] = await tx.select({ status: cloudAppointments.status }).from(cloudAppointments).where(eq(cloudAppointments.paymentOrderId, paymentOrderId));
  return a && decideAppointment(a.status as AppointmentStatus, 'paid', 'payment').ok ? null : { key: 'CloudAppointments.notPayable', status: 409 };
}

/** Appointments (issue 35), registered with the payment core at lib/server/registry.ts. */
export const appointmentFulfilment: Fulfilment = {
  notPayable: (tx, order) => appointmentPaymentRefusal(tx, order.id),
  onPaid: (tx, order, at) => markAppointmentPaid(tx, order.id, at),
  onCancelled: (tx, order, at) => expireAppointment(tx, order.id, at, 'cancelled'),
  onExpired: (tx, order, at) => expireAppointment(tx, order.id, at, 'timeout'),
};
