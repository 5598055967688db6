import 'server-only';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { materials, materialStandards, materialStats } from '@/lib/server/db/schema';
import type { Locale } from '@/lib/i18n/routing';
import { translate } from '@/lib/i18n/messages';
import type { CommonGrade, HotBrand, HotMaterial, HotPurpose, MaterialFamily } from '@/lib/materials/contract';
import { flushCounters } from './counters';
import type { SharedAnswers } from '@/lib/server/cache/types';
import { cachedAnswer } from './search-cache';

const familyFilter = (family?: MaterialFamily) => (family ? eq(materials.family, family) : undefined);

/**
 * Most viewed (then most found) materials, one per grade: several data sets describe the same grade
 * (Q355B of GB/T 1591 and of a research set), and the material home listed it once per record (issue 29).
 * The most viewed record stands for its grade.
 */
export async function listHotMaterials(db: Db, family: MaterialFamily | undefined, limit: number): Promise<HotMaterial[]> {
  await flushCounters(db);
  const rows = await db
    .select({ m: materials, s: materialStats, code: materialStandards.code })
    .from(materialStats)
    .innerJoin(materials, eq(materials.id, materialStats.materialId))
    .leftJoin(materialStandards, eq(materialStandards.id, materials.standardId))
    .where(and(familyFilter(family), sql`${materialStats.views} + ${materialStats.searchHits} > 0`))
    .orderBy(desc(materialStats.views), desc(materialStats.searchHits), materials.id)
    .limit(limit * 4);
  const seen = new Set<string>();
  const out: HotMaterial[] = [];
  for (const { m, s, code } of rows) {
    const key = `${m.family}:${m.gradeNorm}`;
    if (seen.has(key) || out.length >= limit) continue;
    seen.add(key);
    out.push({ id: m.id, slug: m.slug, family: m.family, grade: m.grade, standardCode: code, views: s.views, searchHits: s.searchHits });
  }
  return out;
}

export { listHotKeywords } from './hot-keywords';

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

/**
 * "Commonly referenced grades", shown on the material home and /hotSearch while no searches or
 * views are recorded yet. A record's cross-references are the other designations it is linked
 * with: the members of every equivalence group that names its grade or one of its aliases, and
 * the aliases themselves (welding and aluminium records carry their other-system designations as
 * aliases, e.g. E5015 / J507 / E7015). One record per equivalence group (or per grade outside any
 * group), so one family of equivalents does not fill the list: the best-referenced, best-confidence
 * one. Ranked by cross-references, then confidence (A before B before C, unrated last), then grade.
 * The grade and alias names come normalised from the import (material_search_docs.names).
 */
export async function listCommonGrades(db: Db, family: MaterialFamily | undefined, limit: number, shared?: SharedAnswers | null): Promise<CommonGrade[]> {
  // Depends only on the imported data: kept with the search answers, which an import clears (shared per data version).
  return cachedAnswer(db, shared, `common-grades:${family ?? ''}:${limit}`, () => readCommonGrades(db, family, limit));
}

async function readCommonGrades(db: Db, family: MaterialFamily | undefined, limit: number): Promise<CommonGrade[]> {
  const scope = family ? sql`m.family = ${family}` : sql`TRUE`;
  const { rows } = await db.execute(sql`
    WITH names AS (
      SELECT m.id, m.grade_norm AS norm FROM materials m WHERE ${scope}
      UNION
      SELECT m.id, n
      FROM materials m JOIN material_search_docs d ON d.material_id = m.id
      CROSS JOIN LATERAL unnest(string_to_array(d.names, ' ')) AS n WHERE ${scope} AND n <> ''
    ),
    refs AS (
      SELECT n.id, e1.group_code AS grp, e2.designation_norm AS ref
      FROM names n
      JOIN material_equivalents e1 ON e1.designation_norm = n.norm
      JOIN material_equivalents e2 ON e2.group_code = e1.group_code
      UNION ALL
      SELECT id, NULL, norm FROM names
    ),
    scored AS (
      SELECT m.id, m.slug, m.family, m.grade, m.grade_norm, m.confidence, m.standard_id, min(r.grp) AS grp,
        count(DISTINCT r.ref) FILTER (WHERE r.ref <> m.grade_norm AND r.ref <> '') AS refs
      FROM materials m JOIN refs r ON r.id = m.id
      GROUP BY m.id
    ),
    best AS (
      SELECT DISTINCT ON (family, coalesce(grp, grade_norm)) *
      FROM scored
      WHERE refs > 0
      ORDER BY family, coalesce(grp, grade_norm), refs DESC, confidence ASC NULLS LAST, length(grade_norm), id
    )
    SELECT s.id, s.slug, s.family, s.grade, s.confidence, s.refs, st.code AS standard_code
    FROM best s LEFT JOIN material_standards st ON st.id = s.standard_id
    ORDER BY s.refs DESC, s.confidence ASC NULLS LAST, length(s.grade_norm), s.grade_norm, s.id
    LIMIT ${limit}`);
  return (rows as Record<string, unknown>[]).map((r) => ({
    id: Number(r.id),
    slug: String(r.slug),
    family: r.family as MaterialFamily,
    grade: String(r.grade),
    standardCode: (r.standard_code as string | null) ?? null,
    references: Number(r.refs),
    confidence: (r.confidence as string | null) ?? null,
  }));
}
