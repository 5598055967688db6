import 'server-only';
import { eq } from 'drizzle-orm';
import type { AppointmentAction, AppointmentParty, AppointmentStatus } from '@/lib/cloud/appointment-stages';
import type { DbExecutor } from '@/lib/server/db/client';
import { appointmentLogs, cloudEquipment, cloudLaboratories, equipmentSlots, users } from '@/lib/server/db/schema';
import { notify } from '@/lib/server/messages/notify';
import type { AppointmentRecord } from './access';

export interface MoveInput {
  action: AppointmentAction;
  party: AppointmentParty;
  actorUserId: number | null;
  from: AppointmentStatus | null;
  to: AppointmentStatus;
  note?: string | null;
  at: Date;
}

/** Where each side reads an appointment. */
export const appointmentLink = {
  customer: (orderNo: string) => `/my/requirementList?tab=appointments&appointment=${orderNo}`,
  /** The laboratory's price: straight to the payment. */
  pay: (orderNo: string) => `/cloud/subscribePay?orderNo=${orderNo}`,
  laboratory: (orderNo: string) => `/my/laboratoryOrder?tab=appointments&appointment=${orderNo}`,
  service: (orderNo: string) => `/my/administration/remoteScientificResearch?keyword=${orderNo}&appointment=${orderNo}`,
};

/**
 * The automatic state log of a move and the other sides' messages (type `appointment`), in the
 * transaction of the move: the researcher and the laboratory hear of each other's steps and of
 * customer service's and the payment core's; customer service hears of new demands and of what the
 * researcher cancels. The actor is never told of its own step.
 */
export async function recordMove(tx: DbExecutor, a: AppointmentRecord, m: MoveInput): Promise<void> {
  await tx.insert(appointmentLogs).values({ appointmentId: a.id, kind: 'state', action: m.action, party: m.party, actorUserId: m.actorUserId, fromStatus: m.from, toStatus: m.to, note: m.note ?? null, createdAt: m.at });
  const [equipment] = await tx.select({ model: cloudEquipment.model }).from(cloudEquipment).where(eq(cloudEquipment.id, a.equipmentId));
  const params = { orderNo: a.orderNo, equipment: equipment?.model ?? '', day: a.day, actionKey: `CloudAppointments.actions.${m.action}`, statusKey: `CloudAppointments.statuses.${m.to}` };
  const told = new Set<number>(m.actorUserId ? [m.actorUserId] : []);
  const tell = async (userId: number | null | undefined, link: string) => {
    if (!userId || told.has(userId)) return;
    told.add(userId);
    await notify(tx, userId, 'appointmentUpdated', params, { link });
  };
  if (m.party !== 'customer') await tell(a.userId, m.action === 'respond' ? appointmentLink.pay(a.orderNo) : appointmentLink.customer(a.orderNo));
  if (m.party !== 'laboratory' && m.action !== 'contact') {
    const [lab] = await tx.select({ ownerId: cloudLaboratories.ownerId }).from(cloudLaboratories).where(eq(cloudLaboratories.id, a.labId));
    await tell(lab?.ownerId, appointmentLink.laboratory(a.orderNo));
  }
  if (m.action === 'submit' || (m.action === 'cancel' && m.party === 'customer')) {
    const service = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'customer_service'));
    for (const s of service) await tell(s.id, appointmentLink.service(a.orderNo));
  }
}

/** Gives an appointment's slots back to the calendar (cancel, expired payment). */
export async function freeSlots(tx: DbExecutor, appointmentId: number): Promise<void> {
  await tx.delete(equipmentSlots).where(eq(equipmentSlots.appointmentId, appointmentId));
}
