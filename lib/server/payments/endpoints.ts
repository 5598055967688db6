import 'server-only';
import { call, noInput } from '@/lib/contract';
import { payCalls, paymentCalls, type OrderDetail } from '@/lib/payments/contract';
import { defineEndpoint, permission, PUBLIC, USER, type HandlerContext } from '@/lib/server/api/types';
import { RATE_LIMITS } from '@/lib/server/api/rate-limits';
import type { DbExecutor } from '@/lib/server/db/client';
import { PERMISSIONS, type SessionUser } from '@/lib/session/permissions';
import { confirmOfflinePayment } from './apply-payment';
import { cancelOrderByService, cancelOwnOrder, hideOwnOrder } from './cancel-order';
import { listCatalogue, listVipPlans } from './catalogue';
import { createBooksOrder, createCatalogueOrder, createVipOrder } from './create-order';
import { exportOrders } from './export';
import { idempotencyKeyOf, once, requestHash } from './idempotency';
import { listOwnInvoices, requestInvoice } from './invoices';
import { alipayNotify, wechatNotify } from './notify';
import { getOrderDetail, getOrderStatus, pageAllOrders, pageOwnOrders } from './order-queries';
import { alipayOrder, wechatPayLink, wechatQrPng } from './pay';
import { chooseBankTransfer, getBankTransfer } from './bank-transfer';
import { paymentsSimulated } from './providers';
import { getVipStatus } from './vip-membership';

/** The provider notify URLs: not browser calls, so declared here rather than in the contract. */
const notifyCalls = {
  wechat: call('POST', 'pay/wxpay/notify', noInput).returns<never>(),
  alipay: call('POST', 'pay/alipay/notify', noInput).returns<never>(),
};

const PRIVILEGES = ['fullProperties', 'export', 'comparison', 'vipData'] as const;

async function ownDetail(ctx: HandlerContext<unknown>, orderNo: string): Promise<OrderDetail> {
  const { userName: _u, ...detail } = await getOrderDetail(ctx.db, orderNo, ctx.locale, ctx.user!.id);
  return detail;
}

/**
 * Creates an order once per Idempotency-Key (lib/server/payments/idempotency.ts) and answers it. The
 * stored answer is the order number; the order is read fresh, in the caller's language.
 */
function creator<I>(path: string, create: (tx: DbExecutor, user: SessionUser, input: I, now: Date) => Promise<string>) {
  return async (ctx: HandlerContext<I>): Promise<OrderDetail> => {
    const user = ctx.user!;
    const key = idempotencyKeyOf(ctx.request.headers);
    const answer = await once(ctx.db, user.id, key, requestHash(path, ctx.input), async (tx) => ({ orderNo: await create(tx, user, ctx.input, new Date()) }));
    return ownDetail(ctx as HandlerContext<unknown>, answer.orderNo);
  };
}

const SERVICE = permission(PERMISSIONS.orderConfirmPayment);
const BUYER = permission(PERMISSIONS.orderCreate);

/** Orders, payments, invoices and VIP membership (issue 12, docs/PAYMENTS.md). */
export const paymentEndpoints = [
  defineEndpoint(paymentCalls.listVip, {
    summary: 'The VIP plans (monthly, quarterly, yearly) with list price, 12 % discount, reduction and price in fen, what VIP unlocks, and the caller’s VIP state when signed in.',
    access: PUBLIC,
    handler: async ({ db, user, t }) => ({
      plans: await listVipPlans(db, t),
      status: user ? await getVipStatus(db, user.id) : null,
      privileges: PRIVILEGES.map((p) => t(`Payments.privileges.${p}`)),
    }),
  }),
  defineEndpoint(paymentCalls.getPayMode, {
    summary: 'Whether payments are simulated by the in-app sandbox (PAY_PROVIDER=sandbox): the payment screens then show a sandbox banner.',
    access: PUBLIC,
    handler: ({ services }) => ({ sandbox: paymentsSimulated(services.payments) }),
  }),
  defineEndpoint(paymentCalls.getVipStatus, {
    summary: 'The caller’s VIP data privilege: active until a deadline, expired, or none; whether the free package of new users carries it.',
    access: USER,
    handler: ({ db, user }) => getVipStatus(db, user!.id),
  }),
  defineEndpoint(paymentCalls.listCatalogue, {
    summary: 'Books, documents and reports for sale with their prices in fen (a demo catalogue until the library and ranking issues own theirs).',
    access: PUBLIC,
    handler: ({ db, input, locale }) => listCatalogue(db, input.kind, locale),
  }),
  defineEndpoint(paymentCalls.saveVipOrder, {
    summary: 'Orders a VIP plan; the price is computed on the server. Honours the Idempotency-Key header (same key and body: the first order; other body: 409).',
    access: BUYER,
    rateLimit: RATE_LIMITS.orderCreation,
    handler: creator(paymentCalls.saveVipOrder.path, createVipOrder),
  }),
  defineEndpoint(paymentCalls.saveBooksOrder, {
    summary: 'Orders books and documents of the catalogue (printed books need one of the caller’s addresses); prices from the catalogue. Honours Idempotency-Key.',
    access: BUYER,
    rateLimit: RATE_LIMITS.orderCreation,
    handler: creator(paymentCalls.saveBooksOrder.path, createBooksOrder),
  }),
  defineEndpoint(paymentCalls.saveReportOrder, {
    summary: 'Orders one expert or ranking report of the catalogue; price from the catalogue. Honours Idempotency-Key.',
    access: BUYER,
    rateLimit: RATE_LIMITS.orderCreation,
    handler: creator(paymentCalls.saveReportOrder.path, createCatalogueOrder('report')),
  }),
  defineEndpoint(paymentCalls.saveDataProductOrder, {
    summary: 'Orders one paid data product of the marketplace (its catalogue row, kind dataProduct); price from the catalogue. Honours Idempotency-Key.',
    access: BUYER,
    rateLimit: RATE_LIMITS.orderCreation,
    handler: creator(paymentCalls.saveDataProductOrder.path, createCatalogueOrder('dataProduct')),
  }),
  defineEndpoint(paymentCalls.getOrder, {
    summary: 'One of the caller’s orders with lines, shipping details and the event log (who, when, from, to, why).',
    access: USER,
    apiScope: 'orders:read',
    handler: (ctx) => ownDetail(ctx as HandlerContext<unknown>, ctx.input.orderNo),
  }),
  defineEndpoint(paymentCalls.getOrderStatus, {
    summary: 'The status of one of the caller’s orders and the seconds until it cancels itself: what the payment dialog polls.',
    access: USER,
    handler: ({ db, user, input }) => getOrderStatus(db, input.orderNo, user!.id),
  }),
  defineEndpoint(paymentCalls.pageOrder, {
    summary: 'The caller’s orders, newest first, filtered by status and type.',
    access: USER,
    apiScope: 'orders:read',
    handler: ({ db, user, input, locale }) => pageOwnOrders(db, user!.id, input, locale),
  }),
  defineEndpoint(paymentCalls.deleteOrder, {
    summary: 'Hides one of the caller’s cancelled orders from their own order lists (the record stays; paid or waiting orders: 409).',
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: ({ db, user, input, request }) => hideOwnOrder(db, user!.id, input.orderNo, request.at),
  }),
  defineEndpoint(paymentCalls.cancelOrder, {
    summary: 'The owner cancels a waiting order (event row, message; the provider order is closed).',
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: async (ctx) => {
      await cancelOwnOrder(ctx.db, ctx.services.payments, ctx.user!.id, ctx.input.orderNo);
      return ownDetail(ctx as HandlerContext<unknown>, ctx.input.orderNo);
    },
  }),
  defineEndpoint(paymentCalls.listInvoice, {
    summary: 'The caller’s invoice requests with the title snapshot and state, newest first.',
    access: USER,
    handler: ({ db, user, input, locale }) => listOwnInvoices(db, user!.id, input, locale),
  }),
  defineEndpoint(paymentCalls.saveInvoice, {
    summary: 'Requests the invoice of one of the caller’s paid orders from one of their saved invoice titles (one per order).',
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: ({ db, user, input, locale }) => requestInvoice(db, user!.id, input, locale),
  }),
  defineEndpoint(paymentCalls.chooseBankTransfer, {
    summary: 'The owner chooses bank transfer for a waiting order: its channel becomes offline (the only channel customer service may confirm a transfer on), the order is held 3 days at least, and the answer is the receiving account and the reference to quote (order number + check digits).',
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: ({ db, user, input, locale, request }) => chooseBankTransfer(db, user!.id, input.orderNo, locale, request.at),
  }),
  defineEndpoint(paymentCalls.getBankTransfer, {
    summary: 'The receiving account and the reference to quote of one of the caller’s orders paid by bank transfer (409 for another channel).',
    access: USER,
    handler: ({ db, user, input, locale }) => getBankTransfer(db, user!.id, input.orderNo, locale),
  }),
  defineEndpoint(paymentCalls.pageAllOrder, {
    summary: 'Every order with its buyer, for customer service (permission order:confirm-payment); filters: status, type, channel, keyword, date range.',
    access: SERVICE,
    handler: ({ db, input, locale }) => pageAllOrders(db, input, locale),
  }),
  defineEndpoint(paymentCalls.getAnyOrder, {
    summary: 'Any order with lines and event log, for customer service (permission order:confirm-payment).',
    access: SERVICE,
    handler: ({ db, input, locale }) => getOrderDetail(db, input.orderNo, locale),
  }),
  defineEndpoint(paymentCalls.confirmOffline, {
    summary: 'Customer service confirms a bank transfer with the bank’s reference (permission order:confirm-payment): the only way to mark an order paid without a provider, only on an order whose channel is bank transfer (409 otherwise), once (409 when no longer waiting or the reference paid another order); the event names the person and the reference.',
    access: SERVICE,
    rateLimit: RATE_LIMITS.edit,
    handler: async ({ db, user, input, locale }) => {
      await confirmOfflinePayment(db, user!.id, input);
      const { userName: _u, ...detail } = await getOrderDetail(db, input.orderNo, locale);
      return detail;
    },
  }),
  defineEndpoint(paymentCalls.cancelAnyOrder, {
    summary: 'Customer service cancels a waiting order (permission order:confirm-payment); the buyer gets a message.',
    access: SERVICE,
    rateLimit: RATE_LIMITS.edit,
    handler: async ({ db, services, user, input, locale }) => {
      await cancelOrderByService(db, services.payments, user!.id, input.orderNo);
      const { userName: _u, ...detail } = await getOrderDetail(db, input.orderNo, locale);
      return detail;
    },
  }),
  defineEndpoint(paymentCalls.exportOrder, {
    summary: 'Customer service’s filtered order list as an .xlsx file (at most 10,000 rows), labels in the caller’s language.',
    access: SERVICE,
    binary: true,
    handler: ({ db, input, locale, t }) => exportOrders(db, input, locale, t),
  }),
  defineEndpoint(payCalls.wxpayNativeOrder, {
    summary: 'The WeChat Pay native QR code (image/png) of one of the caller’s waiting orders, for the code_url of the provider’s native order.',
    access: USER,
    binary: true,
    handler: ({ db, services, user, input, locale, request }) => wechatQrPng(db, services.payments, user!.id, input.orderNo, locale, request.at),
  }),
  defineEndpoint(payCalls.wxpayNativeLink, {
    summary: 'The address the WeChat QR code of one of the caller’s waiting orders holds, when a browser can open it (the sandbox cashier), for desktop users; null for a weixin:// code.',
    access: USER,
    handler: ({ db, services, user, input, locale, request }) => wechatPayLink(db, services.payments, user!.id, input.orderNo, locale, request.at),
  }),
  defineEndpoint(payCalls.alipayUnifiedOrder, {
    summary: 'The Alipay wallet page URL (kind page) or precreate QR content (kind qr) of one of the caller’s waiting orders.',
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: ({ db, services, user, input, locale, request }) => alipayOrder(db, services.payments, user!.id, input, locale, request.at),
  }),
  defineEndpoint(notifyCalls.wechat, {
    summary: 'WeChat Pay v3 payment notification (raw body, verified by the provider module, applied once): 204 after commit, JSON 4xx/5xx otherwise.',
    access: PUBLIC,
    rateLimit: RATE_LIMITS.providerNotification,
    binary: true,
    rawBody: true,
    maxBodyBytes: 64 * 1024,
    handler: ({ db, services, request, rawBody }) => wechatNotify(db, services.payments, request.headers, rawBody ?? ''),
  }),
  defineEndpoint(notifyCalls.alipay, {
    summary: 'Alipay asynchronous notification (raw form, verified with alipay-sdk by the provider module, applied once): the literal success, or fail.',
    access: PUBLIC,
    rateLimit: RATE_LIMITS.providerNotification,
    binary: true,
    rawBody: true,
    maxBodyBytes: 64 * 1024,
    handler: ({ db, services, rawBody }) => alipayNotify(db, services.payments, rawBody ?? ''),
  }),
];
