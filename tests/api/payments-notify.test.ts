import { and, count, eq } from 'drizzle-orm';
import { authSeedStep } from '@/lib/server/auth/seed';
import { messages, orderEvents, orders, payments, vipEntitlements } from '@/lib/server/db/schema';
import { addMonths } from '@/lib/payments/vip';
import { applyPayment } from '@/lib/server/payments/apply-payment';
import { paymentsSeedStep } from '@/lib/server/payments/catalogue';
import { cancelExpiredOrders, PAYMENT_JOBS, reconcileWaitingOrders, runJobTick } from '@/lib/server/payments/jobs';
import { fixedProviders } from '@/lib/server/payments/providers';
import { grantWelcomePackage } from '@/lib/server/payments/vip-membership';
import { isVipUser } from '@/lib/server/materials/permission';
import { callApi } from '../helpers/api';
import { authTestDatabase, registerUser } from './auth-helpers';
import { alipayNotice, buyVip, FakeAlipay, FakeWechat, orderRow, wechatNotice } from './payments-helpers';
import { extraUser, signIn, userIdOf } from './workflow-helpers';
import { testServices, rebuildTestServices } from '../helpers/services';

/** Payments applied exactly once, tampered notifications, the timers and VIP deadlines (issue 12). */

const db = authTestDatabase([authSeedStep, paymentsSeedStep]);
const wechat = new FakeWechat();
let token: string;

beforeAll(async () => {
  rebuildTestServices({ payments: fixedProviders({ wechat, alipay: new FakeAlipay() }) });
  token = await signIn('demo_user');
});
afterAll(() => void rebuildTestServices({ payments: fixedProviders({}) }));

const n = async (q: Promise<{ n: number }[]>) => Number((await q)[0].n);
const paymentCount = (orderId: number) => n(db.handle.db.select({ n: count() }).from(payments).where(eq(payments.orderId, orderId)));
const eventCount = (orderId: number, to: string) => n(db.handle.db.select({ n: count() }).from(orderEvents).where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.toStatus, to))));

describe('a WeChat payment notification', () => {
  it('applied 20 times at once gives one payment row, one transition, one message and one VIP extension', async () => {
    const order = (await buyVip(token, 'yearly')).body.data;
    const row = await orderRow(db.handle, order.orderNo);
    const userId = row.userId;
    const messagesBefore = await n(db.handle.db.select({ n: count() }).from(messages).where(eq(messages.userId, userId)));
    const answers = await Promise.all(Array.from({ length: 20 }, () => wechatNotice({ outTradeNo: order.orderNo, transactionId: '4200000001', amountFen: 888_000 })));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(204));
    expect(await paymentCount(row.id)).toBe(1);
    expect(await eventCount(row.id, 'paid')).toBe(1);
    expect((await orderRow(db.handle, order.orderNo)).status).toBe('paid');
    expect(await n(db.handle.db.select({ n: count() }).from(messages).where(eq(messages.userId, userId)))).toBe(messagesBefore + 1);
    const [vip] = await db.handle.db.select().from(vipEntitlements).where(eq(vipEntitlements.userId, userId));
    const months = (vip.validUntil.getTime() - Date.now()) / (30.4 * 86_400_000);
    expect(months).toBeGreaterThan(11.5);
    expect(months).toBeLessThan(12.5);
    const detail = (await callApi('GET', 'payment/getOrder', { token, query: { orderNo: order.orderNo } })).body.data;
    expect(detail).toMatchObject({ status: 'paid', channel: 'wechat' });
    expect(detail.events.at(-1)).toMatchObject({ actor: 'provider', actorName: null, from: 'waiting', to: 'paid', reason: 'providerPaid' });
    const paidMessage = (await callApi('GET', 'messages/page', { token, lang: 'zh' })).body.data.list[0];
    expect(paidMessage).toMatchObject({ kind: 'orderPaid', title: '订单已支付' });
    // The one money format, thousands separator included (issue 29 item 6).
    expect(paidMessage.content).toContain('¥8,880.00');
  });

  it('refuses a bad signature, a wrong amount and an unknown order and leaves the order unchanged', async () => {
    const order = (await buyVip(token, 'monthly')).body.data;
    const row = await orderRow(db.handle, order.orderNo);
    const forged = await wechatNotice({ outTradeNo: order.orderNo, transactionId: 'forged-1', amountFen: 88_000 }, 'forged');
    expect(forged.status).toBe(401);
    expect(forged.body).toMatchObject({ code: 'FAIL' });
    const cheap = await wechatNotice({ outTradeNo: order.orderNo, transactionId: 'cheap-1', amountFen: 1 });
    expect(cheap.status).toBe(400);
    const unknown = await wechatNotice({ outTradeNo: '20000101000001', transactionId: 'unknown-1', amountFen: 88_000 });
    expect(unknown.status).toBe(404);
    const malformed = await callApi('POST', 'pay/wxpay/notify', { rawBody: '{"outTradeNo":', headers: { 'content-type': 'application/json', 'x-fake-signature': 'valid' } });
    expect(malformed.status).toBe(500);
    const after = await orderRow(db.handle, order.orderNo);
    expect(after).toMatchObject({ status: 'waiting', paidAt: null, updatedAt: row.updatedAt });
    expect(await paymentCount(row.id)).toBe(0);
    expect(await eventCount(row.id, 'paid')).toBe(0);
  });

  it('acknowledges a verified notification of a trade that is not paid without changing anything', async () => {
    const order = (await buyVip(token, 'monthly')).body.data;
    const res = await wechatNotice({ outTradeNo: order.orderNo, transactionId: 'closed-1', amountFen: 88_000, state: 'CLOSED' });
    expect(res.status).toBe(204);
    expect((await orderRow(db.handle, order.orderNo)).status).toBe('waiting');
  });

  it('records a second payment of a paid order for refund without paying it twice', async () => {
    const order = (await buyVip(token, 'monthly')).body.data;
    const row = await orderRow(db.handle, order.orderNo);
    await wechatNotice({ outTradeNo: order.orderNo, transactionId: 'first-pay', amountFen: 88_000 });
    const second = await applyPayment(db.handle.db, { channel: 'alipay', outTradeNo: order.orderNo, transactionId: 'second-pay', amountFen: 88_000, paidAt: new Date() });
    expect(second).toBe('surplus');
    const rows = await db.handle.db.select().from(payments).where(eq(payments.orderId, row.id));
    expect(rows.map((p) => [p.transactionId, p.applied]).sort()).toEqual([
      ['first-pay', true],
      ['second-pay', false],
    ]);
    expect(await eventCount(row.id, 'paid')).toBe(1);
  });

  it('honours a payment that arrives after the order was cancelled (a late payment)', async () => {
    const order = (await buyVip(token, 'monthly')).body.data;
    await callApi('POST', 'payment/cancelOrder', { token, body: { orderNo: order.orderNo } });
    expect((await wechatNotice({ outTradeNo: order.orderNo, transactionId: 'late-1', amountFen: 88_000 })).status).toBe(204);
    const detail = (await callApi('GET', 'payment/getOrder', { token, query: { orderNo: order.orderNo } })).body.data;
    expect(detail.status).toBe('paid');
    expect(detail.events.map((e: { reason: string }) => e.reason)).toEqual(['created', 'ownerCancelled', 'latePayment']);
  });
});

describe('an Alipay notification', () => {
  it('answers the literal success once applied and for duplicates, fail when it does not verify or match', async () => {
    const order = (await buyVip(token, 'quarterly')).body.data;
    const fields = { out_trade_no: order.orderNo, trade_no: '2026112322001', total_amount: '2400.00', trade_status: 'TRADE_SUCCESS', sign: 'valid' };
    const forged = await alipayNotice({ ...fields, sign: 'forged' });
    expect(await forged.response.text()).toBe('fail');
    const wrong = await alipayNotice({ ...fields, total_amount: '0.01' });
    expect(await wrong.response.text()).toBe('fail');
    expect((await orderRow(db.handle, order.orderNo)).status).toBe('waiting');
    const ok = await alipayNotice(fields);
    expect(ok.status).toBe(200);
    expect(await ok.response.text()).toBe('success');
    expect(await (await alipayNotice(fields)).response.text()).toBe('success');
    const row = await orderRow(db.handle, order.orderNo);
    expect(row).toMatchObject({ status: 'paid', channel: 'alipay' });
    expect(await paymentCount(row.id)).toBe(1);
  });
});

describe('the timers', () => {
  it('cancel an expired order once when two ticks race, and never a paid one', async () => {
    const expired = (await buyVip(token, 'monthly')).body.data;
    const paid = (await buyVip(token, 'monthly')).body.data;
    const fresh = (await buyVip(token, 'monthly')).body.data;
    await wechatNotice({ outTradeNo: paid.orderNo, transactionId: 'paid-before-timeout', amountFen: 88_000 });
    const past = new Date(Date.now() - 60_000);
    for (const o of [expired, paid]) await db.handle.db.update(orders).set({ expiresAt: past }).where(eq(orders.orderNo, o.orderNo));
    const job = PAYMENT_JOBS.find((j) => j.name === 'orders.cancelExpired')!;
    const ticks = await Promise.all([runJobTick(db.handle.db, testServices().payments, job, new Date()), runJobTick(db.handle.db, testServices().payments, job, new Date())]);
    expect(ticks.filter((r) => r !== null)).toHaveLength(1);
    // Even two cancellation passes at once (a claim lost with a crash) cancel each order once.
    await Promise.all([cancelExpiredOrders(db.handle.db, testServices().payments, new Date()), cancelExpiredOrders(db.handle.db, testServices().payments, new Date())]);
    const row = await orderRow(db.handle, expired.orderNo);
    expect(row.status).toBe('cancelled');
    expect(await eventCount(row.id, 'cancelled')).toBe(1);
    expect((await orderRow(db.handle, paid.orderNo)).status).toBe('paid');
    expect((await orderRow(db.handle, fresh.orderNo)).status).toBe('waiting');
    const detail = (await callApi('GET', 'payment/getOrder', { token, query: { orderNo: expired.orderNo } })).body.data;
    expect(detail.events.at(-1)).toMatchObject({ actor: 'timer', reason: 'timeout', to: 'cancelled' });
    // The tick is not due again until its interval has passed.
    expect(await runJobTick(db.handle.db, testServices().payments, job, new Date())).toBeNull();
  });

  it('reconcile a waiting order whose notification was lost, once', async () => {
    const order = (await buyVip(token, 'monthly')).body.data;
    await callApi('GET', 'pay/wxpay/native/order', { token, query: { orderNo: order.orderNo } });
    wechat.trade.set(order.orderNo, { state: 'paid', payment: { channel: 'wechat', outTradeNo: order.orderNo, transactionId: 'lost-notice-1', amountFen: 88_000, paidAt: new Date() } });
    const later = new Date(Date.now() + 5 * 60_000);
    await Promise.all([reconcileWaitingOrders(db.handle.db, testServices().payments, later), reconcileWaitingOrders(db.handle.db, testServices().payments, later)]);
    const row = await orderRow(db.handle, order.orderNo);
    expect(row.status).toBe('paid');
    expect(await paymentCount(row.id)).toBe(1);
    const detail = (await callApi('GET', 'payment/getOrder', { token, query: { orderNo: order.orderNo } })).body.data;
    expect(detail.events.at(-1)).toMatchObject({ actor: 'reconcile', reason: 'reconciled' });
    // The notification arriving afterwards changes nothing.
    expect((await wechatNotice({ outTradeNo: order.orderNo, transactionId: 'lost-notice-1', amountFen: 88_000 })).status).toBe(204);
    expect(await paymentCount(row.id)).toBe(1);
  });
});

describe('VIP membership', () => {
  it('renews from the current deadline and shows the expired state', async () => {
    const buyer = await extraUser(db.handle, 'individual');
    expect((await callApi('GET', 'payment/getVipStatus', { token: buyer.token })).body.data.state).toBe('none');
    const first = (await buyVip(buyer.token, 'monthly')).body.data;
    await wechatNotice({ outTradeNo: first.orderNo, transactionId: `renew-a-${buyer.id}`, amountFen: 88_000 });
    const afterFirst = (await callApi('GET', 'payment/getVipStatus', { token: buyer.token })).body.data;
    expect(afterFirst.state).toBe('active');
    const second = (await buyVip(buyer.token, 'yearly')).body.data;
    await wechatNotice({ outTradeNo: second.orderNo, transactionId: `renew-b-${buyer.id}`, amountFen: 888_000 });
    const afterSecond = (await callApi('GET', 'payment/getVipStatus', { token: buyer.token })).body.data;
    expect(afterSecond.validUntil).toBe(addMonths(new Date(afterFirst.validUntil), 12).toISOString());

    await db.handle.db.update(vipEntitlements).set({ validUntil: new Date(Date.now() - 1000) }).where(eq(vipEntitlements.userId, buyer.id));
    expect((await callApi('GET', 'payment/getVipStatus', { token: buyer.token })).body.data.state).toBe('expired');
  });

  it('gives a new user the 1-month free data package once', async () => {
    const fresh = await extraUser(db.handle, 'individual');
    const now = new Date();
    expect(await db.handle.db.transaction((tx) => grantWelcomePackage(tx, fresh.id, now))).toBe(true);
    expect(await db.handle.db.transaction((tx) => grantWelcomePackage(tx, fresh.id, now))).toBe(false);
    const status = (await callApi('GET', 'payment/getVipStatus', { token: fresh.token })).body.data;
    expect(status).toEqual({ state: 'active', validUntil: addMonths(now, 1).toISOString(), welcomePackage: true });
  });

  it('grants the free package at registration, which makes the user a VIP viewer of material data until it ends', async () => {
    const registered = await registerUser();
    expect(registered.res.body.code).toBe(0);
    const status = (await callApi('GET', 'payment/getVipStatus', { token: registered.token })).body.data;
    expect(status.state).toBe('active');
    expect(status.welcomePackage).toBe(true);
    const userId = (await userIdOf(db.handle, registered.userName))!;
    expect(await isVipUser(db.handle.db, userId)).toBe(true);
    await db.handle.db.update(vipEntitlements).set({ validUntil: new Date(Date.now() - 1000) }).where(eq(vipEntitlements.userId, userId));
    expect(await isVipUser(db.handle.db, userId)).toBe(false);
    expect(await isVipUser(db.handle.db, await userIdOf(db.handle, 'demo_user'))).toBe(true);
  });
});
