import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '@/lib/server/db/client';
import { companyGroups, users } from '@/lib/server/db/schema';
import { forbidden, notFound } from '@/lib/server/api/errors';
import type { SessionUser } from '@/lib/session/permissions';

/**
 * The caller's company, as the dispatcher loaded the caller from the database on this call: never an id the caller
 * sent. Company roles always carry one; a role without a company is refused.
 */
export function companyOf(user: SessionUser | null): number {
  if (!user?.companyId) throw forbidden();
  return user.companyId;
}

/** A member of the company (404 for anyone else, whatever the id). */
export async function memberOf(db: DbExecutor, companyId: number, userId: number) {
  const [row] = await db
    .select({ id: users.id, role: users.role, userName: users.userName, mobile: users.mobile, groupId: users.groupId })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId)));
  if (!row) throw notFound('Enterprise.errors.memberNotFound');
  return row;
}

/** A group of the company (404 for another company's group). */
export async function groupOf(db: DbExecutor, companyId: number, groupId: number) {
  const [row] = await db.select().from(companyGroups).where(and(eq(companyGroups.id, groupId), eq(companyGroups.companyId, companyId)));
  if (!row) throw notFound('Enterprise.errors.groupNotFound');
  return row;
}
