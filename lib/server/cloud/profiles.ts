import 'server-only';
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { ProfileCard, ProfileDetail } from '@/lib/cloud/contract';
import type { ItemCategory, ProfileKind } from '@/lib/cloud/types';
import type { Paged, PageInput } from '@/lib/contract';
import type { Locale } from '@/lib/i18n/routing';
import { notFound } from '@/lib/server/api/errors';
import type { DbExecutor } from '@/lib/server/db/client';
import { cloudLaboratories, cloudProfiles, regions } from '@/lib/server/db/schema';
import { inLanguage } from '@/lib/i18n/in-language';

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
