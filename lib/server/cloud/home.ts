import 'server-only';
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { CaseCard, CloudHome } from '@/lib/cloud/contract';
import type { ItemCategory } from '@/lib/cloud/types';
import { CALENDAR_DATA, lastPublishedYear } from '@/lib/working-days';
import { loadHolidayCalendar } from '@/lib/server/calendar/holidays';
import type { Paged, PageInput } from '@/lib/contract';
import type { Locale } from '@/lib/i18n/routing';
import { notFound } from '@/lib/server/api/errors';
import type { DbExecutor } from '@/lib/server/db/client';
import { cloudCases, cloudItems, cloudLaboratories, cloudOfferings, cloudProfiles, cloudTestBags, reviewItems } from '@/lib/server/db/schema';
import { listItems } from './items';
import { casesOf, labPage } from './labs';

/** /cloud/cloudHomepage: live figures counted from the database, popular items, top laboratories, newest cases. */
export async function cloudHome(db: DbExecutor, locale: Locale): Promise<CloudHome> {
  const active = eq(cloudLaboratories.status, 'active');
  const [[labs], [items], [offers], [cases], [bags], [experts], catalogue, top, newest, holidays] = await Promise.all([
    db.select({ all: count(), cma: sql<number>`count(*) filter (where ${cloudLaboratories.cma})`.mapWith(Number) }).from(cloudLaboratories).where(active),
    db.select({ detection: sql<number>`count(*) filter (where ${cloudItems.kind} = 'detection')`.mapWith(Number), preparation: sql<number>`count(*) filter (where ${cloudItems.kind} = 'preparation')`.mapWith(Number) }).from(cloudItems),
    db.select({ n: count() }).from(cloudOfferings).innerJoin(cloudLaboratories, eq(cloudLaboratories.id, cloudOfferings.labId)).where(active),
    db.select({ n: count() }).from(cloudCases),
    db
      .select({ n: count() })
      .from(cloudTestBags)
      .innerJoin(reviewItems, and(eq(reviewItems.kind, 'testBag'), eq(reviewItems.subjectId, cloudTestBags.id)))
      .where(and(eq(cloudTestBags.isPublic, true), eq(reviewItems.state, 'approved'))),
    db.select({ n: count() }).from(cloudProfiles).where(eq(cloudProfiles.active, true)),
    listItems(db, {}, locale),
    labPage(db, { page: 1, pageSize: 6, sort: 'rating' }, locale),
    casesOf(db, undefined, locale, 4),
    loadHolidayCalendar(db),
  ]);
  const popularItems = catalogue
    .filter((i) => i.labCount > 0)
    .sort((a, b) => b.labCount - a.labCount || a.id - b.id)
    .slice(0, 8);
  return {
    figures: {
      laboratories: labs.all,
      cmaLaboratories: labs.cma,
      detectionItems: items.detection,
      preparationItems: items.preparation,
      offerings: offers.n,
      cases: cases.n,
      publicBags: bags.n,
      experts: experts.n,
    },
    popularItems,
    laboratories: top.list,
    cases: newest,
    calendar: { source: CALENDAR_DATA.source, version: CALENDAR_DATA.version, lastYear: lastPublishedYear(holidays) },
  };
}

export async function casePage(db: DbExecutor, input: PageInput & { category?: ItemCategory }, locale: Locale): Promise<Paged<CaseCard>> {
  const where: SQL | undefined = input.category ? eq(cloudItems.category, input.category) : undefined;
  const [{ total }] = await db
    .select({ total: count() })
    .from(cloudCases)
    .leftJoin(cloudItems, eq(cloudItems.id, cloudCases.itemId))
    .leftJoin(cloudLaboratories, eq(cloudLaboratories.id, cloudCases.labId))
    .where(and(sql`(${cloudCases.labId} is null or ${cloudLaboratories.status} = 'active')`, where));
  const list = await casesOf(db, where, locale, input.pageSize, (input.page - 1) * input.pageSize);
  return { list, total, page: input.page, pageSize: input.pageSize };
}

export async function caseDetail(db: DbExecutor, id: number, locale: Locale): Promise<CaseCard> {
  const [card] = await casesOf(db, eq(cloudCases.id, id), locale, 1);
  if (!card) throw notFound('Cloud.errors.noSuchCase');
  return card;
}

