import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import type { ContentStandard } from '@/lib/research-data/content';
import type { StandardLink } from '@/lib/research-data/contract';
import type { DbExecutor } from '@/lib/server/db/client';
import { researchDataStandards } from '@/lib/server/db/schema';
import { gradesToLink, openableGrades } from '@/lib/server/standards/links';
import type { SessionUser } from '@/lib/session/permissions';

/**
 * Links of an R&D record to grades of standards (the editor's `myStandardList` tab). The grades come
 * from the standards domain (lib/server/standards): the caller's own system's or approved ones. Each
 * link keeps the names it was made with; they are signed in the version content (content.ts).
 */

type LinkRow = typeof researchDataStandards.$inferSelect;

export async function linkRows(db: DbExecutor, recordId: number): Promise<LinkRow[]> {
  return db.select().from(researchDataStandards).where(eq(researchDataStandards.recordId, recordId)).orderBy(
      asc(researchDataStandards.systemCode),
      asc(researchDataStandards.standardNumber),
      asc(researchDataStandards.standardYear),
      asc(researchDataStandards.gradeName),
      asc(researchDataStandards.id),
    );
}

export const contentStandards = (rows: readonly LinkRow[]): ContentStandard[] => rows.map((r) => ({ system: r.systemCode, standard: r.standardNumber, year: r.standardYear, grade: r.gradeName }));

/**
 * Replaces the record's links by the grades `gradeIds`. A grade linked already stays as linked (even
 * if its standard was repealed since); a new one must be one the caller may link (400 otherwise).
 */
export async function replaceLinks(tx: DbExecutor, user: SessionUser, recordId: number, gradeIds: readonly number[]): Promise<void> {
  const current = await linkRows(tx, recordId);
  const wanted = new Set(gradeIds);
  const kept = current.filter((r) => r.gradeId !== null && wanted.has(r.gradeId));
  const added = await gradesToLink(
    tx,
    user,
    [...wanted].filter((id) => !kept.some((k) => k.gradeId === id)),
  );
  const gone = current.filter((r) => !kept.includes(r));
  if (gone.length) await tx.delete(researchDataStandards).where(inArray(researchDataStandards.id, gone.map((r) => r.id)));
  if (added.length) {
    await tx.insert(researchDataStandards).values(
      added.map((g) => ({ recordId, gradeId: g.gradeId, systemCode: g.systemCode, standardNumber: g.standard, standardYear: g.year, gradeName: g.grade })),
    );
  }
}

/** The links as the detail page shows them, with whether the caller may open each grade's page. */
export async function linksOf(db: DbExecutor, user: SessionUser | null, recordId: number): Promise<StandardLink[]> {
  const rows = await linkRows(db, recordId);
  const openable = await openableGrades(
    db,
    user,
    rows.flatMap((r) => (r.gradeId ? [r.gradeId] : [])),
  );
  return rows.map((r) => ({
    gradeId: r.gradeId,
    open: r.gradeId !== null && openable.has(r.gradeId),
    system: r.systemCode,
    standard: r.standardNumber,
    year: r.standardYear,
    grade: r.gradeName,
  }));
}
