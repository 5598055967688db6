import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getEnv } from '@/lib/env';
import type { PayChannelName, SaveBooksOrderInput, SaveDataProductOrderInput, SaveReportOrderInput, SaveVipOrderInput, OrderType } from '@/lib/payments/contract';
import { formatOrderNo, orderDay } from '@/lib/payments/order-number';
import { orderAmount, vipPlanPrice } from '@/lib/payments/pricing';
import { badRequest, forbidden, notFound } from '@/lib/server/api/errors';
import type { SessionUser } from '@/lib/session/permissions';
import type { DbExecutor } from '@/lib/server/db/client';
import { addresses, orderCounters, orderEvents, orderLines, orders } from '@/lib/server/db/schema';
import { findItems, findVipPlan } from './catalogue';
import { assertPayable } from './fulfilment';

/**
 * Order creation (issue 12, item 1): the browser names what it buys; every price, the amount, the
 * status and the owner come from the server. One transaction writes the order number, the order,
 * its lines and its `created` event, so a crash leaves either all of them or none.
 */

interface DraftLine {
  itemType: OrderType;
  itemId: number | null;
  titleZh: string;
  titleEn: string;
  quantity: number;
  unitPriceFen: number;
  months?: number | null;
}

interface Draft {
  type: OrderType;
  lines: DraftLine[];
  companyId: number | null;
  channel: PayChannelName | null;
  consignee?: string | null;
  phone?: string | null;
  address?: string | null;
  /** When the unpaid order is cancelled; default ORDER_TIMEOUT_MINUTES from now. */
  expiresAt?: Date;
}

/** The next order number of the day: one counter row per China day, incremented under its row lock. */
export async function nextOrderNo(tx: DbExecutor, now: Date): Promise<string> {
  const day = orderDay(now);
  const [row] = await tx
    .insert(orderCounters)
    .values({ day, last: 1 })
    .onConflictDoUpdate({ target: orderCounters.day, set: { last: sql`${orderCounters.last} + 1` } })
    .returning({ last: orderCounters.last });
  return formatOrderNo(day, row.last);
}

function companyOf(user: SessionUser, forCompany: boolean): number | null {
  if (!forCompany) return null;
  if (!user.companyId) throw forbidden('Payments.noCompany');
  return user.companyId;
}

/**
 * Writes the order. An order sold from the catalogue then asks its product, in this transaction, whether the buyer
 * may pay for it now (the fulfilment's `notPayable`, e.g. a data set whose R&D record is no longer published or is
 * the buyer's own): a refusal rolls the order back with the product's message. An order a domain prices itself
 * (`createPricedOrder`) is made from that domain's own state in its transaction, which links it afterwards.
 */
async function insertOrder(tx: DbExecutor, userId: number, draft: Draft, now: Date, sold: 'catalogue' | 'priced' = 'catalogue'): Promise<string> {
  const amountFen = orderAmount(draft.lines);
  const orderNo = await nextOrderNo(tx, now);
  const expiresAt = draft.expiresAt ?? new Date(now.getTime() + getEnv().ORDER_TIMEOUT_MINUTES * 60_000);
  const [order] = await tx
    .insert(orders)
    .values({
      orderNo,
      userId,
      companyId: draft.companyId,
      type: draft.type,
      amountFen,
      status: 'waiting',
      channel: draft.channel,
      consignee: draft.consignee ?? null,
      phone: draft.phone ?? null,
      address: draft.address ?? null,
      expiresAt,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await tx.insert(orderLines).values(draft.lines.map((l) => ({ ...l, months: l.months ?? null, orderId: order.id })));
  await tx.insert(orderEvents).values({ orderId: order.id, actor: 'owner', actorUserId: userId, fromStatus: null, toStatus: 'waiting', reason: 'created', createdAt: now });
  if (sold === 'catalogue') await assertPayable(tx, order, now);
  return orderNo;
}

/** payment/saveVipOrder: one plan, priced by lib/payments/pricing.ts from the catalogue's list price. */
export async function createVipOrder(tx: DbExecutor, user: SessionUser, input: SaveVipOrderInput, now: Date): Promise<string> {
  const plan = await findVipPlan(tx, input.plan);
  if (!plan) throw badRequest('Payments.badPlan');
  const price = vipPlanPrice(input.plan, plan.priceFen);
  const line: DraftLine = { itemType: 'vip', itemId: plan.id, titleZh: plan.titleZh, titleEn: plan.titleEn, quantity: 1, unitPriceFen: price.priceFen, months: price.months };
  return insertOrder(tx, user.id, { type: 'vip', lines: [line], companyId: companyOf(user, input.forCompany), channel: input.channel ?? null }, now);
}

/** payment/saveBooksOrder: books and documents of the catalogue; printed books need one of the caller's addresses. */
export async function createBooksOrder(tx: DbExecutor, user: SessionUser, input: SaveBooksOrderInput, now: Date): Promise<string> {
  const quantities = new Map<number, number>();
  for (const line of input.items) quantities.set(line.itemId, (quantities.get(line.itemId) ?? 0) + line.quantity);
  const items = await findItems(tx, [...quantities.keys()], ['book', 'document']);
  if (items.length !== quantities.size) throw notFound('Payments.itemNotFound');
  const lines: DraftLine[] = items.map((item) => {
    // A document is a file: one copy is all anyone needs.
    const quantity = item.shipped ? quantities.get(item.id)! : 1;
    if (quantity > 99) throw badRequest('Payments.badQuantity');
    return { itemType: item.kind as OrderType, itemId: item.id, titleZh: item.titleZh, titleEn: item.titleEn, quantity, unitPriceFen: item.priceFen };
  });
  let shipping: Pick<Draft, 'consignee' | 'phone' | 'address'> = {};
  if (items.some((i) => i.shipped)) {
    if (!input.addressId) throw badRequest('Payments.addressRequired');
    const [a] = await tx.select().from(addresses).where(and(eq(addresses.id, input.addressId), eq(addresses.userId, user.id)));
    if (!a) throw badRequest('Payments.addressRequired');
    shipping = { consignee: a.consignee, phone: a.mobile, address: [a.province, a.city, a.county, a.detail].filter(Boolean).join(' ').slice(0, 400) };
  }
  const type: OrderType = items.some((i) => i.kind === 'book') ? 'book' : 'document';
  return insertOrder(tx, user.id, { type, lines, companyId: companyOf(user, input.forCompany), channel: input.channel ?? null, ...shipping }, now);
}

/** The order types sold as one catalogue row, each read from the catalogue rows of its own kind. */
export type CatalogueOrderKind = Extract<OrderType, 'report' | 'dataProduct'>;

/**
 * One catalogue row bought once (price from the catalogue, never from the browser):
 * - `report` (payment/saveReportOrder): an expert or ranking report;
 * - `dataProduct` (payment/saveDataProductOrder): a paid data product of the marketplace (docs/MARKET.md).
 *   A product that is free, withdrawn or link-only has no active catalogue row of kind dataProduct, so it is not found.
 */
export function createCatalogueOrder(kind: CatalogueOrderKind) {
  return async (tx: DbExecutor, user: SessionUser, input: SaveReportOrderInput | SaveDataProductOrderInput, now: Date): Promise<string> => {
    const [item] = await findItems(tx, [input.itemId], [kind]);
    if (!item) throw notFound('Payments.itemNotFound');
    const line: DraftLine = { itemType: kind, itemId: item.id, titleZh: item.titleZh, titleEn: item.titleEn, quantity: 1, unitPriceFen: item.priceFen };
    return insertOrder(tx, user.id, { type: kind, lines: [line], companyId: companyOf(user, input.forCompany), channel: input.channel ?? null }, now);
  };
}

/** The owner and the one priced line of an order whose price a domain set on the server (an offer, a contract, a response). */
type PricedOwner = { userId: number; companyId: number | null };
type PricedLine = { titleZh: string; titleEn: string; unitPriceFen: number };

/**
 * An order of one line priced by its domain on the server, never sent by the browser, waiting until `expiresAt` (longer
 * than a shop order: contracts are often paid by bank transfer):
 * - `testing` (issue 15): the laboratory's offer the customer accepted (lib/server/cloud/orders);
 * - `custom` (issue 34): the total amount the supplier set in the signed contract (lib/server/custom);
 * - `appointment` (issue 35): the laboratory's response the researcher pays, at most a day and never beyond the
 *   appointment's start (lib/server/cloud/appointments).
 */
export async function createPricedOrder(tx: DbExecutor, type: 'testing' | 'custom' | 'appointment', owner: PricedOwner, line: PricedLine, expiresAt: Date, now: Date): Promise<string> {
  const draft: Draft = { type, lines: [{ itemType: type, itemId: null, quantity: 1, ...line }], companyId: owner.companyId, channel: null, expiresAt };
  return insertOrder(tx, owner.userId, draft, now, 'priced');
}

export const createTestingOrder = (tx: DbExecutor, owner: PricedOwner, line: PricedLine, expiresAt: Date, now: Date) => createPricedOrder(tx, 'testing', owner, line, expiresAt, now);
export const createCustomOrder = (tx: DbExecutor, owner: PricedOwner, line: PricedLine, expiresAt: Date, now: Date) => createPricedOrder(tx, 'custom', owner, line, expiresAt, now);
export const createAppointmentOrder = (tx: DbExecutor, owner: PricedOwner, line: PricedLine, expiresAt: Date, now: Date) => createPricedOrder(tx, 'appointment', owner, line, expiresAt, now);
