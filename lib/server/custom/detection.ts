import 'server-only';
import { eq } from 'drizzle-orm';
import type { OrderStage } from '@/lib/cloud/order-stages';
import type { CustomDetections } from '@/lib/custom/contract';
import { EXECUTING_STEPS, type CustomStage } from '@/lib/custom/stages';
import type { ProductType } from '@/lib/products/enums';
import { conflict, forbidden, notFound } from '@/lib/server/api/errors';
import type { Db, DbExecutor } from '@/lib/server/db/client';
import { customOrders } from '@/lib/server/db/schema';
import { ask } from '@/lib/server/ports/answers';
import { isCurrentAuthor, type SessionUser } from '@/lib/session/permissions';
import { partyOf, readableOrder, type CustomOrderRecord } from './access';
import { recordCustomEvent } from './events';

/**
 * Custom detection (issue 34 behaviour 4, docs/CUSTOM.md): at the product testing step (executing,
 * scheme, lab R&D and industrial production completed, not yet delivered) the supplier opens detection
 * orders on /cloud/requirementFill?customOrderNo=; saving one links it (`cloud_orders.custom_order_id`).
 */

/** The product testing step: executing with the three steps before testing completed. */
export const atTestingStep = (order: Pick<CustomOrderRecord, 'stage' | 'done'>) => order.stage === 'executing' && order.done >= EXECUTING_STEPS.indexOf('testing');

/**
 * Links the detection order being saved (`detectionOrderNo`) to a customisation order, decided from the
 * database inside the saving transaction (row locked): someone else's order 404, another party of it
 * 403, the wrong stage 409. The link is a `linkDetection` row of the customisation's timeline (the
 * detection order's number as its note), and its customer is told (`recordCustomEvent`). Answers the
 * customisation order's id for `cloud_orders.custom_order_id`.
 */
export async function linkDetectionOrder(tx: DbExecutor, user: SessionUser, customOrderNo: string, detectionOrderNo: string, now: Date): Promise<number> {
  const [order] = await tx.select().from(customOrders).where(eq(customOrders.orderNo, customOrderNo)).for('update');
  const party = order ? partyOf(user, order) : null;
  if (!order || !party) throw notFound('Custom.noSuchOrder');
  if (party !== 'supplier') throw forbidden('Custom.notYourRole');
  if (!atTestingStep(order)) throw conflict('Custom.notTestingStep');
  const stage = order.stage as CustomStage;
  await recordCustomEvent(tx, order, { action: 'linkDetection', party, actorUserId: user.id, from: stage, to: stage, note: detectionOrderNo, at: now });
  return order.id;
}

/**
 * Whether the caller is the customer of the customisation order a detection order is linked to: that
 * customer reads the detection order (read only) besides its own parties (lib/server/cloud/orders/access.ts).
 */
export async function isLinkedCustomCustomer(db: DbExecutor, user: SessionUser, customOrderId: number | null): Promise<boolean> {
  if (customOrderId === null) return false;
  const [row] = await db.select({ customerId: customOrders.customerId, companyId: customOrders.customerCompanyId, stage: customOrders.stage }).from(customOrders).where(eq(customOrders.id, customOrderId));
  return !!row && row.stage !== null && isCurrentAuthor(user, { ownerId: row.customerId, companyId: row.companyId });
}

/** material/custom/detections: the order's linked detection orders (the cloud's `linkedDetectionOrders`), for its customer, supplier and customer service. */
export async function listDetections(db: Db, user: SessionUser, orderNo: string): Promise<CustomDetections> {
  const { order, party } = await readableOrder(db, user, orderNo);
  // The cloud owns the detection orders (and imports this domain): asked through its answer, not its table.
  const rows = await ask('linkedDetectionOrders', db, order.id);
  return {
    orderNo: order.orderNo,
    projectName: order.projectName,
    stage: order.stage as CustomStage,
    materialType: order.materialType as ProductType,
    lineCount: order.lines.length,
    party,
    canOpen: party === 'supplier' && atTestingStep(order),
    detections: rows.map((r) => ({
      orderNo: r.orderNo,
      projectName: r.projectName,
      kind: r.kind as 'detection' | 'preparation',
      stage: r.stage as OrderStage,
      sampleCount: r.sampleCount,
      createdAt: r.createdAt.toISOString(),
      id: r.id,
      mine: r.userId === user.id,
      canView: r.userId === user.id || party === 'customer' || party === 'service',
    })),
  };
}
