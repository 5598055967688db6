import { and, eq } from 'drizzle-orm';
import { PDFDocument } from '@cantoo/pdf-lib';
import { authSeedStep } from '@/lib/server/auth/seed';
import { addresses, cloudItems, cloudLaboratories, cloudOfferings, cloudOrders, companies, customOrders, files, messages } from '@/lib/server/db/schema';
import { fixedProviders } from '@/lib/server/payments/providers';
import { productsSeedStep } from '@/lib/server/products/seed';
import { callApi } from '../helpers/api';
import { expectBilingual, pdfLines } from '../helpers/generated-files';
import { rebuildTestServices, testClock } from '../helpers/services';
import { authTestDatabase } from './auth-helpers';
import { download } from './files-helpers';
import { FakeAlipay, FakeWechat, wechatNotice } from './payments-helpers';
import { extraUser, removeFromCompany, signIn, userIdOf } from './workflow-helpers';

/**
 * Customisation orders (issue 34): the customer orders with an approved recommended product as
 * reference; customer service's formal review; the supplier (the product company's administrator) sets
 * the amount and drafts the contract (PDF); both sign; the payment core's `custom` order pays it once;
 * the supplier's executing steps in order; delivery, completion, evaluation. Every step by its party,
 * refusals 403 (party) / 409 (stage) / 404 (not yours), bad input 400 in both languages, concurrent steps.
 */

/** The text of every page of a PDF (pdf.js), items joined in reading order. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, disableFontFace: true, isEvalSupported: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) pages.push((await (await doc.getPage(n)).getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(''));
  await doc.destroy();
  return pages.join('\n');
}

const db = authTestDatabase([authSeedStep, productsSeedStep]);
const t = {} as Record<'customer' | 'service' | 'supplier' | 'employee' | 'stranger' | 'foreignAdmin', string>;
let productId: number;
let barId: number;

const post = (path: string, body: unknown, token?: string, lang: 'zh' | 'en' = 'en') => callApi('POST', `material/custom/${path}`, { body, token, lang });
const get = (path: string, query: Record<string, string | number>, token?: string, lang: 'zh' | 'en' = 'en') => callApi('GET', `material/custom/${path}`, { query, token, lang });
const act = (orderNo: string, action: string, token: string, extra: Record<string, unknown> = {}) => post('action', { orderNo, action, ...extra }, token);

function tomorrowPlus(days: number): string {
  const d = new Date(testClock().now().getTime() + (days + 1) * 86_400_000);
  return d.toISOString().slice(0, 10);
}

const form = (extra: Record<string, unknown> = {}) => ({
  projectName: 'Bridge plate trial',
  materialType: 'lowAlloySteel',
  productId,
  lines: [{ thickness: 20, width: 2000, length: 8000, quantity: 5 }],
  technicalRequirement: 'Z25 through-thickness',
  application: 'Bridge girders',
  deliveryDate: tomorrowPlus(30),
  costLimit: '50000',
  costUnit: 'yuan',
  contact: 'Ms Li 13800000001',
  ...extra,
});

beforeAll(async () => {
  rebuildTestServices({ payments: fixedProviders({ wechat: new FakeWechat(), alipay: new FakeAlipay() }) });
  t.customer = await signIn('demo_user');
  t.service = await signIn('demo_service');
  t.supplier = await signIn('demo_admin'); // administrator of the demo company, which owns the demo products
  t.employee = await signIn('demo_employee');
  t.stranger = (await extraUser(db.handle, 'individual')).token;
  t.foreignAdmin = (await extraUser(db.handle, 'company_admin', null)).token;
  const page = (await callApi('GET', 'recommendProduct/page', { query: { pageSize: 10 } })).body.data.list;
  productId = page.find((p: { shape: string }) => p.shape === 'plate').id;
  barId = page.find((p: { shape: string }) => p.shape === 'bar').id;
}, 120_000);

describe('the form', () => {
  it('offers the approved products as reference', async () => {
    const options = (await get('formOptions', {}, t.customer)).body.data;
    expect(options.products.map((p: { id: number }) => p.id)).toContain(productId);
  });

  it('saves a draft only the customer sees, then submits it', async () => {
    const draft = await post('save', form(), t.customer);
    expect(draft.body.data).toMatchObject({ stage: null, projectName: 'Bridge plate trial', supplierName: expect.any(String) });
    const orderNo = draft.body.data.orderNo;
    expect((await get('get', { orderNo }, t.service)).status).toBe(404);
    expect((await get('page', { scope: 'mine', stage: 'draft' }, t.customer)).body.data.total).toBe(1);
    const submitted = await post('submit', form({ orderNo, projectName: 'Bridge plate trial 2' }), t.customer);
    expect(submitted.body.data).toMatchObject({ orderNo, stage: 'preReview', projectName: 'Bridge plate trial 2' });
    expect((await post('save', form({ orderNo }), t.customer)).status).toBe(409);
  });

  it('answers bad input with 400 naming the problem in both languages', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ projectName: '' }, 'Enter the project name.', '请输入项目名称。'],
      [{ projectName: '钢'.repeat(51) }, 'At most 50 characters.', '最多 50 个字符。'],
      [{ remarks: '👍🏽'.repeat(51) }, 'At most 50 characters.', '最多 50 个字符。'],
      [{ environment: 'e\u0301'.repeat(51) }, 'At most 50 characters.', '最多 50 个字符。'],
      // 50 letters each carrying 100 combining marks: 50 characters, 5,050 code points (issue 45 item 6).
      [{ projectName: `a${'\u0301'.repeat(100)}`.repeat(50) }, 'Too many accents or joined symbols: the text may hold at most 200 code points.', '附加符号或组合符号过多：最多 200 个码位。'],
      [{ remarks: `e${'\u0308'.repeat(100)}`.repeat(50) }, 'Too many accents or joined symbols: the text may hold at most 200 code points.', '附加符号或组合符号过多：最多 200 个码位。'],
      [{ productId: undefined }, 'Select a reference product first.', '请先选择参考产品。'],
      [{ lines: [] }, 'Keep at least one item.', '请至少保留一项。'],
      [{ lines: Array.from({ length: 6 }, () => ({ thickness: 20, width: 2000, length: 8000, quantity: 1 })) }, 'Up to 5 records can be added.', '最多可添加 5 条记录。'],
      [{ lines: [{ thickness: 'thick', width: 2000, length: 8000, quantity: 1 }] }, 'Enter a positive number in mm.', '请输入以毫米计的正数。'],
      [{ lines: [{ diameter: 50, quantity: 1 }] }, 'Item 1: enter every dimension', '第 1 项'],
      [{ deliveryDate: testClock().now().toISOString().slice(0, 10) }, 'The delivery date must be after today.', '交货日期须晚于今天。'],
    ];
    for (const [change, en, zh] of cases) {
      const a = await post('submit', form(change), t.customer, 'en');
      expect([a.status, a.body.code], JSON.stringify(change).slice(0, 60)).toEqual([400, -1]);
      expect(a.body.msg).toContain(en);
      expect((await post('submit', form(change), t.customer, 'zh')).body.msg).toContain(zh);
    }
    // 50 Chinese characters, emoji or combined letters are accepted alike
    for (const unit of ['钢', '👍🏽', 'e\u0301']) expect((await post('save', form({ remarks: unit.repeat(50) }), t.customer)).body.code).toBe(0);
    // a bar asks for the diameter
    expect((await post('save', form({ productId: barId, lines: [{ diameter: 60, length: 6000, quantity: 2 }] }), t.customer)).body.code).toBe(0);
  });

  it('refuses an unapproved product as reference', async () => {
    const [row] = await db.handle.db.select().from(customOrders).limit(1);
    expect(row).toBeTruthy();
    expect((await post('submit', form({ productId: 999_999 }), t.customer)).body.msg).toBe('Select a reference product first.');
  });
});

describe('the whole order, step by step', () => {
  let orderNo: string;

  it('runs from submission to evaluation with each party, the payment once', async () => {
    orderNo = (await post('submit', form(), t.customer)).body.data.orderNo;
    const customerId = await userIdOf(db.handle, 'demo_user');

    // customer service: formal review
    expect((await act(orderNo, 'reviewPass', t.customer)).status).toBe(403);
    expect((await act(orderNo, 'draftContract', t.supplier, { total: '1000' })).status).toBe(409);
    expect((await act(orderNo, 'contact', t.service, { note: 'Called' })).body.data.stage).toBe('preReview');
    expect((await act(orderNo, 'reviewPass', t.service)).body.data.stage).toBe('offer');

    // the supplier: total amount and contract
    expect((await act(orderNo, 'draftContract', t.customer, { total: '1000' })).status).toBe(403);
    expect((await act(orderNo, 'draftContract', t.supplier, { total: 'abc' })).status).toBe(400);
    const drafted = (await act(orderNo, 'draftContract', t.supplier, { total: '48000.50' })).body.data;
    expect(drafted).toMatchObject({ stage: 'contract', totalFen: 4_800_050 });
    const contract = await download(drafted.contract.id, { token: t.customer });
    expect(contract.status).toBe(200);
    const bytes = new Uint8Array(await contract.arrayBuffer());
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toContain(orderNo);
    // Everything agreed is in the contract (issue 48 item 5): the technical requirement, the line with its units and
    // the quantity in pieces, the material type and the contact, in both languages.
    const text = await pdfText(bytes);
    // Both sides sign it: every label in Chinese and English (the contract is the one document written in both).
    expect(expectBilingual('customisation contract PDF', await pdfLines(bytes))).toEqual(expect.arrayContaining(['需方 Customer', '合同总金额 Total amount']));
    for (const expected of ['Z25 through-thickness', '厚度 20 mm', 'Thickness 20 mm', '数量 5 件', 'Quantity 5 pcs', '合同总金额 Total amount: ¥48,000.50', '技术要求 Technical requirement', '联系人 Contact: Ms Li 13800000001', '材料类型 Material type']) {
      expect(text, expected).toContain(expected);
    }
    expect((await download(drafted.contract.id, { token: t.stranger })).status).toBe(403);
    // The timeline answers the total as fen, for the one money format of the screens (issue 48 item 9: ¥186000.00).
    const drafting = (await get('get', { orderNo }, t.customer)).body.data.events.find((e: { action: string }) => e.action === 'draftContract');
    expect(drafting).toMatchObject({ amountFen: 4_800_050, note: null });

    // both sign; paying needs both signatures
    expect((await post('pay', { orderNo }, t.customer)).status).toBe(409);
    expect((await act(orderNo, 'sign', t.customer)).body.data.customerSignedAt).toBeTruthy();
    expect((await act(orderNo, 'sign', t.customer)).status).toBe(409);
    expect((await act(orderNo, 'sign', t.supplier)).body.data.actions).toEqual(['cancelContract']);
    const pay = (await post('pay', { orderNo }, t.customer)).body.data;
    expect(pay.amountFen).toBe(4_800_050);
    expect((await post('pay', { orderNo }, t.supplier)).status).toBe(403);

    // the payment core: a repeated notification moves the order once
    const notice = { outTradeNo: pay.paymentOrderNo, transactionId: `wx-${orderNo}`, amountFen: pay.amountFen };
    await Promise.all([wechatNotice(notice), wechatNotice(notice)]);
    let o = (await get('get', { orderNo }, t.customer)).body.data;
    expect(o).toMatchObject({ stage: 'executing', paid: true });
    expect(o.events.filter((e: { action: string }) => e.action === 'paid')).toHaveLength(1);

    // the supplier's steps, in order
    expect((await act(orderNo, 'labRnd', t.supplier)).status).toBe(409);
    expect((await act(orderNo, 'deliver', t.supplier)).status).toBe(409);
    expect((await act(orderNo, 'scheme', t.customer)).status).toBe(403);
    for (const step of ['scheme', 'labRnd', 'production', 'testing']) expect((await act(orderNo, step, t.supplier)).body.data.stage).toBe('executing');
    expect((await act(orderNo, 'deliver', t.supplier)).body.data.stage).toBe('delivered');

    // the customer: completion and evaluation
    expect((await post('evaluate', { orderNo, quality: 5, delivery: 4, service: 5 }, t.customer)).status).toBe(409);
    expect((await act(orderNo, 'complete', t.customer)).body.data.stage).toBe('completed');
    expect((await post('evaluate', { orderNo, quality: 6, delivery: 4, service: 5 }, t.customer)).status).toBe(400);
    expect((await post('evaluate', { orderNo, quality: 5, delivery: 4, service: 5 }, t.supplier)).status).toBe(403);
    o = (await post('evaluate', { orderNo, quality: 5, delivery: 4, service: 5, comment: 'Good' }, t.customer)).body.data;
    expect(o.stage).toBe('evaluated');
    expect(o.evaluation).toEqual({ quality: 5, delivery: 4, service: 5, comment: 'Good' });
    expect(o.events.map((e: { action: string }) => e.action)).toEqual([
      'submit', 'contact', 'reviewPass', 'draftContract', 'sign', 'sign', 'paid', 'scheme', 'labRnd', 'production', 'testing', 'deliver', 'complete', 'evaluate',
    ]);

    // every step of the others reached the customer as a message
    const told = await db.handle.db.select().from(messages).where(eq(messages.userId, customerId));
    expect(told.filter((m) => m.kind === 'customOrderUpdated').length).toBeGreaterThanOrEqual(10);
  });

  it('hides the order from strangers and other companies (404) and lists it for each side', async () => {
    expect((await get('get', { orderNo }, t.stranger)).status).toBe(404);
    expect((await get('get', { orderNo }, t.foreignAdmin)).status).toBe(404);
    expect((await act(orderNo, 'complete', t.stranger)).status).toBe(404);
    expect((await get('page', { scope: 'supplier' }, t.supplier)).body.data.list.map((r: { orderNo: string }) => r.orderNo)).toContain(orderNo);
    expect((await get('page', { scope: 'admin' }, t.service)).body.data.list.map((r: { orderNo: string }) => r.orderNo)).toContain(orderNo);
    expect((await get('page', { scope: 'admin' }, t.customer)).status).toBe(403);
    expect((await get('page', { scope: 'supplier' }, t.employee)).status).toBe(403);
  });
});

describe('a customer removed from the company (issue 45 item 5)', () => {
  it('is no party to the customisation order they placed for it any more: no reading, acting, editing or listing', async () => {
    const [company] = await db.handle.db.insert(companies).values({ name: 'Buyer Steel (test)' }).returning();
    const admin = await extraUser(db.handle, 'company_admin', company.id);
    const member = await extraUser(db.handle, 'employee', company.id);
    const submitted = await post('submit', form({ projectName: 'Leaver order' }), member.token);
    expect(submitted.body.code).toBe(0);
    const orderNo = submitted.body.data.orderNo as string;
    const draft = (await post('save', form({ projectName: 'Leaver draft' }), member.token)).body.data.orderNo as string;
    expect((await get('get', { orderNo }, member.token)).body.data.party).toBe('customer');

    const removed = await removeFromCompany(db.handle, admin.token, member.id);
    expect((await get('get', { orderNo }, removed)).status).toBe(404);
    expect((await act(orderNo, 'cancel', removed, { note: 'Left the company' })).status).toBe(404);
    expect((await post('save', form({ orderNo: draft, projectName: 'Taken along' }), removed)).status).toBe(404);
    expect((await get('page', { scope: 'mine' }, removed)).body.data.total).toBe(0);
    const [row] = await db.handle.db.select().from(customOrders).where(eq(customOrders.orderNo, orderNo));
    expect(row).toMatchObject({ stage: 'preReview', customerCompanyId: company.id });
  });
});

describe('refusals and races', () => {
  it('fails the formal review with a reason and cancels before the contract', async () => {
    const a = (await post('submit', form(), t.customer)).body.data.orderNo;
    expect((await act(a, 'reviewFail', t.service)).status).toBe(400);
    expect((await act(a, 'reviewFail', t.service, { note: 'Out of scope' })).body.data.stage).toBe('cancelled');
    const b = (await post('submit', form(), t.customer)).body.data.orderNo;
    expect((await act(b, 'cancel', t.customer, { note: 'Changed plans' })).body.data.stage).toBe('cancelled');
    expect((await act(b, 'reviewPass', t.service)).status).toBe(409);
  });

  it('lets one of two parties acting at once win; the other gets 409', async () => {
    const orderNo = (await post('submit', form(), t.customer)).body.data.orderNo;
    const [fail, cancel] = await Promise.all([act(orderNo, 'reviewFail', t.service, { note: 'Incomplete' }), act(orderNo, 'cancel', t.customer, { note: 'Too slow' })]);
    expect([fail.status, cancel.status].sort()).toEqual([200, 409]);
    const o = (await get('get', { orderNo }, t.customer)).body.data;
    expect(o.events.filter((e: { to: string }) => e.to === 'cancelled')).toHaveLength(1);
  });

  it('flags a missed contact deadline in customer service’s list', async () => {
    const orderNo = (await post('submit', form(), t.customer)).body.data.orderNo;
    const before = (await get('page', { scope: 'admin', keyword: orderNo }, t.service)).body.data.list[0];
    expect(before.overdue).toEqual([]);
    testClock().advance(6 * 86_400_000);
    const service = await signIn('demo_service');
    const row = (await get('page', { scope: 'admin', keyword: orderNo }, service)).body.data.list[0];
    expect(row.overdue).toContain('contact');
    expect(row.contactDue).toBeTruthy();
  });
});

describe('the one maximum of entered amounts (issue 45 item 2)', () => {
  const zhMax = '金额过大：最多 ¥10,000,000.00。';
  const enMax = 'The amount is too large: at most ¥10,000,000.00.';

  beforeAll(async () => {
    // the deadline test above moved the clock past the sessions' lifetime
    t.customer = await signIn('demo_user');
    t.service = await signIn('demo_service');
    t.supplier = await signIn('demo_admin');
  });

  it('refuses a contract total above ¥10,000,000.00 at input with 400 naming it in both languages, and stores nothing', async () => {
    const orderNo = (await post('submit', form(), t.customer)).body.data.orderNo;
    await act(orderNo, 'reviewPass', t.service);
    const [row] = await db.handle.db.select().from(customOrders).where(eq(customOrders.orderNo, orderNo));
    for (const total of ['21474836.48', '10000000.01', '99999999999999999999', '0021474836.48']) {
      const zh = await post('action', { orderNo, action: 'draftContract', total }, t.supplier, 'zh');
      expect([zh.status, zh.body.code, zh.body.msg], total).toEqual([400, -1, zhMax]);
      const en = await post('action', { orderNo, action: 'draftContract', total }, t.supplier, 'en');
      expect([en.status, en.body.msg], total).toEqual([400, enMax]);
    }
    const [after] = await db.handle.db.select().from(customOrders).where(eq(customOrders.orderNo, orderNo));
    expect(after).toMatchObject({ stage: 'offer', totalFen: null, contractFileId: null, updatedAt: row.updatedAt });
    expect(await db.handle.db.select().from(files).where(and(eq(files.ownerKind, 'customOrder'), eq(files.ownerId, row.id)))).toEqual([]);

    // The maximum itself is a contract both sides sign and the payment core takes.
    expect((await act(orderNo, 'draftContract', t.supplier, { total: '10000000.00' })).body.data.totalFen).toBe(1_000_000_000);
    await act(orderNo, 'sign', t.customer);
    expect((await act(orderNo, 'sign', t.supplier)).status).toBe(200);
    expect((await post('pay', { orderNo }, t.customer)).body.data.amountFen).toBe(1_000_000_000);
  });

  it('refuses a cost limit above the maximum in yuan and in ten thousand yuan, naming it', async () => {
    for (const [costLimit, costUnit] of [['21474836.48', 'yuan'], ['1000.000001', 'tenThousandYuan'], ['9999999999999', 'yuan']]) {
      const zh = await post('submit', form({ costLimit, costUnit }), t.customer, 'zh');
      expect([zh.status, zh.body.msg], costLimit).toEqual([400, zhMax]);
      expect((await post('save', form({ costLimit, costUnit }), t.customer, 'en')).body.msg, costLimit).toBe(enMax);
    }
    expect((await post('save', form({ costLimit: '1000', costUnit: 'tenThousandYuan' }), t.customer)).body.data.costLimitFen).toBe(1_000_000_000);
  });
});

describe('custom detection', () => {
  let orderNo: string;
  const cloud = {} as { itemId: number; labId: number; supplierAddress: number; customerAddress: number };
  const detection = (address: number, extra: Record<string, unknown> = {}) => ({
    projectName: 'Bridge plate product testing',
    items: [{ itemId: cloud.itemId }],
    labId: cloud.labId,
    samples: [{ sampleNo: 'S1', material: 'Q355qD', quantity: 1 }],
    deliveryMethod: 'send',
    addressId: address,
    contactName: 'Li Si',
    contactPhone: '13800000002',
    agreement: true,
    customOrderNo: orderNo,
    ...extra,
  });
  const saveDetection = (token: string, address: number, extra: Record<string, unknown> = {}) => callApi('POST', 'cloudOrder/save', { token, body: detection(address, extra), lang: 'en' });

  beforeAll(async () => {
    // the deadline test above moved the clock past the sessions' lifetime
    t.customer = await signIn('demo_user');
    t.service = await signIn('demo_service');
    t.supplier = await signIn('demo_admin');
    t.employee = await signIn('demo_employee'); // a member, not the administrator, of the supplier company
    const h = db.handle.db;
    const [item] = await h
      .insert(cloudItems)
      .values({ code: 'cd-tensile', kind: 'detection', category: 'mechanical', nameZh: '室温拉伸', nameEn: 'Tensile test at room temperature', standards: [{ code: 'GB/T 228.1-2021', titleZh: '金属材料 拉伸试验 第1部分：室温试验方法', titleEn: 'Metallic materials—Tensile testing—Part 1: Method of test at room temperature' }], sampleZh: '-', sampleEn: '-', unit: 'sample' })
      .returning();
    const [lab] = await h.insert(cloudLaboratories).values({ slug: 'cd-lab', nameZh: '测试实验室', nameEn: 'Test laboratory', provinceCode: '110000', contactName: 'x', contactPhone: '010' }).returning();
    await h.insert(cloudOfferings).values({ labId: lab.id, itemId: item.id, priceFen: 20_000, cycleDays: 3 });
    const address = async (userName: string) =>
      (await h.insert(addresses).values({ userId: await userIdOf(db.handle, userName), consignee: '李四', mobile: '13800000002', province: '上海市', city: '上海市', county: '浦东新区', detail: '测试路 2 号' }).returning())[0].id;
    Object.assign(cloud, { itemId: item.id, labId: lab.id, supplierAddress: await address('demo_admin'), customerAddress: await address('demo_user') });

    const submitted = await post('submit', form({ projectName: 'Detection trial' }), t.customer);
    expect(submitted.body).toMatchObject({ code: 0 });
    orderNo = submitted.body.data.orderNo;
    await act(orderNo, 'reviewPass', t.service);
    await act(orderNo, 'draftContract', t.supplier, { total: '1000' });
    await act(orderNo, 'sign', t.customer);
    await act(orderNo, 'sign', t.supplier);
    const pay = (await post('pay', { orderNo }, t.customer)).body.data;
    await wechatNotice({ outTradeNo: pay.paymentOrderNo, transactionId: `wx-${orderNo}`, amountFen: pay.amountFen });
    for (const step of ['scheme', 'labRnd']) expect((await act(orderNo, step, t.supplier)).body.data.stage).toBe('executing');
  }, 120_000);

  it('links a detection order only at the product testing step, by the supplier', async () => {
    // before industrial production: the wrong stage
    expect((await saveDetection(t.supplier, cloud.supplierAddress)).status).toBe(409);
    expect((await get('detections', { orderNo }, t.supplier)).body.data).toMatchObject({ canOpen: false, detections: [] });
    expect((await act(orderNo, 'production', t.supplier)).body.data.stage).toBe('executing');
    // the customer of the custom order is another party (403); a stranger does not see it (404)
    expect((await saveDetection(t.customer, cloud.customerAddress)).status).toBe(403);
    const strangerAddress = (await db.handle.db.insert(addresses).values({ userId: await userIdOf(db.handle, 'demo_employee'), consignee: '王五', mobile: '13800000003', province: '上海市', city: '上海市', county: '浦东新区', detail: '测试路 3 号' }).returning())[0].id;
    expect((await saveDetection(t.employee, strangerAddress)).status).toBe(404);
    expect((await saveDetection(t.supplier, cloud.supplierAddress, { customOrderNo: 'NO-SUCH-ORDER' })).status).toBe(404);
    const refused = await saveDetection(t.supplier, cloud.supplierAddress, { customOrderNo: '' });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe(-1);

    const saved = await saveDetection(t.supplier, cloud.supplierAddress);
    expect(saved.body).toMatchObject({ code: 0 });
    const detectionNo = saved.body.data.orderNo;
    const [row] = await db.handle.db.select().from(cloudOrders).where(eq(cloudOrders.orderNo, detectionNo));
    const [custom] = await db.handle.db.select().from(customOrders).where(eq(customOrders.orderNo, orderNo));
    expect(row.customOrderId).toBe(custom.id);
    // a detection order without customOrderNo links nothing
    const plain = (await saveDetection(t.supplier, cloud.supplierAddress, { customOrderNo: undefined })).body.data.orderNo;
    const [plainRow] = await db.handle.db.select().from(cloudOrders).where(eq(cloudOrders.orderNo, plain));
    expect(plainRow.customOrderId).toBeNull();

    // listed on customDetectionDetail for each side of the custom order, with its stage
    const forSupplier = (await get('detections', { orderNo }, t.supplier)).body.data;
    expect(forSupplier).toMatchObject({ canOpen: true, party: 'supplier', detections: [{ orderNo: detectionNo, stage: 'preReview', mine: true, sampleCount: 1 }] });
    const forCustomer = (await get('detections', { orderNo }, t.customer)).body.data;
    expect(forCustomer).toMatchObject({ canOpen: false, party: 'customer', detections: [{ orderNo: detectionNo, mine: false }] });
    expect((await get('detections', { orderNo }, t.service)).body.data.detections).toHaveLength(1);
    const strangerRead = await get('detections', { orderNo }, t.employee);
    expect(strangerRead.body).toMatchObject({ code: -1 });
    expect(strangerRead.status).toBe(404);

    // linking wrote the customisation's timeline and told its customer (zh and en)
    const timeline = (await get('get', { orderNo }, t.customer)).body.data.events;
    expect(timeline).toContainEqual(expect.objectContaining({ action: 'linkDetection', party: 'supplier', from: 'executing', to: 'executing', note: detectionNo }));
    expect(timeline.filter((e: { action: string }) => e.action === 'linkDetection')).toHaveLength(1);
    const customerId = await userIdOf(db.handle, 'demo_user');
    const told = (await db.handle.db.select().from(messages).where(eq(messages.userId, customerId))).filter((m) => JSON.stringify(m).includes(orderNo) && JSON.stringify(m).includes('linkDetection'));
    expect(told).toHaveLength(1);
    const inbox = async (lang: 'zh' | 'en') => JSON.stringify((await callApi('GET', 'messages/page', { token: t.customer, query: { pageSize: 50 }, lang })).body.data);
    expect(await inbox('en')).toContain('Detection order linked');
    expect(await inbox('zh')).toContain('关联检测订单');

    // the detection order's own detail: read only for the customisation's customer, still 404 to strangers
    const detectionId = row.id;
    expect(forCustomer.detections[0]).toMatchObject({ id: detectionId, canView: true });
    expect(forSupplier.detections[0]).toMatchObject({ id: detectionId, canView: true });
    const asObserver = await callApi('GET', 'cloudOrder/get', { token: t.customer, query: { orderNo: detectionNo }, lang: 'en' });
    expect(asObserver.body.data).toMatchObject({ orderNo: detectionNo, party: 'observer', actions: [], contactName: '', contactPhone: '', address: '', attachments: [], payment: null, offer: null, results: null });
    expect(asObserver.body.data.samples).toHaveLength(1);
    expect((await callApi('GET', 'cloudOrder/getPublic', { token: t.customer, query: { id: detectionId } })).body.data.mine).toBe(detectionNo);
    expect((await callApi('GET', 'cloudOrder/get', { token: t.supplier, query: { orderNo: detectionNo } })).body.data.party).toBe('customer');
    const strangerDetail = await callApi('GET', 'cloudOrder/get', { token: t.employee, query: { orderNo: detectionNo } });
    expect(strangerDetail.status).toBe(404);
    // the unlinked order stays the supplier's own
    expect((await callApi('GET', 'cloudOrder/get', { token: t.customer, query: { orderNo: plain } })).status).toBe(404);
    // reading is not acting: a step by the observer is refused
    const cancel = await callApi('POST', 'cloudOrder/cancel', { token: t.customer, body: { orderNo: detectionNo, reason: 'not mine' }, lang: 'en' });
    expect(cancel.status).toBe(404);

    // after delivery no more are opened
    await act(orderNo, 'testing', t.supplier);
    await act(orderNo, 'deliver', t.supplier);
    const late = await saveDetection(t.supplier, cloud.supplierAddress);
    expect(late.status).toBe(409);
    const lateZh = await callApi('POST', 'cloudOrder/save', { token: t.supplier, body: detection(cloud.supplierAddress), lang: 'zh' });
    expect(lateZh.body.msg).toContain('产品检测');
  });
});
