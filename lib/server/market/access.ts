import 'server-only';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import { notFound } from '@/lib/server/api/errors';
import type { DbExecutor } from '@/lib/server/db/client';
import { marketFiles, marketProducts, orderLines, orders } from '@/lib/server/db/schema';
import type { SessionUser } from '@/lib/session/permissions';

export type ProductRow = typeof marketProducts.$inferSelect;
export type MarketFileRow = typeof marketFiles.$inferSelect;

/**
 * Who may generate and download a data product (issue 37 behaviour 2, the rule of
 * lib/server/library/access.ts), decided from the database on every call: a free product, any
 * signed-in user; a paid one, the buyer of a paid order holding its catalogue row, or a member of the
 * company it was bought for. The answer names the entitlement a generated file is made once for.
 */
export interface ProductEntitlement {
  /** `line:<order line id>` or `free:<product id>:<user id>` (a file adds its language: `@zh`, `@en`); null when not entitled. */
  key: string | null;
  orderLineId: number | null;
}

/** A generated file's entitlement: the file's language after the entitlement (`line:12@en`), so an order line has a Chinese and an English file. */
export const fileEntitlement = (key: string, locale: 'zh' | 'en'): string => `${key}@${locale}`;

/** A published product (a withdrawn or unknown one is not found). */
export async function findProduct(db: DbExecutor, id: number): Promise<ProductRow> {
  const [row] = await db.select().from(marketProducts).where(and(eq(marketProducts.id, id), eq(marketProducts.status, 'published')));
  if (!row) throw notFound('Market.noSuchProduct');
  return row;
}

function ownerOrCompany(user: Pick<SessionUser, 'id' | 'companyId'>) {
  return user.companyId ? or(eq(orders.userId, user.id), eq(orders.companyId, user.companyId))! : eq(orders.userId, user.id);
}

export async function entitlementOf(db: DbExecutor, user: SessionUser, product: ProductRow): Promise<ProductEntitlement> {
  if (!product.formats.length) return { key: null, orderLineId: null };
  if (product.expense === 'free') return { key: `free:${product.id}:${user.id}`, orderLineId: null };
  if (!product.catalogueItemId) return { key: null, orderLineId: null };
  const [line] = await db
    .select({ id: orderLines.id })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orderLines.itemId, product.catalogueItemId), eq(orders.status, 'paid'), ownerOrCompany(user)))
    .orderBy(desc(orders.paidAt), desc(orderLines.id))
    .limit(1);
  return line ? { key: `line:${line.id}`, orderLineId: line.id } : { key: null, orderLineId: null };
}

/** A waiting order of the caller for the product (the detail page offers to pay it instead of a new one). */
export async function pendingOrderOf(db: DbExecutor, user: SessionUser, product: ProductRow): Promise<string | null> {
  if (!product.catalogueItemId) return null;
  const [row] = await db
    .select({ orderNo: orders.orderNo })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(and(eq(orderLines.itemId, product.catalogueItemId), eq(orders.status, 'waiting'), eq(orders.userId, user.id), sql`${orders.expiresAt} > now()`))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row?.orderNo ?? null;
}

/**
 * Whether `viewer` may see a generated file: a paid product's file, whoever holds the paid order line
 * (buyer or company member); a free product's, the user it was made for; a part's table, anyone signed in.
 */
export async function mayReadGenerated(db: DbExecutor, viewer: Pick<SessionUser, 'id' | 'companyId'>, row: MarketFileRow): Promise<boolean> {
  // The file's language follows its entitlement (`line:12@en`, lib/server/market/generate.ts); files made before have none.
  const entitlement = row.entitlement.replace(/@(zh|en)$/, '');
  if (entitlement.startsWith('part:')) return true;
  if (entitlement.startsWith('free:')) return entitlement.endsWith(`:${viewer.id}`) && row.userId === viewer.id;
  if (!row.orderLineId) return false;
  const [line] = await db
    .select({ id: orderLines.id })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orderLines.id, row.orderLineId), eq(orders.status, 'paid'), ownerOrCompany(viewer)));
  return !!line;
}
