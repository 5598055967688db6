import 'server-only';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { Paged } from '@/lib/contract';
import { badRequest, conflict, forbidden, notFound } from '@/lib/server/api/errors';
import type { Db, DbExecutor } from '@/lib/server/db/client';
import { companies, reviewItems, standardGrades, standardProperties, standards, standardSystems, users } from '@/lib/server/db/schema';
import { notify } from '@/lib/server/messages/notify';
import { removeReview, reviewAfterEdit, reviewState, reviewStates, submitForReview } from '@/lib/server/reviews/service';
import { roleHasPermission, PERMISSIONS, type SessionUser } from '@/lib/session/permissions';
import { SHAPES } from '@/lib/standards/enums';
import type {
  AdminPageInput,
  AdminStandardRow,
  BrandDetail,
  DeliveryStatus,
  Grade,
  GradeSaveInput,
  LinkableGrade,
  MechanicalProperty,
  MySystem,
  PropertySaveInput,
  PublicPageInput,
  PublicStandard,
  Shape,
  StandardDetail,
  StandardPublicState,
  StandardRow,
  StandardSaveInput,
  StandardSystem,
  SystemSaveInput,
} from '@/lib/standards/contract';
import { sortProperties } from '@/lib/standards/rules';

/**
 * Standards (issue 16 item 6, docs/STANDARDS.md). Every write checks, from the database, that the
 * caller is the system's owner or the administrator of the owner's company; a standard is public only
 * while its review is approved and it is not repealed.
 */

const KIND = 'enterpriseStandard' as const;

type SystemRow = typeof standardSystems.$inferSelect;
type StandardDb = typeof standards.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Who may do what

/** The owner of the system, or the administrator of the company it belongs to. */
function manages(user: SessionUser | null, system: Pick<SystemRow, 'ownerId' | 'companyId'>): boolean {
  if (!user) return false;
  if (user.id === system.ownerId) return true;
  return user.role === 'company_admin' && system.companyId !== null && user.companyId === system.companyId;
}

const isPublicAdmin = (user: SessionUser | null) => !!user && roleHasPermission(user.role, PERMISSIONS.auditPublish);

function publicState(state: StandardPublicState, row: Pick<StandardDb, 'repealedAt'>): StandardPublicState {
  return row.repealedAt ? 'repealed' : state;
}

// ---------------------------------------------------------------------------------------------
// Loading

async function systemOf(db: DbExecutor, id: number): Promise<SystemRow & { companyName: string }> {
  const [row] = await db
    .select({ s: standardSystems, companyName: companies.name })
    .from(standardSystems)
    .leftJoin(companies, eq(companies.id, standardSystems.companyId))
    .where(eq(standardSystems.id, id));
  if (!row) throw notFound('Standards.noSuchSystem');
  return { ...row.s, companyName: row.companyName ?? '' };
}

const toSystem = (s: SystemRow & { companyName: string }): StandardSystem => ({
  id: s.id,
  name: s.name,
  code: s.code,
  country: s.country,
  issuer: s.issuer,
  companyName: s.companyName,
  demo: s.demo,
});

async function standardRows(db: DbExecutor, rows: StandardDb[]): Promise<StandardRow[]> {
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

async function loadStandard(db: DbExecutor, id: number) {
  const [row] = await db.select().from(standards).where(eq(standards.id, id));
  if (!row) throw notFound('Standards.noSuchStandard');
  return { row, system: await systemOf(db, row.systemId) };
}

/** A standard the caller manages (403 for anyone else), refusing changes to a repealed one. */
async function managedStandard(db: DbExecutor, user: SessionUser, id: number, forChange = true) {
  const found = await loadStandard(db, id);
  if (!manages(user, found.system)) throw forbidden();
  if (forChange && found.row.repealedAt) throw conflict('Standards.repealedLocked');
  return found;
}

async function loadGrade(db: DbExecutor, id: number) {
  const [grade] = await db.select().from(standardGrades).where(eq(standardGrades.id, id));
  if (!grade) throw notFound('Standards.noSuchGrade');
  return grade;
}

const toProperty = (p: typeof standardProperties.$inferSelect): MechanicalProperty => ({
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

async function gradesOf(db: DbExecutor, standardIds: number[]): Promise<Grade[]> {
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
async function isPublic(db: DbExecutor, row: StandardDb): Promise<boolean> {
  return !row.repealedAt && (await reviewState(db, { kind: KIND, id: row.id })) === 'approved';
}

// ---------------------------------------------------------------------------------------------
// Systems

export async function mySystem(db: DbExecutor, user: SessionUser): Promise<MySystem> {
  const [own] = await db.select({ id: standardSystems.id }).from(standardSystems).where(eq(standardSystems.ownerId, user.id));
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
    if (!own) throw notFound('Standards.noSuchSystem');
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

// ---------------------------------------------------------------------------------------------
// Standards

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

const titleOf = (s: Pick<StandardDb, 'number' | 'year' | 'name'>) => `${s.number}-${s.year} ${s.name}`;

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

// ---------------------------------------------------------------------------------------------
// Grades and mechanical properties

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

// ---------------------------------------------------------------------------------------------
// Public reading

/** Approved, not repealed enterprise standards, newest first, with their grades. */
export async function pagePublic(db: Db, input: PublicPageInput): Promise<Paged<PublicStandard>> {
  const conditions: SQL[] = [eq(reviewItems.kind, KIND), eq(reviewItems.state, 'approved'), isNull(standards.repealedAt)];
  if (input.keyword) {
    const like = `%${input.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
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

// ---------------------------------------------------------------------------------------------
// Administration

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

// ---------------------------------------------------------------------------------------------
// Grades an R&D data record may link to (docs/RESEARCH-DATA.md, the editor's myStandardList tab)


function linkableQuery(db: DbExecutor) {
  return db
    .select({ g: standardGrades, s: standards, sys: standardSystems, state: reviewItems.state })
    .from(standardGrades)
    .innerJoin(standards, eq(standards.id, standardGrades.standardId))
    .innerJoin(standardSystems, eq(standardSystems.id, standards.systemId))
    .leftJoin(reviewItems, and(eq(reviewItems.kind, KIND), eq(reviewItems.subjectId, standards.id)));
}

/** Managed by the caller: owner, or the administrator of the system's company (the `manages` rule in SQL). */
function managedBy(user: SessionUser): SQL {
  const own = eq(standardSystems.ownerId, user.id);
  return user.role === 'company_admin' && user.companyId !== null ? or(own, eq(standardSystems.companyId, user.companyId))! : own;
}

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
    const like = `%${input.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
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
