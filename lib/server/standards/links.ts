import 'server-only';
import { and, asc, desc, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { badRequest } from '@/lib/server/api/errors';
import type { DbExecutor } from '@/lib/server/db/client';
import { reviewItems, standardGrades, standards, standardSystems } from '@/lib/server/db/schema';
import type { SessionUser } from '@/lib/session/permissions';
import type { LinkableGrade } from '@/lib/standards/contract';
import { isPublicAdmin, KIND, manages, type StandardDb, type SystemRow } from './access';
import { containing } from '@/lib/server/db/like';
import { managedWhere } from '@/lib/server/auth/company-objects';

/** Grades an R&D data record may link to (docs/RESEARCH-DATA.md, the editor's myStandardList tab). */

function linkableQuery(db: DbExecutor) {
  return db
    .select({ g: standardGrades, s: standards, sys: standardSystems, state: reviewItems.state })
    .from(standardGrades)
    .innerJoin(standards, eq(standards.id, standardGrades.standardId))
    .innerJoin(standardSystems, eq(standardSystems.id, standards.systemId))
    .leftJoin(reviewItems, and(eq(reviewItems.kind, KIND), eq(reviewItems.subjectId, standards.id)));
}

/** Managed by the caller: the `manages` rule in SQL (lib/server/auth/company-objects.ts). */
const managedBy = (user: SessionUser): SQL => managedWhere(user, standardSystems);

function toLinkable(user: SessionUser | null, r: { g: typeof standardGrades.$inferSelect; s: StandardDb; sys: SystemRow; state: string | null }): LinkableGrade {
  return {
    gradeId: r.g.id,
    grade: r.g.name,
    standardId: r.s.id,
    standard: r.s.number,
    standardName: r.s.name,
    year: r.s.year,
    systemCode: r.sys.code,
    systemName: r.sys.name,
    own: manages(user, r.sys),
    public: r.state === 'approved' && !r.s.repealedAt,
  };
}

/**
 * Grades the caller may link an R&D record to: those of the systems the caller manages (any review
 * state) and those of approved enterprise standards; never a repealed standard's. Own first, then by
 * standard and grade; keyword on grade, standard number or name, system code.
 */
export async function linkableGrades(db: DbExecutor, user: SessionUser, input: { keyword?: string; limit: number }): Promise<{ list: LinkableGrade[]; hasSystem: boolean }> {
  const conditions: SQL[] = [isNull(standards.repealedAt), or(managedBy(user), eq(reviewItems.state, 'approved'))!];
  if (input.keyword) {
    const like = containing(input.keyword);
    conditions.push(or(ilike(standardGrades.name, like), ilike(standards.number, like), ilike(standards.name, like), ilike(standardSystems.code, like))!);
  }
  const rows = await linkableQuery(db)
    .where(and(...conditions))
    .orderBy(asc(standardSystems.code), asc(standards.number), desc(standards.year), asc(standardGrades.name), asc(standardGrades.id))
    .limit(input.limit);
  const [system] = await db.select({ id: standardSystems.id }).from(standardSystems).where(managedBy(user)).limit(1);
  const list = rows.map((r) => toLinkable(user, r));
  return { list: [...list.filter((g) => g.own), ...list.filter((g) => !g.own)], hasSystem: !!system };
}

/**
 * The grades `ids` for a link, each of which the caller may link (see `linkableGrades`); any other id
 * (unknown, someone else's unapproved or repealed standard) answers 400 `Standards.noSuchGrade`.
 */
export async function gradesToLink(db: DbExecutor, user: SessionUser, ids: readonly number[]): Promise<LinkableGrade[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const rows = await linkableQuery(db)
    .where(and(inArray(standardGrades.id, unique), isNull(standards.repealedAt), or(managedBy(user), eq(reviewItems.state, 'approved'))))
    ;
  if (rows.length !== unique.length) throw badRequest('Standards.noSuchGrade');
  return rows.map((r) => toLinkable(user, r));
}

/** Of `ids`, the grades whose page (`/allServer/brandDetail`) the caller may open (the brandDetail rule). */
export async function openableGrades(db: DbExecutor, user: SessionUser | null, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await linkableQuery(db).where(inArray(standardGrades.id, [...new Set(ids)]));
  return new Set(rows.filter((r) => manages(user, r.sys) || isPublicAdmin(user) || (r.state === 'approved' && !r.s.repealedAt)).map((r) => r.g.id));
}
