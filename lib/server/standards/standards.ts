import 'server-only';
import { and, count, eq, isNull } from 'drizzle-orm';
import { conflict, forbidden, notFound } from '@/lib/server/api/errors';
import type { Db, DbExecutor } from '@/lib/server/db/client';
import { standardGrades, standards } from '@/lib/server/db/schema';
import { notify } from '@/lib/server/messages/notify';
import { removeReview, reviewAfterEdit, reviewState, submitForReview } from '@/lib/server/reviews/service';
import type { SessionUser } from '@/lib/session/permissions';
import type { StandardDetail, StandardRow, StandardSaveInput } from '@/lib/standards/contract';
import { gradesOf, isPublic, isPublicAdmin, KIND, loadStandard, managedStandard, manages, standardRows, titleOf, toSystem } from './access';
import { mySystem } from './systems';

/** An enterprise standard: save, delete, submit for review, repeal, read (docs/STANDARDS.md). */

export async function saveStandard(db: Db, user: SessionUser, input: StandardSaveInput): Promise<StandardRow> {
  const { id, ...values } = input;
  const saved = await db.transaction(async (tx) => {
    if (id === undefined) {
      const mine = await mySystem(tx, user);
      if (!mine.system) throw conflict('Standards.systemFirst');
      await assertUniqueNumber(tx, mine.system.id, values.number, values.year);
      const [row] = await tx.insert(standards).values({ ...values, systemId: mine.system.id }).returning();
      return row;
    }
    const { row } = await managedStandard(tx, user, id);
    if (row.number !== values.number || row.year !== values.year) await assertUniqueNumber(tx, row.systemId, values.number, values.year, row.id);
    const [updated] = await tx.update(standards).set({ ...values, updatedAt: new Date() }).where(eq(standards.id, id)).returning();
    // An approved standard that changes goes back to review; a draft stays a draft.
    await reviewAfterEdit(tx, { kind: KIND, id, userId: user.id, title: titleOf(updated) });
    return updated;
  });
  return (await standardRows(db, [saved]))[0];
}

async function assertUniqueNumber(tx: DbExecutor, systemId: number, number: string, year: number, except?: number) {
  const [dup] = await tx.select({ id: standards.id }).from(standards).where(and(eq(standards.systemId, systemId), eq(standards.number, number), eq(standards.year, year)));
  if (dup && dup.id !== except) throw conflict('Standards.duplicateNumber');
}
export async function deleteStandard(db: Db, user: SessionUser, id: number): Promise<null> {
  await db.transaction(async (tx) => {
    await managedStandard(tx, user, id, false);
    await removeReview(tx, { kind: KIND, id });
    await tx.delete(standards).where(eq(standards.id, id));
  });
  return null;
}

/** The owner side submits a standard (with at least one grade) to the public administrator. */
export async function submitStandard(db: Db, user: SessionUser, id: number): Promise<StandardRow> {
  const row = await db.transaction(async (tx) => {
    const { row, system } = await managedStandard(tx, user, id);
    const [grades] = await tx.select({ n: count() }).from(standardGrades).where(eq(standardGrades.standardId, id));
    if (Number(grades.n) === 0) throw conflict('Standards.gradeFirst');
    const state = await reviewState(tx, { kind: KIND, id });
    if (state === 'approved') throw conflict('Standards.alreadyApproved');
    await submitForReview(tx, { kind: KIND, id, userId: user.id, ownerId: system.ownerId, title: titleOf(row) });
    return row;
  });
  return (await standardRows(db, [row]))[0];
}

/** Repeals an approved standard: final; it leaves every public list at once. */
export async function repealStandard(db: Db, user: SessionUser, id: number, reason: string): Promise<StandardRow> {
  const row = await db.transaction(async (tx) => {
    const { row, system } = await loadStandard(tx, id);
    if (!manages(user, system) && !isPublicAdmin(user)) throw forbidden();
    const [locked] = await tx.select().from(standards).where(eq(standards.id, id)).for('update');
    if (locked.repealedAt) throw conflict('Standards.alreadyRepealed');
    if ((await reviewState(tx, { kind: KIND, id })) !== 'approved') throw conflict('Standards.repealApprovedOnly');
    const [updated] = await tx
      .update(standards)
      .set({ repealedAt: new Date(), repealedBy: user.id, repealReason: reason, updatedAt: new Date() })
      .where(and(eq(standards.id, id), isNull(standards.repealedAt)))
      .returning();
    if (!updated) throw conflict('Standards.alreadyRepealed');
    if (system.ownerId !== user.id) {
      await notify(tx, system.ownerId, 'standardRepealed', { title: titleOf(row), reason }, { link: '/my/enterpriseInformationManagement/enterpriseStandardManagement' });
    }
    return updated;
  });
  return (await standardRows(db, [row]))[0];
}

export async function getStandard(db: Db, user: SessionUser | null, id: number): Promise<StandardDetail> {
  const { row, system } = await loadStandard(db, id);
  const canEdit = manages(user, system);
  if (!canEdit && !isPublicAdmin(user) && !(await isPublic(db, row))) throw notFound('Standards.noSuchStandard');
  const [r] = await standardRows(db, [row]);
  return { ...r, system: toSystem(system), grades: await gradesOf(db, [id]), canEdit };
}

