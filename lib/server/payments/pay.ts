import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { getEnv } from '@/lib/env';
import type { Locale } from '@/lib/i18n/routing';
import type { AlipayOrderInput, AlipayPayment, WechatPayLink } from '@/lib/payments/contract';
import { ApiError, conflict, notFound } from '@/lib/server/api/errors';
import type { Db } from '@/lib/server/db/client';
import { orderLines, orders } from '@/lib/server/db/schema';
import { assertPayable } from './fulfilment';
import type { PrepayRequest } from './provider';
import type { PaymentProviders } from './provider';
import { localizePath } from '@/lib/i18n/locale-path';
import { actsAsBuyer } from './buyer';

/**
 * Offering a waiting order to a provider: the WeChat native QR (a PNG of its code_url) and the
 * Alipay wallet page or precreate QR. Only the owner, only while the order waits and has not expired.
 * The amount is the order's, in fen; the browser sends nothing but the order number.
 */

const baseUrl = () => getEnv().PUBLIC_BASE_URL.replace(/\/$/, '');
export const WECHAT_NOTIFY_PATH = '/atsteel/pay/wxpay/notify';
export const ALIPAY_NOTIFY_PATH = '/atsteel/pay/alipay/notify';

/** Cuts text to at most `max` UTF-8 bytes without splitting a character (WeChat's description ≤ 127 bytes). */
export function cutBytes(text: string, max: number): string {
  let out = '';
  let bytes = 0;
  for (const ch of text) {
    const n = Buffer.byteLength(ch);
    if (bytes + n > max) break;
    out += ch;
    bytes += n;
  }
  return out;
}

async function payableOrder(db: Db, userId: number, orderNo: string, now: Date) {
  const [order] = await db.select().from(orders).where(and(eq(orders.orderNo, orderNo), eq(orders.userId, userId)));
  if (!order || !(await actsAsBuyer(db, order, userId))) throw notFound('Payments.orderNotFound');
  if (order.status !== 'waiting' || order.expiresAt.getTime() <= now.getTime()) throw conflict('Payments.notWaiting');
  await assertPayable(db, order, now);
  return order;
}

async function prepayRequest(db: Db, order: typeof orders.$inferSelect, locale: Locale, notifyPath: string): Promise<PrepayRequest> {
  const [first] = await db.select({ titleZh: orderLines.titleZh, titleEn: orderLines.titleEn }).from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id)).limit(1);
  const title = first ? (locale === 'en' ? first.titleEn : first.titleZh) : order.orderNo;
  return { outTradeNo: order.orderNo, amountFen: order.amountFen, description: cutBytes(title, 127), expiresAt: order.expiresAt, notifyUrl: `${baseUrl()}${notifyPath}` };
}

async function chooseChannel(db: Db, orderId: number, channel: 'wechat' | 'alipay', codeUrl?: string): Promise<void> {
  await db
    .update(orders)
    .set({ channel, ...(codeUrl ? { wechatCodeUrl: codeUrl } : {}), ...(channel === 'alipay' ? { alipayOffered: true } : {}), updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'waiting')));
}

/** The waiting order's WeChat code_url (created once, then the same for the order's life); the order's channel becomes wechat. */
async function wechatCodeUrl(db: Db, providers: PaymentProviders, userId: number, orderNo: string, locale: Locale, now: Date): Promise<string> {
  const wechat = providers.wechat();
  if (!wechat) throw new ApiError('Payments.channelUnavailable', -1, 503);
  const order = await payableOrder(db, userId, orderNo, now);
  const codeUrl = order.wechatCodeUrl ?? (await wechat.createNativeOrder(await prepayRequest(db, order, locale, WECHAT_NOTIFY_PATH))).codeUrl;
  await chooseChannel(db, order.id, 'wechat', codeUrl);
  return codeUrl;
}

/** pay/wxpay/native/order: the order's WeChat code_url as a PNG QR code (the same code for the order's life). */
export async function wechatQrPng(db: Db, providers: PaymentProviders, userId: number, orderNo: string, locale: Locale, now = new Date()): Promise<Response> {
  const codeUrl = await wechatCodeUrl(db, providers, userId, orderNo, locale, now);
  const png = await QRCode.toBuffer(codeUrl, { type: 'png', width: 280, margin: 1, errorCorrectionLevel: 'M' });
  return new Response(new Uint8Array(png), { status: 200, headers: { 'content-type': 'image/png', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' } });
}

/**
 * pay/wxpay/native/link: the address the order's WeChat QR code holds, so a desktop user can open it
 * in the browser. Only an http(s) address is answered (the sandbox cashier); WeChat's own
 * `weixin://` codes open in the WeChat app alone, so the dialog then says to scan with a phone.
 */
export async function wechatPayLink(db: Db, providers: PaymentProviders, userId: number, orderNo: string, locale: Locale, now = new Date()): Promise<WechatPayLink> {
  const codeUrl = await wechatCodeUrl(db, providers, userId, orderNo, locale, now);
  return { url: /^https?:\/\//i.test(codeUrl) ? codeUrl : null };
}

/** pay/alipay/certUnifiedOrder: the Alipay wallet page (page pay) or a precreate QR content. */
export async function alipayOrder(db: Db, providers: PaymentProviders, userId: number, input: AlipayOrderInput, locale: Locale, now = new Date()): Promise<AlipayPayment> {
  const alipay = providers.alipay();
  if (!alipay) throw new ApiError('Payments.channelUnavailable', -1, 503);
  const order = await payableOrder(db, userId, input.orderNo, now);
  const req = await prepayRequest(db, order, locale, ALIPAY_NOTIFY_PATH);
  await chooseChannel(db, order.id, 'alipay');
  if (input.kind === 'qr') return { kind: 'qr', url: null, qrCode: (await alipay.precreate(req)).qrCode };
  const returnUrl = `${baseUrl()}${localizePath('/zfbPay', locale)}?orderNo=${encodeURIComponent(order.orderNo)}`;
  return { kind: 'page', url: (await alipay.pagePay({ ...req, returnUrl })).url, qrCode: null };
}
