import type { Db } from '@/lib/server/db/client';
import type { PaymentProviders, VerifiedPayment } from './provider';
import { alipayNotify, wechatNotify } from './notify';

/**
 * A verified notification that meets the database unreachable (a PostgreSQL restart: the cluster fault run saw two
 * `500 pay/wxpay/notify`) answers 503 with Retry-After, so the provider sends it again; nothing was applied.
 */
const paid: VerifiedPayment = { channel: 'wechat', outTradeNo: 'P1', transactionId: 'T1', amountFen: 100, paidAt: new Date() };
const terminated = Object.assign(new Error('Connection terminated unexpectedly'), {});
const unreachable = new Proxy({} as Db, {
  get: () => () => {
    throw terminated;
  },
});
const providers = (channel: 'wechat' | 'alipay'): PaymentProviders =>
  ({
    wechat: () => (channel === 'wechat' ? { verifyNotification: async () => paid } : undefined),
    alipay: () => (channel === 'alipay' ? { verifyNotification: async () => ({ ...paid, channel: 'alipay' }) } : undefined),
  }) as unknown as PaymentProviders;

describe('payment notifications while the database is unreachable', () => {
  it('answers WeChat 503 with Retry-After', async () => {
    const res = await wechatNotify(unreachable, providers('wechat'), new Headers(), '{}');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.json()).toEqual({ code: 'FAIL', message: 'temporarily unavailable' });
  });

  it('answers Alipay fail with 503', async () => {
    const res = await alipayNotify(unreachable, providers('alipay'), 'out_trade_no=P1');
    expect([res.status, await res.text()]).toEqual([503, 'fail']);
  });
});
