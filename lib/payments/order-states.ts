import type { OrderActor, OrderEventReason, OrderStatus } from './contract';

/**
 * The order state machine (spec section 4: waiting for payment → already paid | cancelled). Each
 * allowed move names who may make it and why; anything else is refused. docs/PAYMENTS.md.
 *
 * - waiting → paid: a verified provider notification (provider), the reconciliation job asking
 *   the provider (reconcile), or customer service confirming an offline transfer (service).
 * - waiting → cancelled: the owner, the timer after ORDER_TIMEOUT_MINUTES, or customer service.
 * - waiting → cancelled by the seller: the seller ends what the order pays for (a customisation's supplier
 *   cancels the signed contract), which closes its open payment order (`closePaymentOrder`).
 * - waiting → cancelled by a provider payment (provider / reconcile, reason `notPayable`): the money came for
 *   an order whose product says it can no longer be paid for (its fulfilment's `notPayable`); the payment
 *   is recorded unapplied for customer service to refund and the order is closed.
 * - cancelled → paid: only a verified provider payment (provider / reconcile) that arrives after the
 *   order was cancelled, while the product still takes it. The money was taken, so the order is honoured rather
 *   than left cancelled with a payment hanging; the event says `latePayment`. Customer service cannot revive an order.
 * - paid is final here (refunds are not part of issue 12).
 */
export interface Transition {
  from: OrderStatus;
  to: OrderStatus;
  actors: readonly OrderActor[];
  reasons: readonly OrderEventReason[];
}

export const TRANSITIONS: readonly Transition[] = [
  { from: 'waiting', to: 'paid', actors: ['provider', 'reconcile'], reasons: ['providerPaid', 'reconciled'] },
  { from: 'waiting', to: 'paid', actors: ['service'], reasons: ['offlineConfirmed'] },
  { from: 'waiting', to: 'cancelled', actors: ['owner'], reasons: ['ownerCancelled'] },
  { from: 'waiting', to: 'cancelled', actors: ['timer'], reasons: ['timeout'] },
  { from: 'waiting', to: 'cancelled', actors: ['service'], reasons: ['serviceCancelled'] },
  { from: 'waiting', to: 'cancelled', actors: ['seller'], reasons: ['sellerCancelled'] },
  { from: 'waiting', to: 'cancelled', actors: ['provider', 'reconcile'], reasons: ['notPayable'] },
  { from: 'cancelled', to: 'paid', actors: ['provider', 'reconcile'], reasons: ['latePayment'] },
];

/** Whether `actor` may move an order from `from` to `to` for `reason`. */
export function canTransition(from: OrderStatus, to: OrderStatus, actor: OrderActor, reason: OrderEventReason): boolean {
  return TRANSITIONS.some((t) => t.from === from && t.to === to && t.actors.includes(actor) && t.reasons.includes(reason));
}

/** The reason a verified provider payment moves an order from its current status with, or null (already paid). */
export function paymentReason(from: OrderStatus, actor: 'provider' | 'reconcile'): OrderEventReason | null {
  if (from === 'waiting') return actor === 'provider' ? 'providerPaid' : 'reconciled';
  if (from === 'cancelled') return 'latePayment';
  return null;
}

/** Default minutes an unpaid order waits before the timer cancels it (ORDER_TIMEOUT_MINUTES). */
export const DEFAULT_ORDER_TIMEOUT_MINUTES = 30;
