import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { OrderEstimate } from '@/lib/cloud/order-contract';
import type { ParamValues } from '@/lib/cloud/types';
import type { Locale } from '@/lib/i18n/routing';
import { conflict, notFound } from '@/lib/server/api/errors';
import { estimateForLab } from '@/lib/server/cloud/estimate';
import type { DbExecutor } from '@/lib/server/db/client';
import { cloudItems, cloudLaboratories, cloudOfferings } from '@/lib/server/db/schema';

export interface PricedOrder extends OrderEstimate {
  lines: (OrderEstimate['lines'][number] & { quantity: number; params: ParamValues })[];
}

/**
 * Prices an order with the catalogue's `estimateForLab` (lib/server/cloud/estimate.ts, the function
 * the estimate page uses): each item costs the laboratory's unit price × the samples (× the batches
 * for per-batch preparation services), the cycle is the longest item's, the delivery date counted in
 * Chinese working days from today. Items the laboratory does not offer are listed in
 * `missingItemIds` (and left out of the price) so the form can say which.
 */
export async function priceOrder(
  db: DbExecutor,
  o: { labId: number; items: { item: typeof cloudItems.$inferSelect; params?: ParamValues }[]; sampleCount: number; batches: number; locale: Locale; now: Date },
): Promise<PricedOrder> {
  const [lab] = await db.select({ id: cloudLaboratories.id }).from(cloudLaboratories).where(and(eq(cloudLaboratories.id, o.labId), eq(cloudLaboratories.status, 'active')));
  if (!lab) throw notFound('CloudOrders.noSuchLab');
  const ids = o.items.map((i) => i.item.id);
  const offered = new Set((await db.select({ itemId: cloudOfferings.itemId }).from(cloudOfferings).where(and(eq(cloudOfferings.labId, lab.id), inArray(cloudOfferings.itemId, ids)))).map((r) => r.itemId));
  const missingItemIds = ids.filter((id) => !offered.has(id));
  const lines = o.items.filter((i) => offered.has(i.item.id));
  const quantity = (i: (typeof lines)[number]) => (i.item.unit === 'batch' ? o.batches : o.sampleCount);
  if (!lines.length) throw conflict('CloudOrders.labMissingItems');
  const est = await estimateForLab(db, { labId: lab.id, items: lines.map((i) => ({ itemId: i.item.id, samples: quantity(i), params: i.params })) }, o.locale, o.now);
  return {
    labId: est.labId,
    labName: est.labName,
    perSampleFen: est.lines.filter((l) => l.unit === 'sample').reduce((sum, l) => sum + l.priceFen, 0),
    sampleCount: o.sampleCount,
    totalFen: est.totalFen,
    cycleDays: est.cycleDays,
    dueDate: est.deliveryDate,
    missingItemIds,
    lines: est.lines.map((l) => ({ itemId: l.itemId, name: l.name, unitFen: l.priceFen, cycleDays: l.cycleDays, quantity: l.samples, params: l.params })),
    calendarVersion: `${est.calendar.source} ${est.calendar.version}`,
    unpublishedYears: est.unpublishedYears,
  };
}
