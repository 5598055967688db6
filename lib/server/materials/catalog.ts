import 'server-only';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { materials, materialSearchDocs, materialStandards } from '@/lib/server/db/schema';
import type { Locale } from '@/lib/i18n/routing';
import { translate } from '@/lib/i18n/messages';
import { SEARCH_PROPERTY_KEYS, type MaterialConditions, type MaterialFamily, type SpecSuggestion, type StandardDetail } from '@/lib/materials/contract';
import { notFound } from '@/lib/server/api/errors';
import { standardInfo } from './detail';
import { searchMaterials } from './search';
import type { SharedAnswers } from '@/lib/server/cache/types';
import { cachedAnswer } from './search-cache';
import { materialSearchSchema } from '@/lib/materials/contract';
import { normalizeGrade } from '@/lib/materials/text';
import type { PlatformFigures } from '@/lib/platform/contract';

const PROPERTY_UNITS: Record<string, string> = {
  tensileStrength: 'MPa', yieldStrength: 'MPa', elongation: 'percent', reductionOfArea: 'percent', hardness: 'HB', impactEnergy: 'J', fatigueStrength: 'MPa',
};

type Row = Record<string, unknown>;

/**
 * Search conditions of a family with live counts (getSteelConditions and its siblings). They change
 * only with an import, so they are kept in the search cache (60 s, cleared by every import; with the shared level,
 * across instances per data version): the search pages render them on the server for every request.
 */
export async function getConditions(db: Db, family: MaterialFamily, locale: Locale, shared?: SharedAnswers | null): Promise<MaterialConditions> {
  return cachedAnswer(db, shared, `conditions:${family}:${locale}`, () => readConditions(db, family, locale));
}

async function readConditions(db: Db, family: MaterialFamily, locale: Locale): Promise<MaterialConditions> {
  const t = (key: string) => translate(locale, key);
  const grouped = async (column: string) =>
    (await db.execute(sql`SELECT ${sql.raw(column)} AS v, count(*) AS n FROM material_search_docs WHERE family = ${family}
      GROUP BY 1 ORDER BY 2 DESC`)).rows as Row[];
  const [systems, categories, deliveries, standards, elements] = await Promise.all([
    grouped('standard_system'),
    grouped('category'),
    grouped('delivery_state'),
    db
      .select({ id: materialStandards.id, code: materialStandards.code, system: materialStandards.system, n: count() })
      .from(materialStandards)
      .innerJoin(materialSearchDocs, eq(materialSearchDocs.standardId, materialStandards.id))
      .where(eq(materialSearchDocs.family, family))
      .groupBy(materialStandards.id)
      .orderBy(asc(materialStandards.system), asc(materialStandards.code)),
    db.execute(sql`SELECT e.element AS v, count(*) AS n FROM material_elements e JOIN materials m ON m.id = e.material_id
      WHERE m.family = ${family} AND (e.low IS NOT NULL OR e.high IS NOT NULL) GROUP BY 1 ORDER BY 2 DESC`),
  ]);
  const total = systems.reduce((n, r) => n + Number(r.n), 0);
  return {
    family,
    total,
    systems: systems.map((r) => ({ value: (r.v as string) ?? 'none', label: t(`Materials.systems.${(r.v as string) ?? 'none'}`), count: Number(r.n) })),
    standards: standards.map((s) => ({ id: s.id, code: s.code, system: s.system, label: s.code, count: s.n })),
    categories: categories.filter((r) => r.v).map((r) => ({ value: String(r.v), label: t(`Materials.categories.${r.v}`), count: Number(r.n) })),
    deliveryStates: deliveries.filter((r) => r.v).map((r) => ({ value: String(r.v), label: t(`Materials.deliveryStates.${r.v}`), count: Number(r.n) })),
    elements: (elements.rows as Row[]).map((r) => ({ value: String(r.v), label: t(`Materials.elements.${r.v}`), count: Number(r.n) })),
    properties: SEARCH_PROPERTY_KEYS.map((key) => ({ key, label: t(`Materials.properties.${key}`), unit: t(`Materials.units.${PROPERTY_UNITS[key]}`) })),
    sorts: [
      { value: 'relevance', label: t('Materials.sorts.relevance') },
      { value: 'grade', label: t('Materials.sorts.grade') },
      ...SEARCH_PROPERTY_KEYS.map((key) => ({ value: key, label: t(`Materials.properties.${key}`) })),
    ],
  };
}

/** A standard with every grade of the family that cites it (standDetail). */
export async function getStandardDetail(
  db: Db, family: MaterialFamily, id: number | string, page: number, pageSize: number, locale: Locale,
): Promise<StandardDetail> {
  const key = String(id).trim();
  const [std] = await db
    .select()
    .from(materialStandards)
    .where(/^\d+$/.test(key) && Number(key) <= 2147483647 ? eq(materialStandards.id, Number(key)) : eq(materialStandards.code, key))
    .limit(1);
  if (!std) throw notFound('Materials.noCorrespondingId');
  const where = and(eq(materials.standardId, std.id), eq(materials.family, family));
  const [{ n }] = await db.select({ n: count() }).from(materials).where(where);
  if (n === 0) throw notFound('Materials.noCorrespondingId');
  const rows = await db
    .select({ m: materials, d: materialSearchDocs })
    .from(materials)
    .innerJoin(materialSearchDocs, eq(materialSearchDocs.materialId, materials.id))
    .where(where)
    .orderBy(sql`length(${materials.gradeNorm})`, asc(materials.gradeNorm), asc(materials.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const t = (k: string) => translate(locale, k);
  return {
    standard: standardInfo(std, locale),
    total: n,
    page,
    pageSize,
    list: rows.map(({ m, d }) => ({
      id: m.id,
      slug: m.slug,
      family: m.family,
      grade: m.grade,
      categoryLabel: m.category ? t(`Materials.categories.${m.category}`) : null,
      deliveryLabel: m.deliveryState ? t(`Materials.deliveryStates.${m.deliveryState}`) : null,
      tensileMin: d.tensileMin,
      tensileMax: d.tensileMax,
      yieldMin: d.yieldMin,
    })),
  };
}

/** Keyword suggestions while typing (getSpecExtend): best grade matches, with the alias that matched. */
export async function suggestGrades(db: Db, family: MaterialFamily, keyword: string, limit: number, locale: Locale, shared?: SharedAnswers | null): Promise<SpecSuggestion[]> {
  const input = materialSearchSchema.parse({ keyword, pageSize: limit });
  const result = await searchMaterials(db, family, input, locale, shared);
  const norm = normalizeGrade(keyword);
  return result.list.map((r) => ({
    id: r.id,
    slug: r.slug,
    family: r.family,
    grade: r.grade,
    standardCode: r.standardCode,
    matched: r.matchedBy === 'grade' ? null : (r.aliases.find((a) => normalizeGrade(a).includes(norm)) ?? null),
  }));
}

/** Every material page for sitemap.xml: family, slug and last change. */
export async function listMaterialSitemapEntries(db: Db): Promise<{ family: MaterialFamily; id: number; slug: string; updatedAt: Date }[]> {
  return db
    .select({ family: materials.family, id: materials.id, slug: materials.slug, updatedAt: materials.updatedAt })
    .from(materials)
    .orderBy(asc(materials.id));
}

/** Declared by the platform contract (the home page's figures). */
export type { PlatformFigures };

/** The home page's platform figures, counted from the imported data in one round trip. */
export async function getPlatformFigures(db: Db): Promise<PlatformFigures> {
  const { rows } = await db.execute(sql`SELECT
      (SELECT count(*) FROM materials WHERE family = 'steel') AS steel,
      (SELECT count(*) FROM materials WHERE family = 'welding') AS welding,
      (SELECT count(*) FROM materials WHERE family = 'alloy') AS alloy,
      (SELECT count(DISTINCT standard_id) FROM materials) AS standards,
      (SELECT count(*) FROM material_datasets WHERE btrim(citation) <> '') AS datasets,
      (SELECT count(DISTINCT group_code) FROM material_equivalents) AS groups`);
  const r = rows[0] as Row;
  return {
    records: { steel: Number(r.steel), welding: Number(r.welding), alloy: Number(r.alloy) },
    standards: Number(r.standards),
    datasets: Number(r.datasets),
    equivalenceGroups: Number(r.groups),
  };
}
