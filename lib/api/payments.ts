import type { CallInput } from '@/lib/route';
import { payCalls, paymentCalls as calls } from './calls/payments';
import { request, requestXlsx } from './client';

/**
 * The browser's calls of orders, payments, invoices and VIP (lib/payments/contract.ts; types from
 * there). Order creation sends an Idempotency-Key: the payment dialog makes one key per "place
 * order" click (crypto.randomUUID()) and sends the same key when it retries, so a retry after a
 * lost answer finds the first order instead of making a second one.
 */
type In<C> = CallInput<C>;
const idempotent = (key?: string) => (key ? { headers: { 'Idempotency-Key': key } } : {});

/** The path of the WeChat QR image of an order, for an <img src> (the session cookie authorises it). */
export function wechatQrPath(orderNo: string): string {
  return `/atsteel/${payCalls.wxpayNativeOrder.path}?orderNo=${encodeURIComponent(orderNo)}`;
}

export const paymentsApi = {
  listVip: () => request(calls.listVip, {}),
  getVipStatus: () => request(calls.getVipStatus, {}),
  listCatalogue: (p: In<typeof calls.listCatalogue> = {}) => request(calls.listCatalogue, p),
  saveVipOrder: (body: In<typeof calls.saveVipOrder>, key?: string) => request(calls.saveVipOrder, body, idempotent(key)),
  saveBooksOrder: (body: In<typeof calls.saveBooksOrder>, key?: string) => request(calls.saveBooksOrder, body, idempotent(key)),
  saveReportOrder: (body: In<typeof calls.saveReportOrder>, key?: string) => request(calls.saveReportOrder, body, idempotent(key)),
  getOrder: (p: In<typeof calls.getOrder>) => request(calls.getOrder, p),
  getOrderStatus: (p: In<typeof calls.getOrderStatus>) => request(calls.getOrderStatus, p),
  pageOrder: (p: In<typeof calls.pageOrder> = {}) => request(calls.pageOrder, p),
  cancelOrder: (body: In<typeof calls.cancelOrder>) => request(calls.cancelOrder, body),
  listInvoice: (p: In<typeof calls.listInvoice> = {}) => request(calls.listInvoice, p),
  saveInvoice: (body: In<typeof calls.saveInvoice>) => request(calls.saveInvoice, body),
  alipayOrder: (body: In<typeof payCalls.alipayUnifiedOrder>) => request(payCalls.alipayUnifiedOrder, body),
  pageAllOrder: (p: In<typeof calls.pageAllOrder> = {}) => request(calls.pageAllOrder, p),
  getAnyOrder: (p: In<typeof calls.getAnyOrder>) => request(calls.getAnyOrder, p),
  confirmOffline: (body: In<typeof calls.confirmOffline>) => request(calls.confirmOffline, body),
  cancelAnyOrder: (body: In<typeof calls.cancelAnyOrder>) => request(calls.cancelAnyOrder, body),
  /** Customer service's filtered list as .xlsx; a refusal goes through the envelope handling. */
  exportOrder: (p: In<typeof calls.exportOrder> = {}) => requestXlsx(calls.exportOrder, p),
};
