import 'server-only';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { marketProducts, marketRdOffers, orderLines, researchData } from '@/lib/server/db/schema';
import { notify } from '@/lib/server/messages/notify';
import type { Fulfilment } from '@/lib/server/payments/fulfilment';

/**
 * Data-product orders (docs/MARKET.md), registered with the payment core at lib/server/registry.ts.
 * The right to generate and download is read from the paid order line itself (./access.ts), so
 * paying only counts the sale, for each paid line in the paying transaction: `traded + 1` on the
 * product and, for an R&D data set, on the R&D record (its `traded` count) with a sale message to its
 * owner. The payment core applies a payment once, so a repeated notification counts nothing.
 */
export const dataProductFulfilment: Fulfilment = {
  async onPaid(tx, order) {
    const lines = await tx.select({ itemId: orderLines.itemId, titleZh: orderLines.titleZh }).from(orderLines).where(and(eq(orderLines.orderId, order.id), isNotNull(orderLines.itemId)));
    for (const line of lines) {
      const [product] = await tx.update(marketProducts).set({ traded: sql`${marketProducts.traded} + 1` }).where(eq(marketProducts.catalogueItemId, line.itemId!)).returning({ id: marketProducts.id, titleZh: marketProducts.titleZh });
      if (!product) continue;
      const [offer] = await tx.select({ recordId: marketRdOffers.recordId, sellerId: marketRdOffers.sellerId }).from(marketRdOffers).where(eq(marketRdOffers.productId, product.id));
      if (!offer) continue;
      await tx.update(researchData).set({ traded: sql`${researchData.traded} + 1` }).where(eq(researchData.id, offer.recordId));
      await notify(tx, offer.sellerId, 'dataProductSold', { title: product.titleZh, orderNo: order.orderNo }, { link: `/zhj/productDetail?id=${product.id}` });
    }
  },
};
