import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/routing';
import type { ItemKind, LibraryOrderDetail, LibraryOrderPageInput, LibraryOrderRow, SaveLibraryOrderInput } from '@/lib/library/contract';
import type { Paged } from '@/lib/contract';
import { conflict, notFound } from '@/lib/server/api/errors';
import type { Db, DbExecutor } from '@/lib/server/db/client';
import { invoiceTitles, libraryItems, libraryOrders, orders } from '@/lib/server/db/schema';
import { createBooksOrder } from '@/lib/server/payments/create-order';
import { idempotencyKeyOf, once, requestHash } from '@/lib/server/payments/idempotency';
import { getOrderDetail, pageOwnOrders } from '@/lib/server/payments/order-queries';
import type { SessionUser } from '@/lib/session/permissions';
import { entitlementOf } from './access';
import { itemTitle } from './queries';

/**
 * Library orders are orders of the order core (issue 12): `saveLibraryOrder` maps the library items
 * to their catalogue rows and calls the core's book/document order creation (prices, order number,
 * address snapshot, events, Idempotency-Key) in one transaction with the library's own row (which
 * items, which invoice title). Paying, cancelling (only while unpaid) and invoices are the core's.
 */

async function createLibraryOrder(tx: DbExecutor, user: SessionUser, input: SaveLibraryOrderInput, now: Date): Promise<string> {
  const ids = [...new Set(input.items.map((i) => i.id))];
  const items = await tx.select().from(libraryItems).where(and(inArray(libraryItems.id, ids), eq(libraryItems.active, true)));
  if (items.length !== ids.length) throw notFound('Library.noSuchItem');
  const byId = new Map(items.map((i) => [i.id, i]));
  const lines: { itemId: number; quantity: number }[] = [];
  for (const line of input.items) {
    const item = byId.get(line.id)!;
    if (item.expense !== 'paid' || !item.catalogueItemId) throw conflict('Library.notForSale');
    const quantity = item.kind === 'book' ? line.quantity : 1;
    if (item.kind === 'book' && item.stock !== null && quantity > item.stock) throw conflict('Library.outOfStock');
    if (item.kind === 'document' && (await entitlementOf(tx, user, item)).allowed) throw conflict('Library.alreadyOwned');
    lines.push({ itemId: item.catalogueItemId, quantity });
  }
  if (input.invoiceTitleId) {
    const [title] = await tx.select({ id: invoiceTitles.id }).from(invoiceTitles).where(and(eq(invoiceTitles.id, input.invoiceTitleId), eq(invoiceTitles.userId, user.id)));
    if (!title) throw notFound('Payments.invoiceTitleRequired');
  }
  const orderNo = await createBooksOrder(tx, user, { items: lines, addressId: input.addressId, forCompany: input.forCompany, channel: input.channel }, now);
  const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.orderNo, orderNo));
  await tx.insert(libraryOrders).values({ orderId: order.id, userId: user.id, itemIds: ids, invoiceTitleId: input.invoiceTitleId ?? null, createdAt: now });
  return orderNo;
}

/** library/saveLibraryOrder (honours Idempotency-Key like the core's order calls). */
export async function saveLibraryOrder(db: Db, user: SessionUser, input: SaveLibraryOrderInput, headers: Headers, path: string, locale: Locale): Promise<LibraryOrderDetail> {
  const answer = await once(db, user.id, idempotencyKeyOf(headers), requestHash(path, input), async (tx) => ({ orderNo: await createLibraryOrder(tx, user, input, new Date()) }));
  return getLibraryOrder(db, user, answer.orderNo, locale);
}

async function itemsOf(db: Db, itemIds: number[], locale: Locale): Promise<LibraryOrderDetail['items']> {
  if (!itemIds.length) return [];
  const rows = await db.select().from(libraryItems).where(inArray(libraryItems.id, itemIds));
  return rows.map((r) => ({ id: r.id, title: itemTitle(r, locale), kind: r.kind as ItemKind, hasFile: !!r.fileId }));
}

/** library/getLibraryOrder: one of the caller's library orders (another user's answers "not found"). */
export async function getLibraryOrder(db: Db, user: SessionUser, orderNo: string, locale: Locale): Promise<LibraryOrderDetail> {
  const { userName: _u, ...detail } = await getOrderDetail(db, orderNo, locale, user.id);
  const [own] = await db
    .select({ itemIds: libraryOrders.itemIds, invoiceTitleId: libraryOrders.invoiceTitleId })
    .from(libraryOrders)
    .innerJoin(orders, eq(orders.id, libraryOrders.orderId))
    .where(eq(orders.orderNo, orderNo));
  if (!own) throw notFound('Payments.orderNotFound');
  return { ...detail, items: await itemsOf(db, own.itemIds, locale), invoiceTitleId: own.invoiceTitleId };
}

/**
 * library/pageLibraryOrder: the caller's library orders, newest first: the order core's rows
 * (pageOwnOrders, limited to library orders) with the library's items and invoice title, read for the
 * whole page in two statements.
 */
export async function pageLibraryOrders(db: Db, user: SessionUser, input: LibraryOrderPageInput, locale: Locale): Promise<Paged<LibraryOrderRow>> {
  const libraryOnly = inArray(orders.id, db.select({ id: libraryOrders.orderId }).from(libraryOrders).where(eq(libraryOrders.userId, user.id)));
  const page = await pageOwnOrders(db, user.id, input, locale, libraryOnly);
  const own = page.list.length
    ? await db
        .select({ orderNo: orders.orderNo, itemIds: libraryOrders.itemIds, invoiceTitleId: libraryOrders.invoiceTitleId })
        .from(libraryOrders)
        .innerJoin(orders, eq(orders.id, libraryOrders.orderId))
        .where(inArray(orders.orderNo, page.list.map((r) => r.orderNo)))
    : [];
  const items = new Map((await itemsOf(db, [...new Set(own.flatMap((o) => o.itemIds))], locale)).map((i) => [i.id, i]));
  const byNo = new Map(own.map((o) => [o.orderNo, o]));
  return {
    ...page,
    list: page.list.map((row) => {
      const o = byNo.get(row.orderNo);
      return { ...row, items: (o?.itemIds ?? []).flatMap((id) => items.get(id) ?? []), invoiceTitleId: o?.invoiceTitleId ?? null };
    }),
  };
}
