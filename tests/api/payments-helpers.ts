import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/server/db/client';
import { orders } from '@/lib/server/db/schema';
import { NotificationRejected, type AlipayPay, type PrepayRequest, type ProviderTradeState, type VerifiedPayment, type WechatNativePay } from '@/lib/server/payments/provider';
import { callApi } from '../helpers/api';

/**
 * Fake providers implementing the real interfaces (lib/server/payments/provider.ts): the order core's
 * tests need a provider that "verifies" on a marker instead of a signature. The protocol tests of
 * the real clients and sandboxes live with them (helper P, docs/PAYMENT-PROVIDERS.md).
 */
export interface FakeNotice {
  outTradeNo: string;
  transactionId: string;
  amountFen: number;
  state?: 'SUCCESS' | 'CLOSED';
}

export class FakeWechat implements WechatNativePay {
  readonly mode = 'sandbox' as const;
  created: PrepayRequest[] = [];
  closed: string[] = [];
  /** What queryOrder answers per order number (default waiting). */
  trade = new Map<string, ProviderTradeState>();

  async createNativeOrder(req: PrepayRequest) {
    this.created.push(req);
    return { codeUrl: `weixin://wxpay/bizpayurl?pr=${req.outTradeNo}` };
  }
  async queryOrder(outTradeNo: string): Promise<ProviderTradeState> {
    return this.trade.get(outTradeNo) ?? { state: 'waiting' };
  }
  async closeOrder(outTradeNo: string) {
    this.closed.push(outTradeNo);
  }
  async verifyNotification(headers: Headers, rawBody: string): Promise<VerifiedPayment | null> {
    if (headers.get('x-fake-signature') !== 'valid') throw new NotificationRejected('signature does not verify', 401);
    const n = JSON.parse(rawBody) as FakeNotice;
    if (n.state && n.state !== 'SUCCESS') return null;
    return { channel: 'wechat', outTradeNo: n.outTradeNo, transactionId: n.transactionId, amountFen: n.amountFen, paidAt: new Date() };
  }
}

export class FakeAlipay implements AlipayPay {
  readonly mode = 'sandbox' as const;
  closed: string[] = [];
  async pagePay(req: PrepayRequest) {
    return { url: `https://openapi.alipay.test/gateway.do?out_trade_no=${req.outTradeNo}&total_amount=${req.amountFen}` };
  }
  async precreate(req: PrepayRequest) {
    return { qrCode: `https://qr.alipay.test/${req.outTradeNo}` };
  }
  async queryOrder(): Promise<ProviderTradeState> {
    return { state: 'waiting' };
  }
  async closeOrder(outTradeNo: string) {
    this.closed.push(outTradeNo);
  }
  async verifyNotification(fields: Record<string, string>): Promise<VerifiedPayment | null> {
    if (fields.sign !== 'valid') throw new NotificationRejected('signature does not verify');
    if (fields.trade_status !== 'TRADE_SUCCESS' && fields.trade_status !== 'TRADE_FINISHED') return null;
    return { channel: 'alipay', outTradeNo: fields.out_trade_no, transactionId: fields.trade_no, amountFen: Math.round(Number(fields.total_amount) * 100), paidAt: new Date() };
  }
}

/** Posts a fake WeChat notification to the notify URL, as raw JSON. */
export function wechatNotice(notice: FakeNotice, signature = 'valid') {
  return callApi('POST', 'pay/wxpay/notify', { rawBody: JSON.stringify(notice), headers: { 'content-type': 'application/json', 'x-fake-signature': signature } });
}

export function alipayNotice(fields: Record<string, string>) {
  return callApi('POST', 'pay/alipay/notify', { rawBody: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' } });
}

export async function orderRow(handle: DatabaseHandle, orderNo: string) {
  const [row] = await handle.db.select().from(orders).where(eq(orders.orderNo, orderNo));
  return row;
}

export function buyVip(token: string, plan: string, extra: Record<string, unknown> = {}, headers?: Record<string, string>) {
  return callApi('POST', 'payment/saveVipOrder', { token, body: { plan, ...extra }, headers, lang: 'en' });
}
