import 'server-only';
import { and, eq } from 'drizzle-orm';
import { conflict, notFound } from '@/lib/server/api/errors';
import type { Db } from '@/lib/server/db/client';
import { standardGrades, standardProperties } from '@/lib/server/db/schema';
import { reviewAfterEdit } from '@/lib/server/reviews/service';
import type { SessionUser } from '@/lib/session/permissions';
import type { Grade, GradeSaveInput, MechanicalProperty, PropertySaveInput } from '@/lib/standards/contract';
import { gradesOf, KIND, loadGrade, managedStandard, toProperty } from './access';

/** A standard's grades and their mechanical properties; every change sends an approved standard back to review. */

export async function saveGrade(db: Db, user: SessionUser, input: GradeSaveInput): Promise<Grade> {
  const id = await db.transaction(async (tx) => {
    const { row } = await managedStandard(tx, user, input.standardId);
    const [dup] = await tx.select({ id: standardGrades.id }).from(standardGrades).where(and(eq(standardGrades.standardId, row.id), eq(standardGrades.name, input.name)));
    if (dup && dup.id !== input.id) throw conflict('Standards.duplicateGrade');
    let gradeId: number;
    if (input.id === undefined) {
      [{ id: gradeId }] = await tx.insert(standardGrades).values({ standardId: row.id, name: input.name }).returning({ id: standardGrades.id });
    } else {
      const grade = await loadGrade(tx, input.id);
      if (grade.standardId !== row.id) throw notFound('Standards.noSuchGrade');
      await tx.update(standardGrades).set({ name: input.name }).where(eq(standardGrades.id, grade.id));
      gradeId = grade.id;
    }
    await reviewAfterEdit(tx, { kind: KIND, id: row.id, userId: user.id });
    return gradeId;
  });
  const [grade] = (await gradesOf(db, [input.standardId])).filter((g) => g.id === id);
  return grade;
}

export async function deleteGrade(db: Db, user: SessionUser, id: number): Promise<null> {
  await db.transaction(async (tx) => {
    const grade = await loadGrade(tx, id);
    await managedStandard(tx, user, grade.standardId);
    await tx.delete(standardGrades).where(eq(standardGrades.id, id));
    await reviewAfterEdit(tx, { kind: KIND, id: grade.standardId, userId: user.id });
  });
  return null;
}

export async function saveProperty(db: Db, user: SessionUser, input: PropertySaveInput): Promise<MechanicalProperty> {
  const { id, ...values } = input;
  const saved = await db.transaction(async (tx) => {
    const grade = await loadGrade(tx, input.gradeId);
    await managedStandard(tx, user, grade.standardId);
    let row: typeof standardProperties.$inferSelect;
    if (id === undefined) {
      [row] = await tx.insert(standardProperties).values(values).returning();
    } else {
      const [existing] = await tx.select().from(standardProperties).where(eq(standardProperties.id, id));
      if (!existing || existing.gradeId !== grade.id) throw notFound('Standards.noSuchProperty');
      [row] = await tx.update(standardProperties).set(values).where(eq(standardProperties.id, id)).returning();
    }
    await reviewAfterEdit(tx, { kind: KIND, id: grade.standardId, userId: user.id });
    return row;
  });
  return toProperty(saved);
}

export async function deleteProperty(db: Db, user: SessionUser, id: number): Promise<null> {
  await db.transaction(async (tx) => {
    const [existing] = await tx.select().from(standardProperties).where(eq(standardProperties.id, id));
    if (!existing) throw notFound('Standards.noSuchProperty');
    const grade = await loadGrade(tx, existing.gradeId);
    await managedStandard(tx, user, grade.standardId);
    await tx.delete(standardProperties).where(eq(standardProperties.id, id));
    await reviewAfterEdit(tx, { kind: KIND, id: grade.standardId, userId: user.id });
  });
  return null;
}

