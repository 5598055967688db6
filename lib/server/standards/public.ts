import 'server-only';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Paged } from '@/lib/contract';
import { notFound } from '@/lib/server/api/errors';
import type { Db } from '@/lib/server/db/client';
import { companies, reviewItems, standardGrades, standards, standardSystems } from '@/lib/server/db/schema';
import type { SessionUser } from '@/lib/session/permissions';
import type { BrandDetail, PublicPageInput, PublicStandard } from '@/lib/standards/contract';
import { gradesOf, isPublic, isPublicAdmin, KIND, loadGrade, loadStandard, manages, standardRows, toSystem } from './access';
import { containing } from '@/lib/server/db/like';

/** Approved, not repealed enterprise standards, newest first, with their grades. */
export async function pagePublic(db: Db, input: PublicPageInput): Promise<Paged<PublicStandard>> {
  const conditions: SQL[] = [eq(reviewItems.kind, KIND), eq(reviewItems.state, 'approved'), isNull(standards.repealedAt)];
  if (input.keyword) {
    const like = containing(input.keyword);
    conditions.push(or(ilike(standards.number, like), ilike(standards.name, like), ilike(standardSystems.name, like))!);
  }
  const where = and(...conditions);
  const base = () =>
    db
      .select({ s: standards, sys: standardSystems, companyName: companies.name })
      .from(standards)
      .innerJoin(reviewItems, eq(reviewItems.subjectId, standards.id))
      .innerJoin(standardSystems, eq(standardSystems.id, standards.systemId))
      .leftJoin(companies, eq(companies.id, standardSystems.companyId));
  const [{ n }] = await db
    .select({ n: count() })
    .from(standards)
    .innerJoin(reviewItems, eq(reviewItems.subjectId, standards.id))
    .innerJoin(standardSystems, eq(standardSystems.id, standards.systemId))
    .where(where);
  const rows = await base()
    .where(where)
    .orderBy(desc(reviewItems.decidedAt), desc(standards.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const ids = rows.map((r) => r.s.id);
  const grades = ids.length ? await db.select({ id: standardGrades.id, name: standardGrades.name, standardId: standardGrades.standardId }).from(standardGrades).where(inArray(standardGrades.standardId, ids)).orderBy(asc(standardGrades.name)) : [];
  return {
    list: rows.map((r) => ({
      id: r.s.id,
      number: r.s.number,
      name: r.s.name,
      year: r.s.year,
      issuer: r.s.issuer,
      system: { name: r.sys.name, code: r.sys.code, country: r.sys.country, companyName: r.companyName ?? '' },
      grades: grades.filter((g) => g.standardId === r.s.id).map((g) => ({ id: g.id, name: g.name })),
      demo: r.s.demo,
    })),
    total: Number(n),
    page: input.page,
    pageSize: input.pageSize,
  };
}

/** A grade inside its standard and system: public once the standard is approved and not repealed. */
export async function brandDetail(db: Db, user: SessionUser | null, gradeId: number): Promise<BrandDetail> {
  const grade = await loadGrade(db, gradeId);
  const { row, system } = await loadStandard(db, grade.standardId);
  if (!manages(user, system) && !isPublicAdmin(user) && !(await isPublic(db, row))) throw notFound('Standards.noSuchGrade');
  const grades = await gradesOf(db, [row.id]);
  const [standard] = await standardRows(db, [row]);
  return {
    grade: grades.find((g) => g.id === gradeId)!,
    standard,
    system: toSystem(system),
    siblings: grades.filter((g) => g.id !== gradeId).map((g) => ({ id: g.id, name: g.name })),
  };
}

