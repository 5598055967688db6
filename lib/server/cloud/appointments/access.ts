import 'server-only';
import { eq } from 'drizzle-orm';
import type { AppointmentParty } from '@/lib/cloud/appointment-stages';
import { forbidden, notFound } from '@/lib/server/api/errors';
import type { DbExecutor } from '@/lib/server/db/client';
import { cloudAppointments, cloudLaboratories } from '@/lib/server/db/schema';
import type { FileOwner } from '@/lib/server/files/service';
import { isCurrentAuthor, PERMISSIONS, roleHasPermission, type SessionUser } from '@/lib/session/permissions';

export type AppointmentRecord = typeof cloudAppointments.$inferSelect;

/** Owner kind of the file service (docs/FILES.md): a demand's attachments. */
export const APPOINTMENT_OWNER_KIND = 'cloudAppointment';

export const isService = (user: SessionUser | null) => !!user && roleHasPermission(user.role, PERMISSIONS.orderConfirmPayment);

/** The laboratory the caller manages (cloud_laboratories.owner_id), or null. */
export async function managedLab(db: DbExecutor, user: SessionUser): Promise<{ id: number } | null> {
  const [lab] = await db.select({ id: cloudLaboratories.id }).from(cloudLaboratories).where(eq(cloudLaboratories.ownerId, user.id)).limit(1);
  return lab ?? null;
}

/**
 * Who the caller is to an appointment, from the database: its researcher, the manager of the
 * instrument's laboratory, or customer service; null for anyone else.
 */
export async function appointmentParty(db: DbExecutor, user: SessionUser | null, a: Pick<AppointmentRecord, 'userId' | 'companyId' | 'labId'>): Promise<AppointmentParty | null> {
  if (!user) return null;
  // The researcher while still in the company the demand was made for (issue 45 item 5): a removed member is no party.
  if (isCurrentAuthor(user, { ownerId: a.userId, companyId: a.companyId })) return 'customer';
  const [lab] = await db.select({ ownerId: cloudLaboratories.ownerId }).from(cloudLaboratories).where(eq(cloudLaboratories.id, a.labId));
  if (lab?.ownerId === user.id) return 'laboratory';
  if (isService(user)) return 'service';
  return null;
}

/**
 * An appointment the caller may act on, with the caller's party. Someone else's demand answers 404
 * (numbers cannot be probed); a laboratory manager asking for another laboratory's demand 403.
 */
export async function readableAppointment(db: DbExecutor, user: SessionUser, orderNo: string, lock = false): Promise<{ a: AppointmentRecord; party: AppointmentParty }> {
  const query = db.select().from(cloudAppointments).where(eq(cloudAppointments.orderNo, orderNo));
  const [a] = lock ? await query.for('update') : await query;
  if (!a) throw notFound('CloudAppointments.notFound');
  const party = await appointmentParty(db, user, a);
  if (!party) {
    if (await managedLab(db, user)) throw forbidden('CloudAppointments.otherLab');
    throw notFound('CloudAppointments.notFound');
  }
  return { a, party };
}

export const appointmentFileOwner: FileOwner = {
  ownerKind: APPOINTMENT_OWNER_KIND,
  fields: { attachments: { kind: 'attachment', max: 5 } },
  canDownload: async (db, viewer, id) => {
    const [a] = await db.select().from(cloudAppointments).where(eq(cloudAppointments.id, id));
    return !!a && (await appointmentParty(db, viewer, a)) !== null;
  },
};
