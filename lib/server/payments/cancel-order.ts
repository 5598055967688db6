import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db, DbExecutor } from '@/lib/server/db/client';
import { orders } from '@/lib/server/db/schema';
import { conflict, notFound } from '@/lib/server/api/errors';
import { logger } from '@/lib/server/log';
import type { PaymentProviders } from './provider';
import { lockOrder, transitionOrder, type OrderRecord } from './transitions';
import { actsAsBuyer } from './buyer';

/**
 * After an order was cancelled (and committed), closes it at the provider it was offered to, so the
 * QR or wallet page stops taking money. Best effort: a payment that still slips through is honoured
 * as a late payment (lib/payments/order-states.ts).
 */
export async function closeAtProvider(providers: PaymentProviders, order: Pick<OrderRecord, 'orderNo' | 'wechatCodeUrl' | 'alipayOffered'>): Promise<void> {
  const close = async (channel: 'wechat' | 'alipay', run: () => Promise<void>) => {
    try {
      await run();
    } catch (error) {
      logger.write('warn', 'payment_close_failed', { orderNo: order.orderNo, channel, error: (error as Error).message });
    }
  };
  // Every provider the order was offered to: the payer may have switched between them.
  const wechat = providers.wechat();
  const alipay = providers.alipay();
  if (order.wechatCodeUrl && wechat) await close('wechat', () => wechat.closeOrder(order.orderNo));
  if (order.alipayOffered && alipay) await close('alipay', () => alipay.closeOrder(order.orderNo));
}

/** Who ends what an order pays for, and so closes its open payment order: the buyer, customer service or the seller. */
export type PaymentOrderCloser = { actor: 'owner' | 'service' | 'seller'; userId: number | null };

const CLOSING_REASON = { owner: 'ownerCancelled', service: 'serviceCancelled', seller: 'sellerCancelled' } as const;

/**
 * A product ended what a payment order pays for (a customisation's contract or a detection order cancelled, an
 * appointment cancelled, issue 45 item 1): in the product's own transaction, its payment order is locked and, while it
 * still waits, cancelled through the state machine (event row, the buyer's message, the product's onCancelled hook).
 * Lock the payment order before the product's row, in the order the paying transaction takes them. Answers the order
 * to close at the providers after the commit (`closeAtProvider`), or null when there was nothing open. A payment that
 * still slips through is refused by the product's `notPayable` (./fulfilment.ts) and recorded for a refund.
 */
export async function closePaymentOrder(tx: DbExecutor, paymentOrderId: number | null, closer: PaymentOrderCloser, at: Date): Promise<OrderRecord | null> {
  if (paymentOrderId === null) return null;
  const order = await lockOrder(tx, { id: paymentOrderId });
  if (!order || order.status !== 'waiting') return null;
  await transitionOrder(tx, order, 'cancelled', { actor: closer.actor, reason: CLOSING_REASON[closer.actor], actorUserId: closer.userId, at });
  return order;
}

/** payment/cancelOrder: the owner cancels one of their waiting orders. */
export async function cancelOwnOrder(db: Db, providers: PaymentProviders, userId: number, orderNo: string): Promise<void> {
  const order = await db.transaction(async (tx) => {
    const row = await lockOrder(tx, { orderNo });
    if (!row || !(await actsAsBuyer(tx, row, userId))) throw notFound('Payments.orderNotFound');
    if (row.status !== 'waiting') throw conflict('Payments.notCancellable');
    await transitionOrder(tx, row, 'cancelled', { actor: 'owner', reason: 'ownerCancelled', actorUserId: userId });
    return row;
  });
  await closeAtProvider(providers, order);
}

/** payment/cancelAnyOrder: customer service cancels any waiting order (reason serviceCancelled). */
export async function cancelOrderByService(db: Db, providers: PaymentProviders, serviceUserId: number, orderNo: string): Promise<void> {
  const order = await db.transaction(async (tx) => {
    const row = await lockOrder(tx, { orderNo });
    if (!row) throw notFound('Payments.orderNotFound');
    if (row.status !== 'waiting') throw conflict('Payments.notCancellable');
    await transitionOrder(tx, row, 'cancelled', { actor: 'service', reason: 'serviceCancelled', actorUserId: serviceUserId });
    return row;
  });
  await closeAtProvider(providers, order);
}

/** order/delete: the owner hides one of their cancelled orders from their own lists; the record stays (company lists too). */
export async function hideOwnOrder(db: Db, userId: number, orderNo: string, at: Date): Promise<null> {
  const [row] = await db.select({ id: orders.id, status: orders.status }).from(orders).where(and(eq(orders.orderNo, orderNo), eq(orders.userId, userId)));
  if (!row) throw notFound('Payments.orderNotFound');
  if (row.status !== 'cancelled') throw conflict('Payments.notDeletable');
  await db.update(orders).set({ hiddenAt: at }).where(eq(orders.id, row.id));
  return null;
}
