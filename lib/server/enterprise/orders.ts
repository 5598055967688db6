import 'server-only';
import { and, desc, eq, gte, inArray, lt, ne, type SQL } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/routing';
import type { CompanyOrderFilter, CompanyOrderRow, CompanyOrders } from '@/lib/enterprise/contract';
import type { Db } from '@/lib/server/db/client';
import { cloudOrders, orderLines, orders, users } from '@/lib/server/db/schema';
import { chinaDayEnd, chinaDayStart } from '@/lib/time';
import type { SessionUser } from '@/lib/session/permissions';
import { companyOf, memberOf } from './shared';

/** The most rows a company list or export reads. */
const MAX_ROWS = 10_000;

export interface Classified extends CompanyOrderRow {
  paid: boolean;
  waiting: boolean;
}

/**
 * The company's orders (issue 32 behaviour 5): orders of the payment core bought for the company and every member's
 * detection order, newest first. A member's private purchase (no company) is not here. Testing orders of the payment
 * core are the payments of detection orders, which stand for them.
 */
export async function companyOrderRows(db: Db, companyId: number, f: CompanyOrderFilter, locale: Locale): Promise<Classified[]> {
  // A member filter names a member of this company (404 otherwise, like every foreign id).
  if (f.userId) await memberOf(db, companyId, f.userId);
  const wantPayment = f.source !== 'detection';
  const wantDetection = f.source !== 'payment';
  const from = f.from ? chinaDayStart(f.from) : null;
  const to = f.to ? chinaDayEnd(f.to) : null;
  const rows: Classified[] = [];
  if (wantPayment) {
    const where: SQL[] = [eq(orders.companyId, companyId), ne(orders.type, 'testing')];
    if (f.userId) where.push(eq(orders.userId, f.userId));
    if (f.status) where.push(eq(orders.status, f.status));
    if (from) where.push(gte(orders.createdAt, from));
    if (to) where.push(lt(orders.createdAt, to));
    const found = await db
      .select({ id: orders.id, orderNo: orders.orderNo, userId: orders.userId, userName: users.userName, type: orders.type, amountFen: orders.amountFen, status: orders.status, createdAt: orders.createdAt })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(and(...where))
      .orderBy(desc(orders.createdAt))
      .limit(MAX_ROWS);
    const lines = found.length ? await db.select({ orderId: orderLines.orderId, titleZh: orderLines.titleZh, titleEn: orderLines.titleEn }).from(orderLines).where(inArray(orderLines.orderId, found.map((o) => o.id))) : [];
    const titleOf = new Map<number, string>();
    for (const l of lines) if (!titleOf.has(l.orderId)) titleOf.set(l.orderId, locale === 'en' ? l.titleEn : l.titleZh);
    for (const o of found) {
      rows.push({ source: 'payment', orderNo: o.orderNo, userId: o.userId, userName: o.userName, type: o.type, title: titleOf.get(o.id) ?? '', amountFen: o.amountFen, status: o.status, createdAt: o.createdAt.toISOString(), paid: o.status === 'paid', waiting: o.status === 'waiting' });
    }
  }
  if (wantDetection) {
    const where: SQL[] = [eq(cloudOrders.companyId, companyId)];
    if (f.userId) where.push(eq(cloudOrders.userId, f.userId));
    if (f.status) where.push(eq(cloudOrders.stage, f.status));
    if (from) where.push(gte(cloudOrders.createdAt, from));
    if (to) where.push(lt(cloudOrders.createdAt, to));
    const found = await db
      .select({ orderNo: cloudOrders.orderNo, userId: cloudOrders.userId, userName: users.userName, kind: cloudOrders.kind, projectName: cloudOrders.projectName, estimateFen: cloudOrders.estimateFen, offerFen: cloudOrders.offerFen, stage: cloudOrders.stage, paidAt: cloudOrders.paidAt, createdAt: cloudOrders.createdAt })
      .from(cloudOrders)
      .innerJoin(users, eq(users.id, cloudOrders.userId))
      .where(and(...where))
      .orderBy(desc(cloudOrders.createdAt))
      .limit(MAX_ROWS);
    for (const o of found) {
      const paid = o.paidAt !== null;
      rows.push({ source: 'detection', orderNo: o.orderNo, userId: o.userId, userName: o.userName, type: o.kind, title: o.projectName, amountFen: o.offerFen ?? o.estimateFen, status: o.stage, createdAt: o.createdAt.toISOString(), paid, waiting: !paid && o.stage !== 'cancelled' });
    }
  }
  return rows.sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, MAX_ROWS);
}

const strip = ({ paid: _paid, waiting: _waiting, ...row }: Classified): CompanyOrderRow => row;

/** Paid and waiting sums of company order rows (the order list's totals and the funds screen's). */
export function totalsOf(rows: readonly Classified[]): { paidFen: number; waitingFen: number } {
  return {
    paidFen: rows.reduce((s, r) => s + (r.paid ? r.amountFen : 0), 0),
    waitingFen: rows.reduce((s, r) => s + (r.waiting ? r.amountFen : 0), 0),
  };
}

/** order/company: the company's orders, paged, with the paid and waiting totals of everything the filters match. */
export async function listCompanyOrders(db: Db, user: SessionUser, input: CompanyOrderFilter & { page: number; pageSize: number }, locale: Locale): Promise<CompanyOrders> {
  const rows = await companyOrderRows(db, companyOf(user), input, locale);
  const start = (input.page - 1) * input.pageSize;
  return {
    list: rows.slice(start, start + input.pageSize).map(strip),
    total: rows.length,
    page: input.page,
    pageSize: input.pageSize,
    ...totalsOf(rows),
  };
}

/** Every matching row, for the export. */
export async function companyOrdersForExport(db: Db, user: SessionUser, input: CompanyOrderFilter, locale: Locale): Promise<CompanyOrderRow[]> {
  return (await companyOrderRows(db, companyOf(user), input, locale)).map(strip);
}
