import 'server-only';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/routing';
import { inLanguage } from '@/lib/i18n/in-language';
import type { CompanyRanking, ProductRanking, RankDetail, RankingRow } from '@/lib/ranking/contract';
import { GRADES, INDICATOR_RULES, type Grade, type Level } from '@/lib/ranking/model';
import { gradeOf, rankByScore, scoreIndicators } from '@/lib/ranking/score';
import { notFoundId } from '@/lib/server/api/errors';
import type { Translate } from '@/lib/server/api/types';
import type { DbExecutor } from '@/lib/server/db/client';
import { rankingPublications, rankingRecords, rankingResults } from '@/lib/server/db/schema';
import { categoryByCode, categoryView, listCategories } from './model';
import { indicatorValues } from './publish';

const score = (centi: number) => centi / 100;
const round2 = (n: number) => Math.round(n * 100) / 100;
const page = <T>(list: T[], p: number, size: number) => list.slice((p - 1) * size, p * size);

async function publications(db: DbExecutor) {
  return db.select().from(rankingPublications).orderBy(desc(rankingPublications.year), asc(rankingPublications.categoryId));
}

/** Results with their records of some publications (optionally one level). */
async function resultsOf(db: DbExecutor, publicationIds: number[], level?: Level) {
  if (!publicationIds.length) return [];
  return db
    .select({ result: rankingResults, record: rankingRecords })
    .from(rankingResults)
    .innerJoin(rankingRecords, eq(rankingRecords.id, rankingResults.recordId))
    .where(and(inArray(rankingResults.publicationId, publicationIds), level ? eq(rankingRecords.level, level) : undefined))
    .orderBy(asc(rankingResults.rank), asc(rankingRecords.companyZh), asc(rankingRecords.lineZh));
}

type ResultRow = Awaited<ReturnType<typeof resultsOf>>[number];

const rowOf = (r: ResultRow, locale: Locale): RankingRow => ({
  id: r.record.id,
  rank: r.result.rank,
  company: inLanguage(locale, r.record.companyZh, r.record.companyEn),
  product: inLanguage(locale, r.record.productZh, r.record.productEn),
  level: r.record.level as Level,
  line: inLanguage(locale, r.record.lineZh, r.record.lineEn),
  score: score(r.result.scoreCenti),
  grade: r.result.grade as Grade,
  demo: r.record.demo,
});

const matches = (keyword: string | undefined, ...texts: string[]) => !keyword || texts.some((t) => t.toLowerCase().includes(keyword.toLowerCase()));

/**
 * `qc/productRanking`: the published ranking of one year, category and level (the newest year and the first
 * category with a publication unless asked), filtered by grade and enterprise name, a page of it, the grade
 * distribution and the mean score per year of the category and level.
 */
export async function productRanking(
  db: DbExecutor,
  locale: Locale,
  input: { year?: number; category?: string; level: Level; grade?: Grade; keyword?: string; page: number; pageSize: number },
): Promise<ProductRanking> {
  const categories = await listCategories(db);
  const asked = input.category ? await categoryByCode(db, input.category) : undefined;
  const pubs = await publications(db);
  const years = [...new Set(pubs.map((p) => p.year))];
  const year = input.year ?? (asked ? pubs.find((p) => p.categoryId === asked.id)?.year : years[0]) ?? null;
  const category = asked ?? categories.find((c) => pubs.some((p) => p.year === year && p.categoryId === c.id)) ?? categories[0] ?? null;
  const pub = pubs.find((p) => p.year === year && p.categoryId === category?.id);
  const all = pub ? await resultsOf(db, [pub.id], input.level) : [];
  const filtered = all.filter((r) => (!input.grade || r.result.grade === input.grade) && matches(input.keyword, r.record.companyZh, r.record.companyEn));
  const ofCategory = pubs.filter((p) => p.categoryId === category?.id);
  const trendRows = await resultsOf(db, ofCategory.map((p) => p.id), input.level);
  const trend = ofCategory
    .map((p) => {
      const scores = trendRows.filter((r) => r.result.publicationId === p.id).map((r) => r.result.scoreCenti);
      return { year: p.year, mean: scores.length ? round2(scores.reduce((a, b) => a + b, 0) / scores.length / 100) : 0 };
    })
    .sort((a, b) => a.year - b.year);
  return {
    list: page(filtered, input.page, input.pageSize).map((r) => rowOf(r, locale)),
    total: filtered.length,
    page: input.page,
    pageSize: input.pageSize,
    years,
    categories: categories.map((c) => categoryView(c, locale)),
    year,
    category: category ? categoryView(category, locale) : null,
    level: input.level,
    distribution: GRADES.map((grade) => ({ grade, count: all.filter((r) => r.result.grade === grade).length })),
    trend,
    publishedAt: pub ? pub.publishedAt.toISOString() : null,
    demo: pub?.demo ?? false,
  };
}

/**
 * `qc/companyRanking`: enterprises of a year (the newest published unless asked) ranked by the mean of their
 * enterprise-level scores over the categories they are ranked in.
 */
export async function companyRanking(db: DbExecutor, locale: Locale, input: { year?: number; keyword?: string; page: number; pageSize: number }): Promise<CompanyRanking> {
  const categories = await listCategories(db);
  const pubs = await publications(db);
  const years = [...new Set(pubs.map((p) => p.year))];
  const year = input.year ?? years[0] ?? null;
  const ofYear = pubs.filter((p) => p.year === year);
  const rows = await resultsOf(db, ofYear.map((p) => p.id), 'enterprise');
  const byCompany = new Map<string, ResultRow[]>();
  for (const r of rows) byCompany.set(r.record.companyZh, [...(byCompany.get(r.record.companyZh) ?? []), r]);
  const scored = [...byCompany.values()]
    .map((list) => {
      const mean = round2(list.reduce((a, r) => a + r.result.scoreCenti, 0) / list.length / 100);
      return { list, score: mean, name: inLanguage(locale, list[0].record.companyZh, list[0].record.companyEn) };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  const ranked = rankByScore(scored).filter((c) => matches(input.keyword, c.list[0].record.companyZh, c.list[0].record.companyEn));
  return {
    list: page(ranked, input.page, input.pageSize).map((c) => ({
      rank: c.rank,
      company: c.name,
      score: c.score,
      grade: gradeOf(c.score),
      categories: c.list.map((r) => {
        const cat = categories.find((x) => x.id === r.record.categoryId)!;
        return { code: cat.code, name: categoryView(cat, locale).name, score: score(r.result.scoreCenti), grade: r.result.grade as Grade, id: r.record.id };
      }),
    })),
    total: ranked.length,
    page: input.page,
    pageSize: input.pageSize,
    years,
    year,
    demo: ofYear.some((p) => p.demo),
  };
}

/** `qc/rankDetail`: one published result (enterprise or line) with its contributions, trend and the enterprise's other levels. */
export async function rankDetail(db: DbExecutor, locale: Locale, t: Translate, id: number): Promise<RankDetail> {
  const [found] = await db
    .select({ result: rankingResults, record: rankingRecords, pub: rankingPublications })
    .from(rankingResults)
    .innerJoin(rankingRecords, eq(rankingRecords.id, rankingResults.recordId))
    .innerJoin(rankingPublications, eq(rankingPublications.id, rankingResults.publicationId))
    .where(eq(rankingResults.recordId, id));
  if (!found) throw notFoundId();
  const { record, result, pub } = found;
  const category = (await listCategories(db)).find((c) => c.id === record.categoryId)!;
  const samePub = await resultsOf(db, [pub.id]);
  const computed = scoreIndicators(indicatorValues(record.values));
  const ofCategory = (await publications(db)).filter((p) => p.categoryId === record.categoryId);
  const history = await resultsOf(db, ofCategory.map((p) => p.id), record.level as Level);
  const trend = history
    .filter((r) => r.record.companyZh === record.companyZh && r.record.lineZh === record.lineZh)
    .map((r) => ({ year: r.record.year, score: score(r.result.scoreCenti), grade: r.result.grade as Grade }))
    .sort((a, b) => a.year - b.year);
  return {
    id: record.id,
    company: inLanguage(locale, record.companyZh, record.companyEn),
    product: inLanguage(locale, record.productZh, record.productEn),
    category: categoryView(category, locale),
    year: record.year,
    level: record.level as Level,
    line: inLanguage(locale, record.lineZh, record.lineEn),
    score: score(result.scoreCenti),
    grade: result.grade as Grade,
    rank: result.rank,
    of: samePub.filter((r) => r.record.level === record.level).length,
    blocks: computed.blocks,
    contributions: computed.contributions.map((c) => ({
      indicator: c.indicator,
      label: t(`Ranking.indicators.${c.indicator}`),
      value: c.value,
      unit: INDICATOR_RULES.find((r) => r.key === c.indicator)!.unit,
      subScore: c.subScore,
      points: c.points,
      maxPoints: c.maxPoints,
    })),
    trend,
    lines: samePub
      .filter((r) => r.record.companyZh === record.companyZh)
      .map((r) => ({ id: r.record.id, level: r.record.level as Level, line: inLanguage(locale, r.record.lineZh, r.record.lineEn), score: score(r.result.scoreCenti), grade: r.result.grade as Grade, rank: r.result.rank })),
    publishedAt: pub.publishedAt.toISOString(),
    demo: record.demo,
  };
}
