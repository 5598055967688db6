import 'server-only';
import type { OrderType } from '@/lib/payments/contract';
import { conflict, forbidden, notFound } from '@/lib/server/api/errors';
import type { DbExecutor } from '@/lib/server/db/client';
import type { orders } from '@/lib/server/db/schema';

/** An order row as the payment core reads it (lib/server/payments/transitions.ts). */
export type FulfilledOrder = typeof orders.$inferSelect;

/**
 * What a product does when one of its orders changes state. Each hook runs inside the transaction
 * that moves the order (after the state, the event row and the owner's message are written), so the
 * move and its consequences commit or roll back together; a hook that throws undoes the move (a
 * provider notification is then answered with an error and retried). `at` is the time of the move.
 *
 * - onPaid: waiting → paid and cancelled → paid (a late payment), from a provider, the reconciliation
 *   job or customer service's offline confirmation;
 * - onCancelled: waiting → cancelled by the owner, customer service or the product itself;
 * - onExpired: waiting → cancelled by the timer after the order's deadline (reason `timeout`).
 *
 * And one question the core asks before it takes money (issue 45 item 1, "one rule"):
 *
 * - notPayable: whether what the order pays for can still be paid for, read from the product's current state in
 *   the caller's transaction (a customisation still waiting for payment, an appointment still responded, a data
 *   set still on sale to this buyer). null when it can; otherwise why not (a message key and an HTTP status). The
 *   core asks it when the order is created from the catalogue, when it is offered to a wallet or a bank
 *   transfer, when customer service confirms a transfer, and when a provider's payment arrives: that payment is
 *   then recorded unapplied for a refund and the order is closed (reason `notPayable`), never marked paid.
 *   Absent: the order is always payable while it waits (a VIP plan, a book).
 *
 * The other half of the rule: a product that ends what an order pays for (a contract or an appointment
 * cancelled) closes the order's open payment order in the same transaction with `closePaymentOrder`
 * (./cancel-order.ts), never by writing the order row itself.
 */
export interface Fulfilment {
  onPaid?: (tx: DbExecutor, order: FulfilledOrder, at: Date) => Promise<void>;
  onCancelled?: (tx: DbExecutor, order: FulfilledOrder, at: Date) => Promise<void>;
  onExpired?: (tx: DbExecutor, order: FulfilledOrder, at: Date) => Promise<void>;
  notPayable?: (tx: DbExecutor, order: FulfilledOrder, at: Date) => Promise<PaymentRefusal | null>;
}

/** Why an order cannot be paid for now: the message key the caller reads and the HTTP status it is answered with. */
export interface PaymentRefusal {
  key: string;
  status: 403 | 404 | 409;
}

export type FulfilmentEvent = Exclude<keyof Fulfilment, 'notPayable'>;

const fulfilments = new Map<OrderType, Fulfilment>();

/**
 * A product declares what happens to its orders. Called by the composition root
 * (lib/server/registry.ts) for every order type, never by the payment core: the core knows no
 * product. Registering a type again replaces its hooks (a module reloaded in development).
 */
export function registerFulfilment(type: OrderType, fulfilment: Fulfilment): void {
  fulfilments.set(type, fulfilment);
}

/**
 * Runs the hook of the order's type for `event`. An order type nobody registered fails loudly (the
 * transaction rolls back) rather than take money for something that is never delivered.
 */
export async function runFulfilment(tx: DbExecutor, event: FulfilmentEvent, order: FulfilledOrder, at: Date): Promise<void> {
  await fulfilmentOf(order)[event]?.(tx, order, at);
}

/** Why the order's product refuses a payment for it now (its `notPayable`), or null when it takes one. */
export async function paymentRefusal(tx: DbExecutor, order: FulfilledOrder, at: Date): Promise<PaymentRefusal | null> {
  return (await fulfilmentOf(order).notPayable?.(tx, order, at)) ?? null;
}

/** Throws the product's refusal (4xx in the caller's language) when the order cannot be paid for now. */
export async function assertPayable(tx: DbExecutor, order: FulfilledOrder, at: Date): Promise<void> {
  const refusal = await paymentRefusal(tx, order, at);
  if (refusal) throw (refusal.status === 403 ? forbidden : refusal.status === 404 ? notFound : conflict)(refusal.key);
}

function fulfilmentOf(order: FulfilledOrder): Fulfilment {
  const fulfilment = fulfilments.get(order.type as OrderType);
  if (!fulfilment) throw new Error(`no fulfilment registered for order type ${order.type} (lib/server/registry.ts)`);
  return fulfilment;
}
