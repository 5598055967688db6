import 'server-only';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { materialKeywordStats, materials, materialStandards, materialStats } from '@/lib/server/db/schema';
import type { Locale } from '@/lib/i18n/routing';
import { translate } from '@/lib/i18n/messages';
import type { HotBrand, HotKeyword, HotMaterial, HotPurpose, MaterialFamily } from '@/lib/api/materials';
import { flushCounters } from './counters';

const familyFilter = (family?: MaterialFamily) => (family ? eq(materials.family, family) : undefined);

/** Most viewed (then most found) materials. */
export async function listHotMaterials(db: Db, family: MaterialFamily | undefined, limit: number): Promise<HotMaterial[]> {
  await flushCounters(db);
  const rows = await db
    .select({ m: materials, s: materialStats, code: materialStandards.code })
    .from(materialStats)
    .innerJoin(materials, eq(materials.id, materialStats.materialId))
    .leftJoin(materialStandards, eq(materialStandards.id, materials.standardId))
    .where(and(familyFilter(family), sql`${materialStats.views} + ${materialStats.searchHits} > 0`))
    .orderBy(desc(materialStats.views), desc(materialStats.searchHits), materials.id)
    .limit(limit);
  return rows.map(({ m, s, code }) => ({
    id: m.id, slug: m.slug, family: m.family, grade: m.grade, standardCode: code, views: s.views, searchHits: s.searchHits,
  }));
}

export async function listHotKeywords(db: Db, family: MaterialFamily | undefined, limit: number): Promise<HotKeyword[]> {
  await flushCounters(db);
  const rows = await db
    .select()
    .from(materialKeywordStats)
    .where(and(family ? eq(materialKeywordStats.family, family) : undefined, gt(materialKeywordStats.searches, 0)))
    .orderBy(desc(materialKeywordStats.searches), desc(materialKeywordStats.lastAt))
    .limit(limit);
  return rows.map((r) => ({ keyword: r.keyword, family: r.family as MaterialFamily, count: r.searches }));
}

/** Categories (uses) by views and search hits of their materials. */
export async function listHotPurposes(db: Db, family: MaterialFamily | undefined, limit: number, locale: Locale): Promise<HotPurpose[]> {
  await flushCounters(db);
  const rows = await db
    .select({ category: materials.category, family: materials.family, n: sql<number>`sum(${materialStats.views} + ${materialStats.searchHits})` })
    .from(materialStats)
    .innerJoin(materials, eq(materials.id, materialStats.materialId))
    .where(and(familyFilter(family), sql`${materials.category} IS NOT NULL`, sql`${materialStats.views} + ${materialStats.searchHits} > 0`))
    .groupBy(materials.category, materials.family)
    .orderBy(sql`3 DESC`, materials.category)
    .limit(limit);
  return rows.map((r) => ({
    category: r.category!, family: r.family, count: Number(r.n), label: translate(locale, `Materials.categories.${r.category}`),
  }));
}

/** Grades (brands, 牌号) by views and search hits summed over their records. */
export async function listHotBrands(db: Db, family: MaterialFamily | undefined, limit: number): Promise<HotBrand[]> {
  await flushCounters(db);
  const rows = await db
    .select({
      grade: sql<string>`min(${materials.grade})`,
      family: materials.family,
      n: sql<number>`sum(${materialStats.views} + ${materialStats.searchHits})`,
      id: sql<number>`min(${materials.id})`,
    })
    .from(materialStats)
    .innerJoin(materials, eq(materials.id, materialStats.materialId))
    .where(and(familyFilter(family), sql`${materialStats.views} + ${materialStats.searchHits} > 0`))
    .groupBy(materials.gradeNorm, materials.family)
    .orderBy(sql`3 DESC`, sql`1`)
    .limit(limit);
  if (!rows.length) return [];
  const slugs = await db.select({ id: materials.id, slug: materials.slug }).from(materials).where(inArray(materials.id, rows.map((r) => Number(r.id))));
  const slugOf = new Map(slugs.map((s) => [s.id, s.slug]));
  return rows.map((r) => ({ grade: r.grade, family: r.family, count: Number(r.n), id: Number(r.id), slug: slugOf.get(Number(r.id)) ?? '' }));
}
