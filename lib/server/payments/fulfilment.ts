import 'server-only';
import type { OrderType } from '@/lib/payments/contract';
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
 */
export interface Fulfilment {
  onPaid?: (tx: DbExecutor, order: FulfilledOrder, at: Date) => Promise<void>;
  onCancelled?: (tx: DbExecutor, order: FulfilledOrder, at: Date) => Promise<void>;
  onExpired?: (tx: DbExecutor, order: FulfilledOrder, at: Date) => Promise<void>;
}

export type FulfilmentEvent = keyof Fulfilment;

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
  const fulfilment = fulfilments.get(order.type as OrderType);
  if (!fulfilment) throw new Error(`no fulfilment registered for order type ${order.type} (lib/server/registry.ts)`);
  await fulfilment[event]?.(tx, order, at);
}
