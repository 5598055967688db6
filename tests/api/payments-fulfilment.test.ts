import { count, eq } from 'drizzle-orm';
import { authSeedStep } from '@/lib/server/auth/seed';
import { orders, payments, vipEntitlements } from '@/lib/server/db/schema';
import { paymentsSeedStep } from '@/lib/server/payments/catalogue';
import { registerFulfilment, type FulfilledOrder, type Fulfilment } from '@/lib/server/payments/fulfilment';
import { cancelExpiredOrders } from '@/lib/server/payments/jobs';
import { fixedProviders } from '@/lib/server/payments/providers';
import { fulfilments } from '@/lib/server/registry';
import { callApi } from '../helpers/api';
import { authTestDatabase } from './auth-helpers';
import { buyVip, FakeAlipay, FakeWechat, orderRow, wechatNotice } from './payments-helpers';
import { signIn, userIdOf } from './workflow-helpers';
import { testServices, rebuildTestServices } from '../helpers/services';

/**
 * The payment core runs each product's registered fulfilment in the transaction of the state change
 * (registerFulfilment, lib/server/payments/fulfilment.ts), and knows no product itself.
 */
const db = authTestDatabase([authSeedStep, paymentsSeedStep]);
let token: string;

beforeAll(async () => {
  rebuildTestServices({ payments: fixedProviders({ wechat: new FakeWechat(), alipay: new FakeAlipay() }) });
  token = await signIn('demo_user');
});
afterAll(() => {
  rebuildTestServices({ payments: fixedProviders({}) });
  registerFulfilment('vip', fulfilments.vip);
});
afterEach(() => registerFulfilment('vip', fulfilments.vip));

/** A VIP fulfilment that records what the core asked of it, then does what the real one does. */
function spying() {
  const seen: { event: keyof Fulfilment; orderNo: string; status: string }[] = [];
  const spy: Fulfilment = {
    onPaid: async (tx, order, at) => {
      seen.push({ event: 'onPaid', orderNo: order.orderNo, status: order.status });
      await fulfilments.vip.onPaid!(tx, order, at);
    },
    onCancelled: async (_tx, order: FulfilledOrder) => void seen.push({ event: 'onCancelled', orderNo: order.orderNo, status: order.status }),
    onExpired: async (_tx, order: FulfilledOrder) => void seen.push({ event: 'onExpired', orderNo: order.orderNo, status: order.status }),
  };
  registerFulfilment('vip', spy);
  return seen;
}

describe('fulfilment hooks', () => {
  it('registers one fulfilment for every order type at the composition root', () => {
    expect(Object.keys(fulfilments).sort()).toEqual(['appointment', 'book', 'custom', 'dataProduct', 'document', 'report', 'testing', 'vip']);
  });

  it('calls onPaid once for a paid order, onCancelled when the owner cancels, onExpired when the timer cancels', async () => {
    const seen = spying();
    const paid = (await buyVip(token, 'monthly')).body.data;
    await Promise.all([1, 2, 3].map(() => wechatNotice({ outTradeNo: paid.orderNo, transactionId: 'fulfil-1', amountFen: 88_000 })));
    const cancelled = (await buyVip(token, 'monthly')).body.data;
    expect((await callApi('POST', 'payment/cancelOrder', { token, body: { orderNo: cancelled.orderNo } })).status).toBe(200);
    const expiring = (await buyVip(token, 'monthly')).body.data;
    await cancelExpiredOrders(db.handle.db, testServices().payments, new Date(Date.now() + 24 * 3_600_000));
    expect(seen).toEqual([
      { event: 'onPaid', orderNo: paid.orderNo, status: 'paid' },
      { event: 'onCancelled', orderNo: cancelled.orderNo, status: 'cancelled' },
      { event: 'onExpired', orderNo: expiring.orderNo, status: 'cancelled' },
    ]);
  });

  it('rolls the payment back with the hook when the hook fails, so the provider retries', async () => {
    registerFulfilment('vip', {
      onPaid: async () => {
        throw new Error('delivery failed');
      },
    });
    const order = (await buyVip(token, 'quarterly')).body.data;
    const row = await orderRow(db.handle, order.orderNo);
    const userId = await userIdOf(db.handle, 'demo_user');
    const [before] = await db.handle.db.select().from(vipEntitlements).where(eq(vipEntitlements.userId, userId));
    const answer = await wechatNotice({ outTradeNo: order.orderNo, transactionId: 'fulfil-fails', amountFen: 240_000 });
    expect(answer.status).toBeGreaterThanOrEqual(500);
    expect((await orderRow(db.handle, order.orderNo)).status).toBe('waiting');
    expect(Number((await db.handle.db.select({ n: count() }).from(payments).where(eq(payments.orderId, row.id)))[0].n)).toBe(0);
    const [after] = await db.handle.db.select().from(vipEntitlements).where(eq(vipEntitlements.userId, userId));
    expect(after?.validUntil).toEqual(before?.validUntil);
    // Delivered once the product can deliver again: the retried notification pays the order.
    registerFulfilment('vip', fulfilments.vip);
    expect((await wechatNotice({ outTradeNo: order.orderNo, transactionId: 'fulfil-fails', amountFen: 240_000 })).status).toBe(204);
    const [paid] = await db.handle.db.select({ status: orders.status }).from(orders).where(eq(orders.id, row.id));
    expect(paid.status).toBe('paid');
  });
});
