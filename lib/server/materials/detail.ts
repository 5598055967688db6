import 'server-only';
import { effectiveConfidence } from '@/lib/materials/provenance';
import { and, asc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import {
  materialDatasets, materialEquivalents, materialFavorites, materials, materialStandards,
} from '@/lib/server/db/schema';
import type { Locale } from '@/lib/i18n/routing';
import { translate } from '@/lib/i18n/messages';
import type {
  EquivalentRow, MaterialDetail, MaterialFamily, MaterialPropertiesResult, StandardEdition, StandardGradeLink, StandardInfo, ViewerLevel,
} from '@/lib/materials/contract';
import type { SessionUser } from '@/lib/server/auth/session';
import { notFound } from '@/lib/server/api/errors';
import { compositionRows, deliveryLabel, flaggedFields, licenseLabel, PROCESS_UNITS, propertyRow, relationLabel } from './mappers';
import { permissionInfo, viewerLevel, VISITOR_PROPERTY_ROWS } from './permission';
import type { SharedAnswers } from '@/lib/server/cache/types';
import { cachedAnswer } from './search-cache';
import { materialElementRows, materialPropertyRows } from './rows';
import { ask } from '@/lib/server/ports/answers';
import { normalizeGrade } from '@/lib/materials/text';

type MaterialRow = typeof materials.$inferSelect;

/** A material of the family by numeric id or slug; "no corresponding id" otherwise. */
export async function findMaterial(db: Db, family: MaterialFamily, id: number | string): Promise<MaterialRow> {
  const key = String(id).trim();
  const byId = /^\d+$/.test(key);
  if (byId && Number(key) > 2147483647) throw notFound('Materials.noCorrespondingId');
  const [row] = await db
    .select()
    .from(materials)
    .where(and(eq(materials.family, family), byId ? eq(materials.id, Number(key)) : eq(materials.slug, key)))
    .limit(1);
  if (!row) throw notFound('Materials.noCorrespondingId');
  return row;
}

export function standardInfo(s: typeof materialStandards.$inferSelect, locale: Locale): StandardInfo {
  const edition: StandardEdition | null =
    s.editionStatus && s.editionSource
      ? {
          status: s.editionStatus as StandardEdition['status'],
          current: s.currentCode,
          newest: s.editionBasis === 'newest',
          sourceUrl: s.editionSource,
          evidence: s.editionEvidence,
        }
      : null;
  return { id: s.id, code: s.code, system: s.system, number: s.number, year: s.year, name: locale === 'zh' ? s.nameZh : s.nameEn, issuer: s.issuer, edition };
}

/**
 * The same grade's record under the edition in force (docs/DATA.md "Editions"): the code the edition table names, a
 * later year of the same number, or the same number undated (a source naming no edition gives the current one's values);
 * the newest first.
 */
async function currentEditionRecord(db: Db, m: MaterialRow, s: typeof materialStandards.$inferSelect): Promise<StandardEdition['currentRecord']> {
  const newer = or(
    s.currentCode ? eq(materialStandards.code, s.currentCode) : undefined,
    s.year !== null ? and(eq(materialStandards.number, s.number), or(gt(materialStandards.year, s.year), isNull(materialStandards.year))) : undefined,
  );
  if (!newer) return null;
  const [row] = await db
    .select({ slug: materials.slug, family: materials.family, code: materialStandards.code })
    .from(materials)
    .innerJoin(materialStandards, eq(materialStandards.id, materials.standardId))
    .where(and(eq(materials.family, m.family), eq(materials.gradeNorm, m.gradeNorm), ne(materials.id, m.id), newer))
    .orderBy(sql`${materialStandards.year} DESC NULLS LAST`, asc(materials.id))
    .limit(1);
  return row ? { slug: row.slug, family: row.family as MaterialFamily, code: row.code } : null;
}

/** Equivalence rows of the groups that name this grade or one of its aliases, linked to records. */
async function equivalentsOf(db: Db, m: MaterialRow, locale: Locale): Promise<EquivalentRow[]> {
  const norms = [...new Set([m.gradeNorm, ...m.aliases.map(normalizeGrade)].filter(Boolean))];
  const groups = await db
    .selectDistinct({ groupCode: materialEquivalents.groupCode })
    .from(materialEquivalents)
    .where(inArray(materialEquivalents.designationNorm, norms));
  if (!groups.length) return [];
  const rows = await db
    .select()
    .from(materialEquivalents)
    .where(inArray(materialEquivalents.groupCode, groups.map((g) => g.groupCode)))
    .orderBy(asc(materialEquivalents.groupCode), asc(materialEquivalents.id));
  const linked = await db
    .select({ id: materials.id, slug: materials.slug, family: materials.family, gradeNorm: materials.gradeNorm })
    .from(materials)
    .where(inArray(materials.gradeNorm, [...new Set(rows.map((r) => r.designationNorm))]))
    .orderBy(asc(materials.id));
  const firstByNorm = new Map<string, (typeof linked)[number]>();
  for (const l of linked) if (!firstByNorm.has(l.gradeNorm)) firstByNorm.set(l.gradeNorm, l);
  return rows
    .filter((r) => r.designationNorm !== m.gradeNorm)
    .map((r) => {
      const target = firstByNorm.get(r.designationNorm);
      return {
        groupCode: r.groupCode,
        system: r.system,
        designation: r.designation,
        standard: r.standard,
        relation: r.relation,
        relationLabel: relationLabel(r.relation, locale),
        // The confidence its sources allow: a row resting on sources of unknown provenance is not shown as A.
        confidence: r.confidence ? effectiveConfidence(r.confidence, r.sourceUrls ?? []).confidence : null,
        notes: r.notes,
        materialId: target?.id ?? null,
        slug: target?.slug ?? null,
        family: target?.family ?? null,
      };
    });
}

/**
 * "Grade SCM440 of JIS G4053" for a research record linked at import (standard-links.ts), with the compiled
 * standard-grade record to open; null for records that are not linked (and for the compiled records).
 */
async function standardLinkOf(db: Db, m: MaterialRow, standard: StandardInfo | null, locale: Locale): Promise<StandardGradeLink | null> {
  if (!m.standardLink) return null;
  const [target] = m.standardGradeId
    ? await db
        .select({ id: materials.id, slug: materials.slug, family: materials.family, grade: materials.grade, standardCode: materialStandards.code })
        .from(materials)
        .leftJoin(materialStandards, eq(materialStandards.id, materials.standardId))
        .where(eq(materials.id, m.standardGradeId))
        .limit(1)
    : [];
  const grade = target?.grade ?? m.grade;
  const standardCode = (target ? target.standardCode : standard?.code) ?? null;
  const via = target ? m.standardLink : 'standard';
  if (via === 'standard' && !standardCode) return null;
  const key = via === 'standard' ? 'source' : standardCode ? via : `${via}NoStandard`;
  return {
    via,
    materialId: target?.id ?? null,
    slug: target?.slug ?? null,
    family: target?.family ?? null,
    grade,
    standardCode,
    text: translate(locale, `Materials.standardLinks.${key}`, { name: m.grade, grade, standard: standardCode ?? '' }),
  };
}

async function datasetOf(db: Db, code: string) {
  const [ds] = await db.select().from(materialDatasets).where(eq(materialDatasets.code, code)).limit(1);
  return ds;
}

/** Property rows at the viewer's level (visitors: the first rows only). */
export async function getMaterialProperties(db: Db, family: MaterialFamily, id: number | string, user: SessionUser | null, locale: Locale): Promise<MaterialPropertiesResult> {
  const m = await findMaterial(db, family, id);
  const [level, ds] = await Promise.all([viewerLevel(db, user), datasetOf(db, m.datasetCode)]);
  return propertiesAtLevel(db, m, ds, level, locale);
}

async function propertiesAtLevel(
  db: Db,
  m: MaterialRow,
  ds: Awaited<ReturnType<typeof datasetOf>>,
  level: ViewerLevel,
  locale: Locale,
): Promise<MaterialPropertiesResult> {
  const rows = await materialPropertyRows(db, m.id);
  const visible = level === 'visitor' ? rows.slice(0, VISITOR_PROPERTY_ROWS) : rows;
  const base = { datasetCode: m.datasetCode, datasetTitle: locale === 'zh' ? ds.titleZh : ds.titleEn, citation: m.citation, confidence: m.confidence };
  return {
    id: m.id,
    list: visible.map((p) => propertyRow(p, base, locale)),
    total: rows.length,
    hidden: rows.length - visible.length,
    permission: permissionInfo(level, locale),
  };
}

/**
 * The detail page data (issue 4, point 5): composition, properties at the viewer's level,
 * equivalents, provenance per number, permission level.
 */
export async function getMaterialDetail(
  db: Db,
  family: MaterialFamily,
  id: number | string,
  user: SessionUser | null,
  locale: Locale,
  shared?: SharedAnswers | null,
): Promise<MaterialDetail> {
  const level = await viewerLevel(db, user);
  // The record itself changes only at import time (which clears this cache): the same for every viewer of the level,
  // so it may be shared across instances; the favourite flag is per user and read below, never cached.
  const key = JSON.stringify(['detail', family, String(id), locale, level]);
  const detail = await cachedAnswer(db, shared, key, () => buildDetail(db, family, id, level, locale));
  if (!user) return detail;
  const favorite = await db
    .select({ id: materialFavorites.id })
    .from(materialFavorites)
    .where(and(eq(materialFavorites.userId, user.id), eq(materialFavorites.materialId, detail.id)))
    .limit(1);
  return { ...detail, isFavorite: favorite.length > 0 };
}

async function buildDetail(db: Db, family: MaterialFamily, id: number | string, level: ViewerLevel, locale: Locale): Promise<MaterialDetail> {
  const m = await findMaterial(db, family, id);
  const ds = await datasetOf(db, m.datasetCode);
  const [standardRows, elements, props, equivalents] = await Promise.all([
    m.standardId ? db.select().from(materialStandards).where(eq(materialStandards.id, m.standardId)) : Promise.resolve([]),
    materialElementRows(db, m.id),
    propertiesAtLevel(db, m, ds, level, locale),
    equivalentsOf(db, m, locale),
  ]);
  const t = (key: string, values?: Record<string, string | number>) => translate(locale, key, values);
  const standard = standardRows[0]
    ? { ...standardInfo(standardRows[0], locale), libraryItemId: await ask('standardLibraryItem', db, standardRows[0].id) }
    : null;
  if (standard?.edition?.status === 'superseded') standard.edition.currentRecord = await currentEditionRecord(db, m, standardRows[0]);
  const standardLink = await standardLinkOf(db, m, standard, locale);
  const familyLabel = t(`Materials.familySingle.${m.family}`);
  const standardLabel = standard?.code ?? m.standardText ?? t('Materials.seoNoStandard');
  return {
    id: m.id,
    slug: m.slug,
    family: m.family,
    familyLabel,
    grade: m.grade,
    aliases: m.aliases,
    category: m.category,
    categoryLabel: m.category ? t(`Materials.categories.${m.category}`) : null,
    categoryText: m.categoryText,
    standard,
    standardText: m.standardText,
    standardLink,
    deliveryState: m.deliveryState,
    deliveryLabel: deliveryLabel(m.deliveryState ?? m.deliveryText, locale),
    deliveryText: m.deliveryText,
    heatTreatment: m.heatTreatment,
    microstructure: m.microstructure,
    description: m.description,
    physical: { density: m.density, youngModulus: m.youngModulus, shearModulus: m.shearModulus, poissonRatio: m.poissonRatio },
    physicalFlagged: flaggedFields(m.flags, locale),
    process: Object.entries(m.process).map(([key, value]) => ({
      key,
      label: t(`Materials.process.${key}`),
      value,
      unit: PROCESS_UNITS[key] && typeof value === 'number' ? t(`Materials.units.${PROCESS_UNITS[key]}`) : null,
    })),
    composition: compositionRows(elements, locale),
    properties: props.list,
    propertiesTotal: props.total,
    propertiesHidden: props.hidden,
    equivalents,
    source: {
      datasetCode: m.datasetCode,
      datasetTitle: locale === 'zh' ? ds.titleZh : ds.titleEn,
      sourceRow: m.sourceRow,
      sourceRef: m.sourceRef,
      citation: m.citation,
      confidence: m.confidence,
      url: ds.url,
      license: licenseLabel(ds.code, ds.license, locale),
      sourceUrls: m.sourceUrls,
      notes: m.notes,
    },
    permission: props.permission,
    isFavorite: false,
    seoTitle: t('Materials.seoTitle', { grade: m.grade, family: familyLabel }),
    seoDescription: t('Materials.seoDescription', { grade: m.grade, standard: standardLabel }),
  };
}
