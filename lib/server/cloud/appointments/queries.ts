import 'server-only';
import { and, asc, count, desc, eq, ilike, inArray, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { AppointmentDetail, AppointmentFilterInput, AppointmentLog, AppointmentPageInput, AppointmentRow } from '@/lib/cloud/appointment-contract';
import { appointmentOverdue } from '@/lib/cloud/appointment-deadlines';
import { hhmm } from '@/lib/cloud/appointment-slots';
import { appointmentActionsFor, type AppointmentParty, type AppointmentStatus } from '@/lib/cloud/appointment-stages';
import type { Paged } from '@/lib/contract';
import { inLanguage } from '@/lib/i18n/in-language';
import type { Locale } from '@/lib/i18n/routing';
import type { OrderStatus } from '@/lib/payments/contract';
import { forbidden } from '@/lib/server/api/errors';
import type { Db, DbExecutor } from '@/lib/server/db/client';
import { containing } from '@/lib/server/db/like';
import { appointmentLogs, cloudAppointments, cloudEquipment, cloudLaboratories, orders, users } from '@/lib/server/db/schema';
import { listFiles } from '@/lib/server/files/service';
import type { SessionUser } from '@/lib/session/permissions';
import { APPOINTMENT_OWNER_KIND, isService, managedLab, readableAppointment, type AppointmentRecord } from './access';
import { currentAuthorWhere } from '@/lib/server/auth/company-objects';
import { chinaMinuteOfDay } from '@/lib/time';

const minuteOfDay = chinaMinuteOfDay;

const rowColumns = {
  a: cloudAppointments,
  equipmentZh: cloudEquipment.nameZh,
  equipmentEn: cloudEquipment.nameEn,
  model: cloudEquipment.model,
  labZh: cloudLaboratories.nameZh,
  labEn: cloudLaboratories.nameEn,
  userName: users.userName,
};
type JoinedRow = { a: AppointmentRecord; equipmentZh: string; equipmentEn: string; model: string; labZh: string; labEn: string; userName: string | null };

const joined = (db: DbExecutor) =>
  db
    .select(rowColumns)
    .from(cloudAppointments)
    .innerJoin(cloudEquipment, eq(cloudEquipment.id, cloudAppointments.equipmentId))
    .innerJoin(cloudLaboratories, eq(cloudLaboratories.id, cloudAppointments.labId))
    .leftJoin(users, eq(users.id, cloudAppointments.userId));

function toRow(r: JoinedRow, locale: Locale, now: Date): AppointmentRow {
  const a = r.a;
  return {
    orderNo: a.orderNo,
    status: a.status as AppointmentStatus,
    equipmentId: a.equipmentId,
    equipment: inLanguage(locale, r.equipmentZh, r.equipmentEn),
    model: r.model,
    labId: a.labId,
    labName: inLanguage(locale, r.labZh, r.labEn),
    user: r.userName ?? '',
    day: a.day,
    start: hhmm(minuteOfDay(a.startAt)),
    end: hhmm(minuteOfDay(a.endAt) || 1440),
    durationMinutes: a.durationMinutes,
    sampleName: a.details.sampleName,
    estimateFen: a.estimateFen,
    priceFen: a.priceFen,
    contactDueAt: a.contactDueAt.toISOString(),
    quoteDueAt: a.quoteDueAt.toISOString(),
    overdue: appointmentOverdue({ status: a.status as AppointmentStatus, contactDueAt: a.contactDueAt, contactedAt: a.contactedAt, quoteDueAt: a.quoteDueAt, respondedAt: a.respondedAt }, now),
    createdAt: a.createdAt.toISOString(),
  };
}

/** Overdue in SQL, the same rule as appointmentOverdue (lib/cloud/appointment-deadlines.ts). */
function overdueWhere(now: Date): SQL {
  return or(
    and(inArray(cloudAppointments.status, ['waiting', 'responded']), isNull(cloudAppointments.contactedAt), lt(cloudAppointments.contactDueAt, now)),
    and(eq(cloudAppointments.status, 'waiting'), isNull(cloudAppointments.respondedAt), lt(cloudAppointments.quoteDueAt, now)),
  )!;
}

function filters(input: AppointmentFilterInput, now: Date): (SQL | undefined)[] {
  const k = input.keyword ? containing(input.keyword) : null;
  return [
    input.status ? eq(cloudAppointments.status, input.status) : undefined,
    input.overdue === 'yes' ? overdueWhere(now) : undefined,
    k ? or(ilike(cloudAppointments.orderNo, k), ilike(cloudEquipment.nameZh, k), ilike(cloudEquipment.nameEn, k), ilike(cloudEquipment.model, k), ilike(users.userName, k)) : undefined,
  ];
}

/**
 * equipments/orderPage: `mine` (the caller's demands), `lab` (demands for the laboratory the caller
 * manages) or `admin` (every demand, customer service), newest first, with deadlines and overdue flags.
 */
export async function pageAppointments(db: Db, user: SessionUser, input: AppointmentPageInput, locale: Locale, now: Date): Promise<Paged<AppointmentRow>> {
  const scope: (SQL | undefined)[] = [];
  // Of a company's demands, only while the caller still belongs to it (issue 45 item 5).
  if (input.scope === 'mine') scope.push(currentAuthorWhere(user, { ownerId: cloudAppointments.userId, companyId: cloudAppointments.companyId }));
  else if (input.scope === 'lab') {
    const lab = await managedLab(db, user);
    if (!lab) throw forbidden('CloudAppointments.notYourLab');
    scope.push(eq(cloudAppointments.labId, lab.id));
  } else if (!isService(user)) throw forbidden();
  const where = and(...scope, ...filters(input, now));
  const [{ total }] = await db
    .select({ total: count() })
    .from(cloudAppointments)
    .innerJoin(cloudEquipment, eq(cloudEquipment.id, cloudAppointments.equipmentId))
    .leftJoin(users, eq(users.id, cloudAppointments.userId))
    .where(where);
  const rows = await joined(db)
    .where(where)
    .orderBy(desc(cloudAppointments.createdAt), desc(cloudAppointments.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  return { list: rows.map((r) => toRow(r, locale, now)), total, page: input.page, pageSize: input.pageSize };
}

/** Every demand matching customer service's filters (the Excel export), at most 10,000. */
export async function listForExport(db: Db, input: AppointmentFilterInput, locale: Locale, now: Date): Promise<AppointmentRow[]> {
  const rows = await joined(db)
    .where(and(...filters(input, now)))
    .orderBy(desc(cloudAppointments.createdAt), desc(cloudAppointments.id))
    .limit(10_000);
  return rows.map((r) => toRow(r, locale, now));
}

/** The logs the caller sees: state logs for everyone, customer service's notes for service and the laboratory. */
export async function logsOf(db: DbExecutor, appointmentId: number, party: AppointmentParty): Promise<AppointmentLog[]> {
  const rows = await db
    .select({ log: appointmentLogs, actor: users.userName })
    .from(appointmentLogs)
    .leftJoin(users, eq(users.id, appointmentLogs.actorUserId))
    .where(and(eq(appointmentLogs.appointmentId, appointmentId), party === 'customer' ? eq(appointmentLogs.kind, 'state') : undefined))
    .orderBy(asc(appointmentLogs.id));
  return rows.map(({ log, actor }) => ({
    id: log.id,
    kind: log.kind as 'state' | 'note',
    action: log.action,
    party: log.party as AppointmentParty,
    actor: party === 'customer' && log.party !== 'customer' ? null : (actor ?? null),
    fromStatus: log.fromStatus as AppointmentStatus | null,
    toStatus: log.toStatus as AppointmentStatus,
    note: log.note,
    createdAt: log.createdAt.toISOString(),
  }));
}

/** equipments/logs: the logs of a demand the caller may read. */
export async function readLogs(db: Db, user: SessionUser, orderNo: string): Promise<AppointmentLog[]> {
  const { a, party } = await readableAppointment(db, user, orderNo);
  return logsOf(db, a.id, party);
}

/** equipments/orderGet: the demand as the caller sees it (researcher, laboratory, customer service), with the actions allowed. */
export async function getAppointment(db: Db, user: SessionUser, orderNo: string, locale: Locale, now: Date): Promise<AppointmentDetail> {
  const { a, party } = await readableAppointment(db, user, orderNo);
  const [row] = await joined(db).where(eq(cloudAppointments.id, a.id));
  const [payment] = a.paymentOrderId ? await db.select().from(orders).where(eq(orders.id, a.paymentOrderId)) : [];
  const [attachments, logs] = await Promise.all([listFiles(db, APPOINTMENT_OWNER_KIND, a.id, 'attachments'), logsOf(db, a.id, party)]);
  const d = a.details;
  return {
    ...toRow(row, locale, now),
    party,
    actions: appointmentActionsFor(a.status as AppointmentStatus, party),
    sampleCount: d.sampleCount,
    magnetic: d.magnetic,
    goldSprayed: d.goldSprayed,
    magnification: d.magnification,
    mainContents: d.mainContents,
    contactName: d.contactName,
    contactPhone: d.contactPhone,
    address: d.address,
    remarks: d.remarks,
    responseNote: a.responseNote,
    respondedAt: a.respondedAt?.toISOString() ?? null,
    contactedAt: a.contactedAt?.toISOString() ?? null,
    sessionLink: a.status === 'executing' || a.status === 'paused' ? a.sessionLink : null,
    attachments,
    payment: payment ? { orderNo: payment.orderNo, status: payment.status as OrderStatus, amountFen: payment.amountFen, expiresAt: payment.expiresAt.toISOString() } : null,
    paidAt: a.paidAt?.toISOString() ?? null,
    evaluation:
      a.evaluatedAt && a.satisfaction
        ? { productQuality: a.productQuality!, serviceQuality: a.serviceQuality!, cycleTime: a.cycleTime!, satisfaction: a.satisfaction, comment: a.evaluationComment ?? '', createdAt: a.evaluatedAt.toISOString() }
        : null,
    logs,
  };
}
