import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { OrderActor, OrderEventReason, OrderStatus } from '@/lib/payments/contract';
import { canTransition } from '@/lib/payments/order-states';
import { conflict } from '@/lib/server/api/errors';
import type { DbExecutor } from '@/lib/server/db/client';
import { orderEvents, orders } from '@/lib/server/db/schema';
import { notify } from '@/lib/server/messages/notify';
import { runFulfilment } from './fulfilment';

export type OrderRecord = typeof orders.$inferSelect;

/** Reads an order with its row locked for the rest of the transaction (SELECT … FOR UPDATE). */
export async function lockOrder(tx: DbExecutor, where: { orderNo: string } | { id: number }): Promise<OrderRecord | null> {
  const [row] = await tx
    .select()
    .from(orders)
    .where('orderNo' in where ? eq(orders.orderNo, where.orderNo) : eq(orders.id, where.id))
    .for('update');
  return row ?? null;
}

export interface TransitionOptions {
  actor: OrderActor;
  reason: OrderEventReason;
  actorUserId?: number | null;
  note?: string | null;
  at?: Date;
}

/**
 * Moves a locked order to `to` (lib/payments/order-states.ts decides whether this actor may), writes
 * the event row and the owner's message, then runs the product's fulfilment hook (onPaid, onCancelled,
 * or onExpired when the timer cancels: ./fulfilment.ts), all in the caller's transaction. Refuses a
 * move the state machine does not allow with `Payments.badTransition`.
 */
export async function transitionOrder(tx: DbExecutor, order: OrderRecord, to: OrderStatus, options: TransitionOptions): Promise<void> {
  const from = order.status as OrderStatus;
  if (!canTransition(from, to, options.actor, options.reason)) throw conflict('Payments.badTransition');
  const at = options.at ?? new Date();
  const changed = await tx
    .update(orders)
    .set({ status: to, updatedAt: at, ...(to === 'paid' ? { paidAt: at } : {}), ...(to === 'cancelled' ? { cancelledAt: at } : {}) })
    .where(and(eq(orders.id, order.id), eq(orders.status, from)))
    .returning({ id: orders.id });
  // The row is locked, so this cannot happen unless a caller forgot the lock: fail loudly.
  if (!changed.length) throw new Error(`order ${order.orderNo} changed under its lock`);
  await tx.insert(orderEvents).values({ orderId: order.id, actor: options.actor, actorUserId: options.actorUserId ?? null, fromStatus: from, toStatus: to, reason: options.reason, note: options.note ?? null, createdAt: at });
  const link = '/my/payment';
  if (to === 'paid') await notify(tx, order.userId, 'orderPaid', { orderNo: order.orderNo, amountFen: order.amountFen }, { link });
  if (to === 'cancelled') await notify(tx, order.userId, 'orderCancelled', { orderNo: order.orderNo, reasonKey: `Payments.reasons.${options.reason}` }, { link });
  order.status = to;
  const event = to === 'paid' ? 'onPaid' : options.reason === 'timeout' ? 'onExpired' : 'onCancelled';
  await runFulfilment(tx, event, order, at);
}
