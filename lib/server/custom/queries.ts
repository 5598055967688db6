import 'server-only';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import { contactDueAt, overdueFlags, quoteDueAt } from '@/lib/cloud/order-deadlines';
import type { Paged } from '@/lib/contract';
import type { CustomDetail, CustomEvent, CustomRow, customPageSchema } from '@/lib/custom/contract';
import { eventNote } from '@/lib/custom/event-note';
import { customActionsFor, type CustomAction, type CustomParty, type CustomStage } from '@/lib/custom/stages';
import type { PriceUnit, ProductShape, ProductType } from '@/lib/products/enums';
import type { HolidayCalendar } from '@/lib/working-days';
import { forbidden } from '@/lib/server/api/errors';
import { loadHolidayCalendar } from '@/lib/server/calendar/holidays';
import type { Db } from '@/lib/server/db/client';
import { containing } from '@/lib/server/db/like';
import { companies, customOrderEvents, customOrders, orders, users } from '@/lib/server/db/schema';
import { listFiles } from '@/lib/server/files/service';
import type { SessionUser } from '@/lib/session/permissions';
import type { z } from '@/lib/zod';
import { currentAuthorWhere } from '@/lib/server/auth/company-objects';
import { CUSTOM_OWNER_KIND, CUSTOMER, isService, readableOrder, type CustomOrderRecord } from './access';

/** Reading customisation orders: the lists of each side and one order with its timeline (docs/CUSTOM.md). */

async function names(db: Db, rows: CustomOrderRecord[]) {
  const companyIds = [...new Set(rows.flatMap((r) => [r.supplierCompanyId, r.customerCompanyId]).filter((id): id is number => id !== null))];
  const userIds = [...new Set(rows.map((r) => r.customerId))];
  const [cs, us] = await Promise.all([
    companyIds.length ? db.select({ id: companies.id, name: companies.name }).from(companies).where(inArray(companies.id, companyIds)) : [],
    userIds.length ? db.select({ id: users.id, name: users.userName }).from(users).where(inArray(users.id, userIds)) : [],
  ]);
  return { company: new Map(cs.map((c) => [c.id, c.name])), user: new Map(us.map((u) => [u.id, u.name])) };
}

function toRow(r: CustomOrderRecord, n: Awaited<ReturnType<typeof names>>, now: Date, calendar: HolidayCalendar): CustomRow {
  const contactDue = r.submittedAt ? contactDueAt(r.submittedAt, calendar) : null;
  const quoteDue = r.passedAt ? quoteDueAt(r.passedAt) : null;
  const overdue =
    r.stage && contactDue ? overdueFlags({ stage: r.stage as never, contactDueAt: contactDue, contactedAt: r.contactedAt, quoteDueAt: quoteDue, offeredAt: r.quotedAt }, now) : [];
  return {
    orderNo: r.orderNo,
    projectName: r.projectName,
    stage: r.stage as CustomStage | null,
    productId: r.productId ?? 0,
    productName: r.productName,
    shape: r.shape as ProductShape,
    customerName: (r.customerCompanyId !== null ? n.company.get(r.customerCompanyId) : undefined) ?? n.user.get(r.customerId) ?? '',
    supplierName: r.supplierCompanyId !== null ? (n.company.get(r.supplierCompanyId) ?? null) : null,
    totalFen: r.totalFen,
    submittedAt: r.submittedAt?.toISOString() ?? null,
    updatedAt: r.updatedAt.toISOString(),
    contactDue: contactDue?.toISOString() ?? null,
    quoteDue: quoteDue?.toISOString() ?? null,
    overdue,
    done: r.done,
  };
}

/**
 * material/custom/page: mine (the customer's, drafts included), supplier (the company administrator's
 * incoming orders), admin (customer service: every submitted order, with its deadlines), company (the
 * company administrator: the orders the company's members placed).
 */
export async function pageOrders(db: Db, user: SessionUser, input: z.output<typeof customPageSchema>, now: Date): Promise<Paged<CustomRow>> {
  const where: SQL[] = [];
  switch (input.scope) {
    case 'mine':
      where.push(currentAuthorWhere(user, CUSTOMER));
      break;
    case 'supplier':
      if (user.role !== 'company_admin' || user.companyId === null) throw forbidden();
      where.push(eq(customOrders.supplierCompanyId, user.companyId), isNotNull(customOrders.stage));
      break;
    case 'company':
      if (user.role !== 'company_admin' || user.companyId === null) throw forbidden();
      where.push(eq(customOrders.customerCompanyId, user.companyId), isNotNull(customOrders.stage));
      break;
    case 'admin':
      if (!isService(user)) throw forbidden();
      where.push(isNotNull(customOrders.stage));
      break;
  }
  if (input.stage) where.push(input.stage === 'draft' ? isNull(customOrders.stage) : eq(customOrders.stage, input.stage));
  if (input.keyword) where.push(or(ilike(customOrders.orderNo, containing(input.keyword)), ilike(customOrders.projectName, containing(input.keyword)))!);
  const [{ n }] = await db.select({ n: count() }).from(customOrders).where(and(...where));
  const rows = await db
    .select()
    .from(customOrders)
    .where(and(...where))
    .orderBy(desc(customOrders.updatedAt), desc(customOrders.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const n2 = await names(db, rows);
  const calendar = await loadHolidayCalendar(db);
  return { list: rows.map((r) => toRow(r, n2, now, calendar)), total: Number(n), page: input.page, pageSize: input.pageSize };
}

/** material/custom/get: one order for its customer, its supplier or customer service (404 for anyone else). */
export async function getOrder(db: Db, user: SessionUser, orderNo: string, now: Date): Promise<CustomDetail> {
  const { order, party } = await readableOrder(db, user, orderNo);
  const [n, events, pictures, attachments, contract, payment, calendar] = await Promise.all([
    names(db, [order]),
    db
      .select({ e: customOrderEvents, actorName: users.userName })
      .from(customOrderEvents)
      .leftJoin(users, eq(users.id, customOrderEvents.actorUserId))
      .where(eq(customOrderEvents.orderId, order.id))
      .orderBy(asc(customOrderEvents.createdAt), asc(customOrderEvents.id)),
    listFiles(db, CUSTOM_OWNER_KIND, order.id, 'pictures'),
    listFiles(db, CUSTOM_OWNER_KIND, order.id, 'attachments'),
    listFiles(db, CUSTOM_OWNER_KIND, order.id, 'contract'),
    order.paymentOrderId ? db.select({ orderNo: orders.orderNo, status: orders.status }).from(orders).where(eq(orders.id, order.paymentOrderId)) : Promise.resolve([]),
    loadHolidayCalendar(db),
  ]);
  let actions: CustomAction[] = order.stage ? customActionsFor(order.stage as CustomStage, party, order.done) : [];
  const mySignature = party === 'customer' ? order.customerSignedAt : order.supplierSignedAt;
  if (mySignature || !order.contractFileId) actions = actions.filter((a) => a !== 'sign');
  if (!(order.customerSignedAt && order.supplierSignedAt)) actions = actions.filter((a) => a !== 'pay');
  else actions = actions.filter((a) => a !== 'draftContract');
  if (order.supplierCompanyId === null) actions = actions.filter((a) => a !== 'reviewPass');
  return {
    ...toRow(order, n, now, calendar),
    materialType: order.materialType as ProductType,
    lines: order.lines as unknown as CustomDetail['lines'],
    fields: order.fields as CustomDetail['fields'],
    deliveryDate: order.deliveryDate,
    costLimitFen: order.costLimitFen,
    costUnit: order.costUnit as PriceUnit,
    pictures,
    attachments,
    contract: contract[0] ?? null,
    customerSignedAt: order.customerSignedAt?.toISOString() ?? null,
    supplierSignedAt: order.supplierSignedAt?.toISOString() ?? null,
    paymentOrderNo: payment[0]?.orderNo ?? null,
    paid: order.paidAt !== null,
    evaluation: order.evaluation ?? null,
    events: events.map(
      (r): CustomEvent => ({ action: r.e.action as CustomAction, party: r.e.party as CustomParty, actorName: r.actorName ?? '', from: r.e.fromStage as CustomStage | null, to: r.e.toStage as CustomStage, ...eventNote(r.e.action, r.e.note), at: r.e.createdAt.toISOString() }),
    ),
    party,
    actions,
  };
}
