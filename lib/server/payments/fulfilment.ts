import 'server-only';
import type { OrderType } from '@/lib/payments/contract';
import { conflict, forbidden, notFound } from '@/lib/server/api/errors';
import type { DbExecutor } from '@/lib/server/db/client';
import type { FulfilledOrder, Fulfilment, PaymentRefusal } from '@/lib/server/ports/hooks';

export type { FulfilledOrder, Fulfilment, PaymentRefusal } from '@/lib/server/ports/hooks';

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
