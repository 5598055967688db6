import 'server-only';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { notFound } from '@/lib/server/api/errors';
import type { Db, DbExecutor } from '@/lib/server/db/client';
import { libraryItems, orderLines, orders } from '@/lib/server/db/schema';
import type { SessionUser } from '@/lib/session/permissions';
import type { ItemRow } from './queries';

/**
 * Who may download a library item (issue 14, rule 4), decided from the database on every call:
 * a free item, any signed-in user; a paid item, the buyer of a paid order that holds the item's
 * catalogue row, or a member of the company it was bought for.
 */
export interface Entitlement {
  allowed: boolean;
  /** The paid order that entitles the viewer (paid items). */
  order: { id: number; orderNo: string } | null;
}

export async function findItem(db: Db, id: number): Promise<ItemRow> {
  const [row] = await db.select().from(libraryItems).where(and(eq(libraryItems.id, id), eq(libraryItems.active, true)));
  if (!row) throw notFound('Library.noSuchItem');
  return row;
}

function ownerOrCompany(user: SessionUser) {
  return user.companyId ? or(eq(orders.userId, user.id), eq(orders.companyId, user.companyId))! : eq(orders.userId, user.id);
}

/** The newest order of the viewer (or their company) in `statuses` that holds the catalogue item (also the rule of ranking reports, lib/server/ranking/reports.ts). */
export async function orderWith(db: DbExecutor, user: SessionUser, catalogueItemId: number, statuses: string[]): Promise<{ id: number; orderNo: string } | null> {
  const [row] = await db
    .select({ id: orders.id, orderNo: orders.orderNo })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(and(eq(orderLines.itemId, catalogueItemId), inArray(orders.status, statuses), ownerOrCompany(user)))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row ?? null;
}

export async function entitlementOf(db: DbExecutor, user: SessionUser, item: ItemRow): Promise<Entitlement> {
  if (!item.fileId) return { allowed: false, order: null };
  if (item.expense === 'free') return { allowed: true, order: null };
  if (!item.catalogueItemId) return { allowed: false, order: null };
  const order = await orderWith(db, user, item.catalogueItemId, ['paid']);
  return { allowed: !!order, order };
}

/** A waiting order of the viewer for the item (the detail page offers to pay it instead of a new one). */
export async function pendingOrderOf(db: Db, user: SessionUser, item: ItemRow): Promise<string | null> {
  if (!item.catalogueItemId) return null;
  const [row] = await db
    .select({ orderNo: orders.orderNo })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(and(eq(orderLines.itemId, item.catalogueItemId), eq(orders.status, 'waiting'), eq(orders.userId, user.id), sql`${orders.expiresAt} > now()`))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row?.orderNo ?? null;
}
