import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { ActionInput } from '@/lib/custom/contract';
import { lineText } from '@/lib/custom/dimensions';
import { decideCustom, EXECUTING_STEPS, type CustomAction, type CustomParty } from '@/lib/custom/stages';
import { translate } from '@/lib/i18n/messages';
import { amountNote } from '@/lib/custom/event-note';
import { formatFen } from '@/lib/money';
import { chinaDay } from '@/lib/time';
import { badRequest, conflict } from '@/lib/server/api/errors';
import type { Db, DbExecutor } from '@/lib/server/db/client';
import { companies, customOrders, orders, users } from '@/lib/server/db/schema';
import { detachFiles, storeGeneratedFile } from '@/lib/server/files/service';
import { createCustomOrder } from '@/lib/server/payments/create-order';
import { closeAtProvider, closePaymentOrder } from '@/lib/server/payments/cancel-order';
import type { Fulfilment, PaymentRefusal } from '@/lib/server/payments/fulfilment';
import type { PaymentProviders } from '@/lib/server/payments/provider';
import { lockOrder } from '@/lib/server/payments/transitions';
import type { FileStorage } from '@/lib/server/ports';
import type { SessionUser } from '@/lib/session/permissions';
import { CUSTOM_OWNER_KIND, readableOrder, refusal, type CustomOrderRecord } from './access';
import { recordCustomEvent } from './events';
import { renderCustomContractPdf } from './pdf';

/** Days a signed contract's payment order waits (bank transfers take a while). */
export const PAYMENT_DAYS = 7;

type Changes = Partial<typeof customOrders.$inferInsert>;
type Step = (tx: DbExecutor, order: CustomOrderRecord, party: CustomParty, now: Date) => Promise<{ changes?: Changes; note?: string | null } | void>;

/**
 * One step of the stage table (lib/custom/stages.ts) in one transaction: the order row is locked
 * (FOR UPDATE), so two parties acting at once take turns and the second sees the first's stage
 * (409 if it no longer fits); the update is guarded by the stage it came from; the event row and the
 * other sides' messages are written in the same transaction.
 */
export async function act(db: Db, user: SessionUser, orderNo: string, action: CustomAction, now: Date, step?: Step): Promise<string> {
  return db.transaction(async (tx) => {
    // The payment order is locked before the customisation, in the order the paying transaction takes them.
    const [pre] = await tx.select({ paymentOrderId: customOrders.paymentOrderId }).from(customOrders).where(eq(customOrders.orderNo, orderNo));
    if (pre?.paymentOrderId) await lockOrder(tx, { id: pre.paymentOrderId });
    const { order, party } = await readableOrder(tx, user, orderNo, true);
    if (order.paymentOrderId !== (pre?.paymentOrderId ?? null)) throw conflict('Custom.changedMeanwhile');
    const decision = decideCustom(order.stage as never, action, party, order.done);
    if (!decision.ok) throw refusal(decision.reason);
    const result = (await step?.(tx, order, party, now)) ?? {};
    const stepIndex = (EXECUTING_STEPS as readonly string[]).indexOf(action);
    const changes: Changes = { ...result.changes, stage: decision.to, updatedAt: now, ...(stepIndex >= 0 ? { done: stepIndex + 1 } : {}) };
    const [moved] = await tx
      .update(customOrders)
      .set(changes)
      .where(and(eq(customOrders.id, order.id), eq(customOrders.stage, order.stage!), eq(customOrders.done, order.done)))
      .returning();
    if (!moved) throw conflict('Custom.changedMeanwhile');
    await recordCustomEvent(tx, moved, { action, party, actorUserId: user.id, from: order.stage as never, to: decision.to, note: result.note ?? null, at: now });
    return order.orderNo;
  });
}

async function companyName(db: DbExecutor, id: number | null): Promise<string> {
  if (id === null) return '';
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, id));
  return row?.name ?? '';
}

async function customerName(db: DbExecutor, order: CustomOrderRecord): Promise<string> {
  if (order.customerCompanyId !== null) return companyName(db, order.customerCompanyId);
  const [row] = await db.select({ name: users.userName }).from(users).where(eq(users.id, order.customerId));
  return row?.name ?? '';
}

/** The free-text requirements of the order that the contract restates, in the form's order. */
const AGREED_FIELDS = ['technicalRequirement', 'application', 'environment', 'orderingFrequency', 'producerRequirements', 'ipRequirements', 'fundingSource', 'remarks', 'contact'] as const;

function agreedTerms(order: CustomOrderRecord): { label: { zh: string; en: string }; text: string }[] {
  const both = (key: string) => ({ zh: translate('zh', key), en: translate('en', key) });
  const out = AGREED_FIELDS.flatMap((f) => (order.fields[f]?.trim() ? [{ label: both(`Custom.ui.fields.${f}`), text: order.fields[f].trim() }] : []));
  if (order.costLimitFen !== null) {
    // The ceiling is kept in fen whatever unit it was typed in (yuan or ten thousand yuan): shown as every amount is.
    out.push({ label: both('Custom.ui.fields.costLimit'), text: formatFen(order.costLimitFen, 'zh') });
  }
  return out;
}

/**
 * draftContract: the supplier sets the total amount (yuan text, fen from the contract's schema) and the contract PDF is
 * generated (outside the transaction) and attached; a refused step releases the file again. Drafting
 * again while unsigned replaces amount and PDF and clears both signatures.
 */
async function draftContract(db: Db, storage: FileStorage, user: SessionUser, input: ActionInput, now: Date): Promise<string> {
  // Read in yuan and bounded by the one maximum of entered amounts at input (yuanParam, lib/contract.ts).
  const totalFen = input.total;
  if (totalFen === undefined) throw badRequest('Custom.badTotal');
  const { order, party } = await readableOrder(db, user, input.orderNo);
  const decision = decideCustom(order.stage as never, 'draftContract', party, order.done);
  if (!decision.ok) throw refusal(decision.reason);
  const pdf = await renderCustomContractPdf({
    orderNo: order.orderNo,
    date: chinaDay(now),
    customer: await customerName(db, order),
    supplier: await companyName(db, order.supplierCompanyId),
    projectName: order.projectName,
    productName: order.productName,
    materialType: { zh: translate('zh', `Products.types.${order.materialType}`), en: translate('en', `Products.types.${order.materialType}`) },
    lines: order.lines.map((l) => ({ zh: lineText(l, (k) => translate('zh', k), 'zh'), en: lineText(l, (k) => translate('en', k), 'en') })),
    deliveryDate: order.deliveryDate,
    agreed: agreedTerms(order),
    total: formatFen(totalFen, 'zh'),
    note: input.note ?? '',
  });
  const file = await storeGeneratedFile(db, storage, { kind: 'report', name: `custom-contract-${order.orderNo}.pdf`, mime: 'application/pdf', bytes: pdf, ownerKind: CUSTOM_OWNER_KIND, ownerId: order.id, field: 'contract' });
  try {
    return await act(db, user, input.orderNo, 'draftContract', now, async (tx, current) => {
      if (current.customerSignedAt && current.supplierSignedAt) throw conflict('Custom.alreadySigned');
      if (current.contractFileId) await detachFiles(tx, { ownerKind: CUSTOM_OWNER_KIND, ownerId: current.id, fileIds: [current.contractFileId] });
      return { changes: { totalFen, contractFileId: file.id, customerSignedAt: null, supplierSignedAt: null, quotedAt: current.quotedAt ?? now }, note: amountNote(totalFen) };
    });
  } catch (error) {
    await detachFiles(db, { ownerKind: CUSTOM_OWNER_KIND, ownerId: order.id, fileIds: [file.id] });
    throw error;
  }
}

/** The payment order of a signed contract (type custom, priced from the contract's total on the server). */
async function openPaymentOrder(tx: DbExecutor, order: CustomOrderRecord, now: Date): Promise<number> {
  const orderNo = await createCustomOrder(
    tx,
    { userId: order.customerId, companyId: order.customerCompanyId },
    { titleZh: `产品定制 ${order.orderNo}（${order.projectName}）`.slice(0, 200), titleEn: `Product customisation ${order.orderNo} (${order.projectName})`.slice(0, 200), unitPriceFen: order.totalFen! },
    new Date(now.getTime() + PAYMENT_DAYS * 86_400_000),
    now,
  );
  const [row] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.orderNo, orderNo));
  return row.id;
}

/**
 * cancelContract: either side drops the contract before it is paid; its open payment order is closed in the same
 * transaction through the payment core (the buyer's or the seller's cancellation) and then at the providers, so the
 * cancelled customisation offers no payment and a payment that still arrives is refused (`customFulfilment.notPayable`).
 */
async function cancelContract(db: Db, providers: PaymentProviders, user: SessionUser, input: ActionInput, note: string, now: Date): Promise<string> {
  let closed: Awaited<ReturnType<typeof closePaymentOrder>> = null;
  const orderNo = await act(db, user, input.orderNo, 'cancelContract', now, async (tx, order, party) => {
    closed = await closePaymentOrder(tx, order.paymentOrderId, { actor: party === 'customer' ? 'owner' : 'seller', userId: user.id }, now);
    return { note };
  });
  if (closed) await closeAtProvider(providers, closed);
  return orderNo;
}

/** material/custom/action: every requested step of the stage table, by its party. */
export async function runAction(db: Db, storage: FileStorage, providers: PaymentProviders, user: SessionUser, input: ActionInput, now: Date): Promise<string> {
  const note = input.note?.trim() ?? '';
  switch (input.action) {
    case 'draftContract':
      return draftContract(db, storage, user, input, now);
    case 'contact':
      return act(db, user, input.orderNo, 'contact', now, async (_tx, order) => ({ changes: { contactedAt: order.contactedAt ?? now }, note }));
    case 'assign':
      return act(db, user, input.orderNo, 'assign', now, async (tx) => {
        if (!input.companyId) throw badRequest('Custom.noSuchCompany');
        const [company] = await tx.select({ id: companies.id, name: companies.name }).from(companies).where(eq(companies.id, input.companyId));
        if (!company) throw badRequest('Custom.noSuchCompany');
        return { changes: { supplierCompanyId: company.id }, note: company.name };
      });
    case 'reviewPass':
      return act(db, user, input.orderNo, 'reviewPass', now, async (_tx, order) => {
        if (order.supplierCompanyId === null) throw conflict('Custom.supplierFirst');
        return { changes: { passedAt: now, contactedAt: order.contactedAt ?? now }, note };
      });
    case 'reviewFail':
    case 'cancel':
    case 'cancelContract':
      if (!note) throw badRequest('Custom.reasonRequired');
      if (input.action === 'cancelContract') return cancelContract(db, providers, user, input, note, now);
      return act(db, user, input.orderNo, input.action, now, async () => ({ note }));
    case 'sign':
      return act(db, user, input.orderNo, 'sign', now, async (tx, order, party) => {
        if (!order.contractFileId || order.totalFen === null) throw conflict('Custom.noContract');
        const mine = party === 'customer' ? order.customerSignedAt : order.supplierSignedAt;
        if (mine) throw conflict('Custom.alreadySigned');
        const changes: Changes = party === 'customer' ? { customerSignedAt: now } : { supplierSignedAt: now };
        const other = party === 'customer' ? order.supplierSignedAt : order.customerSignedAt;
        if (other) changes.paymentOrderId = await openPaymentOrder(tx, order, now);
        return { changes };
      });
    default:
      // scheme, labRnd, production, testing, deliver, complete
      return act(db, user, input.orderNo, input.action, now, async () => ({ note }));
  }
}

/**
 * material/custom/pay: the customer's way to the payment dialog. The payment order exists once both
 * signed; if it was cancelled unpaid (the timer, or the customer in the dialog), a new one is made.
 */
export async function preparePayment(db: Db, user: SessionUser, orderNo: string, now: Date): Promise<{ paymentOrderNo: string; amountFen: number }> {
  return db.transaction(async (tx) => {
    const { order, party } = await readableOrder(tx, user, orderNo, true);
    const decision = decideCustom(order.stage as never, 'pay', party, order.done);
    if (!decision.ok) throw refusal(decision.reason);
    if (!order.customerSignedAt || !order.supplierSignedAt || !order.paymentOrderId) throw conflict('Custom.notSigned');
    const [payment] = await tx.select().from(orders).where(eq(orders.id, order.paymentOrderId));
    if (payment && payment.status !== 'cancelled') return { paymentOrderNo: payment.orderNo, amountFen: payment.amountFen };
    const paymentOrderId = await openPaymentOrder(tx, order, now);
    const [moved] = await tx.update(customOrders).set({ paymentOrderId, updatedAt: now }).where(eq(customOrders.id, order.id)).returning();
    await recordCustomEvent(tx, moved, { action: 'pay', party, actorUserId: user.id, from: 'contract', to: 'contract', at: now });
    const [fresh] = await tx.select().from(orders).where(eq(orders.id, paymentOrderId));
    return { paymentOrderNo: fresh.orderNo, amountFen: fresh.amountFen };
  });
}

/** material/custom/evaluate: the customer rates quality, delivery and service (1–5) and comments. */
export function evaluateOrder(db: Db, user: SessionUser, input: { orderNo: string; quality: number; delivery: number; service: number; comment: string }, now: Date): Promise<string> {
  return act(db, user, input.orderNo, 'evaluate', now, async () => ({
    changes: { evaluation: { quality: input.quality, delivery: input.delivery, service: input.service, comment: input.comment } },
    note: `${input.quality}/${input.delivery}/${input.service}`,
  }));
}

/**
 * Runs inside the transaction that marks a `custom` payment order paid: the signed contract moves to
 * executing, once (the stage guard: a repeated notification finds the order executing and does nothing).
 * A payment for a contract cancelled meanwhile leaves the order alone; customer service refunds it.
 */
export async function startPaidCustomOrder(tx: DbExecutor, paymentOrderId: number, now: Date): Promise<void> {
  const [order] = await tx.select().from(customOrders).where(eq(customOrders.paymentOrderId, paymentOrderId)).for('update');
  if (!order) return;
  const decision = decideCustom(order.stage as never, 'paid', 'payment');
  if (!decision.ok) return;
  const [moved] = await tx.update(customOrders).set({ stage: decision.to, paidAt: now, updatedAt: now }).where(and(eq(customOrders.id, order.id), eq(customOrders.stage, 'contract'))).returning();
  if (moved) await recordCustomEvent(tx, moved, { action: 'paid', party: 'payment', actorUserId: null, from: 'contract', to: decision.to, at: now });
}

/**
 * Whether a `custom` payment order can still be paid: only while it is its customisation's current payment order
 * and the customisation waits for payment (the stage table takes `paid`). A cancelled contract, or a payment order
 * replaced by a newer one, is refused (409 `Custom.notPayable`); the core records such money for a refund.
 */
export async function customPaymentRefusal(tx: DbExecutor, paymentOrderId: number): Promise<PaymentRefusal | null> {
  const [order] = await tx.select({ stage: customOrders.stage }).from(customOrders).where(eq(customOrders.paymentOrderId, paymentOrderId));
  return order && decideCustom(order.stage as never, 'paid', 'payment').ok ? null : { key: 'Custom.notPayable', status: 409 };
}

/** Customisation orders, registered with the payment core at lib/server/registry.ts: paying one starts the work. */
export const customFulfilment: Fulfilment = {
  onPaid: (tx, order, at) => startPaidCustomOrder(tx, order.id, at),
  notPayable: (tx, order) => customPaymentRefusal(tx, order.id),
};
