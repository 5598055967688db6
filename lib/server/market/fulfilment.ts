import 'server-only';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { catalogueItems, marketProducts, marketRdOffers, orderLines } from '@/lib/server/db/schema';
import { countRecordSale } from '@/lib/server/research-data/sale';
import { notify } from '@/lib/server/messages/notify';
import type { Fulfilment, PaymentRefusal } from '@/lib/server/payments/fulfilment';
import type { DbExecutor } from '@/lib/server/db/client';
import { rdSaleRefusal } from './rd-offers';

/**
 * Data-product orders (docs/MARKET.md), registered with the payment core at lib/server/registry.ts.
 * The right to generate and download is read from the paid order line itself (./access.ts), so
 * paying only counts the sale, for each paid line in the paying transaction: `traded + 1` on the
 * product and, for an R&D data set, on the R&D record (its `traded` count) with a sale message to its
 * owner. The payment core applies a payment once, so a repeated notification counts nothing.
 *
 * Whether the order may be made and paid (`notPayable`, asked by the payment core in the order's own transaction when
 * it is created, offered, confirmed or paid): every line's product still on sale (published, its catalogue row
 * active) and, for an R&D data set, its record published now and not the buyer's own (`rdSaleRefusal`).
 */
export async function dataProductRefusal(tx: DbExecutor, order: { id: number; userId: number }): Promise<PaymentRefusal | null> {
  const lines = await tx
    .select({ product: marketProducts, active: catalogueItems.active })
    .from(orderLines)
    .leftJoin(marketProducts, eq(marketProducts.catalogueItemId, orderLines.itemId))
    .leftJoin(catalogueItems, eq(catalogueItems.id, orderLines.itemId))
    .where(eq(orderLines.orderId, order.id));
  for (const { product, active } of lines) {
    if (!product || product.status !== 'published' || !active) return { key: 'Market.notForSale', status: 409 };
    const refusal = await rdSaleRefusal(tx, product.id, order.userId);
    if (refusal) return refusal;
  }
  return null;
}

export const dataProductFulfilment: Fulfilment = {
  notPayable: (tx, order) => dataProductRefusal(tx, order),
  async onPaid(tx, order) {
    const lines = await tx.select({ itemId: orderLines.itemId, titleZh: orderLines.titleZh }).from(orderLines).where(and(eq(orderLines.orderId, order.id), isNotNull(orderLines.itemId)));
    for (const line of lines) {
      const [product] = await tx.update(marketProducts).set({ traded: sql`${marketProducts.traded} + 1` }).where(eq(marketProducts.catalogueItemId, line.itemId!)).returning({ id: marketProducts.id, titleZh: marketProducts.titleZh });
      if (!product) continue;
      const [offer] = await tx.select({ recordId: marketRdOffers.recordId, sellerId: marketRdOffers.sellerId }).from(marketRdOffers).where(eq(marketRdOffers.productId, product.id));
      if (!offer) continue;
      await countRecordSale(tx, offer.recordId);
      await notify(tx, offer.sellerId, 'dataProductSold', { title: product.titleZh, orderNo: order.orderNo }, { link: `/zhj/productDetail?id=${product.id}` });
    }
  },
};
