import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { SaveAppointmentInput } from '@/lib/cloud/appointment-contract';
import { contactDueAt, quoteDueAt } from '@/lib/cloud/appointment-deadlines';
import { bookingSlots, referencePriceFen } from '@/lib/cloud/appointment-slots';
import { decideAppointment } from '@/lib/cloud/appointment-stages';
import { badRequest, conflict, conflictOnDuplicate } from '@/lib/server/api/errors';
import { loadHolidayCalendar } from '@/lib/server/calendar/holidays';
import type { Db } from '@/lib/server/db/client';
import { addresses, cloudAppointments, equipmentSlots } from '@/lib/server/db/schema';
import { replaceFiles } from '@/lib/server/files/service';
import { nextOrderNo } from '@/lib/server/payments/create-order';
import type { SessionUser } from '@/lib/session/permissions';
import { APPOINTMENT_OWNER_KIND } from './access';
import { bookableSettings, freeSlotsOfDay } from './equipment';
import { recordMove } from './logs';

/**
 * equipments/saveOrder: a researcher's demand (spec section 3 "remote research demand"). The day,
 * start and duration are checked against the instrument's settings (working days, opening hours,
 * duration range: lib/cloud/appointment-slots.ts), the magnification against its range, the address
 * against the caller's address book. One transaction writes the demand, **one `equipment_slots`
 * row per slot** (the primary key (equipment, slot start) refuses a slot already held, so of
 * concurrent demands for a slot exactly one commits: 409 for the others), the attachments and the
 * `submit` log (which tells the laboratory and customer service). Answers the number.
 */
export async function saveAppointment(db: Db, user: SessionUser, input: SaveAppointmentInput, now: Date): Promise<string> {
  const { settings, labId } = await bookableSettings(db, input.equipmentId);
  const calendar = await loadHolidayCalendar(db);
  const booking = bookingSlots(input, { openMinute: settings.openMinute, closeMinute: settings.closeMinute, slotMinutes: settings.slotMinutes, minMinutes: settings.minMinutes, maxMinutes: settings.maxMinutes }, now, calendar);
  if (!booking.ok) throw badRequest(booking.reason, booking.year === undefined ? undefined : { year: booking.year });
  const magnification = input.magnification ?? null;
  if (magnification !== null && settings.magnificationMin !== null && settings.magnificationMax !== null && (magnification < settings.magnificationMin || magnification > settings.magnificationMax))
    throw badRequest('CloudAppointments.magnificationRange', { min: settings.magnificationMin, max: settings.magnificationMax });
  const [address] = await db.select().from(addresses).where(and(eq(addresses.id, input.addressId), eq(addresses.userId, user.id)));
  if (!address) throw badRequest('CloudAppointments.selectAddress');
  // A day without any free slot left is refused with the spec's section 5 message (the unique index below decides the rest).
  const day = await freeSlotsOfDay(db, input.equipmentId, settings, input.day, now, calendar);
  if (!day.some((s) => s.free)) throw badRequest('CloudAppointments.noFreeDay');
  const decision = decideAppointment(null, 'submit', 'customer');
  if (!decision.ok) throw conflict(decision.reason);
  const starts = booking.starts;
  const endAt = new Date(starts[starts.length - 1].getTime() + settings.slotMinutes * 60_000);
  return conflictOnDuplicate(
    () =>
      db.transaction(async (tx) => {
        const orderNo = await nextOrderNo(tx, now);
        const [a] = await tx
          .insert(cloudAppointments)
          .values({
            orderNo,
            userId: user.id,
            companyId: user.companyId ?? null,
            equipmentId: input.equipmentId,
            labId,
            status: decision.to,
            day: input.day,
            startAt: starts[0],
            endAt,
            durationMinutes: input.durationMinutes,
            details: {
              sampleName: input.sampleName,
              sampleCount: input.sampleCount,
              magnetic: input.magnetic,
              goldSprayed: input.goldSprayed,
              magnification,
              mainContents: input.mainContents,
              contactName: input.contactName,
              contactPhone: input.contactPhone,
              address: [address.consignee, address.mobile, address.province, address.city, address.county, address.detail].filter(Boolean).join(' ').slice(0, 400),
              remarks: input.remarks,
            },
            estimateFen: referencePriceFen(settings.hourlyPriceFen, input.durationMinutes),
            contactDueAt: contactDueAt(now, calendar),
            quoteDueAt: quoteDueAt(now),
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        await tx.insert(equipmentSlots).values(starts.map((slotStart) => ({ equipmentId: input.equipmentId, slotStart, appointmentId: a.id })));
        if (input.attachmentIds.length) await replaceFiles(tx, { userId: user.id, ownerKind: APPOINTMENT_OWNER_KIND, ownerId: a.id, field: 'attachments', fileIds: input.attachmentIds });
        await recordMove(tx, a, { action: 'submit', party: 'customer', actorUserId: user.id, from: null, to: decision.to, at: now });
        return orderNo;
      }),
    'CloudAppointments.slotTaken',
  );
}
