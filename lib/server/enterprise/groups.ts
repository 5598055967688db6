import 'server-only';
import { and, asc, count, eq } from 'drizzle-orm';
import type { CompanyGroup } from '@/lib/enterprise/contract';
import type { Db } from '@/lib/server/db/client';
import { companyGroups, users } from '@/lib/server/db/schema';
import { conflict } from '@/lib/server/api/errors';
import type { SessionUser } from '@/lib/session/permissions';
import { companyOf, groupOf } from './shared';

/** myData/groups: the company's groups in their sort order, with member counts. */
export async function listGroups(db: Db, user: SessionUser): Promise<CompanyGroup[]> {
  const companyId = companyOf(user);
  const rows = await db
    .select({ id: companyGroups.id, name: companyGroups.name, sort: companyGroups.sort, memberCount: count(users.id) })
    .from(companyGroups)
    .leftJoin(users, and(eq(users.groupId, companyGroups.id), eq(users.companyId, companyId)))
    .where(eq(companyGroups.companyId, companyId))
    .groupBy(companyGroups.id)
    .orderBy(asc(companyGroups.sort), asc(companyGroups.id));
  return rows;
}

/** myData/saveGroup: creates a group or renames / re-sorts one of the company's. */
export async function saveGroup(db: Db, user: SessionUser, input: { id?: number; name: string; sort: number }): Promise<CompanyGroup> {
  const companyId = companyOf(user);
  let id = input.id;
  if (id) {
    await groupOf(db, companyId, id);
    await db.update(companyGroups).set({ name: input.name, sort: input.sort }).where(and(eq(companyGroups.id, id), eq(companyGroups.companyId, companyId)));
  } else {
    [{ id }] = await db.insert(companyGroups).values({ companyId, name: input.name, sort: input.sort }).returning({ id: companyGroups.id });
  }
  const saved = (await listGroups(db, user)).find((g) => g.id === id);
  return saved!;
}

/** myData/deleteGroup: a group with members needs a target group of the same company for them (else 409). */
export async function deleteGroup(db: Db, user: SessionUser, input: { id: number; targetGroupId?: number }): Promise<null> {
  const companyId = companyOf(user);
  await groupOf(db, companyId, input.id);
  if (input.targetGroupId) {
    if (input.targetGroupId === input.id) throw conflict('Enterprise.errors.targetIsSameGroup');
    await groupOf(db, companyId, input.targetGroupId);
  }
  await db.transaction(async (tx) => {
    const [members] = await tx.select({ n: count() }).from(users).where(and(eq(users.groupId, input.id), eq(users.companyId, companyId)));
    if (members.n > 0) {
      if (!input.targetGroupId) throw conflict('Enterprise.errors.groupHasMembers', { count: members.n });
      await tx.update(users).set({ groupId: input.targetGroupId }).where(and(eq(users.groupId, input.id), eq(users.companyId, companyId)));
    }
    await tx.delete(companyGroups).where(and(eq(companyGroups.id, input.id), eq(companyGroups.companyId, companyId)));
  });
  return null;
}
