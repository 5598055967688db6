import 'server-only';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { marketProducts, orderLines } from '@/lib/server/db/schema';
import type { Fulfilment } from '@/lib/server/payments/fulfilment';

/**
 * Data-product orders (docs/MARKET.md), registered with the payment core at lib/server/registry.ts.
 * The right to generate and download is read from the paid order line itself (./access.ts), so
 * paying only counts the sale: `traded + 1` for each product of the order, in the paying
 * transaction. The payment core applies a payment once, so a repeated notification counts nothing.
 */
export const dataProductFulfilment: Fulfilment = {
  async onPaid(tx, order) {
    const lines = await tx.select({ itemId: orderLines.itemId }).from(orderLines).where(and(eq(orderLines.orderId, order.id), isNotNull(orderLines.itemId)));
    const ids = lines.map((l) => l.itemId!);
    if (ids.length) await tx.update(marketProducts).set({ traded: sql`${marketProducts.traded} + 1` }).where(inArray(marketProducts.catalogueItemId, ids));
  },
};
