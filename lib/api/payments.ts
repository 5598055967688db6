import type { CallInput } from '@/lib/route';
import { payCalls, paymentCalls } from './calls/payments';
import { ApiCallError, raw, request } from './client';

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
  getVipStatus: () => request(paymentCalls.getVipStatus),
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

/**
 * Customer service's Excel export of the filtered list (payment/exportOrder answers the .xlsx itself):
 * the file and its name, or an ApiCallError with the server's message.
 */
export async function exportOrders(filters: In<typeof paymentCalls.exportOrder>): Promise<{ file: Blob; fileName: string | null }> {
  const res = await raw<Blob>({ method: 'GET', url: paymentCalls.exportOrder.path, params: filters, responseType: 'blob' });
  const type = res.headers.get('content-type') ?? '';
  if (res.status !== 200 || type.includes('json')) {
    const body = (await res.data.text().then((text) => JSON.parse(text) as { code?: number; msg?: string }).catch(() => undefined)) ?? {};
    throw new ApiCallError(body.msg ?? `HTTP ${res.status}`, body.code ?? -1, body);
  }
  const disposition = res.headers.get('content-disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return { file: res.data, fileName: star ? decodeURIComponent(star[1]) : (plain?.[1] ?? null) };
}
