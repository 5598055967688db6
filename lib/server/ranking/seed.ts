import 'server-only';
import type { Db } from '@/lib/server/db/client';
import type { SeedStep } from '@/lib/server/ports/seed';
import type { FileStorage } from '@/lib/server/ports/file-storage';
import { storeGeneratedFile } from '@/lib/server/files/service';
import { ANNOUNCEMENT_FILES_FIELD, ANNOUNCEMENT_OWNER_KIND } from './files';
import { yearResultsPdf } from './results-pdf';
import { and, desc, eq, like } from 'drizzle-orm';
import { catalogueItems, rankingAnnouncements, rankingCategories, rankingRecords, rankingReportAuthors } from '@/lib/server/db/schema';
import { readSeedData } from '@/lib/server/db/seed-data';
import { firstDemoExpertId } from '@/lib/server/cloud/profiles';
import { listCategories } from './model';
import { publishRanking } from './publish';
import { REPORT_CODE_PREFIX, seedReportItems } from './reports';

interface SeedIndicators {
  categories: { code: string; nameZh: string; nameEn: string; position: number }[];
  publishedYears: number[];
  records: { year: number; category: string; companyZh: string; companyEn: string; productZh: string; productEn: string; level: string; lineZh: string; lineEn: string; values: Record<string, number> }[];
}

interface SeedAnnouncements {
  items: { code: string; kind: string; publishedAt: string; titleZh: string; titleEn: string; bodyZh: string; bodyEn: string }[];
}

/**
 * The demo ranking (seed-data/ranking/, labelled demo): five product categories, invented enterprises with their
 * enterprise-level and line-level indicator values for 2024–2026, the rankings of the published years computed by
 * the model (2026 is left for an administrator to publish), and demo announcements and news in both languages.
 */
export async function seedDemoRanking(db: Db, storage: FileStorage): Promise<string> {
  const data = readSeedData<SeedIndicators>('ranking/indicators.json');
  await db.insert(rankingCategories).values(data.categories.map((c) => ({ ...c, demo: true }))).onConflictDoNothing();
  const ids = new Map((await listCategories(db)).map((c) => [c.code, c.id]));
  await db
    .insert(rankingRecords)
    .values(data.records.map(({ category, ...r }) => ({ ...r, categoryId: ids.get(category)!, demo: true })))
    .onConflictDoNothing();
  let results = 0;
  for (const year of data.publishedYears) {
    for (const c of data.categories) results += (await publishRanking(db, { year, category: c.code }, null, new Date(Date.UTC(year + 1, 2, 15, 2)), true)).results;
  }
  const news = readSeedData<SeedAnnouncements>('ranking/announcements.json');
  await db
    .insert(rankingAnnouncements)
    .values(news.items.map((n) => ({ ...n, publishedAt: new Date(n.publishedAt), demo: true })))
    .onConflictDoNothing();
  // Each results announcement carries the year's results as a PDF attachment (generated from the stored results).
  let files = 0;
  for (const year of data.publishedYears) {
    const [row] = await db.select({ id: rankingAnnouncements.id, publishedAt: rankingAnnouncements.publishedAt }).from(rankingAnnouncements).where(eq(rankingAnnouncements.code, `demo-${year}-results`));
    if (!row) continue;
    const bytes = await yearResultsPdf(db, year, row.publishedAt);
    await storeGeneratedFile(db, storage, { kind: 'attachment', name: `ranking-results-${year}.pdf`, mime: 'application/pdf', bytes, ownerKind: ANNOUNCEMENT_OWNER_KIND, ownerId: row.id, field: ANNOUNCEMENT_FILES_FIELD });
    files++;
  }
  return `${files} result PDFs, ${data.records.length} demo indicator records, ${results} results, ${news.items.length} announcements`;
}

export const rankingSeedStep: SeedStep = {
  name: 'ranking-demo-v1',
  run: (db, services) => seedDemoRanking(db, services.storage()),
};

/**
 * An expert report: the newest report of the first category names the first of the cloud's expert profiles as its
 * author. Those profiles are demo people (named （演示） / (demo), flagged demo), and the report pages say so.
 */
export async function seedReportAuthor(db: Db): Promise<string> {
  const expertId = await firstDemoExpertId(db);
  const [first] = await listCategories(db);
  if (expertId === null || !first) return 'no demo expert or category: no expert report';
  const [item] = await db.select({ id: catalogueItems.id }).from(catalogueItems).where(and(eq(catalogueItems.kind, 'report'), like(catalogueItems.code, `${REPORT_CODE_PREFIX}${first.code}-%`))).orderBy(desc(catalogueItems.code)).limit(1);
  if (!item) return 'no report item: no expert report';
  await db.insert(rankingReportAuthors).values({ itemId: item.id, expertId }).onConflictDoNothing();
  return '1 demo expert report (a demo expert as its author)';
}

export const rankingReportAuthorSeedStep: SeedStep = {
  name: 'ranking-report-author-v1',
  run: (db) => seedReportAuthor(db),
};

/** The paid reports (after the payment core's catalogue and the published demo rankings): one demo item per category and year. */
export const rankingReportsSeedStep: SeedStep = {
  name: 'ranking-reports-v1',
  run: async (db) => `${await seedReportItems(db)} demo report items; the payment core's two placeholder reports retired`,
};
