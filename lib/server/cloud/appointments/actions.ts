import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { APPOINTMENT_PAYMENT_HOURS, type AppointmentEvaluationInput, type StatusInput } from '@/lib/cloud/appointment-contract';
import { decideAppointment, type AppointmentAction, type AppointmentParty, type AppointmentStatus } from '@/lib/cloud/appointment-stages';
import type { Db, DbExecutor } from '@/lib/server/db/client';
import { appointmentLogs, cloudAppointments, cloudEquipment, cloudLaboratories, orders } from '@/lib/server/db/schema';
import type { PaymentProviders } from '@/lib/server/ports';
import { closeAtProvider, closePaymentOrder } from '@/lib/server/payments/cancel-order';
import { createAppointmentOrder } from '@/lib/server/payments/create-order';
import { lockOrder } from '@/lib/server/payments/transitions';
import type { SessionUser } from '@/lib/session/permissions';
import { decided, moveStaged, refuse, type StagedKind, type StepResult } from '../staged-move';
import { readableAppointment, type AppointmentRecord } from './access';
import { freeSlots, recordMove } from './logs';

type Tx = DbExecutor;
type Changes = Partial<typeof cloudAppointments.$inferInsert>;

/** Appointments as staged records: the status column, the appointment stage table, the log and its messages. */
const appointmentKind: StagedKind<AppointmentRecord, AppointmentAction, AppointmentParty, AppointmentStatus, Changes> = {
  lock: async (tx, user, orderNo) => {
    const { a, party } = await readableAppointment(tx, user, orderNo, true);
    return { row: a, party };
  },
  stateOf: (a) => a.status,
  decide: decideAppointment,
  notYourRole: 'CloudAppointments.notYourRole',
  write: async (tx, a, to, changes, now) => {
    const written: Changes = { ...changes, status: to, updatedAt: now };
    await tx.update(cloudAppointments).set(written).where(eq(cloudAppointments.id, a.id));
    return written as Partial<AppointmentRecord>;
  },
  record: recordMove,
};

/** The state table's answer (lib/cloud/appointment-stages.ts): 403 for the wrong party, 409 for the wrong moment. */
function decide(status: string, action: AppointmentAction, party: AppointmentParty): AppointmentStatus {
  return decided(decideAppointment(status as AppointmentStatus, action, party), appointmentKind.notYourRole);
}

/**
 * One move in one transaction (moveStaged): the payment order locked first (in the order the paying
 * transaction takes them), then the appointment, the party, the state table, the step, the log and the messages.
 */
function act(
  db: Db,
  user: SessionUser,
  orderNo: string,
  action: AppointmentAction,
  now: Date,
  step: (tx: Tx, a: AppointmentRecord, party: AppointmentParty, to: AppointmentStatus) => Promise<StepResult<Changes>> = async () => undefined,
): Promise<void> {
  return moveStaged(db, appointmentKind, user, orderNo, action, now, step, async (tx) => {
    const [pre] = await tx.select({ paymentOrderId: cloudAppointments.paymentOrderId }).from(cloudAppointments).where(eq(cloudAppointments.orderNo, orderNo));
    if (pre?.paymentOrderId) await lockOrder(tx, { id: pre.paymentOrderId });
  });
}

async function paymentOf(tx: Tx, a: AppointmentRecord) {
  return a.paymentOrderId ? lockOrder(tx, { id: a.paymentOrderId }) : null;
}

/**
 * equipments/status: contact (customer service), respond with a price, start, pause, resume,
 * complete (the laboratory), cancel (the researcher or customer service before payment, customer
 * service while the experiment runs). A cancel frees the slots and closes a waiting payment order.
 */
export async function changeStatus(db: Db, providers: PaymentProviders, user: SessionUser, input: StatusInput, now: Date): Promise<void> {
  let closed: Awaited<ReturnType<typeof lockOrder>> = null;
  await act(db, user, input.orderNo, input.action, now, async (tx, a, party) => {
    const note = input.note || null;
    switch (input.action) {
      case 'contact':
        return { changes: { contactedAt: a.contactedAt ?? now }, note };
      case 'respond': {
        if (!input.priceFen) refuse('CloudAppointments.priceRequired', 400);
        const payment = await paymentOf(tx, a);
        if (payment?.status === 'waiting') refuse('CloudAppointments.paymentOpen');
        return { changes: { priceFen: input.priceFen, responseNote: note, respondedAt: now }, note: String(input.priceFen) };
      }
      case 'start':
      case 'resume':
        return { changes: { ...(input.sessionLink ? { sessionLink: input.sessionLink } : {}), ...(input.action === 'start' ? { startedAt: now } : {}) }, note };
      case 'pause':
        return { note };
      case 'complete':
        return { changes: { completedAt: now }, note };
      case 'cancel': {
        const payment = await paymentOf(tx, a);
        if (payment?.status === 'paid' && a.status === 'responded') refuse('CloudAppointments.alreadyPaid');
        return {
          changes: { cancelledAt: now },
          note,
          after: async (t) => {
            await freeSlots(t, a.id);
            // After the appointment is cancelled, so the payment core's onCancelled finds nothing left to do.
            closed = await closePaymentOrder(t, payment?.id ?? null, { actor: party === 'customer' ? 'owner' : 'service', userId: user.id }, now);
          },
        };
      }
    }
  });
  if (closed) await closeAtProvider(providers, closed);
}

/**
 * equipments/pay: the researcher's way to the payment dialog once the laboratory has responded: an
 * order of the order core of type `appointment` for the responded price, waiting at most 24 hours and
 * never beyond the appointment's start. A waiting one is reused; before the response 409.
 */
export async function payAppointment(db: Db, user: SessionUser, orderNo: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [pre] = await tx.select({ paymentOrderId: cloudAppointments.paymentOrderId }).from(cloudAppointments).where(eq(cloudAppointments.orderNo, orderNo));
    const payment = pre?.paymentOrderId ? await lockOrder(tx, { id: pre.paymentOrderId }) : null;
    const { a, party } = await readableAppointment(tx, user, orderNo, true);
    decide(a.status, 'pay', party);
    if (payment && payment.status !== 'cancelled') return;
    if (a.startAt.getTime() <= now.getTime()) refuse('CloudAppointments.tooLateToPay');
    const [equipment] = await tx.select({ nameZh: cloudEquipment.nameZh, nameEn: cloudEquipment.nameEn, model: cloudEquipment.model }).from(cloudEquipment).where(eq(cloudEquipment.id, a.equipmentId));
    const expiresAt = new Date(Math.min(now.getTime() + APPOINTMENT_PAYMENT_HOURS * 3600_000, a.startAt.getTime()));
    const paymentNo = await createAppointmentOrder(
      tx,
      { userId: a.userId, companyId: a.companyId },
      { titleZh: `仪器预约 ${equipment.nameZh} ${equipment.model} ${a.day}`.slice(0, 200), titleEn: `Equipment appointment ${equipment.nameEn} ${equipment.model} ${a.day}`.slice(0, 200), unitPriceFen: a.priceFen! },
      expiresAt,
      now,
    );
    const [created] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.orderNo, paymentNo));
    await tx.update(cloudAppointments).set({ paymentOrderId: created.id, updatedAt: now }).where(eq(cloudAppointments.id, a.id));
    await recordMove(tx, a, { action: 'pay', party, actorUserId: user.id, from: a.status as AppointmentStatus, to: a.status as AppointmentStatus, at: now });
  });
}

/** equipments/evaluation: the researcher rates a completed experiment; the satisfaction level joins the laboratory's rating. */
export async function evaluateAppointment(db: Db, user: SessionUser, input: AppointmentEvaluationInput, now: Date): Promise<void> {
  await act(db, user, input.orderNo, 'evaluate', now, async (tx, a) => {
    await tx
      .update(cloudLaboratories)
      .set({ ratingSum: sql`${cloudLaboratories.ratingSum} + ${input.satisfaction}`, ratingCount: sql`${cloudLaboratories.ratingCount} + 1` })
      .where(eq(cloudLaboratories.id, a.labId));
    return {
      changes: { productQuality: input.productQuality, serviceQuality: input.serviceQuality, cycleTime: input.cycleTime, satisfaction: input.satisfaction, evaluationComment: input.comment || null, evaluatedAt: now },
      note: String(input.satisfaction),
    };
  });
}

/** equipments/log: customer service's note on a demand (seen by customer service and the laboratory). */
export async function addNote(db: Db, user: SessionUser, orderNo: string, note: string, now: Date): Promise<void> {
  const { a, party } = await readableAppointment(db, user, orderNo);
  if (party !== 'service') refuse('CloudAppointments.notYourRole', 403);
  await db.insert(appointmentLogs).values({ appointmentId: a.id, kind: 'note', action: 'note', party, actorUserId: user.id, fromStatus: a.status, toStatus: a.status, note, createdAt: now });
}
