import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { CompanyFunds } from '@/lib/enterprise/contract';
import type { Db } from '@/lib/server/db/client';
import { orders, users, vipEntitlements } from '@/lib/server/db/schema';
import { chinaDay } from '@/lib/time';
import type { SessionUser } from '@/lib/session/permissions';
import { companyOf } from './shared';
import { companyOrderTotals } from './orders';

/**
 * myData/companyFunds (issue 32 behaviour 6, our reading: the spec names no fields): paid and waiting totals, paid
 * spending by China month and order type, and the members' VIP deadlines. No wallet balance (the spec names none).
 */
export async function companyFunds(db: Db, user: SessionUser): Promise<CompanyFunds> {
  const companyId = companyOf(user);
  const { paidFen, waitingFen } = await companyOrderTotals(db, companyId, {});
  const paidPayments = await db.select({ type: orders.type, amountFen: orders.amountFen, paidAt: orders.paidAt }).from(orders).where(and(eq(orders.companyId, companyId), eq(orders.status, 'paid')));
  const byKey = new Map<string, { month: string; type: string; amountFen: number }>();
  for (const o of paidPayments) {
    const month = chinaDay(o.paidAt ?? new Date(0)).slice(0, 7);
    const key = `${month}|${o.type}`;
    const entry = byKey.get(key) ?? { month, type: o.type, amountFen: 0 };
    entry.amountFen += o.amountFen;
    byKey.set(key, entry);
  }
  const members = await db
    .select({ id: users.id, userName: users.userName, vipUntil: vipEntitlements.validUntil })
    .from(users)
    .leftJoin(vipEntitlements, eq(vipEntitlements.userId, users.id))
    .where(eq(users.companyId, companyId))
    .orderBy(asc(users.id));
  return {
    paidFen,
    waitingFen,
    byMonth: [...byKey.values()].sort((a, b) => b.month.localeCompare(a.month) || a.type.localeCompare(b.type)),
    members: members.map((m) => ({ id: m.id, userName: m.userName, vipUntil: m.vipUntil ? m.vipUntil.toISOString() : null })),
  };
}
