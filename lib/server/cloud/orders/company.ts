import 'server-only';
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '@/lib/server/db/client';
import { cloudOrders, users } from '@/lib/server/db/schema';
import { chinaDayEnd, chinaDayStart } from '@/lib/time';

/**
 * A company's detection orders, for the enterprise's company order list (lib/server/enterprise/orders.ts, a declared
 * dependency on this domain): the enterprise decides who reads them and merges them with the payment core's orders.
 */

/** Which of the company's detection orders: a member, a stage, China-time days from and to (inclusive). */
export interface CompanyDetectionFilter {
  userId?: number;
  status?: string;
  from?: string;
  to?: string;
}

/** A company's detection order as the company list shows it. */
export interface CompanyDetectionRow {
  orderNo: string;
  userId: number;
  userName: string;
  kind: string;
  projectName: string;
  estimateFen: number;
  offerFen: number | null;
  stage: string;
  createdAt: Date;
}

function detectionWhere(companyId: number, f: CompanyDetectionFilter): SQL {
  const where: SQL[] = [eq(cloudOrders.companyId, companyId)];
  if (f.userId) where.push(eq(cloudOrders.userId, f.userId));
  if (f.status) where.push(eq(cloudOrders.stage, f.status));
  if (f.from) where.push(gte(cloudOrders.createdAt, chinaDayStart(f.from)));
  if (f.to) where.push(lt(cloudOrders.createdAt, chinaDayEnd(f.to)));
  return and(...where)!;
}

/** A detection order's amount: the laboratory's offer once made, the estimate before. */
const detectionAmount = sql`coalesce(${cloudOrders.offerFen}, ${cloudOrders.estimateFen})`;
/** A sum in SQL as a number (PostgreSQL answers sum() of integers as bigint, a string in JavaScript); 0 over no rows. */
const fenSum = (when: SQL) => sql<number>`coalesce(sum(case when ${when} then ${detectionAmount} else 0 end), 0)`.mapWith(Number);

/** The count, paid and waiting amounts of the company's detection orders the filter matches, summed by the database. */
export async function companyDetectionTotals(db: DbExecutor, companyId: number, f: CompanyDetectionFilter): Promise<{ count: number; paidFen: number; waitingFen: number }> {
  const [d] = await db
    .select({
      n: sql<number>`count(*)`.mapWith(Number),
      paid: fenSum(sql`${cloudOrders.paidAt} is not null`),
      waiting: fenSum(sql`${cloudOrders.paidAt} is null and ${cloudOrders.stage} <> 'cancelled'`),
    })
    .from(cloudOrders)
    .where(detectionWhere(companyId, f));
  return { count: d.n, paidFen: d.paid, waitingFen: d.waiting };
}

/** The company's detection orders the filter matches, newest first, at most `limit`. */
export async function companyDetectionRows(db: DbExecutor, companyId: number, f: CompanyDetectionFilter, limit: number): Promise<CompanyDetectionRow[]> {
  return db
    .select({ orderNo: cloudOrders.orderNo, userId: cloudOrders.userId, userName: users.userName, kind: cloudOrders.kind, projectName: cloudOrders.projectName, estimateFen: cloudOrders.estimateFen, offerFen: cloudOrders.offerFen, stage: cloudOrders.stage, createdAt: cloudOrders.createdAt })
    .from(cloudOrders)
    .innerJoin(users, eq(users.id, cloudOrders.userId))
    .where(detectionWhere(companyId, f))
    .orderBy(desc(cloudOrders.createdAt))
    .limit(limit);
}
