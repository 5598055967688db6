import 'server-only';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Paged } from '@/lib/contract';
import type { Locale } from '@/lib/i18n/routing';
import type {
  AdminOrderFilterInput,
  AdminOrderPageInput,
  AdminOrderRow,
  InvoiceState,
  OrderActor,
  OrderDetail,
  OrderEventReason,
  OrderPageInput,
  OrderRow,
  OrderStatus,
  OrderStatusAnswer,
  OrderType,
  PayChannelName,
} from '@/lib/payments/contract';
import { chinaDayEnd, chinaDayStart } from '@/lib/time';
import { transferCodeOf } from '@/lib/payments/transfer';
import { notFound } from '@/lib/server/api/errors';
import type { Db } from '@/lib/server/db/client';
import { companies, invoiceRequests, orderEvents, orderLines, orders, payments, users } from '@/lib/server/db/schema';
import { containing } from '@/lib/server/db/like';

/** Reading orders: the owner's own, customer service's all, the status the payment dialog polls. */

const rowColumns = {
  id: orders.id,
  orderNo: orders.orderNo,
  userId: orders.userId,
  userName: users.userName,
  type: orders.type,
  amountFen: orders.amountFen,
  status: orders.status,
  channel: orders.channel,
  companyName: companies.name,
  createdAt: orders.createdAt,
  expiresAt: orders.expiresAt,
  paidAt: orders.paidAt,
  cancelledAt: orders.cancelledAt,
  consignee: orders.consignee,
  phone: orders.phone,
  address: orders.address,
  invoiceState: invoiceRequests.state,
};

function selectOrders(db: Db) {
  return db
    .select(rowColumns)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(companies, eq(companies.id, orders.companyId))
    .leftJoin(invoiceRequests, eq(invoiceRequests.orderId, orders.id));
}

type LineRow = typeof orderLines.$inferSelect;
type Joined = Awaited<ReturnType<ReturnType<typeof selectOrders>['execute']>>[number];

async function linesOf(db: Db, orderIds: number[]): Promise<Map<number, LineRow[]>> {
  const map = new Map<number, LineRow[]>();
  if (!orderIds.length) return map;
  const rows = await db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)).orderBy(asc(orderLines.id));
  for (const r of rows) map.set(r.orderId, [...(map.get(r.orderId) ?? []), r]);
  return map;
}

const titleOf = (l: { titleZh: string; titleEn: string }, locale: Locale) => (locale === 'en' ? l.titleEn : l.titleZh);

function toRow(r: Joined, lines: LineRow[], locale: Locale, transferReference: string | null = null): AdminOrderRow {
  const first = lines[0];
  const more = lines.length > 1 ? ` (+${lines.length - 1})` : '';
  return {
    orderNo: r.orderNo,
    type: r.type as OrderType,
    title: first ? `${titleOf(first, locale)}${more}` : r.orderNo,
    amountFen: r.amountFen,
    status: r.status as OrderStatus,
    channel: r.channel as PayChannelName | null,
    companyName: r.companyName,
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
    paidAt: r.paidAt?.toISOString() ?? null,
    cancelledAt: r.cancelledAt?.toISOString() ?? null,
    invoiceState: (r.invoiceState as InvoiceState | null) ?? null,
    userName: r.userName,
    userId: r.userId,
    transferCode: r.channel === 'offline' ? transferCodeOf(r.orderNo) : null,
    transferReference,
  };
}

function ownRow({ userName: _u, userId: _id, transferCode: _c, transferReference: _r, ...row }: AdminOrderRow): OrderRow {
  return row;
}

/** The bank's references of confirmed transfers, by order id. */
async function transferReferencesOf(db: Db, orderIds: number[]): Promise<Map<number, string>> {
  if (!orderIds.length) return new Map();
  const rows = await db.select({ orderId: payments.orderId, ref: payments.transactionId }).from(payments).where(and(eq(payments.channel, 'offline'), inArray(payments.orderId, orderIds)));
  return new Map(rows.map((r) => [r.orderId, r.ref]));
}

async function pageOf(db: Db, filter: SQL | undefined, input: { page: number; pageSize: number }, locale: Locale): Promise<Paged<AdminOrderRow>> {
  const [rows, [total]] = await Promise.all([
    selectOrders(db)
      .where(filter)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ n: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(filter),
  ]);
  const ids = rows.map((r) => r.id);
  const [lines, refs] = await Promise.all([linesOf(db, ids), transferReferencesOf(db, ids)]);
  return { list: rows.map((r) => toRow(r, lines.get(r.id) ?? [], locale, refs.get(r.id) ?? null)), total: Number(total?.n ?? 0), page: input.page, pageSize: input.pageSize };
}

/**
 * payment/pageOrder: the caller's orders, newest first, by status and type. An area's own order list
 * (the library's) passes `only`, a condition that keeps its orders, and gets the same rows.
 */
export async function pageOwnOrders(db: Db, userId: number, input: OrderPageInput, locale: Locale, only?: SQL): Promise<Paged<OrderRow>> {
  const where = [eq(orders.userId, userId), isNull(orders.hiddenAt)];
  if (only) where.push(only);
  if (input.status) where.push(eq(orders.status, input.status));
  if (input.type) where.push(eq(orders.type, input.type));
  const result = await pageOf(db, and(...where), input, locale);
  return { ...result, list: result.list.map(ownRow) };
}

function adminFilter(input: AdminOrderFilterInput): SQL | undefined {
  const where: SQL[] = [];
  if (input.status) where.push(eq(orders.status, input.status));
  if (input.type) where.push(eq(orders.type, input.type));
  if (input.channel) where.push(eq(orders.channel, input.channel));
  if (input.keyword) {
    const like = containing(input.keyword);
    where.push(or(ilike(orders.orderNo, like), ilike(users.userName, like))!);
  }
  if (input.from) where.push(gte(orders.createdAt, chinaDayStart(input.from)));
  if (input.to) where.push(lt(orders.createdAt, chinaDayEnd(input.to)));
  return where.length ? and(...where) : undefined;
}

/** payment/pageAllOrder: every order for customer service, with the filters of the list and the export. */
export function pageAllOrders(db: Db, input: AdminOrderPageInput, locale: Locale): Promise<Paged<AdminOrderRow>> {
  return pageOf(db, adminFilter(input), input, locale);
}

/** The export's rows: the same filters, at most EXPORT_MAX_ROWS, newest first. */
export const EXPORT_MAX_ROWS = 10_000;
export async function listOrdersForExport(db: Db, input: AdminOrderFilterInput, locale: Locale): Promise<AdminOrderRow[]> {
  return (await pageOf(db, adminFilter(input), { page: 1, pageSize: EXPORT_MAX_ROWS }, locale)).list;
}

/**
 * One order with lines and event log. `ownerId` restricts it to the owner: another user's order
 * answers "not found", exactly like a missing one, so order numbers cannot be probed.
 */
export async function getOrderDetail(db: Db, orderNo: string, locale: Locale, ownerId?: number): Promise<OrderDetail & { userName: string }> {
  const where = ownerId === undefined ? eq(orders.orderNo, orderNo) : and(eq(orders.orderNo, orderNo), eq(orders.userId, ownerId));
  const [r] = await selectOrders(db).where(where);
  if (!r) throw notFound('Payments.orderNotFound');
  const [lines, events, transfer] = await Promise.all([
    linesOf(db, [r.id]),
    db
      .select({ at: orderEvents.createdAt, actor: orderEvents.actor, actorName: users.userName, from: orderEvents.fromStatus, to: orderEvents.toStatus, reason: orderEvents.reason, note: orderEvents.note })
      .from(orderEvents)
      .leftJoin(users, eq(users.id, orderEvents.actorUserId))
      .where(eq(orderEvents.orderId, r.id))
      .orderBy(asc(orderEvents.id)),
    db.select({ ref: payments.transactionId }).from(payments).where(and(eq(payments.orderId, r.id), eq(payments.channel, 'offline'))),
  ]);
  const own = lines.get(r.id) ?? [];
  const { userId: _id, transferCode: _c, transferReference: _r, ...row } = toRow(r, own, locale);
  return {
    ...row,
    lines: own.map((l) => ({
      itemType: l.itemType as OrderType,
      itemId: l.itemId,
      title: titleOf(l, locale),
      quantity: l.quantity,
      unitPriceFen: l.unitPriceFen,
      amountFen: l.quantity * l.unitPriceFen,
    })),
    consignee: r.consignee,
    phone: r.phone,
    address: r.address,
    events: events.map((e) => ({
      at: e.at.toISOString(),
      actor: e.actor as OrderActor,
      actorName: e.actor === 'owner' || e.actor === 'service' ? e.actorName : null,
      from: e.from as OrderStatus | null,
      to: e.to as OrderStatus,
      reason: e.reason as OrderEventReason,
      note: e.note,
    })),
    transferReference: transfer[0]?.ref ?? null,
  };
}

/** payment/getOrderStatus: what the payment dialog polls (the owner's orders only). */
export async function getOrderStatus(db: Db, orderNo: string, ownerId: number, now = new Date()): Promise<OrderStatusAnswer> {
  const [r] = await db
    .select({ orderNo: orders.orderNo, status: orders.status, amountFen: orders.amountFen, expiresAt: orders.expiresAt, paidAt: orders.paidAt })
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), eq(orders.userId, ownerId)));
  if (!r) throw notFound('Payments.orderNotFound');
  const waiting = r.status === 'waiting';
  return {
    orderNo: r.orderNo,
    status: r.status as OrderStatus,
    amountFen: r.amountFen,
    expiresAt: r.expiresAt.toISOString(),
    paidAt: r.paidAt?.toISOString() ?? null,
    secondsLeft: waiting ? Math.max(0, Math.ceil((r.expiresAt.getTime() - now.getTime()) / 1000)) : 0,
  };
}
