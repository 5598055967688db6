import { and, eq } from 'drizzle-orm';
import { authSeedStep } from '@/lib/server/auth/seed';
import type { DatabaseHandle } from '@/lib/server/db/client';
import { marketDatasetRows, marketProducts, messages, orders, payments, researchData, reviewItems } from '@/lib/server/db/schema';
import { marketSeedStep } from '@/lib/server/market/seed';
import { paymentsSeedStep } from '@/lib/server/payments/catalogue';
import { fixedProviders } from '@/lib/server/payments/providers';
import { callApi } from '../helpers/api';
import { rebuildTestServices } from '../helpers/services';
import { authTestDatabase } from './auth-helpers';
import { download } from './files-helpers';
import { localProvider, type ProviderHandle } from './files-providers';
import { FakeAlipay, FakeWechat, wechatNotice } from './payments-helpers';
import { newCompany, recordBody, setProvenanceKeyFile, uploadCsv } from './research-data-helpers';
import { extraUser, signIn, userIdOf } from './workflow-helpers';

/**
 * R&D data sets sold in the data market (issue 37 behaviour 1, docs/MARKET.md "R&D data sets"): the
 * owner offers a published record, the public administrator reviews the offer (kind dataProductOffer),
 * approval lists it with the owner as seller, a sale counts once on the record and tells the owner;
 * refusals in both languages; another user's private record never reaches the data set. PGlite and PostgreSQL.
 */

setProvenanceKeyFile();
const db = authTestDatabase([authSeedStep, paymentsSeedStep, marketSeedStep]);
let provider: ProviderHandle;
const t = {} as Record<'owner' | 'admin' | 'buyer' | 'stranger', string>;
let published: number;
let unpublished: number;
let foreignPrivate: number;
let ownerId: number;

const post = (path: string, body: Record<string, unknown>, token: string, lang: 'zh' | 'en' = 'en') => callApi('POST', path, { token, body, lang });
const get = (path: string, query: Record<string, string | number>, token?: string, lang: 'zh' | 'en' = 'en') => callApi('GET', path, { query, token, lang });

async function save(token: string, body: Record<string, unknown>): Promise<number> {
  const res = await post('researchData/save', body, token);
  if (res.body.code !== 0) throw new Error(`save failed: ${res.body.msg}`);
  return res.body.data.id as number;
}

/** Moves the review of (kind, subject) through start and a decision as the public administrator. */
async function review(handle: DatabaseHandle, kind: string, subjectId: number, decision: 'approve' | 'fail', comment?: string) {
  const [item] = await handle.db.select().from(reviewItems).where(and(eq(reviewItems.kind, kind), eq(reviewItems.subjectId, subjectId)));
  expect((await post('audit/start', { id: item.id }, t.admin)).body.code).toBe(0);
  const res = await post('audit/audit', { id: item.id, decision, ...(comment ? { comment } : {}) }, t.admin);
  expect(res.body.code).toBe(0);
}

const productOf = async (recordId: number) => (await db.handle.db.select().from(marketProducts).where(eq(marketProducts.code, `rd:${recordId}`)))[0];

beforeAll(async () => {
  provider = await localProvider();
  rebuildTestServices({ storage: provider.storage, payments: fixedProviders({ wechat: new FakeWechat(), alipay: new FakeAlipay() }) });
  t.owner = await signIn('demo_admin');
  t.admin = await signIn('demo_public_admin');
  t.buyer = await signIn('demo_user');
  t.stranger = (await extraUser(db.handle, 'employee', await newCompany(db.handle, 'Private Alloys (test)'))).token;
  ownerId = await userIdOf(db.handle, 'demo_admin');
  published = await save(t.owner, recordBody('RD offer (test)', [await uploadCsv(t.owner)]));
  expect((await post('researchData/publish', { id: published }, t.owner)).body.code).toBe(0);
  await review(db.handle, 'researchData', published, 'approve');
  unpublished = await save(t.owner, recordBody('RD unpublished (test)', [await uploadCsv(t.owner)]));
  // Another user's private record with values that must never reach the data set.
  foreignPrivate = await save(t.stranger, { ...recordBody('RD foreign private (test)', [await uploadCsv(t.stranger)]), composition: [{ element: 'Nb', value: 0.077 }], performance: [{ property: 'Secret hardness', unit: 'HV', kind: 'typical', value: 777 }] });
}, 180_000);

afterAll(async () => {
  rebuildTestServices({ storage: undefined, payments: undefined });
  await provider?.stop();
});

describe('offering an R&D data set for sale', () => {
  it('refuses an unpublished record with 409 in both languages, and someone else’s record with 404', async () => {
    const zh = await post('zhj/product/rdOffer', { researchDataId: unpublished, priceFen: 100 }, t.owner, 'zh');
    expect(zh.status).toBe(409);
    expect(zh.body.code).toBe(-1);
    expect(zh.body.msg).toBe('只有已发布（审核通过、对所有用户公开）的 R&D 数据才能上架销售');
    const en = await post('zhj/product/rdOffer', { researchDataId: unpublished, priceFen: 100 }, t.owner, 'en');
    expect(en.status).toBe(409);
    expect(en.body.msg).toBe('Only published R&D data (approved and open to all users) can be offered for sale');
    const foreign = await post('zhj/product/rdOffer', { researchDataId: foreignPrivate, priceFen: 100 }, t.owner, 'en');
    expect(foreign.status).toBe(404);
    expect((await post('zhj/product/rdOffer', { researchDataId: published, priceFen: 100 }, t.stranger)).status).toBe(404);
    expect((await get('zhj/product/rdOfferGet', { researchDataId: published }, t.stranger)).status).toBe(404);
  });

  it('refuses a bad price naming the field, in both languages', async () => {
    for (const priceFen of [-1, 1.5, 'ten']) {
      const res = await post('zhj/product/rdOffer', { researchDataId: published, priceFen }, t.owner, 'zh');
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(-1);
      expect(res.body.msg).toContain('价格');
    }
    expect((await post('zhj/product/rdOffer', { researchDataId: published, priceFen: -1 }, t.owner, 'en')).body.msg).toContain('price');
    // The one maximum of entered amounts, named in the caller's language (issue 45 item 2).
    for (const priceFen of [1_000_000_001, 2_147_483_648, 1e20]) {
      const zh = await post('zhj/product/rdOffer', { researchDataId: published, priceFen }, t.owner, 'zh');
      expect([zh.status, zh.body.msg]).toEqual([400, '金额过大：最多 ¥10,000,000.00。']);
      expect((await post('zhj/product/rdOffer', { researchDataId: published, priceFen }, t.owner, 'en')).body.msg).toBe('The amount is too large: at most ¥10,000,000.00.');
    }
    expect((await get('zhj/product/rdOfferGet', { researchDataId: published }, t.owner)).body.data.offer).toBeNull();
  });

  it('sends a failed offer back to its owner with the reason, then lists the approved one with the owner as seller', async () => {
    const offered = (await post('zhj/product/rdOffer', { researchDataId: published, priceFen: 1990, descriptionZh: '测试数据集', descriptionEn: 'Test data set' }, t.owner)).body.data;
    expect(offered).toMatchObject({ published: true, offer: { priceFen: 1990, review: 'submitted', productId: null, listed: false } });
    expect(await productOf(published)).toBeUndefined();
    await review(db.handle, 'dataProductOffer', published, 'fail', 'Describe the test conditions');
    const failed = await db.handle.db.select().from(messages).where(and(eq(messages.userId, ownerId), eq(messages.kind, 'reviewFailed')));
    expect(failed.some((m) => m.params.reason === 'Describe the test conditions' && m.params.kindKey === 'Reviews.kinds.dataProductOffer')).toBe(true);
    expect((await get('zhj/product/rdOfferGet', { researchDataId: published }, t.owner)).body.data.offer.review).toBe('failed');

    expect((await post('zhj/product/rdOffer', { researchDataId: published, priceFen: 1990, descriptionZh: '测试数据集', descriptionEn: 'Tensile test data set' }, t.owner)).body.data.offer.review).toBe('submitted');
    await review(db.handle, 'dataProductOffer', published, 'approve');
    const product = await productOf(published);
    expect(product).toMatchObject({ status: 'published', expense: 'paid' });

    const card = (await get('zhj/product/page', { origin: 'research' })).body.data.list.find((p: { id: number }) => p.id === product.id);
    expect(card).toMatchObject({ origin: 'research', priceFen: 1990, summary: 'Tensile test data set', seller: { kind: 'researchData', researchDataId: published } });
    expect(card.seller.name).toBeTruthy();
    const detail = (await get('zhj/product/get', { id: product.id }, undefined, 'zh')).body.data;
    expect(detail.summary).toBe('测试数据集');
    expect(detail.dataSet.seller).toMatchObject({ researchDataId: published });
    expect(detail.dataSet.sourceUrl).toBe(`/allServer/${published}`);
    expect(detail.dataSet.licence).toContain(card.seller.name);
    expect(detail.dataSet.sample).toEqual([
      ['composition', 'C', '0.18', '', '', 'wt %', ''],
      ['composition', 'Mn', '1.4', '', '', 'wt %', ''],
      ['property', 'Yield strength', '', '355', '420', 'MPa', ''],
      ['property', 'Elongation', '22', '', '', '%', ''],
    ]);
    expect((await get('zhj/product/rdOfferGet', { researchDataId: published }, t.admin)).body.data.offer).toMatchObject({ review: 'approved', listed: true, productId: product.id });
  });

  it('never puts another user’s private record in the data set', async () => {
    const product = await productOf(published);
    const rows = await db.handle.db.select().from(marketDatasetRows).where(eq(marketDatasetRows.datasetId, product.datasetId));
    const cells = rows.flatMap((r) => r.cells).join('|');
    expect(cells).not.toContain('Nb');
    expect(cells).not.toContain('777');
    expect(cells).not.toContain('Secret hardness');
  });
});

describe('selling an R&D data set', () => {
  it('counts a paid sale once on the record, even when the notification repeats, and tells the owner', async () => {
    const product = await productOf(published);
    const before = (await db.handle.db.select({ traded: researchData.traded }).from(researchData).where(eq(researchData.id, published)))[0].traded;
    const order = await post('payment/saveDataProductOrder', { itemId: product.catalogueItemId }, t.buyer);
    expect(order.body.code).toBe(0);
    const { orderNo, amountFen } = order.body.data;
    expect(amountFen).toBe(1990);
    expect((await post('tui/fileGener', { productId: product.id, format: 'csv' }, t.buyer)).status).toBe(403);
    expect((await wechatNotice({ outTradeNo: orderNo, transactionId: 'wx-rd-1', amountFen })).status).toBe(204);
    expect((await wechatNotice({ outTradeNo: orderNo, transactionId: 'wx-rd-1', amountFen })).status).toBe(204);
    const [record] = await db.handle.db.select({ traded: researchData.traded }).from(researchData).where(eq(researchData.id, published));
    expect(record.traded).toBe(before + 1);
    expect((await productOf(published)).traded).toBe(1);
    const sold = await db.handle.db.select().from(messages).where(and(eq(messages.userId, ownerId), eq(messages.kind, 'dataProductSold')));
    expect(sold).toHaveLength(1);
    expect(sold[0].params).toMatchObject({ orderNo });

    const csv = (await post('tui/fileGener', { productId: product.id, format: 'csv' }, t.buyer)).body.data;
    expect(csv.state).toBe('ready');
    const text = new TextDecoder().decode(new Uint8Array(await (await download(csv.fileId, { token: t.buyer })).arrayBuffer()));
    expect(text).toContain('Yield strength');
    expect(text).not.toContain('Secret hardness');
  });

  it('withdraws: new buyers get 404, the buyer keeps the file', async () => {
    const product = await productOf(published);
    const bought = (await get('zhj/product/get', { id: product.id }, t.buyer)).body.data.access.files[0];
    const res = (await post('zhj/product/rdWithdraw', { researchDataId: published }, t.owner)).body.data;
    expect(res.offer).toMatchObject({ listed: false, review: 'approved' });
    expect((await get('zhj/product/get', { id: product.id }, undefined, 'zh')).status).toBe(404);
    expect((await get('zhj/product/page', { origin: 'research' })).body.data.list.some((p: { id: number }) => p.id === product.id)).toBe(false);
    expect((await post('payment/saveDataProductOrder', { itemId: product.catalogueItemId }, t.stranger)).status).toBe(404);
    expect((await download(bought.fileId, { token: t.buyer })).status).toBe(200);
    expect((await post('zhj/product/rdWithdraw', { researchDataId: published }, t.stranger)).status).toBe(404);
  });

  it('offers a withdrawn set again through review, and lists it again once approved', async () => {
    expect((await post('zhj/product/rdOffer', { researchDataId: published, priceFen: 0 }, t.owner)).body.data.offer).toMatchObject({ review: 'submitted', listed: false });
    await review(db.handle, 'dataProductOffer', published, 'approve');
    expect(await productOf(published)).toMatchObject({ status: 'published', expense: 'free' });
  });

  it('takes the product off sale once its record is no longer published (recycle bin), as a withdrawal would', async () => {
    const product = await productOf(published);
    expect(product.status).toBe('published');
    expect((await post('researchData/recycle', { id: published }, t.owner)).body.code).toBe(0);
    expect((await get('zhj/product/page', { origin: 'research' })).body.data.list.some((p: { id: number }) => p.id === product.id)).toBe(false);
    expect((await get('zhj/product/get', { id: product.id }, undefined, 'zh')).status).toBe(404);
    expect(await productOf(published)).toMatchObject({ status: 'withdrawn' });
  });
});

describe('who may buy an R&D data set, decided in the order’s transaction (issue 45 item 4)', () => {
  let record: number;
  let itemId: number;

  beforeAll(async () => {
    record = await save(t.owner, recordBody('RD sale eligibility (test)', [await uploadCsv(t.owner)]));
    expect((await post('researchData/publish', { id: record }, t.owner)).body.code).toBe(0);
    await review(db.handle, 'researchData', record, 'approve');
    expect((await post('zhj/product/rdOffer', { researchDataId: record, priceFen: 2500 }, t.owner)).body.code).toBe(0);
    await review(db.handle, 'dataProductOffer', record, 'approve');
    itemId = (await productOf(record)).catalogueItemId!;
  }, 120_000);

  const ordersOf = async (userName: string) => (await db.handle.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, await userIdOf(db.handle, userName)))).length;

  it('refuses the owner buying their own data set with 403 in both languages, and stores no order', async () => {
    const before = await ordersOf('demo_admin');
    const zh = await post('payment/saveDataProductOrder', { itemId }, t.owner, 'zh');
    expect([zh.status, zh.body.code, zh.body.msg]).toEqual([403, -1, '不能购买自己的数据集。']);
    const en = await post('payment/saveDataProductOrder', { itemId }, t.owner, 'en');
    expect([en.status, en.body.msg]).toEqual([403, 'You cannot buy your own data set.']);
    expect(await ordersOf('demo_admin')).toBe(before);
  });

  it('tells the owner on the product page that the set is their own (no buy button), and a buyer that it is not', async () => {
    const product = await productOf(record);
    const own = (await get('zhj/product/get', { id: product.id }, t.owner)).body.data.access;
    expect(own).toMatchObject({ entitled: false, ownOffer: true, pendingOrderNo: null });
    const other = (await get('zhj/product/get', { id: product.id }, t.buyer)).body.data.access;
    expect(other.ownOffer).toBe(false);
  });

  it('refuses a record made private before anyone reads its page, and a waiting order of it takes no payment', async () => {
    const waiting = (await post('payment/saveDataProductOrder', { itemId }, t.buyer)).body.data;
    expect(waiting.orderNo).toBeTruthy();
    // The owner makes the record private; nobody reads the market's pages in between.
    expect((await post('researchData/share', { id: record, visibility: 'private' }, t.owner)).body.code).toBe(0);
    expect((await productOf(record)).status).toBe('published');
    const before = await ordersOf('demo_user');
    const zh = await post('payment/saveDataProductOrder', { itemId }, t.buyer, 'zh');
    expect([zh.status, zh.body.msg]).toEqual([409, '该数据集已停止销售。']);
    const en = await post('payment/saveDataProductOrder', { itemId }, t.buyer, 'en');
    expect([en.status, en.body.msg]).toEqual([409, 'This data set is no longer for sale.']);
    expect(await ordersOf('demo_user')).toBe(before);
    // The order placed before cannot be offered to a wallet, and money that still comes is not applied.
    expect((await callApi('GET', 'pay/wxpay/native/link', { token: t.buyer, query: { orderNo: waiting.orderNo } })).status).toBe(409);
    expect((await wechatNotice({ outTradeNo: waiting.orderNo, transactionId: `wx-private-${record}`, amountFen: waiting.amountFen })).status).toBe(204);
    const [row] = await db.handle.db.select().from(orders).where(eq(orders.orderNo, waiting.orderNo));
    expect(row.status).toBe('cancelled');
    const [paid] = await db.handle.db.select().from(payments).where(eq(payments.orderId, row.id));
    expect(paid.applied).toBe(false);
    expect((await productOf(record)).traded).toBe(0);
  });
});
