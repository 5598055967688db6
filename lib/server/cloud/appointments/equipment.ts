import 'server-only';
import { and, asc, count, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { CalendarDay, EquipmentCard, EquipmentKind, EquipmentPageInput, SaveEquipmentInput, SlotsAnswer } from '@/lib/cloud/appointment-contract';
import { daySlotMinutes, hhmm, minuteOf, slotInstant, slotOpen, windowDays, type SlotSettings } from '@/lib/cloud/appointment-slots';
import type { Paged } from '@/lib/contract';
import { inLanguage } from '@/lib/i18n/in-language';
import type { Locale } from '@/lib/i18n/routing';
import { badRequest, forbidden, notFound } from '@/lib/server/api/errors';
import type { Db, DbExecutor } from '@/lib/server/db/client';
import { containing } from '@/lib/server/db/like';
import { cloudEquipment, cloudLaboratories, equipmentSettings, equipmentSlots, regions } from '@/lib/server/db/schema';
import type { SessionUser } from '@/lib/session/permissions';
import { CALENDAR_DATA, isDay, unpublishedYears, yearOf, yearPublished, type HolidayCalendar } from '@/lib/working-days';
import { loadHolidayCalendar } from '@/lib/server/calendar/holidays';
import { managedLab } from './access';

type SettingsRow = typeof equipmentSettings.$inferSelect;

export const settingsOf = (s: SettingsRow): SlotSettings => ({ openMinute: s.openMinute, closeMinute: s.closeMinute, slotMinutes: s.slotMinutes, minMinutes: s.minMinutes, maxMinutes: s.maxMinutes });

const cardColumns = {
  id: cloudEquipment.id,
  nameZh: cloudEquipment.nameZh,
  nameEn: cloudEquipment.nameEn,
  model: cloudEquipment.model,
  maker: cloudEquipment.maker,
  labId: cloudLaboratories.id,
  labSlug: cloudLaboratories.slug,
  labZh: cloudLaboratories.nameZh,
  labEn: cloudLaboratories.nameEn,
  provinceZh: regions.nameZh,
  provinceEn: regions.nameEn,
  settings: equipmentSettings,
};

type CardRow = { id: number; nameZh: string; nameEn: string; model: string; maker: string | null; labId: number; labSlug: string; labZh: string; labEn: string; provinceZh: string | null; provinceEn: string | null; settings: SettingsRow | null };

function toCard(r: CardRow, locale: Locale): EquipmentCard {
  const s = r.settings;
  return {
    id: r.id,
    name: inLanguage(locale, r.nameZh, r.nameEn),
    model: r.model,
    maker: r.maker,
    labId: r.labId,
    labName: inLanguage(locale, r.labZh, r.labEn),
    labSlug: r.labSlug,
    province: inLanguage(locale, r.provinceZh, r.provinceEn),
    settings: s
      ? {
          bookable: s.bookable,
          kind: s.kind as EquipmentKind,
          hourlyPriceFen: s.hourlyPriceFen,
          slotMinutes: s.slotMinutes,
          openFrom: hhmm(s.openMinute),
          openTo: hhmm(s.closeMinute),
          minMinutes: s.minMinutes,
          maxMinutes: s.maxMinutes,
          magnificationMin: s.magnificationMin,
          magnificationMax: s.magnificationMax,
          demo: s.demo,
        }
      : null,
  };
}

const cards = (db: DbExecutor) =>
  db
    .select(cardColumns)
    .from(cloudEquipment)
    .innerJoin(cloudLaboratories, eq(cloudLaboratories.id, cloudEquipment.labId))
    .leftJoin(regions, eq(regions.code, cloudLaboratories.provinceCode))
    .leftJoin(equipmentSettings, eq(equipmentSettings.equipmentId, cloudEquipment.id));

/** Bookable instruments of active laboratories (what anyone may book). */
const bookable = and(eq(equipmentSettings.bookable, true), eq(cloudLaboratories.status, 'active'));

/** equipments/page: bookable instruments by kind, laboratory, province, keyword (name, model, maker, laboratory). */
export async function pageEquipment(db: Db, input: EquipmentPageInput, locale: Locale): Promise<Paged<EquipmentCard>> {
  const where: (SQL | undefined)[] = [bookable];
  if (input.kind) where.push(eq(equipmentSettings.kind, input.kind));
  if (input.labId) where.push(eq(cloudLaboratories.id, input.labId));
  if (input.province) where.push(eq(cloudLaboratories.provinceCode, input.province));
  if (input.keyword) {
    const k = containing(input.keyword);
    where.push(or(ilike(cloudEquipment.nameZh, k), ilike(cloudEquipment.nameEn, k), ilike(cloudEquipment.model, k), ilike(cloudEquipment.maker, k), ilike(cloudLaboratories.nameZh, k), ilike(cloudLaboratories.nameEn, k)));
  }
  const cond = and(...where);
  const [{ total }] = await db
    .select({ total: count() })
    .from(cloudEquipment)
    .innerJoin(cloudLaboratories, eq(cloudLaboratories.id, cloudEquipment.labId))
    .innerJoin(equipmentSettings, eq(equipmentSettings.equipmentId, cloudEquipment.id))
    .where(cond);
  const rows = await cards(db)
    .where(cond)
    .orderBy(asc(cloudLaboratories.id), asc(cloudEquipment.sort), asc(cloudEquipment.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  return { list: rows.map((r) => toCard(r, locale)), total, page: input.page, pageSize: input.pageSize };
}

/** equipments/get: one bookable instrument; its laboratory's manager and administrators also see it while not bookable. */
export async function getEquipment(db: DbExecutor, user: SessionUser | null, id: number, locale: Locale): Promise<EquipmentCard> {
  const [row] = await cards(db).where(eq(cloudEquipment.id, id));
  if (!row) throw notFound('CloudAppointments.noSuchEquipment');
  const open = row.settings?.bookable && (await db.select({ status: cloudLaboratories.status }).from(cloudLaboratories).where(eq(cloudLaboratories.id, row.labId)))[0]?.status === 'active';
  if (!open) {
    const lab = user ? await managedLab(db, user) : null;
    if (lab?.id !== row.labId) throw notFound('CloudAppointments.noSuchEquipment');
  }
  return toCard(row, locale);
}

/** equipments/list: every instrument of the laboratory the caller manages, with its booking settings (none yet: null). */
export async function listOwnEquipment(db: Db, user: SessionUser, locale: Locale): Promise<EquipmentCard[]> {
  const lab = await managedLab(db, user);
  if (!lab) throw forbidden('CloudAppointments.notYourLab');
  const rows = await cards(db).where(eq(cloudEquipment.labId, lab.id)).orderBy(asc(cloudEquipment.sort), asc(cloudEquipment.id));
  return rows.map((r) => toCard(r, locale));
}

/** equipments/save: the manager of the instrument's laboratory makes it bookable (or not) with its price, slots, hours and ranges. */
export async function saveEquipment(db: Db, user: SessionUser, input: SaveEquipmentInput, locale: Locale, now: Date): Promise<EquipmentCard> {
  const [eq0] = await db.select({ labId: cloudEquipment.labId }).from(cloudEquipment).where(eq(cloudEquipment.id, input.equipmentId));
  if (!eq0) throw notFound('CloudAppointments.noSuchEquipment');
  const lab = await managedLab(db, user);
  if (lab?.id !== eq0.labId) throw forbidden('CloudAppointments.notYourLab');
  const openMinute = minuteOf(input.openFrom)!;
  const closeMinute = minuteOf(input.openTo)!;
  if ((closeMinute - openMinute) % input.slotMinutes !== 0 || input.maxMinutes > closeMinute - openMinute) throw badRequest('CloudAppointments.badHours');
  const values = {
    equipmentId: input.equipmentId,
    bookable: input.bookable,
    kind: input.kind,
    hourlyPriceFen: input.hourlyPriceFen,
    slotMinutes: input.slotMinutes,
    openMinute,
    closeMinute,
    minMinutes: input.minMinutes,
    maxMinutes: input.maxMinutes,
    magnificationMin: input.magnificationMin ?? null,
    magnificationMax: input.magnificationMax ?? null,
    demo: false,
    updatedAt: now,
  };
  await db.insert(equipmentSettings).values(values).onConflictDoUpdate({ target: equipmentSettings.equipmentId, set: values });
  return getEquipment(db, user, input.equipmentId, locale);
}

/** The booked slot starts of an instrument between two instants (ms). */
async function bookedBetween(db: DbExecutor, equipmentId: number, from: Date, to: Date): Promise<Set<number>> {
  const rows = await db
    .select({ at: equipmentSlots.slotStart })
    .from(equipmentSlots)
    .where(and(eq(equipmentSlots.equipmentId, equipmentId), gte(equipmentSlots.slotStart, from), lt(equipmentSlots.slotStart, to)));
  return new Set(rows.map((r) => r.at.getTime()));
}

/** The free slots of one day (started ones and booked ones are not free). */
export async function freeSlotsOfDay(db: DbExecutor, equipmentId: number, s: SettingsRow, day: string, now: Date, calendar: HolidayCalendar): Promise<{ start: string; at: Date; free: boolean }[]> {
  const minutes = daySlotMinutes(day, settingsOf(s), calendar);
  if (!minutes.length) return [];
  const booked = await bookedBetween(db, equipmentId, slotInstant(day, 0), slotInstant(day, 1440));
  return minutes.map((m) => {
    const at = slotInstant(day, m);
    return { start: hhmm(m), at, free: slotOpen(day, m, now) && !booked.has(at.getTime()) };
  });
}

/** A bookable instrument's settings, or 404 (unknown, not bookable, laboratory suspended). */
export async function bookableSettings(db: DbExecutor, equipmentId: number): Promise<{ settings: SettingsRow; labId: number; model: string; nameZh: string; nameEn: string }> {
  const [row] = await db
    .select({ settings: equipmentSettings, labId: cloudEquipment.labId, model: cloudEquipment.model, nameZh: cloudEquipment.nameZh, nameEn: cloudEquipment.nameEn })
    .from(cloudEquipment)
    .innerJoin(equipmentSettings, eq(equipmentSettings.equipmentId, cloudEquipment.id))
    .innerJoin(cloudLaboratories, eq(cloudLaboratories.id, cloudEquipment.labId))
    .where(and(eq(cloudEquipment.id, equipmentId), bookable));
  if (!row) throw notFound('CloudAppointments.noSuchEquipment');
  return row;
}

/**
 * equipments/slots: without a day, the 60 days of the calendar with the number of free slots each
 * (0 on days that are not working days or are fully booked: greyed; none either on the days of a year
 * whose holidays are not yet published, named in `unpublishedYears`); with a day of the window, its slots.
 */
export async function slotsOf(db: Db, input: { equipmentId: number; day?: string }, now: Date): Promise<SlotsAnswer> {
  const { settings } = await bookableSettings(db, input.equipmentId);
  const calendarVersion = `${CALENDAR_DATA.source} ${CALENDAR_DATA.version}`;
  const calendar = await loadHolidayCalendar(db);
  if (input.day) {
    if (!isDay(input.day)) throw badRequest('CloudAppointments.badDay');
    const slots = await freeSlotsOfDay(db, input.equipmentId, settings, input.day, now, calendar);
    const unpublished = yearPublished(yearOf(input.day), calendar) ? [] : [yearOf(input.day)];
    return { days: [], slots: slots.map((s) => ({ start: s.start, startAt: s.at.toISOString(), free: s.free })), calendarVersion, unpublishedYears: unpublished };
  }
  const days = windowDays(now);
  const booked = await bookedBetween(db, input.equipmentId, slotInstant(days[0], 0), slotInstant(days[days.length - 1], 1440));
  const out: CalendarDay[] = days.map((day) => {
    const minutes = daySlotMinutes(day, settingsOf(settings), calendar);
    const free = minutes.filter((m) => slotOpen(day, m, now) && !booked.has(slotInstant(day, m).getTime())).length;
    return { day, working: minutes.length > 0, unpublished: !yearPublished(yearOf(day), calendar), free };
  });
  return { days: out, slots: [], calendarVersion, unpublishedYears: unpublishedYears(days[0], days[days.length - 1], calendar) };
}
