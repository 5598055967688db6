import 'server-only';
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ProfileCard, ProfileDetail } from '@/lib/cloud/contract';
import type { ItemCategory, ProfileKind } from '@/lib/cloud/types';
import type { Paged, PageInput } from '@/lib/contract';
import type { Locale } from '@/lib/i18n/routing';
import { notFound } from '@/lib/server/api/errors';
import type { DbExecutor } from '@/lib/server/db/client';
import { cloudLaboratories, cloudProfiles, regions } from '@/lib/server/db/schema';
import { inLanguage } from '@/lib/i18n/in-language';
import { containing } from '@/lib/server/db/like';

/** The testers and experts of /cloud/userList and /cloud/userDetail. */

type Row = { p: typeof cloudProfiles.$inferSelect; provinceZh: string | null; provinceEn: string | null; labZh: string | null; labEn: string | null };

function toCard(r: Row, locale: Locale): ProfileCard {
  return {
    id: r.p.id,
    kind: r.p.kind as ProfileKind,
    name: inLanguage(locale, r.p.nameZh, r.p.nameEn),
    title: inLanguage(locale, r.p.titleZh, r.p.titleEn),
    org: inLanguage(locale, r.p.orgZh, r.p.orgEn),
    fields: r.p.fields as ItemCategory[],
    province: r.provinceZh ? inLanguage(locale, r.provinceZh, r.provinceEn) : null,
    labId: r.p.labId,
    demo: r.p.demo,
  };
}

const columns = { p: cloudProfiles, provinceZh: regions.nameZh, provinceEn: regions.nameEn, labZh: cloudLaboratories.nameZh, labEn: cloudLaboratories.nameEn };

export async function profilePage(db: DbExecutor, input: PageInput & { kind?: ProfileKind; category?: ItemCategory }, locale: Locale): Promise<Paged<ProfileCard>> {
  const where: SQL[] = [eq(cloudProfiles.active, true)];
  if (input.kind) where.push(eq(cloudProfiles.kind, input.kind));
  // jsonb containment (portable PostgreSQL): the profile covers this category.
  if (input.category) where.push(sql`${cloudProfiles.fields} @> ${JSON.stringify([input.category])}::jsonb`);
  const [{ total }] = await db.select({ total: count() }).from(cloudProfiles).where(and(...where));
  const rows = await db
    .select(columns)
    .from(cloudProfiles)
    .leftJoin(regions, eq(regions.code, cloudProfiles.provinceCode))
    .leftJoin(cloudLaboratories, eq(cloudLaboratories.id, cloudProfiles.labId))
    .where(and(...where))
    .orderBy(asc(cloudProfiles.kind), asc(cloudProfiles.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  return { list: rows.map((r) => toCard(r, locale)), total, page: input.page, pageSize: input.pageSize };
}

export async function profileDetail(db: DbExecutor, id: number, locale: Locale): Promise<ProfileDetail> {
  const [r] = await db
    .select(columns)
    .from(cloudProfiles)
    .leftJoin(regions, eq(regions.code, cloudProfiles.provinceCode))
    .leftJoin(cloudLaboratories, eq(cloudLaboratories.id, cloudProfiles.labId))
    .where(and(eq(cloudProfiles.id, id), eq(cloudProfiles.active, true)));
  if (!r) throw notFound('Cloud.errors.noSuchProfile');
  return { ...toCard(r, locale), bio: inLanguage(locale, r.p.bioZh, r.p.bioEn), labName: r.labZh ? inLanguage(locale, r.labZh, r.labEn) : null };
}

/** An active expert's name, title and organisation in one language (the expert services directory reads these). */
export interface ExpertSummary {
  id: number;
  name: string;
  title: string;
  org: string;
  demo: boolean;
}

/**
 * The active experts among `ids` (profiles of kind expert), by id: the services directory (lib/server/directories,
 * a declared one-way dependency on this domain) shows them without reading this domain's tables itself.
 */
export async function expertSummaries(db: DbExecutor, ids: readonly number[], locale: Locale): Promise<Map<number, ExpertSummary>> {
  const out = new Map<number, ExpertSummary>();
  if (!ids.length) return out;
  const rows = await db
    .select()
    .from(cloudProfiles)
    .where(and(inArray(cloudProfiles.id, [...ids]), eq(cloudProfiles.kind, 'expert'), eq(cloudProfiles.active, true)));
  for (const p of rows) out.set(p.id, { id: p.id, name: inLanguage(locale, p.nameZh, p.nameEn), title: inLanguage(locale, p.titleZh, p.titleEn), org: inLanguage(locale, p.orgZh, p.orgEn), demo: p.demo });
  return out;
}

const summaryOf = (p: typeof cloudProfiles.$inferSelect, locale: Locale): ExpertSummary => ({ id: p.id, name: inLanguage(locale, p.nameZh, p.nameEn), title: inLanguage(locale, p.titleZh, p.titleEn), org: inLanguage(locale, p.orgZh, p.orgEn), demo: p.demo });
const activeExpert = () => and(eq(cloudProfiles.kind, 'expert'), eq(cloudProfiles.active, true));

/** Every active expert, by id (the ranking's report authors an administrator may name: lib/server/ranking, a declared dependency). */
export async function activeExperts(db: DbExecutor, locale: Locale): Promise<ExpertSummary[]> {
  const rows = await db.select().from(cloudProfiles).where(activeExpert()).orderBy(asc(cloudProfiles.id));
  return rows.map((p) => summaryOf(p, locale));
}

/**
 * The profiles among `ids` whatever their kind and state, by id: a report's author named earlier stays shown after its
 * profile is deactivated (the ranking's expert reports).
 */
export async function profileSummaries(db: DbExecutor, ids: readonly number[], locale: Locale): Promise<Map<number, ExpertSummary>> {
  const out = new Map<number, ExpertSummary>();
  if (!ids.length) return out;
  for (const p of await db.select().from(cloudProfiles).where(inArray(cloudProfiles.id, [...ids]))) out.set(p.id, summaryOf(p, locale));
  return out;
}

/** Whether `id` is an active expert profile (a report author must be one). */
export async function isActiveExpert(db: DbExecutor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: cloudProfiles.id }).from(cloudProfiles).where(and(eq(cloudProfiles.id, id), activeExpert()));
  return !!row;
}

/** The first active demo expert by id, or null (the ranking's demo expert report). */
export async function firstDemoExpertId(db: DbExecutor): Promise<number | null> {
  const [row] = await db.select({ id: cloudProfiles.id }).from(cloudProfiles).where(and(activeExpert(), eq(cloudProfiles.demo, true))).orderBy(asc(cloudProfiles.id)).limit(1);
  return row?.id ?? null;
}

/** The ids of every active expert profile, as a subquery (the directory filters its readers' lists with it in SQL). */
export function activeExpertIds(db: DbExecutor) {
  return db.select({ id: cloudProfiles.id }).from(cloudProfiles).where(and(eq(cloudProfiles.kind, 'expert'), eq(cloudProfiles.active, true)));
}

/** Ids of the active experts whose name, title or organisation (either language) contains `keyword` (at most 500). */
export async function expertIdsMatching(db: DbExecutor, keyword: string): Promise<number[]> {
  const like = containing(keyword);
  const rows = await db
    .select({ id: cloudProfiles.id })
    .from(cloudProfiles)
    .where(
      and(
        eq(cloudProfiles.kind, 'expert'),
        eq(cloudProfiles.active, true),
        or(ilike(cloudProfiles.nameZh, like), ilike(cloudProfiles.nameEn, like), ilike(cloudProfiles.titleZh, like), ilike(cloudProfiles.titleEn, like), ilike(cloudProfiles.orgZh, like), ilike(cloudProfiles.orgEn, like)),
      ),
    )
    .limit(500);
  return rows.map((r) => r.id);
}

/** The id of the active expert profile with this seed code, or null (the directory's demo seed). */
export async function expertIdByCode(db: DbExecutor, code: string): Promise<number | null> {
  const [row] = await db.select({ id: cloudProfiles.id }).from(cloudProfiles).where(and(eq(cloudProfiles.code, code), eq(cloudProfiles.kind, 'expert')));
  return row?.id ?? null;
}
