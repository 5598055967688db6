import 'server-only';
import { and, desc, eq, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/routing';
import type { CompanyOrderFilter, CompanyOrderRow, CompanyOrders } from '@/lib/enterprise/contract';
import type { Db } from '@/lib/server/db/client';
import { orderLines, orders, users } from '@/lib/server/db/schema';
import { companyDetectionRows, companyDetectionTotals } from '@/lib/server/cloud/orders/company';
import { chinaDayEnd, chinaDayStart } from '@/lib/time';
import type { SessionUser } from '@/lib/session/permissions';
import { companyOf, memberOf } from './shared';

/** The most rows a company list or export reads. */
const MAX_ROWS = 10_000;

/**
 * The company's orders (issue 32 behaviour 5): orders of the payment core bought for the company and every member's
 * detection order (read through the cloud's functions, lib/server/cloud/orders/company.ts), newest first. A member's private purchase (no company) is not here. Testing orders of the payment
 * core are the payments of detection orders, which stand for them.
 */
/** The company's orders of the payment core that the filters match (testing orders stand for detection orders). */
function paymentWhere(companyId: number, f: CompanyOrderFilter): SQL {
  const where: SQL[] = [eq(orders.companyId, companyId), ne(orders.type, 'testing')];
  if (f.userId) where.push(eq(orders.userId, f.userId));
  if (f.status) where.push(eq(orders.status, f.status));
  if (f.from) where.push(gte(orders.createdAt, chinaDayStart(f.from)));
  if (f.to) where.push(lt(orders.createdAt, chinaDayEnd(f.to)));
  return and(...where)!;
}

/** A sum in SQL as a number (PostgreSQL answers sum() of integers as bigint, a string in JavaScript); 0 over no rows. */
const fenSum = (when: SQL) => sql<number>`coalesce(sum(case when ${when} then ${orders.amountFen} else 0 end), 0)`.mapWith(Number);

/**
 * The count, paid and waiting totals of every order the filters match, summed by the database: not limited to the
 * `MAX_ROWS` a list reads, so a company with more orders than that still sees its whole spending.
 */
export async function companyOrderTotals(db: Db, companyId: number, f: CompanyOrderFilter): Promise<{ count: number; paidFen: number; waitingFen: number }> {
  const totals = { count: 0, paidFen: 0, waitingFen: 0 };
  if (f.source !== 'detection') {
    const [p] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number), paid: fenSum(eq(orders.status, 'paid')), waiting: fenSum(eq(orders.status, 'waiting')) })
      .from(orders)
      .where(paymentWhere(companyId, f));
    totals.count += p.n;
    totals.paidFen += p.paid;
    totals.waitingFen += p.waiting;
  }
  if (f.source !== 'payment') {
    const d = await companyDetectionTotals(db, companyId, f);
    totals.count += d.count;
    totals.paidFen += d.paidFen;
    totals.waitingFen += d.waitingFen;
  }
  return totals;
}

export async function companyOrderRows(db: Db, companyId: number, f: CompanyOrderFilter, locale: Locale): Promise<CompanyOrderRow[]> {
  // A member filter names a member of this company (404 otherwise, like every foreign id).
  if (f.userId) await memberOf(db, companyId, f.userId);
  const wantPayment = f.source !== 'detection';
  const wantDetection = f.source !== 'payment';
  const rows: CompanyOrderRow[] = [];
  if (wantPayment) {
    const found = await db
      .select({ id: orders.id, orderNo: orders.orderNo, userId: orders.userId, userName: users.userName, type: orders.type, amountFen: orders.amountFen, status: orders.status, createdAt: orders.createdAt })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(paymentWhere(companyId, f))
      .orderBy(desc(orders.createdAt))
      .limit(MAX_ROWS);
    const lines = found.length ? await db.select({ orderId: orderLines.orderId, titleZh: orderLines.titleZh, titleEn: orderLines.titleEn }).from(orderLines).where(inArray(orderLines.orderId, found.map((o) => o.id))) : [];
    const titleOf = new Map<number, string>();
    for (const l of lines) if (!titleOf.has(l.orderId)) titleOf.set(l.orderId, locale === 'en' ? l.titleEn : l.titleZh);
    for (const o of found) {
      rows.push({ source: 'payment', orderNo: o.orderNo, userId: o.userId, userName: o.userName, type: o.type, title: titleOf.get(o.id) ?? '', amountFen: o.amountFen, status: o.status, createdAt: o.createdAt.toISOString() });
    }
  }
  if (wantDetection) {
    for (const o of await companyDetectionRows(db, companyId, f, MAX_ROWS)) {
      rows.push({ source: 'detection', orderNo: o.orderNo, userId: o.userId, userName: o.userName, type: o.kind, title: o.projectName, amountFen: o.offerFen ?? o.estimateFen, status: o.stage, createdAt: o.createdAt.toISOString() });
    }
  }
  return rows.sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, MAX_ROWS);
}


/**
 * order/company: the company's orders, paged, with the paid and waiting totals of everything the filters match (summed
 * by the database). The list pages through the newest `MAX_ROWS`.
 */
export async function listCompanyOrders(db: Db, user: SessionUser, input: CompanyOrderFilter & { page: number; pageSize: number }, locale: Locale): Promise<CompanyOrders> {
  const companyId = companyOf(user);
  const rows = await companyOrderRows(db, companyId, input, locale);
  const { paidFen, waitingFen } = await companyOrderTotals(db, companyId, input);
  const start = (input.page - 1) * input.pageSize;
  return {
    list: rows.slice(start, start + input.pageSize),
    total: rows.length,
    page: input.page,
    pageSize: input.pageSize,
    paidFen,
    waitingFen,
  };
}

/** Every matching row, for the export. */
export async function companyOrdersForExport(db: Db, user: SessionUser, input: CompanyOrderFilter, locale: Locale): Promise<CompanyOrderRow[]> {
  return companyOrderRows(db, companyOf(user), input, locale);
}
