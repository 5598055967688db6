import 'server-only';
import { aliasedTable, and, asc, count, desc, eq, ilike, inArray, min, or, sql, type SQL } from 'drizzle-orm';
import type { AdminLabRow, CaseCard, LabCard, LabDetail, LabPageInput, Region } from '@/lib/cloud/contract';
import type { ItemCategory, ItemKind, ItemParam, ItemUnit, LabStatus, QualificationKind } from '@/lib/cloud/types';
import type { Paged, PageInput } from '@/lib/contract';
import { fileDownloadPath } from '@/lib/files/contract';
import type { Locale } from '@/lib/i18n/routing';
import { notFound } from '@/lib/server/api/errors';
import type { DbExecutor } from '@/lib/server/db/client';
import { cloudCases, cloudEquipment, cloudItems, cloudLaboratories, cloudOfferings, cloudQualifications, regions, users } from '@/lib/server/db/schema';
import type { SessionUser } from '@/lib/session/permissions';
import { roleHasPermission, PERMISSIONS } from '@/lib/session/permissions';
import { itemName } from './items';
import { inLanguage } from '@/lib/i18n/in-language';
import { containing } from '@/lib/server/db/like';

const L = cloudLaboratories;
const province = aliasedTable(regions, 'province');
const city = aliasedTable(regions, 'city');


const labColumns = {
  id: L.id,
  slug: L.slug,
  nameZh: L.nameZh,
  nameEn: L.nameEn,
  provinceCode: L.provinceCode,
  provinceZh: province.nameZh,
  provinceEn: province.nameEn,
  cityZh: city.nameZh,
  cityEn: city.nameEn,
  cma: L.cma,
  cnas: L.cnas,
  ratingSum: L.ratingSum,
  ratingCount: L.ratingCount,
  logoFileId: L.logoFileId,
  demo: L.demo,
};

type LabCardRow = { [K in keyof typeof labColumns]: (typeof labColumns)[K]['_']['data'] | null } & { itemCount: number; priceFen: number | null; cycleDays: number | null };

/** Average rating with one decimal, or null before the first rating. */
export const averageRating = (sum: number, n: number): number | null => (n > 0 ? Math.round((sum / n) * 10) / 10 : null);

function toCard(r: LabCardRow, locale: Locale): LabCard {
  return {
    id: r.id!,
    slug: r.slug!,
    name: inLanguage(locale, r.nameZh, r.nameEn),
    provinceCode: r.provinceCode!,
    province: inLanguage(locale, r.provinceZh, r.provinceEn) || r.provinceCode!,
    city: inLanguage(locale, r.cityZh, r.cityEn) || null,
    cma: !!r.cma,
    cnas: !!r.cnas,
    rating: averageRating(r.ratingSum ?? 0, r.ratingCount ?? 0),
    ratingCount: r.ratingCount ?? 0,
    itemCount: Number(r.itemCount ?? 0),
    priceFen: r.priceFen ?? null,
    cycleDays: r.cycleDays ?? null,
    logoUrl: r.logoFileId ? fileDownloadPath(r.logoFileId) : null,
    demo: !!r.demo,
  };
}

const ratingOrder = sql`case when ${L.ratingCount} = 0 then null else ${L.ratingSum}::float / ${L.ratingCount} end`;

/**
 * The laboratory list of /cloud/testerList (detectionResource/page): active laboratories offering
 * the chosen item (then price and cycle are that item's) or anything (then the lowest price and the
 * shortest cycle), filtered by qualification, province, price (whole yuan) and cycle, sorted.
 */
export async function labPage(db: DbExecutor, input: LabPageInput, locale: Locale): Promise<Paged<LabCard>> {
  const all = db.select({ labId: cloudOfferings.labId, items: count().as('items') }).from(cloudOfferings).groupBy(cloudOfferings.labId).as('all_offers');
  const chosen = db
    .select({ labId: cloudOfferings.labId, price: min(cloudOfferings.priceFen).as('price'), cycle: min(cloudOfferings.cycleDays).as('cycle') })
    .from(cloudOfferings)
    .where(input.itemId ? eq(cloudOfferings.itemId, input.itemId) : undefined)
    .groupBy(cloudOfferings.labId)
    .as('chosen');
  const where: SQL[] = [eq(L.status, 'active')];
  if (input.keyword) {
    const p = containing(input.keyword);
    where.push(or(ilike(L.nameZh, p), ilike(L.nameEn, p), ilike(L.introZh, p), ilike(L.introEn, p))!);
  }
  if (input.qualification === 'cma') where.push(eq(L.cma, true));
  if (input.qualification === 'cnas') where.push(eq(L.cnas, true));
  if (input.province) where.push(eq(L.provinceCode, input.province));
  if (input.priceMin !== undefined) where.push(sql`${chosen.price} >= ${input.priceMin * 100}`);
  if (input.priceMax !== undefined) where.push(sql`${chosen.price} <= ${input.priceMax * 100}`);
  if (input.cycleMax !== undefined) where.push(sql`${chosen.cycle} <= ${input.cycleMax}`);
  const order: SQL[] =
    input.sort === 'priceAsc'
      ? [sql`${chosen.price} asc`]
      : input.sort === 'priceDesc'
        ? [sql`${chosen.price} desc`]
        : input.sort === 'cycle'
          ? [sql`${chosen.cycle} asc`, sql`${chosen.price} asc`]
          : input.sort === 'newest'
            ? [desc(L.createdAt)]
            : [sql`${ratingOrder} desc nulls last`, desc(L.ratingCount)];
  const [{ total }] = await db
    .select({ total: count() })
    .from(L)
    .innerJoin(chosen, eq(chosen.labId, L.id))
    .where(and(...where));
  const rows = await db
    .select({ ...labColumns, itemCount: all.items, priceFen: chosen.price, cycleDays: chosen.cycle })
    .from(L)
    .innerJoin(chosen, eq(chosen.labId, L.id))
    .innerJoin(all, eq(all.labId, L.id))
    .leftJoin(province, eq(province.code, L.provinceCode))
    .leftJoin(city, eq(city.code, L.cityCode))
    .where(and(...where))
    .orderBy(...order, asc(L.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  return { list: rows.map((r) => toCard(r as LabCardRow, locale)), total, page: input.page, pageSize: input.pageSize };
}

/** Provinces that have an active laboratory, in code order (the list's region filter). */
export async function labRegions(db: DbExecutor, locale: Locale): Promise<Region[]> {
  const rows = await db
    .selectDistinct({ code: L.provinceCode, nameZh: province.nameZh, nameEn: province.nameEn })
    .from(L)
    .leftJoin(province, eq(province.code, L.provinceCode))
    .where(eq(L.status, 'active'))
    .orderBy(asc(L.provinceCode));
  return rows.map((r) => ({ code: r.code, name: inLanguage(locale, r.nameZh, r.nameEn) || r.code }));
}

/** Cards of given laboratories (any status), in the order given. */
export async function labCards(db: DbExecutor, ids: readonly number[], locale: Locale): Promise<LabCard[]> {
  if (!ids.length) return [];
  const stats = db
    .select({ labId: cloudOfferings.labId, items: count().as('items'), price: min(cloudOfferings.priceFen).as('price'), cycle: min(cloudOfferings.cycleDays).as('cycle') })
    .from(cloudOfferings)
    .groupBy(cloudOfferings.labId)
    .as('stats');
  const rows = await db
    .select({ ...labColumns, itemCount: stats.items, priceFen: stats.price, cycleDays: stats.cycle })
    .from(L)
    .leftJoin(stats, eq(stats.labId, L.id))
    .leftJoin(province, eq(province.code, L.provinceCode))
    .leftJoin(city, eq(city.code, L.cityCode))
    .where(inArray(L.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.id, toCard(r as LabCardRow, locale)]));
  return ids.map((id) => byId.get(id)).filter((c): c is LabCard => !!c);
}

/** Whether the viewer manages the laboratory or administers the platform (they also see a suspended one). */
export function mayManageLab(viewer: SessionUser | null, lab: { ownerId: number | null }): boolean {
  return !!viewer && (viewer.id === lab.ownerId || roleHasPermission(viewer.role, PERMISSIONS.administration));
}

export async function casesOf(db: DbExecutor, where: SQL | undefined, locale: Locale, limit = 20, offset = 0): Promise<CaseCard[]> {
  const rows = await db
    .select({ c: cloudCases, labZh: L.nameZh, labEn: L.nameEn, item: { nameZh: cloudItems.nameZh, nameEn: cloudItems.nameEn, category: cloudItems.category } })
    .from(cloudCases)
    .leftJoin(L, eq(L.id, cloudCases.labId))
    .leftJoin(cloudItems, eq(cloudItems.id, cloudCases.itemId))
    .where(and(or(sql`${cloudCases.labId} is null`, eq(L.status, 'active')), where))
    .orderBy(desc(cloudCases.createdAt), asc(cloudCases.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => ({
    id: r.c.id,
    title: inLanguage(locale, r.c.titleZh, r.c.titleEn),
    summary: inLanguage(locale, r.c.summaryZh, r.c.summaryEn),
    labId: r.c.labId,
    labName: r.labZh ? inLanguage(locale, r.labZh, r.labEn) : null,
    itemName: r.item?.nameZh ? itemName(r.item, locale) : null,
    category: (r.item?.category as ItemCategory | undefined) ?? null,
    demo: r.c.demo,
  }));
}

/** /cloud/testerDetail: everything public about one laboratory. */
export async function labDetail(db: DbExecutor, id: number, locale: Locale, viewer: SessionUser | null): Promise<LabDetail> {
  const [lab] = await db.select().from(L).where(eq(L.id, id));
  if (!lab || (lab.status !== 'active' && !mayManageLab(viewer, lab))) throw notFound('Cloud.errors.noSuchLab');
  const [card] = await labCards(db, [id], locale);
  const [quals, equipment, offerings, cases] = await Promise.all([
    db.select().from(cloudQualifications).where(eq(cloudQualifications.labId, id)).orderBy(asc(cloudQualifications.id)),
    db.select().from(cloudEquipment).where(eq(cloudEquipment.labId, id)).orderBy(asc(cloudEquipment.sort), asc(cloudEquipment.id)),
    db
      .select({ o: cloudOfferings, i: cloudItems })
      .from(cloudOfferings)
      .innerJoin(cloudItems, eq(cloudItems.id, cloudOfferings.itemId))
      .where(eq(cloudOfferings.labId, id))
      .orderBy(asc(cloudItems.sort), asc(cloudItems.id)),
    casesOf(db, eq(cloudCases.labId, id), locale),
  ]);
  return {
    ...card,
    intro: inLanguage(locale, lab.introZh, lab.introEn),
    address: lab.address,
    contactName: lab.contactName,
    contactPhone: lab.contactPhone,
    contactEmail: lab.contactEmail,
    status: lab.status as LabStatus,
    qualifications: quals.map((q) => ({ kind: q.kind as QualificationKind, certificateNo: q.certificateNo, name: q.name, validUntil: q.validUntil })),
    equipment: equipment.map((e) => ({ name: inLanguage(locale, e.nameZh, e.nameEn), model: e.model, maker: e.maker })),
    offerings: offerings.map(({ o, i }) => ({
      itemId: i.id,
      code: i.code,
      kind: i.kind as ItemKind,
      category: i.category as ItemCategory,
      name: itemName(i, locale),
      unit: i.unit as ItemUnit,
      standards: i.standards,
      params: i.params as ItemParam[],
      priceFen: o.priceFen,
      cycleDays: o.cycleDays,
      note: inLanguage(locale, o.noteZh, o.noteEn) || null,
    })),
    cases,
  };
}

/** /my/administration/laboratory: every settled laboratory, active or suspended. */
export async function adminLabPage(db: DbExecutor, input: PageInput & { status?: LabStatus; keyword?: string }, locale: Locale): Promise<Paged<AdminLabRow>> {
  const where: SQL[] = [];
  if (input.status) where.push(eq(L.status, input.status));
  if (input.keyword) {
    const p = containing(input.keyword);
    where.push(or(ilike(L.nameZh, p), ilike(L.nameEn, p))!);
  }
  const cond = where.length ? and(...where) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(L).where(cond);
  const rows = await db
    .select({ id: L.id, status: L.status, ownerName: users.userName, applicationId: L.applicationId, createdAt: L.createdAt })
    .from(L)
    .leftJoin(users, eq(users.id, L.ownerId))
    .where(cond)
    .orderBy(desc(L.createdAt), desc(L.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const cards = new Map((await labCards(db, rows.map((r) => r.id), locale)).map((c) => [c.id, c]));
  return {
    list: rows.map((r) => ({ ...cards.get(r.id)!, status: r.status as LabStatus, ownerName: r.ownerName, applicationId: r.applicationId, createdAt: r.createdAt.toISOString() })),
    total,
    page: input.page,
    pageSize: input.pageSize,
  };
}

/** Suspends or resumes a laboratory (a suspended one is not listed, not estimated, takes no orders). */
export async function setLabStatus(db: DbExecutor, id: number, status: LabStatus, locale: Locale): Promise<AdminLabRow> {
  const [row] = await db.update(L).set({ status }).where(eq(L.id, id)).returning({ id: L.id });
  if (!row) throw notFound('Cloud.errors.noSuchLab');
  const [card] = await labCards(db, [id], locale);
  const [meta] = await db.select({ status: L.status, ownerName: users.userName, applicationId: L.applicationId, createdAt: L.createdAt }).from(L).leftJoin(users, eq(users.id, L.ownerId)).where(eq(L.id, id));
  return { ...card, status: meta.status as LabStatus, ownerName: meta.ownerName, applicationId: meta.applicationId, createdAt: meta.createdAt.toISOString() };
}
