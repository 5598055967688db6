import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Estimate, EstimateLine } from '@/lib/cloud/contract';
import { estimate } from '@/lib/cloud/estimate';
import { checkParams } from '@/lib/cloud/params';
import type { ItemParam, ItemUnit, ParamValues } from '@/lib/cloud/types';
import { DAY_MS, chinaDay } from '@/lib/time';
import { CALENDAR_DATA, isDay, lastPublishedYear } from '@/lib/working-days';
import { loadHolidayCalendar } from '@/lib/server/calendar/holidays';
import type { Locale } from '@/lib/i18n/routing';
import { ApiError, badRequest, notFound } from '@/lib/server/api/errors';
import type { DbExecutor } from '@/lib/server/db/client';
import { cloudItems, cloudLaboratories, cloudOfferings } from '@/lib/server/db/schema';
import { itemName } from './items';
import { inLanguage } from '@/lib/i18n/in-language';

export interface EstimateRequest {
  labId: number;
  items: { itemId: number; samples: number; params?: ParamValues }[];
  /** The day the laboratory starts (YYYY-MM-DD, China); default: today in China. */
  start?: string;
}

/** Latest start day accepted: a year from today (the calendar data ends soon after). */
const MAX_START_DAYS_AHEAD = 366;

/**
 * Prices a choice of items at one laboratory (issue 15 item 3) from the laboratory's offerings in
 * the database, with the pure rule of lib/cloud/estimate.ts: Σ price × quantity in fen, cycle = the
 * longest item's working days, delivery = that many Chinese working days after the start day, by
 * the holiday calendar of the portal's table and the package (years not yet published named in
 * `unpublishedYears`).
 * The order of helper B prices with exactly this function. Refuses (code -1, in the caller's
 * language) an unknown or suspended laboratory, an item it does not offer, a parameter the item
 * does not take, the same item twice and a start day in the past.
 */
export async function estimateForLab(db: DbExecutor, req: EstimateRequest, locale: Locale, now: Date): Promise<Estimate> {
  const [lab] = await db.select().from(cloudLaboratories).where(eq(cloudLaboratories.id, req.labId));
  if (!lab || lab.status !== 'active') throw notFound('Cloud.errors.noSuchLab');
  if (!req.items.length) throw badRequest('Cloud.errors.noItems');
  const ids = req.items.map((i) => i.itemId);
  if (new Set(ids).size !== ids.length) throw badRequest('Cloud.errors.duplicateItem');
  const today = chinaDay(now);
  const start = req.start ?? today;
  if (!isDay(start)) throw badRequest('Cloud.errors.badDate');
  if (start < today) throw badRequest('Cloud.errors.startInPast');
  if (Date.parse(start) - Date.parse(today) > MAX_START_DAYS_AHEAD * DAY_MS) throw badRequest('Cloud.errors.startTooFar');
  const rows = await db
    .select({ o: cloudOfferings, i: cloudItems })
    .from(cloudOfferings)
    .innerJoin(cloudItems, eq(cloudItems.id, cloudOfferings.itemId))
    .where(and(eq(cloudOfferings.labId, lab.id), inArray(cloudOfferings.itemId, ids)));
  const byItem = new Map(rows.map((r) => [r.i.id, r]));
  const lines: EstimateLine[] = req.items.map((line) => {
    const row = byItem.get(line.itemId);
    if (!row) throw new ApiError('Cloud.errors.notOffered', -1, 400, { id: line.itemId });
    const checked = checkParams(row.i.params as ItemParam[], line.params);
    if (!checked.ok) throw new ApiError('Cloud.errors.badParamOf', -1, 400, { item: itemName(row.i, locale), param: checked.key });
    return {
      itemId: row.i.id,
      name: itemName(row.i, locale),
      unit: row.i.unit as ItemUnit,
      samples: line.samples,
      params: checked.values,
      priceFen: row.o.priceFen,
      cycleDays: row.o.cycleDays,
      subtotalFen: 0,
    };
  });
  const calendar = await loadHolidayCalendar(db);
  let result;
  try {
    result = estimate(lines, start, calendar);
  } catch (e) {
    if (e instanceof RangeError) throw badRequest('Cloud.errors.tooLarge');
    throw e;
  }
  return {
    labId: lab.id,
    labName: inLanguage(locale, lab.nameZh, lab.nameEn),
    lines: lines.map((l, i) => ({ ...l, subtotalFen: result.lines[i].subtotalFen })),
    totalFen: result.totalFen,
    cycleDays: result.cycleDays,
    startDate: result.startDate,
    deliveryDate: result.deliveryDate,
    calendarCovered: result.calendarCovered,
    unpublishedYears: result.unpublishedYears,
    calendar: { source: CALENDAR_DATA.source, version: CALENDAR_DATA.version, lastYear: lastPublishedYear(calendar) },
  };
}
