import 'server-only';
import { eq } from 'drizzle-orm';
import { decideStage } from '@/lib/cloud/order-stages';
import { addWorkingDays } from '@/lib/working-days';
import { loadHolidayCalendar } from '@/lib/server/calendar/holidays';
import type { DbExecutor } from '@/lib/server/db/client';
import { cloudOrders } from '@/lib/server/db/schema';
import type { Fulfilment, PaymentRefusal } from '@/lib/server/payments/fulfilment';
import { recordEvent } from './events';

/**
 * Runs inside the transaction that marks a `testing` order paid (a verified wallet payment or an
 * offline transfer confirmed by customer service), through `testingFulfilment` below:
 * the confirmed contract moves to executing and the promised delivery date is counted from today in
 * working days. A payment for a contract that is no longer waiting (cancelled meanwhile) leaves the
 * detection order alone; the payment is recorded by the core for customer service to refund.
 */
export async function startPaidTestingOrder(tx: DbExecutor, paymentOrderId: number, now: Date): Promise<void> {
  const [order] = await tx.select().from(cloudOrders).where(eq(cloudOrders.paymentOrderId, paymentOrderId)).for('update');
  if (!order) return;
  const decision = decideStage(order.stage as never, 'paid', 'payment');
  if (!decision.ok) return;
  const dueDate = addWorkingDays(now, order.offerDays ?? order.estimateDays, await loadHolidayCalendar(tx));
  await tx.update(cloudOrders).set({ stage: decision.to, paidAt: now, dueDate, updatedAt: now }).where(eq(cloudOrders.id, order.id));
  await recordEvent(tx, order, { action: 'paid', party: 'payment', actorUserId: null, from: 'contract', to: decision.to, at: now });
}

/**
 * Testing orders (issue 15), registered with the payment core at lib/server/registry.ts: paying one
 * starts its detection order. A cancelled or expired payment order leaves the detection order at
 * the contract, where the customer can open a new payment order (payForOrder).
 */
export const testingFulfilment: Fulfilment = {
  onPaid: (tx, order, at) => startPaidTestingOrder(tx, order.id, at),
  notPayable: (tx, order) => testingPaymentRefusal(tx, order.id),
};

/**
 * A `testing` payment order can be paid only while it is its detection order's current one and the detection
 * order waits for payment (the stage table takes `paid`): a cancelled detection order, or a payment order replaced
 * by a newer one, refuses it (409 `CloudOrders.notPayable`), and the core records such money for a refund.
 */
export async function testingPaymentRefusal(tx: DbExecutor, paymentOrderId: number): Promise<PaymentRefusal | null> {
  const [order] = await tx.select({ stage: cloudOrders.stage }).from(cloudOrders).where(eq(cloudOrders.paymentOrderId, paymentOrderId));
  return order && decideStage(order.stage as never, 'paid', 'payment').ok ? null : { key: 'CloudOrders.notPayable', status: 409 };
}
