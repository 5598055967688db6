import 'server-only';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Paged } from '@/lib/contract';
import type { Locale } from '@/lib/i18n/routing';
import type { InvoicePageInput, InvoiceRequestRow, InvoiceState, InvoiceTitleSnapshot, RequestInvoiceInput } from '@/lib/payments/contract';
import { conflict, notFound } from '@/lib/server/api/errors';
import type { Db } from '@/lib/server/db/client';
import { invoiceRequests, invoiceTitles, orderLines, orders } from '@/lib/server/db/schema';
import { actsAsBuyer } from './buyer';

/**
 * Invoice requests (spec section 3, /my/bill): the owner of a paid order asks for one invoice from
 * one of their saved invoice titles (lib/server/account/invoice-titles.ts); the request keeps a
 * snapshot of the title, so editing the title later does not change what was asked for.
 */

async function rowsOf(db: Db, where: ReturnType<typeof and>, input: { page: number; pageSize: number }, locale: Locale): Promise<Paged<InvoiceRequestRow>> {
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: invoiceRequests.id, orderId: orders.id, orderNo: orders.orderNo, amountFen: orders.amountFen, state: invoiceRequests.state, title: invoiceRequests.title, requestedAt: invoiceRequests.createdAt })
      .from(invoiceRequests)
      .innerJoin(orders, eq(orders.id, invoiceRequests.orderId))
      .where(where)
      .orderBy(desc(invoiceRequests.createdAt), desc(invoiceRequests.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ n: count() }).from(invoiceRequests).where(where),
  ]);
  const lines = rows.length
    ? await db.select({ orderId: orderLines.orderId, titleZh: orderLines.titleZh, titleEn: orderLines.titleEn }).from(orderLines).where(inArray(orderLines.orderId, rows.map((r) => r.orderId))).orderBy(asc(orderLines.id))
    : [];
  const firstTitle = new Map<number, string>();
  for (const l of lines) if (!firstTitle.has(l.orderId)) firstTitle.set(l.orderId, locale === 'en' ? l.titleEn : l.titleZh);
  return {
    list: rows.map((r) => ({
      id: r.id,
      orderNo: r.orderNo,
      orderTitle: firstTitle.get(r.orderId) ?? r.orderNo,
      amountFen: r.amountFen,
      state: r.state as InvoiceState,
      title: r.title as InvoiceTitleSnapshot,
      requestedAt: r.requestedAt.toISOString(),
    })),
    total: Number(total?.n ?? 0),
    page: input.page,
    pageSize: input.pageSize,
  };
}

/** payment/listInvoice: the caller's invoice requests, newest first. */
export function listOwnInvoices(db: Db, userId: number, input: InvoicePageInput, locale: Locale): Promise<Paged<InvoiceRequestRow>> {
  const where = and(eq(invoiceRequests.userId, userId), input.state ? eq(invoiceRequests.state, input.state) : undefined);
  return rowsOf(db, where, input, locale);
}

/** payment/saveInvoice: one invoice request per paid order, from a saved title of the caller. */
export async function requestInvoice(db: Db, userId: number, input: RequestInvoiceInput, locale: Locale): Promise<InvoiceRequestRow> {
  const id = await db.transaction(async (tx) => {
    const [order] = await tx.select({ id: orders.id, userId: orders.userId, companyId: orders.companyId, status: orders.status }).from(orders).where(eq(orders.orderNo, input.orderNo)).for('update');
    if (!order || !(await actsAsBuyer(tx, order, userId))) throw notFound('Payments.orderNotFound');
    if (order.status !== 'paid') throw conflict('Payments.invoiceNeedsPaid');
    const [title] = await tx.select().from(invoiceTitles).where(and(eq(invoiceTitles.id, input.invoiceTitleId), eq(invoiceTitles.userId, userId)));
    if (!title) throw notFound('Payments.invoiceTitleRequired');
    const [exists] = await tx.select({ id: invoiceRequests.id }).from(invoiceRequests).where(eq(invoiceRequests.orderId, order.id));
    if (exists) throw conflict('Payments.invoiceExists');
    const snapshot: InvoiceTitleSnapshot = {
      titleType: title.titleType === 'enterprise' ? 'enterprise' : 'personal',
      title: title.title,
      taxNumber: title.taxNumber,
      address: title.address,
      telephone: title.telephone,
      bankAccount: title.bankAccount,
      bankName: title.bankName,
      email: title.email,
    };
    const [row] = await tx.insert(invoiceRequests).values({ orderId: order.id, userId, title: snapshot }).returning({ id: invoiceRequests.id });
    return row.id;
  });
  const page = await rowsOf(db, eq(invoiceRequests.id, id), { page: 1, pageSize: 1 }, locale);
  return page.list[0];
}
