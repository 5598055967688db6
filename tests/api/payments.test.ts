import { count, eq } from 'drizzle-orm';
import { authSeedStep } from '@/lib/server/auth/seed';
import { idempotencyKeys, orders, users } from '@/lib/server/db/schema';
import { paymentsSeedStep } from '@/lib/server/payments/catalogue';
import { fixedProviders } from '@/lib/server/payments/providers';
import { callApi } from '../helpers/api';
import { expectInLanguage, xlsxHeaders } from '../helpers/generated-files';
import { authTestDatabase } from './auth-helpers';
import { buyVip, FakeAlipay, FakeWechat, orderRow, wechatNotice } from './payments-helpers';
import { extraUser, removeFromCompany, signIn } from './workflow-helpers';
import { rebuildTestServices } from '../helpers/services';

/** The order core (issue 12): prices from the server, idempotent creation, owner rules, invoices, customer service. */

const db = authTestDatabase([authSeedStep, paymentsSeedStep]);
const t = {} as Record<'user' | 'other' | 'service' | 'admin' | 'company', string>;
const wechat = new FakeWechat();

beforeAll(async () => {
  rebuildTestServices({ payments: fixedProviders({ wechat, alipay: new FakeAlipay() }) });
  t.user = await signIn('demo_user');
  t.other = await signIn('demo_lab');
  t.service = await signIn('demo_service');
  t.admin = await signIn('demo_public_admin');
  t.company = await signIn('demo_admin');
});

const orderCount = async () => Number((await db.handle.db.select({ n: count() }).from(orders))[0].n);

describe('VIP plans', () => {
  it('lists monthly, quarterly and yearly plans with the 12 % discount and the 240 / 1680 yuan reductions, in the caller’s language', async () => {
    const en = (await callApi('GET', 'payment/listVip', { lang: 'en' })).body.data;
    expect(en.plans.map((p: { code: string; priceFen: number }) => [p.code, p.priceFen])).toEqual([
      ['monthly', 88_000],
      ['quarterly', 240_000],
      ['yearly', 888_000],
    ]);
    expect(en.plans[2]).toMatchObject({ name: 'Yearly', listPriceFen: 1_200_000, discountPercent: 12, reductionFen: 168_000 });
    expect(en.status).toBeNull();
    expect(en.privileges.length).toBeGreaterThan(0);
    const zh = (await callApi('GET', 'payment/listVip', { token: t.user, lang: 'zh' })).body.data;
    expect(zh.plans[2].name).toBe('年度');
    expect(zh.status).toEqual({ state: 'none', validUntil: null, welcomePackage: false });
  });
});

describe('order creation', () => {
  it('ignores nothing silently: a price, amount, status or owner sent by the browser is refused and no order is made', async () => {
    for (const extra of [{ priceFen: 1 }, { amount: 0.01 }, { status: 'paid' }, { userId: 1 }, { amountFen: -5 }]) {
      const res = await buyVip(t.user, 'yearly', extra);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(-1);
    }
    const negative = await callApi('POST', 'payment/saveBooksOrder', { token: t.user, body: { items: [{ itemId: 1, quantity: -1 }] }, lang: 'en' });
    expect(negative.status).toBe(400);
    expect(negative.body.msg).toBe('The quantity must be a whole number from 1 to 99');
    const priced = await callApi('POST', 'payment/saveBooksOrder', { token: t.user, body: { items: [{ itemId: 1, quantity: 1, unitPriceFen: 1 }] }, lang: 'en' });
    expect(priced.status).toBe(400);
    expect(await orderCount()).toBe(0);
  });

  it('prices a VIP order on the server and answers a readable order number, waiting for payment for 30 minutes', async () => {
    const res = await buyVip(t.user, 'yearly');
    expect(res.body.code).toBe(0);
    const order = res.body.data;
    expect(order).toMatchObject({ type: 'vip', amountFen: 888_000, status: 'waiting', channel: null, title: 'VIP data privilege (yearly)' });
    expect(order.orderNo).toMatch(/^\d{8}\d{6}$/);
    expect(Date.parse(order.expiresAt) - Date.parse(order.createdAt)).toBe(30 * 60_000);
    expect(order.events).toEqual([expect.objectContaining({ actor: 'owner', actorName: 'demo_user', from: null, to: 'waiting', reason: 'created' })]);
    expect(order.lines).toEqual([{ itemType: 'vip', itemId: expect.any(Number), title: 'VIP data privilege (yearly)', quantity: 1, unitPriceFen: 888_000, amountFen: 888_000 }]);
  });

  it('gives consecutive order numbers of the day', async () => {
    const a = (await buyVip(t.user, 'monthly')).body.data.orderNo;
    const b = (await buyVip(t.user, 'monthly')).body.data.orderNo;
    expect(Number(b.slice(8))).toBe(Number(a.slice(8)) + 1);
    expect(b.slice(0, 8)).toBe(a.slice(0, 8));
  });

  it('prices books from the catalogue, needs an address for printed books and keeps its snapshot', async () => {
    const catalogue = (await callApi('GET', 'payment/listCatalogue', { query: { kind: 'book' }, lang: 'en' })).body.data;
    const book = catalogue[0];
    expect(book).toMatchObject({ kind: 'book', shipped: true, demo: true });
    expect(book.title).toContain('[Demo]');
    const noAddress = await callApi('POST', 'payment/saveBooksOrder', { token: t.user, body: { items: [{ itemId: book.id, quantity: 2 }] }, lang: 'en' });
    expect(noAddress.body.msg).toBe('Choose one of your shipping addresses for the printed books');
    const address = await callApi('POST', 'user/address/saveAddress', { token: t.user, body: { consignee: '张三', mobile: '13900001111', province: '上海市', city: '上海市', county: '浦东新区', detail: '世纪大道 1 号' } });
    const ok = await callApi('POST', 'payment/saveBooksOrder', { token: t.user, body: { items: [{ itemId: book.id, quantity: 2 }], addressId: address.body.data.id }, lang: 'en' });
    expect(ok.body.data).toMatchObject({ type: 'book', amountFen: book.priceFen * 2, consignee: '张三', phone: '13900001111' });
    const foreign = await callApi('POST', 'payment/saveBooksOrder', { token: t.other, body: { items: [{ itemId: book.id }], addressId: address.body.data.id }, lang: 'en' });
    expect(foreign.body.msg).toBe('Choose one of your shipping addresses for the printed books');
    const report = await callApi('POST', 'payment/saveBooksOrder', { token: t.user, body: { items: [{ itemId: 999999 }] }, lang: 'en' });
    expect(report.body.msg).toBe('This item is not for sale');
  });

  it('buys for the company only for company users', async () => {
    expect((await buyVip(t.user, 'monthly', { forCompany: true })).body.msg).toBe('Only company users can buy for their company');
    const company = await buyVip(t.company, 'monthly', { forCompany: true });
    expect(company.body.data.companyName).toBeTruthy();
  });

  it('asks a visitor to sign in', async () => {
    expect((await callApi('POST', 'payment/saveVipOrder', { body: { plan: 'yearly' } })).body.code).toBe(-100);
  });
});

describe('Idempotency-Key', () => {
  it('answers the first order for the same key and body, refuses the key with another body, and refuses a malformed key', async () => {
    const before = await orderCount();
    const first = await buyVip(t.user, 'quarterly', {}, { 'idempotency-key': 'k-same-1' });
    const again = await buyVip(t.user, 'quarterly', {}, { 'idempotency-key': 'k-same-1' });
    expect(again.body.data.orderNo).toBe(first.body.data.orderNo);
    expect(await orderCount()).toBe(before + 1);
    const other = await buyVip(t.user, 'yearly', {}, { 'idempotency-key': 'k-same-1' });
    expect(other.status).toBe(409);
    expect(other.body.msg).toBe('This Idempotency-Key was already used for a different order');
    // Another user's key space is their own.
    const foreign = await buyVip(t.other, 'quarterly', {}, { 'idempotency-key': 'k-same-1' });
    expect(foreign.body.data.orderNo).not.toBe(first.body.data.orderNo);
    expect((await buyVip(t.user, 'quarterly', {}, { 'idempotency-key': 'bad key with spaces' })).status).toBe(400);
    expect(await orderCount()).toBe(before + 2);
  });

  it('makes one order from 50 concurrent identical requests', async () => {
    const before = await orderCount();
    const answers = await Promise.all(Array.from({ length: 50 }, () => buyVip(t.user, 'monthly', {}, { 'idempotency-key': 'burst-50' })));
    const numbers = new Set(answers.map((a) => a.body.data?.orderNo));
    expect(answers.every((a) => a.body.code === 0)).toBe(true);
    expect(numbers.size).toBe(1);
    expect(await orderCount()).toBe(before + 1);
    expect(Number((await db.handle.db.select({ n: count() }).from(idempotencyKeys).where(eq(idempotencyKeys.key, 'burst-50')))[0].n)).toBe(1);
  });

  it('lets a refused request (bad plan) be retried with the same key', async () => {
    const bad = await buyVip(t.user, 'weekly', {}, { 'idempotency-key': 'retry-1' });
    expect(bad.status).toBe(400);
    const good = await buyVip(t.user, 'monthly', {}, { 'idempotency-key': 'retry-1' });
    expect(good.body.code).toBe(0);
  });
});

describe('the owner’s orders', () => {
  it('lists them with a status filter, hides other users’ orders and lets the owner cancel a waiting one', async () => {
    const order = (await buyVip(t.user, 'monthly')).body.data;
    const waiting = (await callApi('GET', 'payment/pageOrder', { token: t.user, query: { status: 'waiting', pageSize: 100 } })).body.data;
    expect(waiting.list.some((o: { orderNo: string }) => o.orderNo === order.orderNo)).toBe(true);
    expect(waiting.list.every((o: { status: string }) => o.status === 'waiting')).toBe(true);
    expect((await callApi('GET', 'payment/pageOrder', { token: t.user, query: { status: 'late' }, lang: 'en' })).body.msg).toBe('Invalid filter');

    for (const path of ['payment/getOrder', 'payment/getOrderStatus']) {
      const peek = await callApi('GET', path, { token: t.other, query: { orderNo: order.orderNo }, lang: 'en' });
      expect(peek.status).toBe(404);
      expect(peek.body.msg).toBe('This order does not exist');
    }
    expect((await callApi('POST', 'payment/cancelOrder', { token: t.other, body: { orderNo: order.orderNo } })).status).toBe(404);

    const status = (await callApi('GET', 'payment/getOrderStatus', { token: t.user, query: { orderNo: order.orderNo } })).body.data;
    expect(status).toMatchObject({ status: 'waiting', amountFen: 88_000 });
    expect(status.secondsLeft).toBeGreaterThan(29 * 60);

    const cancelled = (await callApi('POST', 'payment/cancelOrder', { token: t.user, body: { orderNo: order.orderNo }, lang: 'en' })).body.data;
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.events.at(-1)).toMatchObject({ actor: 'owner', from: 'waiting', to: 'cancelled', reason: 'ownerCancelled' });
    const twice = await callApi('POST', 'payment/cancelOrder', { token: t.user, body: { orderNo: order.orderNo }, lang: 'en' });
    expect(twice.body.msg).toBe('Only an order waiting for payment can be cancelled');
    const message = (await callApi('GET', 'messages/page', { token: t.user, lang: 'en' })).body.data.list[0];
    expect(message).toMatchObject({ kind: 'orderCancelled', type: 'order', link: '/my/payment' });
    expect(message.content).toContain('cancelled by the buyer');
  });

  it('answers the WeChat QR code as a PNG for the owner’s waiting order only, the same code each time', async () => {
    const order = (await buyVip(t.user, 'monthly')).body.data;
    const png = await callApi('GET', 'pay/wxpay/native/order', { token: t.user, query: { orderNo: order.orderNo } });
    expect(png.status).toBe(200);
    expect(png.response.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await png.response.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    await callApi('GET', 'pay/wxpay/native/order', { token: t.user, query: { orderNo: order.orderNo } });
    expect(wechat.created.filter((r) => r.outTradeNo === order.orderNo)).toHaveLength(1);
    expect(wechat.created.at(-1)).toMatchObject({ amountFen: 88_000, notifyUrl: expect.stringMatching(/\/atsteel\/pay\/wxpay\/notify$/) });
    expect((await orderRow(db.handle, order.orderNo)).channel).toBe('wechat');
    expect((await callApi('GET', 'pay/wxpay/native/order', { token: t.other, query: { orderNo: order.orderNo } })).status).toBe(404);
    const alipay = (await callApi('POST', 'pay/alipay/certUnifiedOrder', { token: t.user, body: { orderNo: order.orderNo } })).body.data;
    expect(alipay).toMatchObject({ kind: 'page', qrCode: null });
    expect(alipay.url).toContain(order.orderNo);
    await callApi('POST', 'payment/cancelOrder', { token: t.user, body: { orderNo: order.orderNo } });
    expect(wechat.closed).toContain(order.orderNo);
    const late = await callApi('GET', 'pay/wxpay/native/order', { token: t.user, query: { orderNo: order.orderNo }, lang: 'en' });
    expect(late.status).toBe(409);
  });
});

describe('a buyer removed from the company (issue 45 item 5)', () => {
  it('no longer pays, cancels, moves to bank transfer or invoices the orders they bought for it; their own purchases stay theirs', async () => {
    const [demo] = await db.handle.db.select({ companyId: users.companyId }).from(users).where(eq(users.loginName, 'demo_admin'));
    const member = await extraUser(db.handle, 'employee', demo.companyId);
    const waiting = (await buyVip(member.token, 'monthly', { forCompany: true })).body.data;
    const paid = (await buyVip(member.token, 'quarterly', { forCompany: true, channel: 'offline' })).body.data;
    expect((await callApi('POST', 'payment/confirmOffline', { token: t.service, body: { orderNo: paid.orderNo, reference: 'BANK-4505' } })).body.code).toBe(0);
    const own = (await buyVip(member.token, 'monthly')).body.data;
    // While a member, the buyer acts on the company's order.
    expect((await callApi('GET', 'pay/wxpay/native/link', { token: member.token, query: { orderNo: waiting.orderNo } })).body.code).toBe(0);

    const removed = await removeFromCompany(db.handle, t.company, member.id);
    const refused = async (method: 'GET' | 'POST', path: string, input: Record<string, unknown>) => {
      const res = method === 'GET' ? await callApi('GET', path, { token: removed, query: input as Record<string, string>, lang: 'en' }) : await callApi('POST', path, { token: removed, body: input, lang: 'en' });
      expect([res.status, res.body.msg], path).toEqual([404, 'This order does not exist']);
    };
    await refused('GET', 'pay/wxpay/native/link', { orderNo: waiting.orderNo });
    await refused('POST', 'pay/alipay/certUnifiedOrder', { orderNo: waiting.orderNo });
    await refused('POST', 'payment/chooseBankTransfer', { orderNo: waiting.orderNo });
    await refused('POST', 'payment/cancelOrder', { orderNo: waiting.orderNo });
    await refused('POST', 'payment/saveInvoice', { orderNo: paid.orderNo, invoiceTitleId: 1 });
    expect((await orderRow(db.handle, waiting.orderNo)).status).toBe('waiting');

    // An order bought for themself is still theirs.
    expect((await callApi('POST', 'payment/cancelOrder', { token: removed, body: { orderNo: own.orderNo } })).body.code).toBe(0);
  });
});

describe('customer service', () => {
  it('confirms an offline transfer with its reference: only customer service and the public administrator', async () => {
    const order = (await buyVip(t.user, 'yearly', { channel: 'offline' })).body.data;
    expect(order.channel).toBe('offline');
    const self = await callApi('POST', 'payment/confirmOffline', { token: t.user, body: { orderNo: order.orderNo, reference: 'BANK-0001' } });
    expect(self.status).toBe(403);
    expect((await orderRow(db.handle, order.orderNo)).status).toBe('waiting');
    const bad = await callApi('POST', 'payment/confirmOffline', { token: t.service, body: { orderNo: order.orderNo, reference: '=1+1' }, lang: 'en' });
    expect(bad.status).toBe(400);
    const ok = await callApi('POST', 'payment/confirmOffline', { token: t.service, body: { orderNo: order.orderNo, reference: 'BANK-0001' }, lang: 'en' });
    expect(ok.body.data).toMatchObject({ status: 'paid', channel: 'offline', transferReference: 'BANK-0001' });
    expect(ok.body.data.events.at(-1)).toMatchObject({ actor: 'service', actorName: 'demo_service', reason: 'offlineConfirmed', note: 'BANK-0001' });
    const again = await callApi('POST', 'payment/confirmOffline', { token: t.admin, body: { orderNo: order.orderNo, reference: 'BANK-0002' }, lang: 'en' });
    expect(again.body.msg).toBe('This order is no longer waiting for payment');
    const second = (await buyVip(t.user, 'monthly', { channel: 'offline' })).body.data;
    const reused = await callApi('POST', 'payment/confirmOffline', { token: t.admin, body: { orderNo: second.orderNo, reference: 'BANK-0001' }, lang: 'en' });
    expect(reused.status).toBe(409);
    expect(reused.body.msg).toBe('This transfer reference has already paid another order');
    const vip = (await callApi('GET', 'payment/getVipStatus', { token: t.user })).body.data;
    expect(vip.state).toBe('active');
  });

  it('cancels a waiting order for the buyer; the buyer cannot use that call', async () => {
    const order = (await buyVip(t.user, 'monthly', { channel: 'offline' })).body.data;
    expect((await callApi('POST', 'payment/cancelAnyOrder', { token: t.user, body: { orderNo: order.orderNo } })).status).toBe(403);
    const done = (await callApi('POST', 'payment/cancelAnyOrder', { token: t.service, body: { orderNo: order.orderNo } })).body.data;
    expect(done.status).toBe('cancelled');
    expect(done.events.at(-1)).toMatchObject({ actor: 'service', actorName: 'demo_service', reason: 'serviceCancelled' });
    expect((await callApi('POST', 'payment/cancelAnyOrder', { token: t.service, body: { orderNo: order.orderNo } })).status).toBe(409);
  });

  it('lists every order with filters and exports them to Excel; users are refused', async () => {
    const all = (await callApi('GET', 'payment/pageAllOrder', { token: t.service, query: { status: 'paid', keyword: 'demo_user' } })).body.data;
    expect(all.total).toBeGreaterThan(0);
    expect(all.list.every((o: { status: string; userName: string }) => o.status === 'paid' && o.userName === 'demo_user')).toBe(true);
    expect((await callApi('GET', 'payment/pageAllOrder', { token: t.user })).status).toBe(403);
    expect((await callApi('GET', 'payment/pageAllOrder', { token: t.service, query: { from: '2026/01/01' } })).status).toBe(400);
    const file = await callApi('GET', 'payment/exportOrder', { token: t.service, query: { type: 'vip' }, lang: 'en' });
    expect(file.status).toBe(200);
    expect(file.response.headers.get('content-type')).toContain('spreadsheetml');
    expect(file.response.headers.get('content-disposition')).toContain('orders-');
    // The sheet's name and headers in the caller's language, the amount's unit from its column (issue 48).
    for (const lang of ['zh', 'en'] as const) {
      const sheet = await callApi('GET', 'payment/exportOrder', { token: t.service, query: { type: 'vip' }, lang });
      const headers = await xlsxHeaders(new Uint8Array(await sheet.response.arrayBuffer()));
      expectInLanguage('payment/exportOrder', headers, lang);
      expect(headers).toContain(lang === 'zh' ? '金额（元）' : 'Amount (yuan)');
    }
    expect((await callApi('GET', 'payment/exportOrder', { token: t.user })).status).toBe(403);
  });
});

describe('invoices', () => {
  it('are requested once for a paid order from a saved title, with a snapshot of the title', async () => {
    const title = (await callApi('POST', 'user/invoice/saveInvoiceTitle', { token: t.user, body: { titleType: 'enterprise', title: 'Shanghai Steel Co', taxNumber: '91310000MA1FL0000X', bankName: 'ICBC' } })).body.data;
    const waiting = (await buyVip(t.user, 'monthly')).body.data;
    const early = await callApi('POST', 'payment/saveInvoice', { token: t.user, body: { orderNo: waiting.orderNo, invoiceTitleId: title.id }, lang: 'en' });
    expect(early.body.msg).toBe('An invoice can be requested once the order is paid');
    await wechatNotice({ outTradeNo: waiting.orderNo, transactionId: 'wx-invoice-1', amountFen: waiting.amountFen });
    const foreignTitle = await callApi('POST', 'payment/saveInvoice', { token: t.other, body: { orderNo: waiting.orderNo, invoiceTitleId: title.id } });
    expect(foreignTitle.status).toBe(404);
    const ok = await callApi('POST', 'payment/saveInvoice', { token: t.user, body: { orderNo: waiting.orderNo, invoiceTitleId: title.id }, lang: 'en' });
    expect(ok.body.data).toMatchObject({ orderNo: waiting.orderNo, state: 'requested', amountFen: 88_000, title: { titleType: 'enterprise', title: 'Shanghai Steel Co', taxNumber: '91310000MA1FL0000X' } });
    const twice = await callApi('POST', 'payment/saveInvoice', { token: t.user, body: { orderNo: waiting.orderNo, invoiceTitleId: title.id }, lang: 'en' });
    expect(twice.body.msg).toBe('An invoice has already been requested for this order');
    const list = (await callApi('GET', 'payment/listInvoice', { token: t.user })).body.data;
    expect(list.list.map((i: { orderNo: string }) => i.orderNo)).toEqual([waiting.orderNo]);
    expect((await callApi('GET', 'payment/getOrder', { token: t.user, query: { orderNo: waiting.orderNo } })).body.data.invoiceState).toBe('requested');
    expect((await callApi('GET', 'payment/listInvoice', { token: t.other })).body.data.total).toBe(0);
  });
});

describe('payment mode (issue 27, item 2)', () => {
  it('tells every caller whether payments are simulated by the sandbox, so the payment screens can say so', async () => {
    const answer = async () => (await callApi('GET', 'payment/getPayMode')).body;
    expect(await answer()).toMatchObject({ code: 0, data: { sandbox: true } });
    try {
      const real = (p: FakeWechat | FakeAlipay) => Object.defineProperty(p, 'mode', { value: 'production' });
      rebuildTestServices({ payments: fixedProviders({ wechat: real(new FakeWechat()) as FakeWechat, alipay: real(new FakeAlipay()) as FakeAlipay }) });
      expect(await answer()).toMatchObject({ code: 0, data: { sandbox: false } });
    } finally {
      rebuildTestServices({ payments: fixedProviders({ wechat, alipay: new FakeAlipay() }) });
    }
  });
});

afterAll(() => {
  rebuildTestServices({ payments: fixedProviders({}) });
});
