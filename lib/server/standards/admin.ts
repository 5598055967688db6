import 'server-only';
import { and, count, desc, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Paged } from '@/lib/contract';
import type { Db } from '@/lib/server/db/client';
import { companies, reviewItems, standards, standardSystems, users } from '@/lib/server/db/schema';
import type { AdminPageInput, AdminStandardRow } from '@/lib/standards/contract';
import { KIND, standardRows } from './access';

/** Every enterprise standard ever submitted, for the public administrator's management list. */
export async function pageAdmin(db: Db, input: AdminPageInput): Promise<Paged<AdminStandardRow>> {
  const conditions: SQL[] = [eq(reviewItems.kind, KIND)];
  if (input.status === 'repealed') conditions.push(isNotNull(standards.repealedAt));
  else if (input.status !== 'all') {
    conditions.push(isNull(standards.repealedAt));
    conditions.push(input.status === 'pending' ? inArray(reviewItems.state, ['submitted', 'underReview']) : eq(reviewItems.state, input.status));
  }
  const where = and(...conditions);
  const [{ n }] = await db.select({ n: count() }).from(standards).innerJoin(reviewItems, eq(reviewItems.subjectId, standards.id)).where(where);
  const rows = await db
    .select({ s: standards, sys: standardSystems, companyName: companies.name, owner: users.userName })
    .from(standards)
    .innerJoin(reviewItems, eq(reviewItems.subjectId, standards.id))
    .innerJoin(standardSystems, eq(standardSystems.id, standards.systemId))
    .leftJoin(companies, eq(companies.id, standardSystems.companyId))
    .leftJoin(users, eq(users.id, standardSystems.ownerId))
    .where(where)
    .orderBy(desc(reviewItems.updatedAt), desc(standards.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const base = await standardRows(db, rows.map((r) => r.s));
  return {
    list: base.map((b, i) => ({ ...b, systemName: rows[i].sys.name, systemCode: rows[i].sys.code, companyName: rows[i].companyName ?? rows[i].owner ?? '' })),
    total: Number(n),
    page: input.page,
    pageSize: input.pageSize,
  };
}
