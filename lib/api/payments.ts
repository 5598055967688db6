import type { CallInput } from '@/lib/route';
import { payCalls, paymentCalls } from './calls/payments';
import { request } from './client';

/** The browser's calls of orders and payments (lib/payments/contract.ts). */
type In<C> = CallInput<C>;

/**
 * A fresh Idempotency-Key for one intention to buy: the screen keeps it while the same purchase is
 * retried (a double click, a lost answer), so the server makes one order for it.
 */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  return c && 'randomUUID' in c ? c.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

const withKey = (key: string) => ({ headers: { 'Idempotency-Key': key } });

export const paymentsApi = {
  saveVipOrder: (body: In<typeof paymentCalls.saveVipOrder>, key: string) => request(paymentCalls.saveVipOrder, body, withKey(key)),
  saveBooksOrder: (body: In<typeof paymentCalls.saveBooksOrder>, key: string) => request(paymentCalls.saveBooksOrder, body, withKey(key)),
  saveReportOrder: (body: In<typeof paymentCalls.saveReportOrder>, key: string) => request(paymentCalls.saveReportOrder, body, withKey(key)),
  getOrderStatus: (orderNo: string) => request(paymentCalls.getOrderStatus, { orderNo }),
  cancelOrder: (orderNo: string) => request(paymentCalls.cancelOrder, { orderNo }),
  saveInvoice: (body: In<typeof paymentCalls.saveInvoice>) => request(paymentCalls.saveInvoice, body),
  confirmOffline: (body: In<typeof paymentCalls.confirmOffline>) => request(paymentCalls.confirmOffline, body),
  alipayPage: (orderNo: string) => request(payCalls.alipayUnifiedOrder, { orderNo, kind: 'page' }),
};

/** The address of the WeChat QR image of a waiting order (GET, the session cookie authenticates the <img>). */
export function wechatQrSrc(orderNo: string): string {
  return `/atsteel/${payCalls.wxpayNativeOrder.path}?orderNo=${encodeURIComponent(orderNo)}`;
}

/** The address of customer service's Excel export of the filtered list (a download link). */
export function exportOrdersHref(filters: In<typeof paymentCalls.exportOrder>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(filters)) if (v !== undefined && v !== '') q.set(k, String(v));
  const text = q.toString();
  return `/atsteel/${paymentCalls.exportOrder.path}${text ? `?${text}` : ''}`;
}
