import 'server-only';
import { asc, count, desc, eq } from 'drizzle-orm';
import { conflict, forbidden, notFound } from '@/lib/server/api/errors';
import type { Db, DbExecutor } from '@/lib/server/db/client';
import { companies, standards, standardSystems } from '@/lib/server/db/schema';
import { removeReview } from '@/lib/server/reviews/service';
import type { SessionUser } from '@/lib/session/permissions';
import type { MySystem, StandardSystem, SystemSaveInput } from '@/lib/standards/contract';
import { currentAuthorWhere } from '@/lib/server/auth/company-objects';
import { KIND, manages, standardRows, systemOf, toSystem } from './access';

/** The caller's standard system (docs/STANDARDS.md): one per user, inside the user's company. */

export async function mySystem(db: DbExecutor, user: SessionUser): Promise<MySystem> {
  // The caller's system while they are still in its company (a member removed from the company manages it no more).
  const [own] = await db.select({ id: standardSystems.id }).from(standardSystems).where(currentAuthorWhere(user, standardSystems));
  const id = own?.id;
  const mayCreate = user.companyId !== null && !own;
  if (!id) return { mayCreate, system: null, standards: [] };
  const system = await systemOf(db, id);
  const rows = await db.select().from(standards).where(eq(standards.systemId, id)).orderBy(desc(standards.year), asc(standards.number));
  return { mayCreate, system: toSystem(system), standards: await standardRows(db, rows) };
}

/** Adds the caller's standard system (refused when the caller has one: "a user can only add one") or updates it (`id`). */
export async function saveSystem(db: Db, user: SessionUser, input: SystemSaveInput): Promise<StandardSystem> {
  const { id, ...values } = input;
  return db.transaction(async (tx) => {
    if (id !== undefined) {
      const system = await systemOf(tx, id);
      if (!manages(user, system)) throw forbidden();
      await tx.update(standardSystems).set({ ...values, updatedAt: new Date() }).where(eq(standardSystems.id, id));
      return toSystem(await systemOf(tx, id));
    }
    if (user.companyId === null) throw forbidden('Standards.companyOnly');
    const [created] = await tx.insert(standardSystems).values({ ...values, ownerId: user.id, companyId: user.companyId }).onConflictDoNothing().returning();
    if (!created) throw conflict('Standards.oneSystemOnly');
    await tx.update(companies).set({ isStandardSystem: true }).where(eq(companies.id, user.companyId));
    return toSystem(await systemOf(tx, created.id));
  });
}

export async function deleteSystem(db: Db, user: SessionUser): Promise<null> {
  await db.transaction(async (tx) => {
    const [own] = await tx.select().from(standardSystems).where(eq(standardSystems.ownerId, user.id)).for('update');
    if (!own || !manages(user, own)) throw notFound('Standards.noSuchSystem');
    const ids = (await tx.select({ id: standards.id }).from(standards).where(eq(standards.systemId, own.id))).map((r) => r.id);
    for (const id of ids) await removeReview(tx, { kind: KIND, id });
    await tx.delete(standardSystems).where(eq(standardSystems.id, own.id));
    if (own.companyId !== null) {
      const [left] = await tx.select({ n: count() }).from(standardSystems).where(eq(standardSystems.companyId, own.companyId));
      if (Number(left.n) === 0) await tx.update(companies).set({ isStandardSystem: false }).where(eq(companies.id, own.companyId));
    }
  });
  return null;
}

