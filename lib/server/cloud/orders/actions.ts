import 'server-only';
import { fenToYuan } from '@/lib/money';
import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { PAYMENT_DAYS, type DeliverInput, type EvaluateInput, type OfferInput } from '@/lib/cloud/order-contract';
import { quoteDueAt } from '@/lib/cloud/order-deadlines';
import { decideStage, type OrderAction, type OrderParty, type OrderStage } from '@/lib/cloud/order-stages';
import { getEnv } from '@/lib/env';
import type { Db, DbExecutor } from '@/lib/server/db/client';
import { cloudLaboratories, cloudOrderReviews, cloudOrders, cloudReports, files, orders } from '@/lib/server/db/schema';
import { attachFiles, detachFiles, readStoredFile, storeGeneratedFile } from '@/lib/server/files/service';
import type { FileStorage, PaymentProviders } from '@/lib/server/ports';
import { closeAtProvider, closePaymentOrder } from '@/lib/server/payments/cancel-order';
import { createTestingOrder } from '@/lib/server/payments/create-order';
import { lockOrder } from '@/lib/server/payments/transitions';
import type { SessionUser } from '@/lib/session/permissions';
import { decided, moveStaged, refuse, type StagedKind } from '../staged-move';
import { ORDER_OWNER_KIND, readableOrder, RESULT_OWNER_KIND, type CloudOrderRecord } from './access';
import { contractData } from './contract-data';
import { recordEvent } from './events';
import { renderContractPdf, stampReport } from './pdf';
import { addDays, chinaDay } from '@/lib/time';

type Tx = DbExecutor;
type Changes = Partial<typeof cloudOrders.$inferInsert>;

/** Cloud orders as staged records: the stage column, the order stage table, the timeline and its messages. */
const orderKind: StagedKind<CloudOrderRecord, OrderAction, OrderParty, OrderStage, Changes> = {
  lock: async (tx, user, orderNo) => {
    const { order, party } = await readableOrder(tx, user, orderNo, true);
    return { row: order, party };
  },
  stateOf: (order) => order.stage,
  decide: decideStage,
  notYourRole: 'CloudOrders.notYourRole',
  write: async (tx, order, to, changes, now) => {
    const written: Changes = { ...changes, stage: to, updatedAt: now };
    await tx.update(cloudOrders).set(written).where(eq(cloudOrders.id, order.id));
    return written as Partial<CloudOrderRecord>;
  },
  record: recordEvent,
};

/** Refuses what the stage table (lib/cloud/order-stages.ts) does not allow: 403 for the wrong party, 409 for the wrong moment. */
function decide(stage: string, action: OrderAction, party: OrderParty): OrderStage {
  return decided(decideStage(stage as OrderStage, action, party), orderKind.notYourRole);
}

/**
 * One step on an order in one transaction (moveStaged): the row locked, the caller's party read from
 * the database, the stage table asked, the step's own checks and changes (`step`), the stage written,
 * the timeline row and the other side's message.
 */
function act(
  db: Db,
  user: SessionUser,
  orderNo: string,
  action: OrderAction,
  step: (tx: Tx, order: CloudOrderRecord, party: OrderParty, now: Date) => Promise<{ changes?: Changes; note?: string | null } | void> = async () => undefined,
  now = new Date(),
  /** Locks taken before the order's own row (the payment order: the payment core locks it first too, so the two never wait on each other crosswise). */
  prelock?: (tx: Tx) => Promise<void>,
): Promise<void> {
  return moveStaged(db, orderKind, user, orderNo, action, now, (tx, order, party) => step(tx, order, party, now), prelock);
}

/** cloudOrder/contact: customer service records that it contacted the customer (spec section 9). */
export function contactCustomer(db: Db, user: SessionUser, orderNo: string, note: string) {
  return act(db, user, orderNo, 'contact', async (_tx, order, _p, now) => ({ changes: { contactedAt: order.contactedAt ?? now }, note: note || null }));
}

/** cloudOrder/assign: customer service sends the order to an active laboratory; the 24-hour quote deadline starts. */
export function assignLab(db: Db, user: SessionUser, orderNo: string, labId: number) {
  return act(db, user, orderNo, 'assign', async (tx, _order, _p, now) => {
    const [lab] = await tx.select({ id: cloudLaboratories.id, ownerId: cloudLaboratories.ownerId, nameZh: cloudLaboratories.nameZh }).from(cloudLaboratories).where(and(eq(cloudLaboratories.id, labId), eq(cloudLaboratories.status, 'active')));
    if (!lab) refuse('CloudOrders.noSuchLab', 404);
    if (!lab.ownerId) refuse('CloudOrders.labUnmanaged');
    // Sending it (again) asks the new laboratory for a fresh offer.
    return { changes: { labId, assignedAt: now, quoteDueAt: quoteDueAt(now), offerFen: null, offerDays: null, offerNote: null, offeredAt: null }, note: lab.nameZh };
  });
}

/** cloudOrder/offer: the laboratory of the order offers the binding price (fen) and cycle (working days). */
export function makeOffer(db: Db, user: SessionUser, input: OfferInput) {
  return act(db, user, input.orderNo, 'offer', async (_tx, _o, _p, now) => ({
    changes: { offerFen: input.priceFen, offerDays: input.cycleDays, offerNote: input.note || null, offeredAt: now },
    note: `${fenToYuan(input.priceFen)} / ${input.cycleDays}`,
  }));
}

/**
 * cloudOrder/accept: the customer accepts the offer; the contract PDF is generated from it (outside
 * the transaction, since pdf-lib takes a moment) and attached to the order, then the order moves to
 * contract. A refused step releases the generated file again.
 */
export async function acceptOffer(db: Db, storage: FileStorage, user: SessionUser, orderNo: string): Promise<void> {
  const { order, party } = await readableOrder(db, user, orderNo);
  decide(order.stage, 'accept', party);
  if (order.offerFen === null || order.offerDays === null) refuse('CloudOrders.noOffer');
  const pdf = await renderContractPdf(await contractData(db, order));
  const file = await storeGeneratedFile(db, storage, { kind: 'report', name: `contract-${order.orderNo}.pdf`, mime: 'application/pdf', bytes: pdf, ownerKind: ORDER_OWNER_KIND, ownerId: order.id, field: 'contract' });
  try {
    await act(db, user, orderNo, 'accept', async (_tx, current) => {
      // The offer read for the PDF must still be the offer accepted.
      if (current.offerFen !== order.offerFen || current.offerDays !== order.offerDays || current.labId !== order.labId) refuse('CloudOrders.offerChanged');
      return { changes: { acceptedAt: new Date(), contractFileId: file.id } };
    });
  } catch (error) {
    await detachFiles(db, { ownerKind: ORDER_OWNER_KIND, ownerId: order.id, fileIds: [file.id] });
    throw error;
  }
}

/** The payment order of an accepted offer (type testing, priced from the offer on the server). */
async function openPaymentOrder(tx: Tx, order: CloudOrderRecord, now: Date): Promise<number> {
  const orderNo = await createTestingOrder(
    tx,
    { userId: order.userId, companyId: order.companyId },
    { titleZh: `检测服务 ${order.orderNo}（${order.projectName}）`.slice(0, 200), titleEn: `Testing service ${order.orderNo} (${order.projectName})`.slice(0, 200), unitPriceFen: order.offerFen! },
    addDays(now, PAYMENT_DAYS),
    now,
  );
  const [row] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.orderNo, orderNo));
  return row.id;
}

/** cloudOrder/confirmContract: each side confirms once; the second confirmation opens the payment order. */
export function confirmContract(db: Db, user: SessionUser, orderNo: string) {
  return act(db, user, orderNo, 'confirmContract', async (tx, order, party, now) => {
    const mine = party === 'customer' ? order.customerConfirmedAt : order.labConfirmedAt;
    if (mine) refuse('CloudOrders.alreadyConfirmed');
    const changes: Changes = party === 'customer' ? { customerConfirmedAt: now } : { labConfirmedAt: now };
    const other = party === 'customer' ? order.labConfirmedAt : order.customerConfirmedAt;
    if (other) changes.paymentOrderId = await openPaymentOrder(tx, order, now);
    return { changes };
  });
}

/**
 * cloudOrder/pay: the customer's way to the payment dialog. The payment order exists once both
 * confirmed; if it was cancelled unpaid (the timer, or the customer in the dialog), a new one is made.
 */
export async function preparePayment(db: Db, user: SessionUser, orderNo: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { order, party } = await readableOrder(tx, user, orderNo, true);
    decide(order.stage, 'pay', party);
    if (!order.customerConfirmedAt || !order.labConfirmedAt || !order.paymentOrderId) refuse('CloudOrders.contractNotConfirmed');
    const [payment] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, order.paymentOrderId));
    if (payment && payment.status !== 'cancelled') return;
    const now = new Date();
    const paymentOrderId = await openPaymentOrder(tx, order, now);
    await tx.update(cloudOrders).set({ paymentOrderId, updatedAt: now }).where(eq(cloudOrders.id, order.id));
    await recordEvent(tx, order, { action: 'pay', party, actorUserId: user.id, from: 'contract', to: 'contract', at: now });
  });
}

/** 16 characters of Crockford base32 from 80 random bits: the report's verification code. */
export function newVerifyCode(): string {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  const bytes = crypto.randomBytes(10);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const b of bytes) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

/**
 * cloudOrder/deliver: the laboratory of a paid, executing order hands in the report PDF (its own
 * upload, kind `report`) and data files. The report gets a verification code and a copy with the QR
 * code of /cloud/reportVerify stamped on its first page; both files and both SHA-256 are kept.
 */
export async function deliverResults(db: Db, storage: FileStorage, user: SessionUser, input: DeliverInput): Promise<void> {
  const { order, party } = await readableOrder(db, user, input.orderNo);
  decide(order.stage, 'deliver', party);
  if (!order.paidAt) refuse('CloudOrders.notPaid');
  const [upload] = await db.select().from(files).where(eq(files.id, input.reportFileId));
  if (!upload || upload.uploaderId !== user.id || upload.ownerKind !== null) refuse('Files.noSuchFile', 404);
  if (upload.mime !== 'application/pdf') refuse('CloudOrders.reportMustBePdf', 400);
  const stored = await readStoredFile(db, storage, upload.id);
  if (!stored) refuse('Files.noSuchFile', 404);
  const [lab] = await db.select().from(cloudLaboratories).where(eq(cloudLaboratories.id, order.labId!));
  const code = newVerifyCode();
  const issuedAt = new Date();
  // A PDF pdf-lib cannot read or rewrite (encrypted, damaged) is 400 Files.unreadable.<reason>.
  const stamped = await stampReport(stored.bytes, {
    code,
    verifyUrl: `${getEnv().PUBLIC_BASE_URL.replace(/\/$/, '')}/cloud/reportVerify?code=${code}`,
    laboratory: lab.nameZh,
    orderNo: order.orderNo,
    issuedAt: chinaDay(issuedAt), // the China calendar day, as on the portal (not the UTC day)
  });
  const name = upload.originalName.replace(/\.pdf$/i, '') + '-verified.pdf';
  const copy = await storeGeneratedFile(db, storage, { kind: 'report', name, mime: 'application/pdf', bytes: stamped, ownerKind: RESULT_OWNER_KIND, ownerId: order.id, field: 'report' });
  try {
    await act(db, user, input.orderNo, 'deliver', async (tx, current, _p, now) => {
      await attachFiles(tx, { userId: user.id, ownerKind: RESULT_OWNER_KIND, ownerId: current.id, field: 'original', fileIds: [upload.id] });
      if (input.dataFileIds.length) await attachFiles(tx, { userId: user.id, ownerKind: RESULT_OWNER_KIND, ownerId: current.id, field: 'data', fileIds: input.dataFileIds });
      await tx.insert(cloudReports).values({ orderId: current.id, labId: current.labId, code, originalFileId: upload.id, fileId: copy.id, originalSha256: upload.sha256, sha256: copy.sha256, fileName: name.slice(0, 255), size: copy.size, issuedAt });
      return { changes: { deliveredAt: now }, note: code };
    });
  } catch (error) {
    await detachFiles(db, { ownerKind: RESULT_OWNER_KIND, ownerId: order.id, fileIds: [copy.id] });
    throw error;
  }
}

/** cloudOrder/complete: the customer (or customer service) closes a delivered order. */
export function completeOrder(db: Db, user: SessionUser, orderNo: string) {
  return act(db, user, orderNo, 'complete', async (_tx, _o, _p, now) => ({ changes: { completedAt: now } }));
}

/**
 * cloudOrder/evaluate: the customer's review (spec section 3 "order review"); the laboratory's
 * rating (rating_sum, rating_count: the satisfaction level) follows in the same transaction.
 */
export function evaluateOrder(db: Db, user: SessionUser, input: EvaluateInput) {
  return act(db, user, input.orderNo, 'evaluate', async (tx, order, _p, now) => {
    await tx.insert(cloudOrderReviews).values({
      orderId: order.id,
      labId: order.labId,
      userId: user.id,
      productQuality: input.productQuality,
      serviceQuality: input.serviceQuality,
      cycleTime: input.cycleTime,
      satisfaction: input.satisfaction,
      comment: input.comment,
      createdAt: now,
    });
    if (order.labId)
      await tx
        .update(cloudLaboratories)
        .set({ ratingSum: sql`${cloudLaboratories.ratingSum} + ${input.satisfaction}`, ratingCount: sql`${cloudLaboratories.ratingCount} + 1` })
        .where(eq(cloudLaboratories.id, order.labId));
    return { note: String(input.satisfaction) };
  });
}

/** cloudOrder/cancel: customer service before the contract, the customer until it is paid; a waiting payment order is cancelled with it. */
export async function cancelCloudOrder(db: Db, providers: PaymentProviders, user: SessionUser, orderNo: string, reason: string): Promise<void> {
  let closed: Awaited<ReturnType<typeof lockOrder>> = null;
  let payment: Awaited<ReturnType<typeof lockOrder>> = null;
  // The payment order is locked before the detection order, in the order the paying transaction takes them.
  const prelock = async (tx: Tx) => {
    const [row] = await tx.select({ paymentOrderId: cloudOrders.paymentOrderId }).from(cloudOrders).where(eq(cloudOrders.orderNo, orderNo));
    payment = row?.paymentOrderId ? await lockOrder(tx, { id: row.paymentOrderId }) : null;
  };
  await act(db, user, orderNo, 'cancel', async (tx, order, party, now) => {
    if (order.paymentOrderId) {
      if (payment?.id !== order.paymentOrderId) refuse('CloudOrders.changedMeanwhile');
      if (payment?.status === 'paid') refuse('CloudOrders.alreadyPaid');
      closed = await closePaymentOrder(tx, order.paymentOrderId, { actor: party === 'customer' ? 'owner' : 'service', userId: user.id }, now);
    }
    return { changes: { cancelledAt: now }, note: reason || null };
  }, new Date(), prelock);
  if (closed) await closeAtProvider(providers, closed);
}
