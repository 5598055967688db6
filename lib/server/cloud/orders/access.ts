import 'server-only';
import { eq } from 'drizzle-orm';
import type { OrderParty } from '@/lib/cloud/order-stages';
import type { OrderViewer } from '@/lib/cloud/order-workflow-contract';
import { isLinkedCustomCustomer } from '@/lib/server/custom/detection';
import { notFound } from '@/lib/server/api/errors';
import type { Db, DbExecutor } from '@/lib/server/db/client';
import { cloudLaboratories, cloudOrders } from '@/lib/server/db/schema';
import type { FileOwner } from '@/lib/server/files/service';
import { isCurrentAuthor, PERMISSIONS, roleHasPermission, type SessionUser } from '@/lib/session/permissions';

export type CloudOrderRecord = typeof cloudOrders.$inferSelect;

/** Owner kinds of the file service (docs/FILES.md): the order's own files, and the results. */
export const ORDER_OWNER_KIND = 'cloudOrder';
export const RESULT_OWNER_KIND = 'cloudResult';

export const isService = (user: SessionUser | null) => !!user && roleHasPermission(user.role, PERMISSIONS.orderConfirmPayment);

/** The laboratory a user manages (laboratory role, cloud_laboratories.owner_id), or null. */
export async function labOfUser(db: DbExecutor, user: SessionUser): Promise<{ id: number } | null> {
  const [lab] = await db.select({ id: cloudLaboratories.id }).from(cloudLaboratories).where(eq(cloudLaboratories.ownerId, user.id)).limit(1);
  return lab ?? null;
}

/**
 * Who the caller is to an order: its customer (while a member of the order's company, if it has one), the manager of the laboratory it was sent to, or
 * customer service; null for anyone else (decided from the database on every call). A user who is
 * both (customer service ordering for itself) acts as the customer on its own order.
 */
export async function partyOf(db: DbExecutor, user: SessionUser | null, order: Pick<CloudOrderRecord, 'userId' | 'companyId' | 'labId'>): Promise<OrderParty | null> {
  if (!user) return null;
  // The customer while still in the company the order was placed for (issue 45 item 5): a removed member is no party.
  if (isCurrentAuthor(user, { ownerId: order.userId, companyId: order.companyId })) return 'customer';
  if (order.labId) {
    const [lab] = await db.select({ ownerId: cloudLaboratories.ownerId }).from(cloudLaboratories).where(eq(cloudLaboratories.id, order.labId));
    if (lab?.ownerId === user.id) return 'laboratory';
  }
  if (isService(user)) return 'service';
  return null;
}

/** An order the caller may read, with the caller's party; anyone else gets "not found" (no probing of numbers). */
export async function readableOrder(db: DbExecutor, user: SessionUser, orderNo: string, lock = false): Promise<{ order: CloudOrderRecord; party: OrderParty }> {
  const query = db.select().from(cloudOrders).where(eq(cloudOrders.orderNo, orderNo));
  const [order] = lock ? await query.for('update') : await query;
  const party = order ? await partyOf(db, user, order) : null;
  if (!order || !party) throw notFound('CloudOrders.notFound');
  return { order, party };
}

/**
 * An order to read: as {@link readableOrder}, and besides its parties the customer of the customisation
 * order it is linked to reads it as `observer` (read only; lib/server/custom/detection.ts). Strangers: 404.
 */
export async function viewableOrder(db: DbExecutor, user: SessionUser, orderNo: string): Promise<{ order: CloudOrderRecord; party: OrderViewer }> {
  const [order] = await db.select().from(cloudOrders).where(eq(cloudOrders.orderNo, orderNo));
  const party = order ? await partyOf(db, user, order) : null;
  if (order && party) return { order, party };
  if (order && (await isLinkedCustomCustomer(db, user, order.customOrderId))) return { order, party: 'observer' };
  throw notFound('CloudOrders.notFound');
}

async function orderById(db: Db, id: number): Promise<CloudOrderRecord | undefined> {
  const [order] = await db.select().from(cloudOrders).where(eq(cloudOrders.id, id));
  return order;
}

// The form's attachments and the contract: every party of the order.
export const orderFileOwner: FileOwner = {
  ownerKind: ORDER_OWNER_KIND,
  fields: { attachments: { kind: 'attachment', max: 5 }, contract: { kind: 'report', max: 1 } },
  canDownload: async (db, viewer, id) => {
    const order = await orderById(db, id);
    return !!order && (await partyOf(db, viewer, order)) !== null;
  },
};

// Results: the laboratory and customer service always; the customer only once the payment was confirmed (spec section 6).
export const resultFileOwner: FileOwner = {
  ownerKind: RESULT_OWNER_KIND,
  fields: { original: { kind: 'report', max: 1 }, report: { kind: 'report', max: 1 }, data: { kind: 'attachment', max: 5 } },
  canDownload: async (db, viewer, id) => {
    const order = await orderById(db, id);
    if (!order) return false;
    const party = await partyOf(db, viewer, order);
    if (party === 'laboratory' || party === 'service') return true;
    return party === 'customer' && !!order.paidAt;
  },
};
