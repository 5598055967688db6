import { eq } from 'drizzle-orm';
import { PDFDocument } from '@cantoo/pdf-lib';
import { authSeedStep } from '@/lib/server/auth/seed';
import { addresses, cloudItems, cloudLaboratories, cloudOfferings, cloudOrders, messages, payments, users } from '@/lib/server/db/schema';
import { confirmOfflinePayment } from '@/lib/server/payments/apply-payment';
import { fixedProviders } from '@/lib/server/payments/providers';
import { callApi } from '../helpers/api';
import { expectBilingual, expectInLanguage, pdfLines, xlsxHeaders } from '../helpers/generated-files';
import { authTestDatabase } from './auth-helpers';
import { download, sha256, upload } from './files-helpers';
import { selfReferencingPdf } from '../fixtures/hostile-documents';
import { FakeAlipay, FakeWechat, wechatNotice } from './payments-helpers';
import { extraUser, removeFromCompany, signIn, userIdOf } from './workflow-helpers';
import { rebuildTestServices } from '../helpers/services';

/**
 * The detection order (issue 15 items 4–6): every stage transition by the right party and the
 * refused ones, payment through the order core applied once, results visible only after payment,
 * the signed report's verification page, the evaluation updating the laboratory's rating, and the
 * form's validation messages in both languages.
 */

const db = authTestDatabase([authSeedStep]);
const t = {} as Record<'customer' | 'service' | 'lab' | 'otherLab' | 'stranger', string>;
let labId: number;
let otherLabId: number;
let addressId: number;
const item = {} as Record<'tensile' | 'impact' | 'chemical' | 'smelting', number>;

beforeAll(async () => {
  rebuildTestServices({ payments: fixedProviders({ wechat: new FakeWechat(), alipay: new FakeAlipay() }) });
  const h = db.handle.db;
  t.customer = await signIn('demo_employee');
  t.service = await signIn('demo_service');
  t.lab = await signIn('demo_lab');
  t.stranger = await signIn('demo_user');
  const other = await extraUser(db.handle, 'laboratory');
  t.otherLab = other.token;
  const rows = await h
    .insert(cloudItems)
    .values([
      { code: 't-tensile', kind: 'detection', category: 'mechanical', nameZh: '室温拉伸', nameEn: 'Tensile test at room temperature', standards: [{ code: 'GB/T 228.1-2021', titleZh: '金属材料 拉伸试验 第1部分：室温试验方法', titleEn: 'Metallic materials—Tensile testing—Part 1: Method of test at room temperature' }], sampleZh: '-', sampleEn: '-', unit: 'sample' },
      { code: 't-impact', kind: 'detection', category: 'mechanical', nameZh: '夏比冲击', nameEn: 'Charpy impact test', standards: [{ code: 'GB/T 229-2020', titleZh: '金属材料 夏比摆锤冲击试验方法', titleEn: 'Metallic materials—Charpy pendulum impact test method' }], sampleZh: '-', sampleEn: '-', unit: 'sample', params: [{ key: 'temperature', type: 'number', unit: '°C', min: -196, max: 300, required: true }] },
      { code: 't-oes', kind: 'detection', category: 'chemical', nameZh: '化学成分（光谱）', nameEn: 'Chemical composition (OES)', standards: [{ code: 'GB/T 4336-2016', titleZh: '碳素钢和中低合金钢 多元素含量的测定 火花放电原子发射光谱法（常规法）', titleEn: 'Carbon and low-alloy steel—Determination of multi-element contents—Spark discharge atomic emission spectrometric method (routine method)' }], sampleZh: '-', sampleEn: '-', unit: 'sample' },
      { code: 't-smelt', kind: 'preparation', category: 'smelting', nameZh: '真空感应冶炼', nameEn: 'Vacuum induction melting', standards: [], sampleZh: '-', sampleEn: '-', unit: 'batch' },
    ])
    .returning();
  [item.tensile, item.impact, item.chemical, item.smelting] = rows.map((r) => r.id);
  const [lab, otherLab] = await h
    .insert(cloudLaboratories)
    .values([
      { slug: 't-lab', ownerId: await userIdOf(db.handle, 'demo_lab'), nameZh: '测试实验室', nameEn: 'Test laboratory', provinceCode: '110000', contactName: 'x', contactPhone: '010', cma: true },
      { slug: 't-lab-2', ownerId: other.id, nameZh: '另一实验室', nameEn: 'Other laboratory', provinceCode: '310000', contactName: 'y', contactPhone: '021' },
    ])
    .returning();
  labId = lab.id;
  otherLabId = otherLab.id;
  await h.insert(cloudOfferings).values([
    { labId, itemId: item.tensile, priceFen: 20_000, cycleDays: 3 },
    { labId, itemId: item.impact, priceFen: 15_000, cycleDays: 4 },
    { labId, itemId: item.chemical, priceFen: 30_000, cycleDays: 2 },
    { labId: otherLabId, itemId: item.tensile, priceFen: 18_000, cycleDays: 5 },
  ]);
  const [address] = await h
    .insert(addresses)
    .values({ userId: await userIdOf(db.handle, 'demo_employee'), consignee: '张三', mobile: '13800000000', province: '上海市', city: '上海市', county: '浦东新区', detail: '测试路 1 号' })
    .returning();
  addressId = address.id;
}, 120_000);

function form(overrides: Record<string, unknown> = {}) {
  return {
    projectName: 'Q355B incoming inspection',
    items: [{ itemId: item.tensile }, { itemId: item.impact, params: { temperature: -20 } }, { itemId: item.chemical }],
    labId,
    samples: [
      { sampleNo: 'S1', material: 'Q355B', quantity: 1 },
      { sampleNo: 'S2', material: 'Q355B', quantity: 1 },
    ],
    qualification: 'CMA',
    deliveryMethod: 'send',
    addressId,
    contactName: 'Zhang San',
    contactPhone: '13800000000',
    agreement: true,
    ...overrides,
  };
}

const post = (path: string, token: string, body: unknown, lang: 'zh' | 'en' = 'en') => callApi('POST', `cloudOrder/${path}`, { token, body, lang });
const get = (orderNo: string, token: string) => callApi('GET', 'cloudOrder/get', { token, query: { orderNo } });

async function placeOrder(): Promise<string> {
  const res = await post('save', t.customer, form());
  expect(res.body).toMatchObject({ code: 0 });
  return res.body.data.orderNo;
}

/** Places an order and walks it to the given point. */
async function walk(orderNo: string, until: 'offer' | 'contract' | 'confirmed' | 'executing' | 'delivered') {
  await post('assign', t.service, { orderNo, labId });
  await post('offer', t.lab, { orderNo, priceFen: 150_000, cycleDays: 5, note: 'two samples' });
  if (until === 'offer') return;
  await post('accept', t.customer, { orderNo });
  if (until === 'contract') return;
  await post('confirmContract', t.lab, { orderNo });
  await post('confirmContract', t.customer, { orderNo });
  if (until === 'confirmed') return;
  const detail = (await get(orderNo, t.customer)).body.data;
  await wechatNotice({ outTradeNo: detail.payment.orderNo, transactionId: `wx-${orderNo}`, amountFen: detail.payment.amountFen });
  if (until === 'executing') return;
  await deliver(orderNo);
}

async function reportPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.addPage([595, 842]).drawText('Test report Q355B', { x: 50, y: 700, size: 14 });
  return pdf.save();
}

async function deliver(orderNo: string, token = t.lab) {
  const up = await upload('report', { name: 'report.pdf', bytes: await reportPdf() }, { token });
  expect(up.body).toMatchObject({ code: 0 });
  return post('deliver', token, { orderNo, reportFileId: up.body.data.id });
}

describe('placing an order', () => {
  it('prices the order on the server, sends it to the laboratory the customer chose at once and starts the deadlines', async () => {
    const res = await post('save', t.customer, form());
    expect(res.status).toBe(200);
    const o = res.body.data;
    expect(o).toMatchObject({ stage: 'offer', labId, sampleCount: 2, estimateFen: 2 * (20_000 + 15_000 + 30_000), estimateDays: 4, party: 'customer', kind: 'detection' });
    expect(o.items).toEqual(['Tensile test at room temperature', 'Charpy impact test (Test temperature -20 °C)', 'Chemical composition (OES)']);
    expect(Date.parse(o.contactDueAt)).toBeGreaterThan(Date.parse(o.createdAt));
    // Passed through pre-review and routed by the server: nothing for customer service to dispatch.
    expect(o.events.map((e: { action: string; fromStage: string | null; toStage: string }) => [e.action, e.fromStage, e.toStage])).toEqual([
      ['submit', null, 'preReview'],
      ['route', 'preReview', 'offer'],
    ]);
    const [row] = await db.handle.db.select().from(cloudOrders).where(eq(cloudOrders.orderNo, o.orderNo));
    expect(row.quoteDueAt!.getTime() - row.assignedAt!.getTime()).toBe(24 * 3600_000);
    const serviceId = await userIdOf(db.handle, 'demo_service');
    const told = await db.handle.db.select().from(messages).where(eq(messages.userId, serviceId));
    expect(told.some((m) => m.kind === 'cloudOrderUpdated' && (m.params as Record<string, string>).orderNo === o.orderNo)).toBe(true);
    const labTold = await db.handle.db.select().from(messages).where(eq(messages.userId, await userIdOf(db.handle, 'demo_lab')));
    expect(labTold.some((m) => m.kind === 'cloudOrderUpdated' && (m.params as Record<string, string>).orderNo === o.orderNo)).toBe(true);
    // The laboratory can quote straight away; customer service may still send it elsewhere; the customer cannot route it.
    const lab = (await get(o.orderNo, t.lab)).body.data;
    expect(lab.actions).toContain('offer');
    expect((await get(o.orderNo, t.service)).body.data.actions).toEqual(expect.arrayContaining(['contact', 'assign', 'cancel']));
    expect((await post('assign', t.customer, { orderNo: o.orderNo, labId: otherLabId })).status).toBe(403);
  });

  it('leaves an order in pre-review for customer service when the chosen laboratory has no manager to receive it', async () => {
    const [unmanaged] = await db.handle.db
      .insert(cloudLaboratories)
      .values({ slug: 't-lab-unmanaged', ownerId: null, nameZh: '无人管理实验室', nameEn: 'Unmanaged laboratory', provinceCode: '110000', contactName: 'z', contactPhone: '010' })
      .returning();
    await db.handle.db.insert(cloudOfferings).values([{ labId: unmanaged.id, itemId: item.tensile, priceFen: 20_000, cycleDays: 3 }]);
    const o = (await post('save', t.customer, form({ labId: unmanaged.id, items: [{ itemId: item.tensile }] }))).body.data;
    expect(o).toMatchObject({ stage: 'preReview', labId: null, preferredLabId: unmanaged.id });
    expect(o.events.map((e: { action: string }) => e.action)).toEqual(['submit']);
    expect((await get(o.orderNo, t.service)).body.data.actions).toContain('assign');
  });

  it('refuses a price or a stage sent by the browser', async () => {
    const res = await post('save', t.customer, form({ estimateFen: 1 }));
    expect(res.status).toBe(400);
  });

  it('answers the form’s validation messages in both languages and writes nothing', async () => {
    const before = (await db.handle.db.select().from(cloudOrders)).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ projectName: '' }, '请填写项目名称', 'Enter the project name'],
      [{ items: [] }, '请选择检测项目', 'Select testing items'],
      [{ addressId: undefined }, '请选择收货地址', 'Select a shipping address'],
      [{ samples: [] }, '请至少保留一个样品', 'Keep at least one sample'],
      [{ agreement: false }, '请阅读并同意《技术服务协议》', 'Read and agree to the technical service agreement'],
      [{ preparation: { components: [{ element: '', min: '0.1' }] } }, '有未选择的冶炼成分，请选择元素', 'A smelting component is not selected: choose its element'],
      [{ preparation: { components: [{ element: 'C', min: '0.20', max: '0.10' }] } }, '最大值不能小于最小值', 'The maximum cannot be less than the minimum'],
      [{ preparation: { ingotWeightKg: '25kg' } }, '只能输入数字', 'Numbers only'],
    ];
    for (const [change, zh, en] of cases) {
      const z = await post('save', t.customer, form(change), 'zh');
      const e = await post('save', t.customer, form(change), 'en');
      expect([z.status, z.body.msg]).toEqual([400, expect.stringContaining(zh)]);
      expect([e.status, e.body.msg]).toEqual([400, expect.stringContaining(en)]);
    }
    expect((await db.handle.db.select().from(cloudOrders)).length).toBe(before);
  });

  it('refuses another user’s address and a laboratory that lacks an item', async () => {
    const other = await post('save', t.stranger, form());
    expect([other.status, other.body.msg]).toEqual([400, 'Select a shipping address']);
    const missing = await post('save', t.customer, form({ labId: otherLabId }));
    expect(missing.status).toBe(409);
  });

  it('estimates live with the same function and counts working days', async () => {
    const res = await post('estimate', t.customer, { labId, items: [{ itemId: item.tensile }, { itemId: item.impact, params: { temperature: -20 } }], sampleCount: 3 });
    expect(res.body.data).toMatchObject({ totalFen: 3 * 35_000, perSampleFen: 35_000, cycleDays: 4, missingItemIds: [] });
    expect(res.body.data.calendarVersion).toMatch(/^chinese-days /);
  });
});

describe('stages', () => {
  it('walks from pre-review to service evaluation, each step by its party, with a timeline and messages', async () => {
    const orderNo = await placeOrder();
    expect((await post('contact', t.service, { orderNo, note: 'called' })).body.data.contactedAt).not.toBeNull();
    let o = (await post('assign', t.service, { orderNo, labId })).body.data;
    expect(o).toMatchObject({ stage: 'offer', labId });
    expect(o.quoteDueAt).not.toBeNull();
    o = (await post('offer', t.lab, { orderNo, priceFen: 150_000, cycleDays: 5 })).body.data;
    expect(o.offer).toMatchObject({ priceFen: 150_000, cycleDays: 5 });
    // The timeline names the laboratory and the offer in the reader's words (issue 29 item 6), not "测试实验室" and "1500.00 / 5".
    const notes = async (lang: 'zh' | 'en') => {
      const events: { action: string; note: string | null }[] = (await callApi('GET', 'cloudOrder/get', { token: t.customer, query: { orderNo }, lang })).body.data.events;
      return Object.fromEntries(events.filter((e) => e.action === 'assign' || e.action === 'offer').map((e) => [e.action, e.note]));
    };
    expect(await notes('en')).toEqual({ assign: 'Test laboratory', offer: '¥1,500.00 · 5 working days' });
    expect(await notes('zh')).toEqual({ assign: '测试实验室', offer: '¥1,500.00 · 5 个工作日' });
    o = (await post('accept', t.customer, { orderNo })).body.data;
    expect(o.stage).toBe('contract');
    const contract = await download(o.contract.url.split('id=')[1], { token: t.lab });
    expect(contract.status).toBe(200);
    const contractBytes = new Uint8Array(await contract.arrayBuffer());
    expect((await PDFDocument.load(contractBytes)).getPageCount()).toBeGreaterThan(0);
    // Both parties read it: every label in Chinese and English, the amount in the one money format.
    const contractLines = await pdfLines(contractBytes);
    expect(expectBilingual('testing contract PDF', contractLines)).toContain('合同金额 Amount');
    expect(contractLines.join('')).toContain('¥1,500.00');
    o = (await post('confirmContract', t.lab, { orderNo })).body.data;
    expect(o.payment).toBeNull();
    o = (await post('confirmContract', t.customer, { orderNo })).body.data;
    expect(o.payment).toMatchObject({ status: 'waiting', amountFen: 150_000 });
    await wechatNotice({ outTradeNo: o.payment.orderNo, transactionId: `wx-walk-${orderNo}`, amountFen: 150_000 });
    o = (await get(orderNo, t.customer)).body.data;
    expect(o).toMatchObject({ stage: 'executing', paid: true });
    expect(o.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    o = (await deliver(orderNo)).body.data;
    expect(o.stage).toBe('delivered');
    o = (await post('complete', t.customer, { orderNo })).body.data;
    expect(o.stage).toBe('completed');
    o = (await post('evaluate', t.customer, { orderNo, productQuality: 5, serviceQuality: 4, cycleTime: 4, satisfaction: 5, comment: 'fast' })).body.data;
    expect(o).toMatchObject({ stage: 'evaluated', evaluation: { satisfaction: 5, comment: 'fast' } });
    expect(o.events.map((e: { action: string }) => e.action)).toEqual(['submit', 'route', 'contact', 'assign', 'offer', 'accept', 'confirmContract', 'confirmContract', 'paid', 'deliver', 'complete', 'evaluate']);
    const customerId = await userIdOf(db.handle, 'demo_employee');
    expect((await db.handle.db.select().from(messages).where(eq(messages.userId, customerId))).filter((m) => m.kind === 'cloudOrderUpdated').length).toBeGreaterThanOrEqual(6);
  });

  it('refuses the customer skipping to completed or evaluation', async () => {
    const orderNo = await placeOrder();
    await walk(orderNo, 'executing');
    for (const lang of ['zh', 'en'] as const) {
      const res = await post('complete', t.customer, { orderNo }, lang);
      expect([res.status, res.body.msg]).toEqual([409, lang === 'zh' ? '订单当前阶段不能进行此操作' : 'This cannot be done to the order at its current stage']);
    }
    expect((await post('evaluate', t.customer, { orderNo, productQuality: 5, serviceQuality: 5, cycleTime: 5, satisfaction: 5 })).status).toBe(409);
    expect((await get(orderNo, t.customer)).body.data.stage).toBe('executing');
  });

  it('refuses the laboratory of another order, a stranger, and the wrong party', async () => {
    const orderNo = await placeOrder();
    await post('assign', t.service, { orderNo, labId });
    expect((await post('offer', t.otherLab, { orderNo, priceFen: 1000, cycleDays: 1 })).status).toBe(404);
    expect((await get(orderNo, t.stranger)).status).toBe(404);
    expect((await post('offer', t.customer, { orderNo, priceFen: 1000, cycleDays: 1 })).status).toBe(403);
    expect((await post('assign', t.lab, { orderNo, labId })).status).toBe(403);
    expect((await post('accept', t.customer, { orderNo })).status).toBe(409);
  });

  it('refuses results before payment and hides them from the customer until paid', async () => {
    const orderNo = await placeOrder();
    await walk(orderNo, 'confirmed');
    const early = await deliver(orderNo);
    expect(early.status).toBe(409);
    const o = (await get(orderNo, t.customer)).body.data;
    expect(o.results).toBeNull();
    expect(o.stage).toBe('contract');
  });

  it('applies the payment once however often it is notified', async () => {
    const orderNo = await placeOrder();
    await walk(orderNo, 'confirmed');
    const { payment } = (await get(orderNo, t.customer)).body.data;
    const notice = { outTradeNo: payment.orderNo, transactionId: `wx-twice-${orderNo}`, amountFen: payment.amountFen };
    await Promise.all([wechatNotice(notice), wechatNotice(notice), wechatNotice(notice)]);
    const o = (await get(orderNo, t.customer)).body.data;
    expect(o.stage).toBe('executing');
    expect(o.events.filter((e: { action: string }) => e.action === 'paid')).toHaveLength(1);
    const paid = await db.handle.db.select().from(payments).where(eq(payments.transactionId, notice.transactionId));
    expect(paid).toHaveLength(1);
  });

  it('starts the order when customer service confirms an offline transfer', async () => {
    const orderNo = await placeOrder();
    await walk(orderNo, 'confirmed');
    const { payment } = (await get(orderNo, t.customer)).body.data;
    // Customer service confirms a transfer only once the customer chose to pay by bank transfer.
    const early = await callApi('POST', 'payment/confirmOffline', { token: t.service, body: { orderNo: payment.orderNo, reference: `BANK-${orderNo}` } });
    expect(early.status).toBe(409);
    expect((await callApi('POST', 'payment/chooseBankTransfer', { token: t.customer, body: { orderNo: payment.orderNo } })).body.data.transferCode).toMatch(/^\d{16,}$/);
    expect((await get(orderNo, t.service)).body.data.payment.channel).toBe('offline');
    const res = await callApi('POST', 'payment/confirmOffline', { token: t.service, body: { orderNo: payment.orderNo, reference: `BANK-${orderNo}` } });
    expect(res.body).toMatchObject({ code: 0 });
    expect((await get(orderNo, t.customer)).body.data.stage).toBe('executing');
    await expect(confirmOfflinePayment(db.handle.db, 1, { orderNo: payment.orderNo, reference: `BANK2-${orderNo}` })).rejects.toThrow();
  });

  it('lets the customer cancel an unpaid contract, cancelling its payment order with it', async () => {
    const orderNo = await placeOrder();
    await walk(orderNo, 'confirmed');
    const o = (await post('cancel', t.customer, { orderNo, reason: 'budget' })).body.data;
    expect(o).toMatchObject({ stage: 'cancelled', payment: { status: 'cancelled' } });
    expect((await post('cancel', t.service, { orderNo })).status).toBe(409);
  });
});

describe('the signed report', () => {
  it('stamps a QR code on the report, shows it to the customer after payment and verifies it signed out', async () => {
    const orderNo = await placeOrder();
    await walk(orderNo, 'delivered');
    const o = (await get(orderNo, t.customer)).body.data;
    const report = o.results.report;
    expect(report.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
    const file = await download(report.url.split('id=')[1], { token: t.customer });
    expect(file.status).toBe(200);
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(sha256(bytes)).toBe(report.sha256);
    expect(report.originalSha256).not.toBe(report.sha256);
    const verified = await callApi('GET', 'cloudOrder/verifyReport', { query: { code: report.code.toLowerCase() }, lang: 'zh' });
    expect(verified.body.data).toMatchObject({ code: report.code, orderNo, labName: '测试实验室', sha256: report.sha256, originalSha256: report.originalSha256 });
    const unknown = await callApi('GET', 'cloudOrder/verifyReport', { query: { code: '0000000000000000' } });
    expect(unknown.status).toBe(404);
    expect((await download(report.url.split('id=')[1], { token: t.stranger })).status).toBe(403);
  });

  it('refuses a report PDF whose page tree points to itself with its reason in both languages and leaves the order executing', async () => {
    const orderNo = await placeOrder();
    await walk(orderNo, 'executing');
    const up = await upload('report', { name: 'loop.pdf', bytes: selfReferencingPdf() }, { token: t.lab });
    expect(up.body.code).toBe(0);
    const res = await post('deliver', t.lab, { orderNo, reportFileId: up.body.data.id });
    expect([res.status, res.body.code, res.body.msg]).toEqual([400, -1, 'The PDF cannot be read: its structure is damaged (for example a page tree that refers to itself or a broken cross-reference table)']);
    expect((await post('deliver', t.lab, { orderNo, reportFileId: up.body.data.id }, 'zh')).body.msg).toBe('无法读取该 PDF：文件结构已损坏（例如页面树指向自身或交叉引用表损坏）');
    const o = (await get(orderNo, t.customer)).body.data;
    expect([o.stage, o.results]).toEqual(['executing', null]);
  });

  it('updates the laboratory’s rating in the evaluating transaction and lists it on the grades', async () => {
    const [before] = await db.handle.db.select().from(cloudLaboratories).where(eq(cloudLaboratories.id, labId));
    const orderNo = await placeOrder();
    await walk(orderNo, 'delivered');
    await post('complete', t.service, { orderNo });
    await post('evaluate', t.customer, { orderNo, productQuality: 4, serviceQuality: 4, cycleTime: 3, satisfaction: 3, comment: 'ok' });
    const [after] = await db.handle.db.select().from(cloudLaboratories).where(eq(cloudLaboratories.id, labId));
    expect([after.ratingSum - before.ratingSum, after.ratingCount - before.ratingCount]).toEqual([3, 1]);
    const grades = (await callApi('GET', 'cloudOrder/grades', { query: { pageSize: 5 } })).body.data;
    expect(grades.labs.find((l: { labId: number }) => l.labId === labId).ratingCount).toBe(after.ratingCount);
    expect(grades.recent.list[0]).toMatchObject({ satisfaction: 3, comment: 'ok' });
    const figures = (await callApi('GET', 'cloudOrder/figures')).body.data;
    expect(figures.ordersCompleted).toBeGreaterThanOrEqual(2);
  });
});

describe('a customer removed from the company (issue 45 item 5)', () => {
  it('is no party to the detection order they placed for it any more: no reading, accepting or cancelling', async () => {
    const h = db.handle.db;
    const [demo] = await h.select({ companyId: users.companyId }).from(users).where(eq(users.loginName, 'demo_employee'));
    const member = await extraUser(db.handle, 'employee', demo.companyId);
    const [address] = await h.insert(addresses).values({ userId: member.id, consignee: '李四', mobile: '13900000000', province: '上海市', city: '上海市', county: '浦东新区', detail: '测试路 2 号' }).returning();
    const placed = await post('save', member.token, form({ addressId: address.id }));
    expect(placed.body.code).toBe(0);
    const orderNo = placed.body.data.orderNo as string;
    await post('assign', t.service, { orderNo, labId });
    expect((await post('offer', t.lab, { orderNo, priceFen: 150_000, cycleDays: 5, note: 'two samples' })).body.code).toBe(0);
    expect((await get(orderNo, member.token)).body.code).toBe(0);

    const removed = await removeFromCompany(db.handle, await signIn('demo_admin'), member.id);
    expect((await get(orderNo, removed)).status).toBe(404);
    expect((await post('accept', removed, { orderNo })).status).toBe(404);
    expect((await post('cancel', removed, { orderNo, reason: 'left' })).status).toBe(404);
    expect((await callApi('GET', 'cloudOrder/pageMine', { token: removed, query: {} })).body.data.total).toBe(0);
    const [row] = await h.select().from(cloudOrders).where(eq(cloudOrders.orderNo, orderNo));
    expect(row).toMatchObject({ stage: 'offer', companyId: demo.companyId });
  });
});

describe('lists', () => {
  it('shows open requirements publicly without personal data', async () => {
    const orderNo = await placeOrder();
    const list = (await callApi('GET', 'cloudOrder/pagePublic', { query: { pageSize: 100 } })).body.data.list;
    const mine = list.find((r: { projectName: string; id: number }) => r.projectName === 'Q355B incoming inspection');
    expect(mine).toBeDefined();
    expect(JSON.stringify(list)).not.toMatch(/13800000000|Zhang San|浦东|orderNo/);
    expect(orderNo).toMatch(/^\d{14,}$/);
  });

  it('gives customer service a queue with overdue flags and an Excel export, refused to others', async () => {
    const orderNo = await placeOrder();
    await db.handle.db.update(cloudOrders).set({ contactDueAt: new Date(Date.now() - 60_000) }).where(eq(cloudOrders.orderNo, orderNo));
    const overdue = (await callApi('GET', 'cloudOrder/pageAdmin', { token: t.service, query: { overdue: 'yes', pageSize: 100 } })).body.data.list;
    expect(overdue.find((r: { orderNo: string }) => r.orderNo === orderNo).overdue).toEqual(['contact']);
    expect((await callApi('GET', 'cloudOrder/pageAdmin', { token: t.customer })).status).toBe(403);
    const xlsx = await callApi('GET', 'cloudOrder/exportAdmin', { token: t.service, query: { stage: 'offer' } });
    expect(xlsx.response.headers.get('content-type')).toContain('spreadsheetml');
    for (const lang of ['zh', 'en'] as const) {
      const sheet = await callApi('GET', 'cloudOrder/exportAdmin', { token: t.service, query: { stage: 'offer' }, lang });
      const headers = await xlsxHeaders(new Uint8Array(await sheet.response.arrayBuffer()));
      expectInLanguage('cloudOrder/exportAdmin', headers, lang);
      expect(headers).toEqual(expect.arrayContaining(lang === 'zh' ? ['预估金额（元）', '报价（元）'] : ['Estimate (yuan)', 'Offer (yuan)']));
    }
  });

  it('lists the laboratory’s orders for its manager only', async () => {
    const orderNo = await placeOrder();
    await post('assign', t.service, { orderNo, labId });
    const list = (await callApi('GET', 'cloudOrder/pageLab', { token: t.lab, query: { pageSize: 100 } })).body.data.list;
    expect(list.some((r: { orderNo: string }) => r.orderNo === orderNo)).toBe(true);
    const other = (await callApi('GET', 'cloudOrder/pageLab', { token: t.otherLab, query: { pageSize: 100 } })).body.data.list;
    expect(other.some((r: { orderNo: string }) => r.orderNo === orderNo)).toBe(false);
  });
});
