import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { OrderEstimate } from '@/lib/cloud/order-contract';
import { estimate } from '@/lib/cloud/estimate';
import { CALENDAR_DATA, chinaDate } from '@/lib/cloud/working-days';
import type { Locale } from '@/lib/i18n/routing';
import { ApiError } from '@/lib/server/api/errors';
import type { DbExecutor } from '@/lib/server/db/client';
import { cloudItems, cloudLaboratories, cloudOfferings } from '@/lib/server/db/schema';

export interface PricedOrder extends OrderEstimate {
  lines: (OrderEstimate['lines'][number] & { quantity: number })[];
}

/**
 * Prices an order with a laboratory's offerings: each item costs the laboratory's unit price × the
 * samples (or × the batches for per-batch preparation services), the cycle is the longest item's,
 * the delivery date counted in Chinese working days from today (lib/cloud/estimate.ts, the rule the
 * estimate page uses). Items the laboratory does not offer are listed in `missingItemIds`.
 */
export async function priceOrder(
  db: DbExecutor,
  o: { labId: number; items: (typeof cloudItems.$inferSelect)[]; sampleCount: number; batches: number; locale: Locale; now: Date },
): Promise<PricedOrder> {
  const [lab] = await db.select().from(cloudLaboratories).where(and(eq(cloudLaboratories.id, o.labId), eq(cloudLaboratories.status, 'active')));
  if (!lab) throw new ApiError('CloudOrders.noSuchLab', -1, 404);
  const offers = await db
    .select()
    .from(cloudOfferings)
    .where(and(eq(cloudOfferings.labId, lab.id), inArray(cloudOfferings.itemId, o.items.map((i) => i.id))));
  const byItem = new Map(offers.map((r) => [r.itemId, r]));
  const offered = o.items.filter((i) => byItem.has(i.id));
  const missingItemIds = o.items.filter((i) => !byItem.has(i.id)).map((i) => i.id);
  const lines = offered.map((item) => {
    const offer = byItem.get(item.id)!;
    return { item, priceFen: offer.priceFen, cycleDays: offer.cycleDays, samples: item.unit === 'batch' ? o.batches : o.sampleCount };
  });
  const start = chinaDate(o.now);
  const result = lines.length ? estimate(lines, start) : { totalFen: 0, cycleDays: 0, deliveryDate: start };
  return {
    labId: lab.id,
    labName: o.locale === 'zh' ? lab.nameZh : lab.nameEn,
    perSampleFen: lines.filter((l) => l.item.unit === 'sample').reduce((sum, l) => sum + l.priceFen, 0),
    sampleCount: o.sampleCount,
    totalFen: result.totalFen,
    cycleDays: result.cycleDays,
    dueDate: result.deliveryDate,
    missingItemIds,
    lines: lines.map((l) => ({ itemId: l.item.id, name: o.locale === 'zh' ? l.item.nameZh : l.item.nameEn, unitFen: l.priceFen, cycleDays: l.cycleDays, quantity: l.samples })),
    calendarVersion: `${CALENDAR_DATA.source} ${CALENDAR_DATA.version}`,
  };
}
