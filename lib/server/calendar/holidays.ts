import 'server-only';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { HolidayChange, HolidayDayRow, HolidayFestival, HolidayKind, HolidayOverview, HolidayYearRow, saveHolidayYearSchema } from '@/lib/calendar/contract';
import { chinaDay } from '@/lib/time';
import { CALENDAR_DATA, holidayCalendar, yearOf, yearPublished, type HolidayCalendar } from '@/lib/working-days';
import type { z } from '@/lib/zod';
import { conflictOnDuplicate, notFound } from '@/lib/server/api/errors';
import type { Db, DbExecutor } from '@/lib/server/db/client';
import { holidayChanges, holidayDays, holidayYears, users } from '@/lib/server/db/schema';
import { logger } from '@/lib/server/log';

/**
 * The portal's holiday table (issue 45 item 10, lib/calendar/contract.ts): the calendar every
 * working-day rule reads on the server, and an administrator's list, create, update and delete of a
 * year's arrangement, each change recorded in `holiday_changes` (and logged as `holiday_changed`).
 */

type SaveInput = z.output<typeof saveHolidayYearSchema>;

/**
 * The holiday calendar as the table holds it now: the years entered with their days, read before the
 * package's data (lib/working-days.ts). A few dozen rows a year; read per call that counts working
 * days, so an instance never serves a year another instance's administrator has just changed from a stale copy.
 */
export async function loadHolidayCalendar(db: DbExecutor): Promise<HolidayCalendar> {
  const rows = await db.select({ year: holidayYears.year, day: holidayDays.day, kind: holidayDays.kind }).from(holidayYears).leftJoin(holidayDays, eq(holidayDays.year, holidayYears.year));
  const byYear = new Map<number, { day: string; kind: HolidayKind }[]>();
  for (const r of rows) {
    if (!byYear.has(r.year)) byYear.set(r.year, []);
    if (r.day && r.kind) byYear.get(r.year)!.push({ day: r.day, kind: r.kind as HolidayKind });
  }
  return holidayCalendar([...byYear].map(([year, days]) => ({ year, days })));
}

/** This year (China, by the services' clock) and the next two whose holidays are not yet published. */
export function unpublishedAround(now: Date, calendar: HolidayCalendar): number[] {
  const year = yearOf(chinaDay(now));
  return [year, year + 1, year + 2].filter((y) => !yearPublished(y, calendar));
}

async function daysOf(db: DbExecutor, year: number): Promise<HolidayDayRow[]> {
  const rows = await db.select().from(holidayDays).where(eq(holidayDays.year, year)).orderBy(asc(holidayDays.day));
  return rows.map((d) => ({ day: d.day, kind: d.kind as HolidayKind, festival: d.festival as HolidayFestival }));
}

const count = (days: readonly HolidayDayRow[] | null, kind: HolidayKind) => (days ?? []).filter((d) => d.kind === kind).length;

/** holiday/list: every entered year, newest first, with its days and its audit trail. */
export async function listHolidayYears(db: Db, now: Date): Promise<HolidayOverview> {
  const years = await db.select().from(holidayYears).orderBy(desc(holidayYears.year));
  const days = await db.select().from(holidayDays).orderBy(asc(holidayDays.day));
  const changes = await db.select().from(holidayChanges).orderBy(desc(holidayChanges.at), desc(holidayChanges.id));
  const calendar = holidayCalendar(years.map((y) => ({ year: y.year, days: days.filter((d) => d.year === y.year).map((d) => ({ day: d.day, kind: d.kind as HolidayKind })) })));
  const userIds = [...new Set([...years.map((y) => y.updatedBy), ...changes.map((c) => c.actorUserId)].filter((id): id is number => id !== null))];
  const names = new Map((userIds.length ? await db.select({ id: users.id, name: users.userName }).from(users).where(inArray(users.id, userIds)) : []).map((u) => [u.id, u.name]));
  const nameOf = (id: number | null) => (id === null ? null : (names.get(id) ?? null));
  const rows: HolidayYearRow[] = years.map((y) => ({
    year: y.year,
    noticeNumber: y.noticeNumber,
    publishedOn: y.publishedOn,
    sourceUrl: y.sourceUrl,
    days: days.filter((d) => d.year === y.year).map((d) => ({ day: d.day, kind: d.kind as HolidayKind, festival: d.festival as HolidayFestival })),
    updatedAt: y.updatedAt.toISOString(),
    updatedBy: nameOf(y.updatedBy),
    history: changes
      .filter((c) => c.year === y.year)
      .map((c): HolidayChange => ({ action: c.action as HolidayChange['action'], at: c.at.toISOString(), by: nameOf(c.actorUserId), holidays: count(c.after, 'holiday'), workdays: count(c.after, 'workday') })),
  }));
  return {
    years: rows,
    package: { source: CALENDAR_DATA.source, version: CALENDAR_DATA.version, firstYear: CALENDAR_DATA.firstYear, lastYear: CALENDAR_DATA.lastYear },
    unpublishedYears: unpublishedAround(now, calendar),
  };
}

async function rowOf(db: Db, year: number, now: Date): Promise<HolidayYearRow> {
  const found = (await listHolidayYears(db, now)).years.find((y) => y.year === year);
  if (!found) throw notFound('Calendar.errors.noSuchYear', { year });
  return found;
}

const sortedDays = (days: SaveInput['days']): HolidayDayRow[] => [...days].sort((a, b) => a.day.localeCompare(b.day)).map((d) => ({ day: d.day, kind: d.kind, festival: d.festival }));

function logChange(year: number, action: HolidayChange['action'], userId: number, days: readonly HolidayDayRow[] | null) {
  logger.write('info', 'holiday_changed', { year, action, who: userId, holidays: count(days, 'holiday'), workdays: count(days, 'workday') });
}

/** holiday/create: a year's arrangement from its notice; a year already entered is 409 (update it instead). */
export async function createHolidayYear(db: Db, userId: number, input: SaveInput, now: Date): Promise<HolidayYearRow> {
  const days = sortedDays(input.days);
  await conflictOnDuplicate(
    () =>
      db.transaction(async (tx) => {
        await tx.insert(holidayYears).values({ year: input.year, noticeNumber: input.noticeNumber, publishedOn: input.publishedOn, sourceUrl: input.sourceUrl, createdBy: userId, updatedBy: userId, createdAt: now, updatedAt: now });
        await tx.insert(holidayDays).values(days.map((d) => ({ ...d, year: input.year })));
        await tx.insert(holidayChanges).values({ year: input.year, action: 'create', actorUserId: userId, at: now, before: null, after: days });
      }),
    'Calendar.errors.yearExists',
    { year: input.year },
  );
  logChange(input.year, 'create', userId, days);
  return rowOf(db, input.year, now);
}

/** holiday/update: replaces a year's notice and all its days (a corrected notice); an unknown year is 404. */
export async function updateHolidayYear(db: Db, userId: number, input: SaveInput, now: Date): Promise<HolidayYearRow> {
  const days = sortedDays(input.days);
  await db.transaction(async (tx) => {
    const [year] = await tx.select().from(holidayYears).where(eq(holidayYears.year, input.year)).for('update');
    if (!year) throw notFound('Calendar.errors.noSuchYear', { year: input.year });
    const before = await daysOf(tx, input.year);
    await tx.update(holidayYears).set({ noticeNumber: input.noticeNumber, publishedOn: input.publishedOn, sourceUrl: input.sourceUrl, updatedBy: userId, updatedAt: now }).where(eq(holidayYears.year, input.year));
    await tx.delete(holidayDays).where(eq(holidayDays.year, input.year));
    await tx.insert(holidayDays).values(days.map((d) => ({ ...d, year: input.year })));
    await tx.insert(holidayChanges).values({ year: input.year, action: 'update', actorUserId: userId, at: now, before, after: days });
  });
  logChange(input.year, 'update', userId, days);
  return rowOf(db, input.year, now);
}

/** holiday/delete: removes a year's arrangement (its holidays become "not yet published" again unless the package knows them). */
export async function deleteHolidayYear(db: Db, userId: number, year: number, now: Date): Promise<{ year: number }> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(holidayYears).where(eq(holidayYears.year, year)).for('update');
    if (!row) throw notFound('Calendar.errors.noSuchYear', { year });
    const before = await daysOf(tx, year);
    await tx.delete(holidayYears).where(eq(holidayYears.year, year));
    await tx.insert(holidayChanges).values({ year, action: 'delete', actorUserId: userId, at: now, before, after: null });
  });
  logChange(year, 'delete', userId, null);
  return { year };
}
