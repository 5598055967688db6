import 'server-only';
import { asc } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/routing';
import { inLanguage } from '@/lib/i18n/in-language';
import type { CategoryView, ModelView } from '@/lib/ranking/contract';
import { BLOCK_WEIGHTS, BLOCKS, GRADE_THRESHOLDS, INDICATOR_RULES, LEVELS } from '@/lib/ranking/model';
import { badRequest } from '@/lib/server/api/errors';
import type { Translate } from '@/lib/server/api/types';
import type { DbExecutor } from '@/lib/server/db/client';
import { rankingCategories } from '@/lib/server/db/schema';

export type CategoryRow = typeof rankingCategories.$inferSelect;

export async function listCategories(db: DbExecutor): Promise<CategoryRow[]> {
  return db.select().from(rankingCategories).orderBy(asc(rankingCategories.position), asc(rankingCategories.id));
}

export const categoryView = (row: CategoryRow, locale: Locale): CategoryView => ({ code: row.code, name: inLanguage(locale, row.nameZh, row.nameEn) });

/** The category of a code, or 400 naming the field (an unknown category). */
export async function categoryByCode(db: DbExecutor, code: string): Promise<CategoryRow> {
  const row = (await listCategories(db)).find((c) => c.code === code);
  if (!row) throw badRequest('Ranking.unknownCategory');
  return row;
}

/** `qc/introduce`: the model as published (docs/RANKING.md), labels in the caller's language. */
export async function introduceModel(db: DbExecutor, locale: Locale, t: Translate): Promise<ModelView> {
  return {
    blocks: BLOCKS.map((block) => ({
      key: block,
      label: t(`Ranking.blocks.${block}`),
      weight: BLOCK_WEIGHTS[block],
      indicators: INDICATOR_RULES.filter((r) => r.block === block).map((r) => ({
        key: r.key,
        label: t(`Ranking.indicators.${r.key}`),
        description: t(`Ranking.indicatorNotes.${r.key}`),
        unit: r.unit,
        weight: r.weight,
        totalWeight: Math.round(BLOCK_WEIGHTS[block] * r.weight * 1000) / 1000,
        min: r.min,
        max: r.max,
        zeroAt: r.zeroAt,
        fullAt: r.fullAt,
      })),
    })),
    grades: GRADE_THRESHOLDS.map((g) => ({ ...g })),
    levels: LEVELS.map((key) => ({ key, label: t(`Ranking.levels.${key}`) })),
    categories: (await listCategories(db)).map((c) => categoryView(c, locale)),
  };
}
