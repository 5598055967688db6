import 'server-only';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Paged } from '@/lib/contract';
import type {
  AdminOrderFilterInput,
  CloudFigures,
  CloudGrades,
  CloudOrderDetail,
  CloudOrderRow,
  DeliveryMethod,
  OrderEvent,
  OrderKind,
  PreparationInput,
  PublicRequirement,
  Qualification,
  ReportVerification,
} from '@/lib/cloud/order-contract';
import { CONTACT_STAGES, overdueFlags } from '@/lib/cloud/order-deadlines';
import { actionsFor, resultsVisible, type OrderAction, type OrderParty, type OrderStage } from '@/lib/cloud/order-stages';
import { lookupMessage, translate } from '@/lib/i18n/messages';
import { paramSuffix } from '@/lib/cloud/param-text';
import type { ItemParam } from '@/lib/cloud/types';
import type { Locale } from '@/lib/i18n/routing';
import { formatFen, yuanToFen } from '@/lib/money';
import type { OrderStatus } from '@/lib/payments/contract';
import { forbidden, notFound } from '@/lib/server/api/errors';
import type { Db } from '@/lib/server/db/client';
import { cloudItems, cloudLaboratories, cloudOrderEvents, cloudOrderItems, cloudOrderReviews, cloudOrders, cloudReports, orders, users } from '@/lib/server/db/schema';
import { listFiles } from '@/lib/server/files/service';
import type { SessionUser } from '@/lib/session/permissions';
import { labOfUser, ORDER_OWNER_KIND, RESULT_OWNER_KIND, viewableOrder, type CloudOrderRecord } from './access';
import { inLanguage } from '@/lib/i18n/in-language';
import { containing } from '@/lib/server/db/like';
import { currentAuthorWhere } from '@/lib/server/auth/company-objects';


/**
 * A timeline note in the reader's language (issue 29 item 6): an assignment names its laboratory
 * (stored in Chinese), an offer its price and cycle (stored as "1050.00 / 5"), shown with the one money
 * format; other notes (customer service's words) as written.
 */
function eventNote(action: string, note: string | null, locale: Locale, labNames: Map<string, string>): string | null {
  if (!note) return note;
  if (action === 'assign') return labNames.get(note) ?? note;
  const offer = action === 'offer' ? /^(\d+(?:\.\d{1,2})?) \/ (\d+)$/.exec(note) : null;
  const fen = offer ? yuanToFen(offer[1]) : null;
  if (offer && fen !== null) return translate(locale, 'CloudOrders.ui.offerEvent', { price: formatFen(fen, locale), days: Number(offer[2]) });
  return note;
}
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Item names of many orders in one statement. */
async function itemsOf(db: Db, orderIds: number[], locale: Locale): Promise<Map<number, { id: number; name: string; standard: string | null }[]>> {
  const out = new Map<number, { id: number; name: string; standard: string | null }[]>();
  if (!orderIds.length) return out;
  const rows = await db
    .select({ orderId: cloudOrderItems.orderId, id: cloudItems.id, zh: cloudItems.nameZh, en: cloudItems.nameEn, standards: cloudItems.standards, defs: cloudItems.params, params: cloudOrderItems.params })
    .from(cloudOrderItems)
    .innerJoin(cloudItems, eq(cloudItems.id, cloudOrderItems.itemId))
    .where(inArray(cloudOrderItems.orderId, orderIds))
    .orderBy(asc(cloudOrderItems.orderId), asc(cloudOrderItems.sort));
  for (const r of rows) {
    // "室温拉伸试验（试样形式 圆形试样）", not the stored codes "(round)" (issue 29 item 6).
    const name = inLanguage(locale, r.zh, r.en) + paramSuffix(r.defs as ItemParam[], r.params, (key) => lookupMessage(locale, key), locale);
    out.set(r.orderId, [...(out.get(r.orderId) ?? []), { id: r.id, name, standard: r.standards[0]?.code ?? null }]);
  }
  return out;
}

const rowColumns = {
  order: cloudOrders,
  labZh: cloudLaboratories.nameZh,
  labEn: cloudLaboratories.nameEn,
  customer: users.userName,
};

function baseQuery(db: Db) {
  return db.select(rowColumns).from(cloudOrders).leftJoin(cloudLaboratories, eq(cloudLaboratories.id, cloudOrders.labId)).innerJoin(users, eq(users.id, cloudOrders.userId));
}

type BaseRow = { order: CloudOrderRecord; labZh: string | null; labEn: string | null; customer: string };

function toRow(r: BaseRow, items: string[], locale: Locale, now: Date, withCustomer: boolean): CloudOrderRow {
  const o = r.order;
  return {
    orderNo: o.orderNo,
    kind: o.kind as OrderKind,
    highThroughput: o.highThroughput,
    projectName: o.projectName,
    stage: o.stage as OrderStage,
    labId: o.labId,
    labName: r.labZh ? inLanguage(locale, r.labZh, r.labEn!) : null,
    items,
    sampleCount: o.sampleCount,
    estimateFen: o.estimateFen,
    offerFen: o.offerFen,
    createdAt: o.createdAt.toISOString(),
    contactDueAt: o.contactDueAt.toISOString(),
    contactedAt: iso(o.contactedAt),
    quoteDueAt: iso(o.quoteDueAt),
    overdue: overdueFlags({ stage: o.stage as OrderStage, contactDueAt: o.contactDueAt, contactedAt: o.contactedAt, quoteDueAt: o.quoteDueAt, offeredAt: o.offeredAt }, now),
    ...(withCustomer ? { customer: r.customer } : {}),
  };
}

async function pageOf(db: Db, where: SQL | undefined, page: { page: number; pageSize: number }, locale: Locale, withCustomer: boolean): Promise<Paged<CloudOrderRow>> {
  const now = new Date();
  const [{ total }] = await db.select({ total: count() }).from(cloudOrders).innerJoin(users, eq(users.id, cloudOrders.userId)).where(where);
  const rows = await baseQuery(db)
    .where(where)
    .orderBy(desc(cloudOrders.createdAt), desc(cloudOrders.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  const items = await itemsOf(db, rows.map((r) => r.order.id), locale);
  return { list: rows.map((r) => toRow(r, (items.get(r.order.id) ?? []).map((i) => i.name), locale, now, withCustomer)), total, page: page.page, pageSize: page.pageSize };
}

const stageIs = (stage?: string) => (stage ? eq(cloudOrders.stage, stage) : undefined);

/** cloudOrder/pageMine: the caller's orders, newest first, by stage and kind. */
export function pageMine(db: Db, user: SessionUser, input: { page: number; pageSize: number; stage?: string; kind?: string }, locale: Locale) {
  // Of a company's orders, only while the caller still belongs to it (issue 45 item 5).
  return pageOf(db, and(currentAuthorWhere(user, { ownerId: cloudOrders.userId, companyId: cloudOrders.companyId }), stageIs(input.stage), input.kind ? eq(cloudOrders.kind, input.kind) : undefined), input, locale, false);
}

/** cloudOrder/pageLab: the orders sent to the caller's laboratory. */
export async function pageLab(db: Db, user: SessionUser, input: { page: number; pageSize: number; stage?: string }, locale: Locale) {
  const lab = await labOfUser(db, user);
  if (!lab) throw forbidden('CloudOrders.notALab');
  return pageOf(db, and(eq(cloudOrders.labId, lab.id), stageIs(input.stage)), input, locale, true);
}

/** Overdue in SQL, the same rule as overdueFlags (lib/cloud/order-deadlines.ts). */
function overdueWhere(now: Date): SQL {
  return or(
    and(inArray(cloudOrders.stage, [...CONTACT_STAGES]), isNull(cloudOrders.contactedAt), lt(cloudOrders.contactDueAt, now)),
    and(eq(cloudOrders.stage, 'offer'), isNull(cloudOrders.offeredAt), isNotNull(cloudOrders.quoteDueAt), lt(cloudOrders.quoteDueAt, now)),
  )!;
}

export function adminWhere(input: AdminOrderFilterInput, now = new Date()): SQL | undefined {
  const keyword = input.keyword ? containing(input.keyword) : null;
  return and(
    stageIs(input.stage),
    input.overdue === 'yes' ? overdueWhere(now) : undefined,
    keyword ? or(ilike(cloudOrders.orderNo, keyword), ilike(cloudOrders.projectName, keyword), ilike(users.userName, keyword)) : undefined,
  );
}

/** cloudOrder/pageAdmin: every order for customer service, overdue ones filterable. */
export function pageAdmin(db: Db, input: AdminOrderFilterInput & { page: number; pageSize: number }, locale: Locale) {
  return pageOf(db, adminWhere(input), input, locale, true);
}

export const EXPORT_MAX_ROWS = 10_000;
export function listForExport(db: Db, input: AdminOrderFilterInput, locale: Locale) {
  return pageOf(db, adminWhere(input), { page: 1, pageSize: EXPORT_MAX_ROWS }, locale, true);
}

/**
 * cloudOrder/get: the order as the caller's party sees it (results for the customer only once paid);
 * the customer of a linked customisation order reads it as `observer` ({@link observerView}).
 */
export async function getCloudOrder(db: Db, user: SessionUser, orderNo: string, locale: Locale): Promise<CloudOrderDetail> {
  const { order, party } = await viewableOrder(db, user, orderNo);
  if (party === 'observer') return observerView(await partyView(db, order, 'customer', locale));
  return partyView(db, order, party, locale);
}

/**
 * What the customer of a linked customisation order reads (custom detection, docs/CUSTOM.md): stage,
 * laboratory, items, samples, dates and timeline; not the supplier's contact, address, files, remarks,
 * offer, contract, payment or results, and no step.
 */
function observerView(d: CloudOrderDetail): CloudOrderDetail {
  return { ...d, party: 'observer', actions: [], contactName: '', contactPhone: '', address: '', remarks: '', attachments: [], offer: null, contract: null, payment: null, results: null, evaluation: null };
}

async function partyView(db: Db, o: CloudOrderRecord, party: OrderParty, locale: Locale): Promise<CloudOrderDetail> {
  const [base] = await baseQuery(db).where(eq(cloudOrders.id, o.id));
  const [itemMap, events, payment, report, review, attachments] = await Promise.all([
    itemsOf(db, [o.id], locale),
    db.select().from(cloudOrderEvents).where(eq(cloudOrderEvents.orderId, o.id)).orderBy(asc(cloudOrderEvents.id)),
    o.paymentOrderId ? db.select({ orderNo: orders.orderNo, status: orders.status, amountFen: orders.amountFen, channel: orders.channel }).from(orders).where(eq(orders.id, o.paymentOrderId)) : Promise.resolve([]),
    db.select().from(cloudReports).where(eq(cloudReports.orderId, o.id)),
    db.select().from(cloudOrderReviews).where(eq(cloudOrderReviews.orderId, o.id)),
    listFiles(db, ORDER_OWNER_KIND, o.id, 'attachments'),
  ]);
  // The assignment's note names the laboratory in Chinese (as stored); the timeline shows it in the reader's language.
  const assigned = [...new Set(events.filter((e) => e.action === 'assign' && e.note).map((e) => e.note!))];
  const labRows = assigned.length ? await db.select({ zh: cloudLaboratories.nameZh, en: cloudLaboratories.nameEn }).from(cloudLaboratories).where(inArray(cloudLaboratories.nameZh, assigned)) : [];
  const labNames = new Map(labRows.map((l) => [l.zh, inLanguage(locale, l.zh, l.en)]));
  const items = itemMap.get(o.id) ?? [];
  const stage = o.stage as OrderStage;
  const paid = !!o.paidAt;
  const showResults = party === 'customer' ? resultsVisible(stage, paid) : !!o.deliveredAt;
  let results: CloudOrderDetail['results'] = null;
  if (showResults) {
    const [stamped, data] = await Promise.all([listFiles(db, RESULT_OWNER_KIND, o.id, 'report'), listFiles(db, RESULT_OWNER_KIND, o.id, 'data')]);
    const r = report[0];
    results = {
      report: r && stamped[0] ? { name: stamped[0].name, url: stamped[0].url, code: r.code, sha256: r.sha256, originalSha256: r.originalSha256, issuedAt: r.issuedAt.toISOString() } : null,
      data,
    };
  }
  const contractFiles = o.contractFileId ? await listFiles(db, ORDER_OWNER_KIND, o.id, 'contract') : [];
  const rv = review[0];
  const pay = payment[0];
  const d = o.details;
  let actions: OrderAction[] = actionsFor(stage, party);
  // Steps that the table allows but that are done already or not yet possible are not offered.
  if (party === 'customer' && o.customerConfirmedAt) actions = actions.filter((a) => a !== 'confirmContract');
  if (party === 'laboratory' && o.labConfirmedAt) actions = actions.filter((a) => a !== 'confirmContract');
  if (!(o.customerConfirmedAt && o.labConfirmedAt)) actions = actions.filter((a) => a !== 'pay');
  if (stage === 'offer' && o.offerFen === null) actions = actions.filter((a) => a !== 'accept');
  return {
    ...toRow(base, items.map((i) => i.name), locale, new Date(), party !== 'customer'),
    id: o.id,
    party,
    actions,
    preferredLabId: o.preferredLabId,
    itemViews: items,
    samples: d.samples,
    executiveStandard: d.executiveStandard,
    qualification: d.qualification as Qualification,
    preparation: (d.preparation as PreparationInput | null) ?? null,
    deliveryMethod: d.deliveryMethod as DeliveryMethod,
    address: d.address,
    contactName: d.contactName,
    contactPhone: d.contactPhone,
    remarks: d.remarks,
    attachments,
    estimateDays: o.estimateDays,
    estimateDueDate: o.estimateDueDate,
    offer: o.offerFen !== null && o.offerDays !== null ? { priceFen: o.offerFen, cycleDays: o.offerDays, note: o.offerNote ?? '', at: o.offeredAt!.toISOString() } : null,
    contract: o.contractFileId ? { url: contractFiles[0]?.url ?? null, customerConfirmedAt: iso(o.customerConfirmedAt), labConfirmedAt: iso(o.labConfirmedAt) } : null,
    payment: pay ? { orderNo: pay.orderNo, status: pay.status as OrderStatus, amountFen: pay.amountFen, channel: pay.channel } : null,
    paid,
    dueDate: o.dueDate,
    results,
    evaluation: rv ? { productQuality: rv.productQuality, serviceQuality: rv.serviceQuality, cycleTime: rv.cycleTime, satisfaction: rv.satisfaction, comment: rv.comment, at: rv.createdAt.toISOString() } : null,
    events: events.map(
      (e): OrderEvent => ({ action: e.action as OrderAction, party: e.party as OrderParty, fromStage: e.fromStage as OrderStage | null, toStage: e.toStage as OrderStage, note: eventNote(e.action, e.note, locale, labNames), at: e.createdAt.toISOString() }),
    ),
  };
}

/** Stages in which a requirement is still open to laboratories (the public list). */
const OPEN_STAGES = ['preReview', 'offer'];

function toPublic(o: CloudOrderRecord, items: string[]): PublicRequirement {
  return {
    id: o.id,
    kind: o.kind as OrderKind,
    highThroughput: o.highThroughput,
    projectName: o.projectName,
    stage: o.stage as OrderStage,
    items,
    materials: [...new Set(o.details.samples.map((s) => s.material))],
    sampleCount: o.sampleCount,
    qualification: o.details.qualification as Qualification,
    createdAt: o.createdAt.toISOString(),
  };
}

/** cloudOrder/pagePublic: open requirements without personal data (no customer, contact, address or files). */
export async function pagePublic(db: Db, input: { page: number; pageSize: number; kind?: string }, locale: Locale): Promise<Paged<PublicRequirement>> {
  const where = and(inArray(cloudOrders.stage, OPEN_STAGES), input.kind ? eq(cloudOrders.kind, input.kind) : undefined);
  const [{ total }] = await db.select({ total: count() }).from(cloudOrders).where(where);
  const rows = await db.select().from(cloudOrders).where(where).orderBy(desc(cloudOrders.createdAt), desc(cloudOrders.id)).limit(input.pageSize).offset((input.page - 1) * input.pageSize);
  const items = await itemsOf(db, rows.map((r) => r.id), locale);
  return { list: rows.map((r) => toPublic(r, (items.get(r.id) ?? []).map((i) => i.name))), total, page: input.page, pageSize: input.pageSize };
}

/** cloudOrder/getPublic: one requirement's public part (open ones; the parties see their own in any stage), and the order number for its parties. */
export async function getPublic(db: Db, user: SessionUser, id: number, locale: Locale): Promise<PublicRequirement & { mine: string | null }> {
  const [o] = await db.select().from(cloudOrders).where(eq(cloudOrders.id, id));
  if (!o) throw notFound('CloudOrders.notFound');
  let mine: string | null = null;
  try {
    mine = (await viewableOrder(db, user, o.orderNo)).order.orderNo;
  } catch {
    mine = null;
  }
  if (!mine && !OPEN_STAGES.includes(o.stage)) throw notFound('CloudOrders.notFound');
  const items = await itemsOf(db, [o.id], locale);
  return { ...toPublic(o, (items.get(o.id) ?? []).map((i) => i.name)), mine };
}

/** cloudOrder/verifyReport: what a report's QR code leads to, for anyone (no account). */
export async function verifyReport(db: Db, code: string, locale: Locale): Promise<ReportVerification> {
  const [r] = await db
    .select({ report: cloudReports, orderNo: cloudOrders.orderNo, orderId: cloudOrders.id, labZh: cloudLaboratories.nameZh, labEn: cloudLaboratories.nameEn })
    .from(cloudReports)
    .innerJoin(cloudOrders, eq(cloudOrders.id, cloudReports.orderId))
    .leftJoin(cloudLaboratories, eq(cloudLaboratories.id, cloudReports.labId))
    .where(eq(cloudReports.code, code));
  if (!r) throw notFound('CloudOrders.noSuchReport');
  const items = await itemsOf(db, [r.orderId], locale);
  return {
    code: r.report.code,
    orderNo: r.orderNo,
    labName: r.labZh ? inLanguage(locale, r.labZh, r.labEn!) : '',
    sha256: r.report.sha256,
    originalSha256: r.report.originalSha256,
    fileName: r.report.fileName,
    size: r.report.size,
    issuedAt: r.report.issuedAt.toISOString(),
    items: (items.get(r.orderId) ?? []).map((i) => i.name),
  };
}

/** cloudOrder/grades: laboratories by rating (from rating_sum / rating_count) and the newest evaluations. */
export async function cloudGrades(db: Db, input: { page: number; pageSize: number }, locale: Locale): Promise<CloudGrades> {
  const completed = db
    .select({ labId: cloudOrders.labId, n: count().as('n') })
    .from(cloudOrders)
    .where(inArray(cloudOrders.stage, ['completed', 'evaluated']))
    .groupBy(cloudOrders.labId)
    .as('done');
  const labs = await db
    .select({ id: cloudLaboratories.id, zh: cloudLaboratories.nameZh, en: cloudLaboratories.nameEn, sum: cloudLaboratories.ratingSum, n: cloudLaboratories.ratingCount, done: completed.n })
    .from(cloudLaboratories)
    .leftJoin(completed, eq(completed.labId, cloudLaboratories.id))
    .where(eq(cloudLaboratories.status, 'active'))
    .orderBy(desc(sql`case when ${cloudLaboratories.ratingCount} = 0 then 0 else ${cloudLaboratories.ratingSum}::float / ${cloudLaboratories.ratingCount} end`), desc(cloudLaboratories.ratingCount), asc(cloudLaboratories.id));
  const [{ total }] = await db.select({ total: count() }).from(cloudOrderReviews);
  const reviews = await db
    .select({ review: cloudOrderReviews, zh: cloudLaboratories.nameZh, en: cloudLaboratories.nameEn })
    .from(cloudOrderReviews)
    .leftJoin(cloudLaboratories, eq(cloudLaboratories.id, cloudOrderReviews.labId))
    .orderBy(desc(cloudOrderReviews.createdAt), desc(cloudOrderReviews.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const items = await itemsOf(db, reviews.map((r) => r.review.orderId), locale);
  return {
    labs: labs.map((l) => ({ labId: l.id, labName: inLanguage(locale, l.zh, l.en), ratingCount: l.n, rating: l.n ? Math.round((l.sum / l.n) * 10) / 10 : null, completed: Number(l.done ?? 0) })),
    recent: {
      list: reviews.map(({ review: r, zh, en }) => ({
        labName: zh ? inLanguage(locale, zh, en!) : '',
        items: (items.get(r.orderId) ?? []).map((i) => i.name),
        productQuality: r.productQuality,
        serviceQuality: r.serviceQuality,
        cycleTime: r.cycleTime,
        satisfaction: r.satisfaction,
        comment: r.comment,
        at: r.createdAt.toISOString(),
      })),
      total,
      page: input.page,
      pageSize: input.pageSize,
    },
  };
}

/** cloudOrder/figures: live figures of the cloud home page. */
export async function cloudFigures(db: Db): Promise<CloudFigures> {
  const [orderCounts] = await db
    .select({ total: count(), completed: sql<number>`count(*) filter (where ${cloudOrders.stage} in ('completed', 'evaluated'))`.mapWith(Number) })
    .from(cloudOrders);
  const [ratings] = await db.select({ n: count(), avg: sql<string | null>`avg(${cloudOrderReviews.satisfaction})` }).from(cloudOrderReviews);
  return {
    ordersTotal: orderCounts.total,
    ordersCompleted: orderCounts.completed,
    ratingCount: ratings.n,
    averageRating: ratings.avg === null ? null : Math.round(Number(ratings.avg) * 10) / 10,
  };
}
