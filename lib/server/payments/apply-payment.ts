import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { ConfirmOfflineInput } from '@/lib/payments/contract';
import { paymentReason } from '@/lib/payments/order-states';
import { conflict, notFound } from '@/lib/server/api/errors';
import { sqlState } from '@/lib/server/api/input-rules';
import type { Db } from '@/lib/server/db/client';
import { orders, payments } from '@/lib/server/db/schema';
import { logger } from '@/lib/server/log';
import type { VerifiedPayment } from './provider';
import { assertPayable, paymentRefusal } from './fulfilment';
import { lockOrder, transitionOrder } from './transitions';

/**
 * What a verified payment did:
 * - applied: the order is now paid (or was cancelled and is now paid: a late payment);
 * - duplicate: this provider transaction was applied before (a repeated notification): nothing changed;
 * - surplus: the order was already paid by another transaction: the money is recorded (applied =
 *   false) for customer service to refund, the order is unchanged;
 * - notPayable: the order's product no longer takes a payment for it (its fulfilment's `notPayable`: a
 *   customisation or an appointment cancelled, a data set taken off sale): the money is recorded (applied =
 *   false) for customer service to refund, a waiting order is closed (reason `notPayable`), nothing is delivered;
 * - unknownOrder / amountMismatch: nothing changed; logged for a person to look at.
 */
export type ApplyOutcome = 'applied' | 'duplicate' | 'surplus' | 'notPayable' | 'unknownOrder' | 'amountMismatch';

/**
 * Applies a payment a provider verified (notification or reconciliation query) exactly once: one
 * transaction, the order row locked, the provider's transaction id unique per channel, the order
 * number and the amount in fen checked against the order, an event row, the owner's message and the
 * product's fulfilment (registerFulfilment, ./fulfilment.ts) with it. Safe to call any number of times, concurrently, with the same payment.
 */
export async function applyPayment(db: Db, verified: VerifiedPayment, actor: 'provider' | 'reconcile' = 'provider', now = new Date()): Promise<ApplyOutcome> {
  const log = (outcome: ApplyOutcome, level: 'info' | 'warn') =>
    logger.write(level, 'payment_' + outcome, { channel: verified.channel, orderNo: verified.outTradeNo, transactionId: verified.transactionId, amountFen: verified.amountFen });
  let outcome: ApplyOutcome;
  try {
    outcome = await db.transaction(async (tx): Promise<ApplyOutcome> => {
      const order = await lockOrder(tx, { orderNo: verified.outTradeNo });
      if (!order) return 'unknownOrder';
      if (!Number.isSafeInteger(verified.amountFen) || verified.amountFen !== order.amountFen) return 'amountMismatch';
      const [seen] = await tx
        .select({ orderId: payments.orderId })
        .from(payments)
        .where(and(eq(payments.channel, verified.channel), eq(payments.transactionId, verified.transactionId)));
      if (seen) return 'duplicate';
      const reason = paymentReason(order.status as 'waiting' | 'paid' | 'cancelled', actor);
      const refused = reason !== null && (await paymentRefusal(tx, order, now)) !== null;
      await tx.insert(payments).values({ orderId: order.id, channel: verified.channel, transactionId: verified.transactionId, amountFen: verified.amountFen, applied: reason !== null && !refused, paidAt: verified.paidAt, createdAt: now });
      if (reason === null) return 'surplus';
      if (refused) {
        if (order.status === 'waiting') await transitionOrder(tx, order, 'cancelled', { actor, reason: 'notPayable', note: verified.channel, at: now });
        return 'notPayable';
      }
      await transitionOrder(tx, order, 'paid', { actor, reason, note: verified.channel, at: now });
      await tx.update(orders).set({ channel: verified.channel, paidAt: verified.paidAt }).where(eq(orders.id, order.id));
      return 'applied';
    });
  } catch (error) {
    // The unique (channel, transaction id) guard: another transaction applied it first.
    if (sqlState(error) === '23505') outcome = 'duplicate';
    else throw error;
  }
  log(outcome, outcome === 'applied' || outcome === 'duplicate' ? 'info' : 'warn');
  return outcome;
}

/**
 * Customer service confirms an offline bank transfer (permission order:confirm-payment): the only
 * way an order is marked paid without a provider, and only on an order whose channel is bank transfer
 * (`offline`, chosen by the buyer). Exactly once: the order row is locked and must still wait, and the
 * bank's reference is unique (one transfer, one order). Audited: the order event names the person and
 * the reference, and the log line too.
 */
export async function confirmOfflinePayment(db: Db, serviceUserId: number, input: ConfirmOfflineInput, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, { orderNo: input.orderNo });
    if (!order) throw notFound('Payments.orderNotFound');
    if (order.status !== 'waiting') throw conflict('Payments.notWaiting');
    // Only an order the buyer chose to pay by bank transfer: a wallet order is paid by its provider's notification.
    if (order.channel !== 'offline') throw conflict('Payments.notBankTransfer');
    await assertPayable(tx, order, now);
    const [used] = await tx.select({ id: payments.id }).from(payments).where(and(eq(payments.channel, 'offline'), eq(payments.transactionId, input.reference)));
    if (used) throw conflict('Payments.referenceUsed');
    await tx.insert(payments).values({ orderId: order.id, channel: 'offline', transactionId: input.reference, amountFen: order.amountFen, paidAt: now, createdAt: now });
    await transitionOrder(tx, order, 'paid', { actor: 'service', reason: 'offlineConfirmed', actorUserId: serviceUserId, note: input.reference, at: now });
    await tx.update(orders).set({ channel: 'offline' }).where(eq(orders.id, order.id));
  });
  logger.write('info', 'payment_offline_confirmed', { orderNo: input.orderNo, by: serviceUserId, reference: input.reference });
}
