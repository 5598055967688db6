import 'server-only';
import { asc, count, eq, inArray } from 'drizzle-orm';
import { conflict, forbidden, notFound } from '@/lib/server/api/errors';
import type { DbExecutor } from '@/lib/server/db/client';
import { companies, standardGrades, standardProperties, standards, standardSystems } from '@/lib/server/db/schema';
import { reviewState, reviewStates } from '@/lib/server/reviews/service';
import { managesCompanyObject, roleHasPermission, PERMISSIONS, type SessionUser } from '@/lib/session/permissions';
import { SHAPES } from '@/lib/standards/enums';
import type { DeliveryStatus, Grade, MechanicalProperty, Shape, StandardPublicState, StandardRow, StandardSystem } from '@/lib/standards/contract';
import { sortProperties } from '@/lib/standards/rules';

/**
 * Standards (issue 16 item 6, docs/STANDARDS.md): who may do what, and loading a system, a standard
 * or a grade with that check. Every write checks, from the database, that the caller is the system's
 * owner while a member of its company, or the administrator of that company (managesCompanyObject); a standard is public only while its review is
 * approved and it is not repealed. The calls live beside this file: systems.ts, standards.ts,
 * grades.ts, public.ts, admin.ts, links.ts.
 */

export const KIND = 'enterpriseStandard' as const;

export type SystemRow = typeof standardSystems.$inferSelect;
export type StandardDb = typeof standards.$inferSelect;

// Who may do what

/** The owner of the system while still in its company, or the administrator of that company (the one rule, issue 45 item 5). */
export const manages = (user: SessionUser | null, system: Pick<SystemRow, 'ownerId' | 'companyId'>): boolean => managesCompanyObject(user, system);

export const isPublicAdmin = (user: SessionUser | null) => !!user && roleHasPermission(user.role, PERMISSIONS.auditPublish);

function publicState(state: StandardPublicState, row: Pick<StandardDb, 'repealedAt'>): StandardPublicState {
  return row.repealedAt ? 'repealed' : state;
}

// ---------------------------------------------------------------------------------------------
// Loading

export async function systemOf(db: DbExecutor, id: number): Promise<SystemRow & { companyName: string }> {
  const [row] = await db
    .select({ s: standardSystems, companyName: companies.name })
    .from(standardSystems)
    .leftJoin(companies, eq(companies.id, standardSystems.companyId))
    .where(eq(standardSystems.id, id));
  if (!row) throw notFound('Standards.noSuchSystem');
  return { ...row.s, companyName: row.companyName ?? '' };
}

export const toSystem = (s: SystemRow & { companyName: string }): StandardSystem => ({
  id: s.id,
  name: s.name,
  code: s.code,
  country: s.country,
  issuer: s.issuer,
  companyName: s.companyName,
  demo: s.demo,
});

export async function standardRows(db: DbExecutor, rows: StandardDb[]): Promise<StandardRow[]> {
  const ids = rows.map((r) => r.id);
  const states = await reviewStates(db, KIND, ids);
  const counts = ids.length
    ? await db.select({ id: standardGrades.standardId, n: count() }).from(standardGrades).where(inArray(standardGrades.standardId, ids)).groupBy(standardGrades.standardId)
    : [];
  const countOf = new Map(counts.map((c) => [c.id, Number(c.n)]));
  return rows.map((r) => ({
    id: r.id,
    systemId: r.systemId,
    number: r.number,
    name: r.name,
    year: r.year,
    issuer: r.issuer,
    state: publicState(states.get(r.id) ?? 'notSubmitted', r),
    repealReason: r.repealReason,
    repealedAt: r.repealedAt ? r.repealedAt.toISOString() : null,
    gradeCount: countOf.get(r.id) ?? 0,
    demo: r.demo,
  }));
}

export async function loadStandard(db: DbExecutor, id: number) {
  const [row] = await db.select().from(standards).where(eq(standards.id, id));
  if (!row) throw notFound('Standards.noSuchStandard');
  return { row, system: await systemOf(db, row.systemId) };
}

/** A standard the caller manages (403 for anyone else), refusing changes to a repealed one. */
export async function managedStandard(db: DbExecutor, user: SessionUser, id: number, forChange = true) {
  const found = await loadStandard(db, id);
  if (!manages(user, found.system)) throw forbidden();
  if (forChange && found.row.repealedAt) throw conflict('Standards.repealedLocked');
  return found;
}

export async function loadGrade(db: DbExecutor, id: number) {
  const [grade] = await db.select().from(standardGrades).where(eq(standardGrades.id, id));
  if (!grade) throw notFound('Standards.noSuchGrade');
  return grade;
}

export const toProperty = (p: typeof standardProperties.$inferSelect): MechanicalProperty => ({
  id: p.id,
  gradeId: p.gradeId,
  shape: p.shape as Shape,
  deliveryStatus: p.deliveryStatus as DeliveryStatus,
  specMin: p.specMin,
  specMax: p.specMax,
  tensileMin: p.tensileMin,
  tensileMax: p.tensileMax,
  elongation: p.elongation,
  reductionOfArea: p.reductionOfArea,
  impactEnergy: p.impactEnergy,
  impactTemperature: p.impactTemperature,
  hardness: p.hardness,
  bendingAngle: p.bendingAngle,
  bendingRadius: p.bendingRadius,
  remarks: p.remarks,
});

export async function gradesOf(db: DbExecutor, standardIds: number[]): Promise<Grade[]> {
  if (!standardIds.length) return [];
  const grades = await db.select().from(standardGrades).where(inArray(standardGrades.standardId, standardIds)).orderBy(asc(standardGrades.name), asc(standardGrades.id));
  const props = grades.length ? await db.select().from(standardProperties).where(inArray(standardProperties.gradeId, grades.map((g) => g.id))) : [];
  return grades.map((g) => ({
    id: g.id,
    standardId: g.standardId,
    name: g.name,
    properties: sortProperties(props.filter((p) => p.gradeId === g.id).map(toProperty), SHAPES),
  }));
}

/** Whether everyone may read a standard: approved and not repealed. */
export async function isPublic(db: DbExecutor, row: StandardDb): Promise<boolean> {
  return !row.repealedAt && (await reviewState(db, { kind: KIND, id: row.id })) === 'approved';
}

export const titleOf = (s: Pick<StandardDb, 'number' | 'year' | 'name'>) => `${s.number}-${s.year} ${s.name}`;
