import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { transferCodeOf } from '@/lib/payments/transfer';
import { authSeedStep } from '@/lib/server/auth/seed';
import { orderEvents, orders } from '@/lib/server/db/schema';
import { bankAccountSeedStep } from '@/lib/server/payments/bank-transfer';
import { paymentsSeedStep } from '@/lib/server/payments/catalogue';
import { fixedProviders } from '@/lib/server/payments/providers';
import { callApi } from '../helpers/api';
import { rebuildTestServices } from '../helpers/services';
import { authTestDatabase } from './auth-helpers';
import { buyVip, FakeAlipay, FakeWechat, orderRow } from './payments-helpers';
import { signIn } from './workflow-helpers';

/**
 * Bank transfer (issue 29): the buyer chooses it and sees the receiving account (seeded, labelled as
 * demo) and the reference to quote; customer service confirms a transfer only on an order whose
 * channel is bank transfer, exactly once, with the person and the reference in the event; the export
 * carries the references. The WeChat QR's page link for desktop users is here too.
 */

const db = authTestDatabase([authSeedStep, paymentsSeedStep, bankAccountSeedStep]);
const t = {} as Record<'user' | 'other' | 'service', string>;
class LinkWechat extends FakeWechat {
  /** Like the sandbox: the code is the cashier page's address. */
  override async createNativeOrder(req: Parameters<FakeWechat['createNativeOrder']>[0]) {
    this.created.push(req);
    return { codeUrl: `http://localhost:3000/paySandbox/wechat/${req.outTradeNo}` };
  }
}
const wechat = new LinkWechat();

beforeAll(async () => {
  rebuildTestServices({ payments: fixedProviders({ wechat, alipay: new FakeAlipay() }) });
  t.user = await signIn('demo_user');
  t.other = await signIn('demo_lab');
  t.service = await signIn('demo_service');
});
afterAll(() => void rebuildTestServices({ payments: fixedProviders({}) }));

const choose = (token: string, orderNo: string, lang: 'zh' | 'en' = 'zh') => callApi('POST', 'payment/chooseBankTransfer', { token, body: { orderNo }, lang });
const confirm = (orderNo: string, reference: string, lang: 'zh' | 'en' = 'en') => callApi('POST', 'payment/confirmOffline', { token: t.service, body: { orderNo, reference }, lang });

describe('the buyer chooses bank transfer', () => {
  it('answers the demo receiving account, labelled as demo, and the reference to quote in the caller’s language, and holds the order for the transfer', async () => {
    const order = (await buyVip(t.user, 'monthly')).body.data;
    const before = Date.now();
    const zh = await choose(t.user, order.orderNo, 'zh');
    expect(zh.status).toBe(200);
    expect(zh.body.data).toMatchObject({ orderNo: order.orderNo, amountFen: 88_000, transferCode: transferCodeOf(order.orderNo), status: 'waiting' });
    expect(zh.body.data.account).toMatchObject({ demo: true, accountName: expect.stringContaining('演示'), bankName: expect.stringContaining('演示') });
    expect(Date.parse(zh.body.data.expiresAt) - before).toBeGreaterThanOrEqual(3 * 86_400_000 - 5_000);
    const en = (await callApi('GET', 'payment/getBankTransfer', { token: t.user, query: { orderNo: order.orderNo }, lang: 'en' })).body.data;
    expect(en.account).toMatchObject({ demo: true, accountName: expect.stringContaining('[Demo]'), bankName: expect.stringContaining('[Demo]') });
    expect((await orderRow(db.handle, order.orderNo)).channel).toBe('offline');
    // Choosing again (the dialog opened once more) does not push the deadline further.
    const again = (await choose(t.user, order.orderNo, 'en')).body.data;
    expect(again.expiresAt).toBe(zh.body.data.expiresAt);
  });

  it('refuses another user’s order (404), a paid or cancelled one (409) and a wallet order’s transfer details, in both languages', async () => {
    const order = (await buyVip(t.user, 'monthly')).body.data;
    expect((await choose(t.other, order.orderNo)).status).toBe(404);
    expect((await callApi('GET', 'payment/getBankTransfer', { token: t.user, query: { orderNo: order.orderNo }, lang: 'en' })).body.msg).toBe('This order is not paid by bank transfer, so no transfer can be confirmed for it');
    await callApi('POST', 'payment/cancelOrder', { token: t.user, body: { orderNo: order.orderNo } });
    const late = await choose(t.user, order.orderNo, 'en');
    expect(late.status).toBe(409);
    expect(late.body.msg).toBe('This order is no longer waiting for payment');
    expect((await choose(t.user, order.orderNo, 'zh')).body.msg).toMatch(/[\u4e00-\u9fff]/);
    expect((await choose(t.user, 'x')).status).toBe(400);
    expect((await callApi('POST', 'payment/chooseBankTransfer', { body: { orderNo: order.orderNo } })).body.code).toBe(-100);
  });
});

describe('customer service confirms a transfer', () => {
  it('only on an order whose channel is bank transfer: a waiting WeChat order is refused and left unchanged', async () => {
    const order = (await buyVip(t.user, 'yearly')).body.data;
    expect((await callApi('GET', 'pay/wxpay/native/order', { token: t.user, query: { orderNo: order.orderNo } })).status).toBe(200);
    expect((await orderRow(db.handle, order.orderNo)).channel).toBe('wechat');
    const refused = await confirm(order.orderNo, 'BANK-WX-0001', 'en');
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('This order is not paid by bank transfer, so no transfer can be confirmed for it');
    expect((await confirm(order.orderNo, 'BANK-WX-0001', 'zh')).body.msg).toBe('该订单未选择对公转账，不能确认转账');
    expect((await orderRow(db.handle, order.orderNo)).status).toBe('waiting');
    // Once the buyer chooses bank transfer, the same confirmation goes through.
    await choose(t.user, order.orderNo);
    const ok = await confirm(order.orderNo, 'BANK-WX-0001');
    expect(ok.body.data).toMatchObject({ status: 'paid', channel: 'offline', transferReference: 'BANK-WX-0001' });
  });

  it('exactly once when two confirmations race, with the person and the reference in the order’s events', async () => {
    const order = (await buyVip(t.user, 'quarterly')).body.data;
    await choose(t.user, order.orderNo);
    const answers = await Promise.all([confirm(order.orderNo, 'BANK-RACE-A'), confirm(order.orderNo, 'BANK-RACE-B')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const row = await orderRow(db.handle, order.orderNo);
    const events = await db.handle.db.select().from(orderEvents).where(eq(orderEvents.orderId, row.id));
    const paid = events.filter((e) => e.toStatus === 'paid');
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ actor: 'service', reason: 'offlineConfirmed', note: expect.stringMatching(/^BANK-RACE-[AB]$/) });
    expect(paid[0].actorUserId).not.toBeNull();
  });
});

describe('the export', () => {
  it('carries the reference to quote and the bank’s reference of the confirmed transfer', async () => {
    const order = (await buyVip(t.user, 'monthly')).body.data;
    await choose(t.user, order.orderNo);
    await confirm(order.orderNo, 'BANK-EXPORT-1');
    const file = await callApi('GET', 'payment/exportOrder', { token: t.service, query: { channel: 'offline' }, lang: 'en' });
    expect(file.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await file.response.arrayBuffer()) as unknown as ExcelJS.Buffer);
    const rows = workbook.worksheets[0].getSheetValues().filter(Boolean) as ExcelJS.CellValue[][];
    const header = rows[0].slice(1);
    const codeAt = header.indexOf('Reference to quote');
    const refAt = header.indexOf('Bank transfer reference');
    expect(codeAt).toBeGreaterThan(0);
    expect(refAt).toBeGreaterThan(0);
    const line = rows.map((r) => r.slice(1)).find((r) => r[0] === order.orderNo)!;
    expect(line[codeAt]).toBe(transferCodeOf(order.orderNo));
    expect(line[refAt]).toBe('BANK-EXPORT-1');
    const list = (await callApi('GET', 'payment/pageAllOrder', { token: t.service, query: { keyword: order.orderNo } })).body.data.list;
    expect(list[0]).toMatchObject({ transferCode: transferCodeOf(order.orderNo), transferReference: 'BANK-EXPORT-1' });
    // The buyer's own list does not carry customer service's columns.
    const own = (await callApi('GET', 'payment/pageOrder', { token: t.user })).body.data.list[0];
    expect(own).not.toHaveProperty('transferReference');
  });
});

describe('the WeChat QR for desktop users', () => {
  it('answers the page the code holds when a browser can open it, only to the owner of a waiting order', async () => {
    const order = (await buyVip(t.user, 'monthly')).body.data;
    const link = await callApi('GET', 'pay/wxpay/native/link', { token: t.user, query: { orderNo: order.orderNo } });
    expect(link.body.data).toEqual({ url: `http://localhost:3000/paySandbox/wechat/${order.orderNo}` });
    expect((await callApi('GET', 'pay/wxpay/native/link', { token: t.other, query: { orderNo: order.orderNo } })).status).toBe(404);
    // The same code as the QR's: asking again makes no second provider order.
    await callApi('GET', 'pay/wxpay/native/link', { token: t.user, query: { orderNo: order.orderNo } });
    expect(wechat.created.filter((c) => c.outTradeNo === order.orderNo)).toHaveLength(1);
    expect((await db.handle.db.select().from(orders).where(eq(orders.orderNo, order.orderNo)))[0].channel).toBe('wechat');
  });

  it('answers no address for a code only the WeChat app opens', async () => {
    rebuildTestServices({ payments: fixedProviders({ wechat: new FakeWechat(), alipay: new FakeAlipay() }) });
    try {
      const order = (await buyVip(t.user, 'monthly')).body.data;
      expect((await callApi('GET', 'pay/wxpay/native/link', { token: t.user, query: { orderNo: order.orderNo } })).body.data).toEqual({ url: null });
    } finally {
      rebuildTestServices({ payments: fixedProviders({ wechat, alipay: new FakeAlipay() }) });
    }
  });
});
