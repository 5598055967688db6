import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { PublishResult } from '@/lib/ranking/contract';
import { INDICATORS, LEVELS, type IndicatorValues } from '@/lib/ranking/model';
import { rankByScore, scoreIndicators } from '@/lib/ranking/score';
import { badRequest, conflict, conflictOnDuplicate } from '@/lib/server/api/errors';
import type { Db } from '@/lib/server/db/client';
import { rankingPublications, rankingRecords, rankingResults } from '@/lib/server/db/schema';
import { categoryByCode } from './model';

/** A record's values as the model reads them (a missing indicator counts as 0, which scores as its rule says). */
export const indicatorValues = (values: Record<string, number>): IndicatorValues =>
  Object.fromEntries(INDICATORS.map((k) => [k, Number(values[k] ?? 0)])) as IndicatorValues;

/**
 * `qc/publish` (issue 33 behaviour 2): computes the ranking of a year and category from its indicator records with
 * `scoreIndicators`, ranks each level (enterprise, steelmaking lines, rolling lines) separately and publishes it,
 * once: a second publication of the same year and category is 409 (the unique index decides, also under a race).
 */
export async function publishRanking(db: Db, input: { year: number; category: string }, by: number | null, at: Date, demo = false): Promise<PublishResult> {
  const category = await categoryByCode(db, input.category);
  const publish = () =>
    db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: rankingPublications.id })
        .from(rankingPublications)
        .where(and(eq(rankingPublications.year, input.year), eq(rankingPublications.categoryId, category.id)));
      if (existing) throw conflict('Ranking.alreadyPublished', { year: input.year });
      const records = await tx
        .select()
        .from(rankingRecords)
        .where(and(eq(rankingRecords.year, input.year), eq(rankingRecords.categoryId, category.id)))
        .orderBy(rankingRecords.companyZh, rankingRecords.lineZh);
      if (!records.length) throw badRequest('Ranking.noRecords', { year: input.year });
      const [pub] = await tx.insert(rankingPublications).values({ year: input.year, categoryId: category.id, publishedAt: at, publishedBy: by, demo }).returning({ id: rankingPublications.id });
      const rows = [];
      for (const level of LEVELS) {
        const scored = records.filter((r) => r.level === level).map((r) => ({ record: r, ...scoreIndicators(indicatorValues(r.values)) }));
        for (const s of rankByScore(scored)) {
          rows.push({
            publicationId: pub.id,
            recordId: s.record.id,
            scoreCenti: Math.round(s.score * 100),
            grade: s.grade,
            rank: s.rank,
            contributions: s.contributions.map((c) => ({ indicator: c.indicator, points: c.points })),
          });
        }
      }
      await tx.insert(rankingResults).values(rows);
      return { publicationId: pub.id, results: rows.length };
    });
  return conflictOnDuplicate(publish, 'Ranking.alreadyPublished', { year: input.year });
}
