import 'server-only';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { OrderEstimateInput, SaveCloudOrderParsed } from '@/lib/cloud/order-contract';
import { contactDueAt, quoteDueAt } from '@/lib/cloud/order-deadlines';
import { loadHolidayCalendar } from '@/lib/server/calendar/holidays';
import { decideStage } from '@/lib/cloud/order-stages';
import type { Locale } from '@/lib/i18n/routing';
import { badRequest, conflict, notFound } from '@/lib/server/api/errors';
import type { Db, DbExecutor } from '@/lib/server/db/client';
import { addresses, cloudItems, cloudLaboratories, cloudOrderItems, cloudOrders } from '@/lib/server/db/schema';
import { replaceFiles } from '@/lib/server/files/service';
import { nextOrderNo } from '@/lib/server/payments/create-order';
import type { SessionUser } from '@/lib/session/permissions';
import { ORDER_OWNER_KIND } from './access';
import { recordEvent } from './events';
import { priceOrder, type PricedOrder } from './pricing';
import { linkDetectionOrder } from '@/lib/server/custom/detection';

type ItemRow = typeof cloudItems.$inferSelect;

/** The items named by the form, in the form's order; an unknown id is refused. */
async function loadItems(db: DbExecutor, ids: number[]): Promise<ItemRow[]> {
  const rows = await db.select().from(cloudItems).where(inArray(cloudItems.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw notFound('CloudOrders.noSuchItem');
    return row;
  });
}

/** cloudOrder/estimate: the form's live estimate, by the function that prices the order. */
export async function estimateOrder(db: Db, input: OrderEstimateInput, locale: Locale, now = new Date()): Promise<PricedOrder> {
  const items = await loadItems(db, input.items.map((i) => i.itemId));
  return priceOrder(db, { labId: input.labId, items: items.map((item, i) => ({ item, params: input.items[i].params })), sampleCount: input.sampleCount, batches: 1, locale, now });
}

/**
 * cloudOrder/save: checks the items, the laboratory and the caller's address, prices the order on
 * the server with the laboratory's offerings and checks the items' parameters (estimateForLab of the
 * catalogue), and writes the
 * order, its items, its attachments and its `submit` event (which tells customer service) in one
 * transaction. When the laboratory the customer chose is active and managed, the same transaction
 * sends the order to it (`route`: stage offer, the 24-hour quote deadline, the laboratory told), so
 * customer service need not dispatch what the customer already decided; otherwise the order waits
 * in pre-review for customer service to send it (docs/CLOUD.md, "Stages"). Answers the order number.
 */
export async function saveCloudOrder(db: Db, user: SessionUser, input: SaveCloudOrderParsed, locale: Locale, now = new Date()): Promise<string> {
  const items = await loadItems(db, input.items.map((i) => i.itemId));
  const sampleCount = input.samples.reduce((sum, s) => sum + s.quantity, 0);
  const priced = await priceOrder(db, { labId: input.labId, items: items.map((item, i) => ({ item, params: input.items[i].params })), sampleCount, batches: input.preparation?.furnaces ?? 1, locale, now });
  if (priced.missingItemIds.length) throw conflict('CloudOrders.labMissingItems');
  const [address] = await db.select().from(addresses).where(and(eq(addresses.id, input.addressId), eq(addresses.userId, user.id)));
  if (!address) throw badRequest('CloudOrders.selectAddress');
  const decision = decideStage(null, 'submit', 'customer');
  if (!decision.ok) throw conflict(decision.reason);
  const routed = decideStage(decision.to, 'route', 'customer');
  if (!routed.ok) throw conflict(routed.reason);
  const kind = items.some((i) => i.kind === 'preparation') ? 'preparation' : 'detection';
  return db.transaction(async (tx) => {
    const orderNo = await nextOrderNo(tx, now);
    const customOrderId = input.customOrderNo ? await linkDetectionOrder(tx, user, input.customOrderNo, orderNo, now) : null;
    const [order] = await tx
      .insert(cloudOrders)
      .values({
        orderNo,
        userId: user.id,
        companyId: user.companyId,
        kind,
        highThroughput: input.highThroughput,
        projectName: input.projectName,
        stage: decision.to,
        preferredLabId: input.labId,
        sampleCount,
        details: {
          samples: input.samples,
          executiveStandard: input.executiveStandard,
          qualification: input.qualification,
          preparation: kind === 'preparation' && input.preparation ? input.preparation : null,
          deliveryMethod: input.deliveryMethod,
          address: [address.consignee, address.mobile, address.province, address.city, address.county, address.detail].filter(Boolean).join(' ').slice(0, 400),
          contactName: input.contactName,
          contactPhone: input.contactPhone,
          remarks: input.remarks,
        },
        estimateFen: priced.totalFen,
        estimateDays: priced.cycleDays,
        estimateDueDate: priced.dueDate,
        contactDueAt: contactDueAt(now, await loadHolidayCalendar(tx)),
        customOrderId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.insert(cloudOrderItems).values(
      items.map((item, i) => {
        const line = priced.lines.find((l) => l.itemId === item.id)!;
        return { orderId: order.id, itemId: item.id, params: line.params, quantity: line.quantity, unitFen: line.unitFen, cycleDays: line.cycleDays, sort: i };
      }),
    );
    if (input.attachmentIds.length) await replaceFiles(tx, { userId: user.id, ownerKind: ORDER_OWNER_KIND, ownerId: order.id, field: 'attachments', fileIds: input.attachmentIds });
    await recordEvent(tx, order, { action: 'submit', party: 'customer', actorUserId: user.id, from: null, to: decision.to, at: now });
    // The customer chose the laboratory in the estimate: it gets the order at once when it can take it.
    const [lab] = await tx
      .select({ id: cloudLaboratories.id, nameZh: cloudLaboratories.nameZh })
      .from(cloudLaboratories)
      .where(and(eq(cloudLaboratories.id, input.labId), eq(cloudLaboratories.status, 'active'), isNotNull(cloudLaboratories.ownerId)));
    if (lab) {
      const changes = { stage: routed.to, labId: lab.id, assignedAt: now, quoteDueAt: quoteDueAt(now), updatedAt: now };
      await tx.update(cloudOrders).set(changes).where(eq(cloudOrders.id, order.id));
      await recordEvent(tx, { ...order, ...changes }, { action: 'route', party: 'customer', actorUserId: user.id, from: decision.to, to: routed.to, note: lab.nameZh, at: now });
    }
    return orderNo;
  });
}
