import { count, eq } from 'drizzle-orm';
import { PDFDocument } from '@cantoo/pdf-lib';
import { authSeedStep } from '@/lib/server/auth/seed';
import { libraryDownloads, libraryItems, materialDatasets, materials, materialStandards, orders } from '@/lib/server/db/schema';
import { makeToken, previewPageCount } from '@/lib/server/library/download';
import { librarySeedStep } from '@/lib/server/library/seed';
import { getMaterialDetail } from '@/lib/server/materials/detail';
import { paymentsSeedStep } from '@/lib/server/payments/catalogue';
import { fixedProviders } from '@/lib/server/payments/providers';
import { callApi } from '../helpers/api';
import { authTestDatabase } from './auth-helpers';
import { FakeAlipay, FakeWechat, wechatNotice } from './payments-helpers';
import { signIn, userIdOf } from './workflow-helpers';
import { testServices, rebuildTestServices } from '../helpers/services';

/**
 * The technical library (issue 14): search, detail with linked grades, the download rules (free for
 * signed-in users, paid only for the buyer of a paid order through short-lived signed links),
 * watermarked purchased PDFs, library orders through the order core.
 */

const db = authTestDatabase([authSeedStep, paymentsSeedStep]);
const t = {} as Record<'user' | 'other' | 'company' | 'employee', string>;
let gbItem: number;
let paidDoc: number;
let freeDoc: number;
let book: number;
let q355b: number;

beforeAll(async () => {
  rebuildTestServices({ payments: fixedProviders({ wechat: new FakeWechat(), alipay: new FakeAlipay() }) });
  const h = db.handle.db;
  // The material database's side: one sourced data set citing GB/T 1591-2018 (two grades) and GB/T 1591-2008.
  await h.insert(materialDatasets).values({ code: 'compiled_steel_grades', titleZh: '测试', titleEn: 'test', citation: 'test' });
  const [s2018, s2008] = await h
    .insert(materialStandards)
    .values([
      { code: 'GB/T 1591-2018', system: 'GB', number: 'GB/T 1591', year: 2018 },
      { code: 'GB/T 1591-2008', system: 'GB', number: 'GB/T 1591', year: 2008 },
    ])
    .returning();
  const base = { family: 'steel' as const, datasetCode: 'compiled_steel_grades', citation: 'test source', sourceUrls: ['https://example.org/q355'] };
  const rows = await h
    .insert(materials)
    .values([
      { ...base, naturalKey: 'c:1', slug: 'q355b', grade: 'Q355B', gradeNorm: 'Q355B', standardId: s2018.id, sourceRow: 1 },
      { ...base, naturalKey: 'c:2', slug: 'q355c', grade: 'Q355C', gradeNorm: 'Q355C', standardId: s2018.id, sourceRow: 2 },
      { ...base, naturalKey: 'c:3', slug: 'q345b', grade: 'Q345B', gradeNorm: 'Q345B', standardId: s2008.id, sourceRow: 3 },
    ])
    .returning();
  q355b = rows[0].id;
  await librarySeedStep.run(h, testServices());
  const id = async (code: string) => (await h.select({ id: libraryItems.id }).from(libraryItems).where(eq(libraryItems.code, code)))[0].id;
  gbItem = await id('standard:GB/T 1591-2018');
  paidDoc = await id('compilation:GB/T 1591-2018');
  freeDoc = await id('method:similarity');
  book = await id('book:demo-book-welding');
  t.user = await signIn('demo_user');
  t.other = await signIn('demo_lab');
  t.company = await signIn('demo_admin');
  t.employee = await signIn('demo_employee');
}, 120_000);

const page = (query: Record<string, string | number>, lang: 'zh' | 'en' = 'en') => callApi('GET', 'library/pageTechnology', { query, lang });

describe('seed', () => {
  it('records the standards the material database cites, with published titles, editions and the replacing edition', async () => {
    const res = await callApi('GET', 'library/getTechnology', { query: { id: gbItem }, lang: 'zh' });
    expect(res.body.data).toMatchObject({ title: 'GB/T 1591-2018 低合金高强度结构钢', format: 'metadata', expense: 'free', hasFile: false, editionYear: 2018, standardStatus: null });
    expect(res.body.data.grades.map((g: { grade: string }) => g.grade)).toEqual(['Q355B', 'Q355C']);
    const old = (await page({ keyword: 'GB/T 1591-2008' })).body.data.list[0];
    expect(old).toMatchObject({ standardCode: 'GB/T 1591-2008', standardStatus: 'replaced' });
  });

  it('ships each reference data set as a workbook, the method notes as PDFs and labels demo items', async () => {
    const sets = (await page({ secondaryType: 'data-set', pageSize: 50 })).body.data;
    expect(sets.total).toBe(10);
    expect(sets.list.every((c: { format: string; expense: string }) => c.format === 'excel' && c.expense === 'free')).toBe(true);
    const notes = (await page({ primaryType: 'method' })).body.data.list;
    expect(notes).toHaveLength(4);
    const paid = (await page({ expense: 'paid', pageSize: 50 }, 'zh')).body.data.list;
    expect(paid.length).toBeGreaterThanOrEqual(3);
    for (const item of paid) {
      expect(item.demo).toBe(true);
      expect(item.title).toContain('演示');
    }
  });

  it('lists the types as a tree with counts in the caller’s language', async () => {
    const types = (await callApi('GET', 'library/listLibraryTypes', { lang: 'en' })).body.data;
    const standard = types.find((x: { code: string }) => x.code === 'standard');
    expect(standard).toMatchObject({ name: 'Standards', count: 2 });
    expect(standard.children[0]).toMatchObject({ code: 'standard-gb', count: 2 });
  });
});

describe('library/pageTechnology', () => {
  it('finds GB/T 1591 by its number and by the Chinese words of its title', async () => {
    for (const keyword of ['1591', 'GB/T 1591', '低合金', '低合金 结构钢']) {
      const list = (await page({ keyword }, 'zh')).body.data.list;
      expect(list[0]?.standardCode, keyword).toMatch(/^GB\/T 1591/);
      expect(list.some((c: { id: number }) => c.id === gbItem), keyword).toBe(true);
    }
    expect((await page({ keyword: '1591' })).body.data.list[0].id).toBe(gbItem);
  });

  it('finds a standard by a grade it defines', async () => {
    const list = (await page({ keyword: 'Q355B' })).body.data.list;
    expect(list.map((c: { id: number }) => c.id)).toContain(gbItem);
  });

  it("finds nothing and fails nothing for ' OR 1=1--", async () => {
    for (const keyword of ["' OR 1=1--", "%' OR '1'='1", '_%', "\\'; DROP TABLE library_items;--"]) {
      const res = await page({ keyword });
      expect(res.status, keyword).toBe(200);
      expect(res.body.code).toBe(0);
      expect(res.body.data.total, keyword).toBe(0);
    }
    expect(Number((await db.handle.db.select({ n: count() }).from(libraryItems))[0].n)).toBeGreaterThan(10);
  });

  it('filters by kind, format, expense and year, sorts by price and pages', async () => {
    const books = (await page({ kind: 'book' })).body.data;
    expect(books.total).toBe(2);
    expect(books.list.every((c: { kind: string; format: string }) => c.kind === 'book' && c.format === 'print')).toBe(true);
    const cheap = (await page({ expense: 'paid', sort: 'priceAsc' })).body.data.list.map((c: { priceFen: number }) => c.priceFen);
    expect(cheap).toEqual([...cheap].sort((a, b) => a - b));
    expect((await page({ yearFrom: 2019, primaryType: 'standard' })).body.data.total).toBe(0);
    const first = (await page({ pageSize: 3, page: 1, sort: 'newest' })).body.data;
    const second = (await page({ pageSize: 3, page: 2, sort: 'newest' })).body.data;
    expect(first.list).toHaveLength(3);
    expect(second.page).toBe(2);
    expect(second.list.map((c: { id: number }) => c.id)).not.toContain(first.list[0].id);
  });

  it('refuses bad filters with 400 in the caller’s language', async () => {
    const en = await page({ yearFrom: 'abc' });
    expect(en.status).toBe(400);
    expect(en.body.msg).toBe('The year must be a whole number from 1900 to 2100');
    const zh = await page({ format: 'exe' }, 'zh');
    expect(zh.status).toBe(400);
    expect(zh.body.msg).toBe('筛选条件不正确');
  });
});

describe('download rules', () => {
  const link = (id: number, token?: string) => callApi('GET', 'library/getFileDownload', { query: { id }, token, lang: 'en' });
  const fetchFile = (url: string, token?: string) => callApi('GET', url.replace('/atsteel/', '').split('?')[0], { query: Object.fromEntries(new URL(url, 'http://x').searchParams), token, lang: 'en' });

  it('answers -100 to an anonymous caller', async () => {
    for (const res of [await link(freeDoc), await callApi('POST', 'library/saveLibraryOrder', { body: { items: [{ id: paidDoc }] } }), await callApi('GET', 'library/listAddress')]) {
      expect(res.body.code).toBe(-100);
    }
  });

  it('lets a signed-in user download a free document, counted and logged', async () => {
    const res = await link(freeDoc, t.user);
    expect(res.body.code).toBe(0);
    expect(res.body.data).toMatchObject({ watermarked: false, fileName: 'method-similarity.pdf' });
    const file = await fetchFile(res.body.data.url, t.user);
    expect(file.status).toBe(200);
    expect(file.response.headers.get('content-type')).toBe('application/pdf');
    const pdf = await PDFDocument.load(new Uint8Array(await file.response.arrayBuffer()));
    expect(pdf.getTitle()).toBe('How composition similarity is computed');
    const [item] = await db.handle.db.select().from(libraryItems).where(eq(libraryItems.id, freeDoc));
    expect(item.downloads).toBe(1);
    expect(await db.handle.db.select().from(libraryDownloads).where(eq(libraryDownloads.itemId, freeDoc))).toHaveLength(1);
  });

  it('shows the first pages of a paid PDF to anyone before purchase, and nothing more', async () => {
    const res = await callApi('GET', 'library/getPreview', { query: { id: paidDoc } });
    expect(res.status).toBe(200);
    expect(res.response.headers.get('content-type')).toBe('application/pdf');
    const preview = await PDFDocument.load(new Uint8Array(await res.response.arrayBuffer()));
    expect(preview.getPageCount()).toBe(1);
    // A paid document shows at most a third of its pages (at least one); a free one its first two.
    expect([previewPageCount(true, 2), previewPageCount(true, 7), previewPageCount(true, 30), previewPageCount(false, 1)]).toEqual([1, 2, 2, 2]);
    expect((await callApi('GET', 'library/getPreview', { query: { id: gbItem }, lang: 'en' })).status).toBe(404);
  });

  it('refuses a paid document before payment, and never serves it by file id', async () => {
    const res = await link(paidDoc, t.user);
    expect(res.status).toBe(403);
    expect(res.body.msg).toBe('A paid document can be downloaded once it is bought and paid');
    const [item] = await db.handle.db.select().from(libraryItems).where(eq(libraryItems.id, paidDoc));
    const direct = await callApi('GET', 'SystemManager/fileDownload', { query: { id: item.fileId! }, token: t.user });
    expect(direct.status).toBe(403);
    // Even a correctly signed link for the document is no way round the purchase: the rule is checked again.
    const forged = makeToken({ i: paidDoc, u: await userIdOf(db.handle, 'demo_user'), o: 0, e: Math.floor(Date.now() / 1000) + 60, n: 'x' });
    expect((await callApi('GET', 'library/getFileDownload2', { query: { token: forged }, token: t.user })).status).toBe(403);
  });

  it('sells a paid document through the order core, then serves it watermarked with the buyer and order number', async () => {
    const before = (await callApi('GET', 'library/getTechnology', { query: { id: paidDoc }, token: t.user, lang: 'en' })).body.data;
    expect(before.viewer).toEqual({ canDownload: false, orderNo: null, pendingOrderNo: null });
    const order = await callApi('POST', 'library/saveLibraryOrder', { token: t.user, body: { items: [{ id: paidDoc }] }, lang: 'en', headers: { 'Idempotency-Key': 'lib-1' } });
    expect(order.body.code).toBe(0);
    expect(order.body.data).toMatchObject({ type: 'document', status: 'waiting', amountFen: before.priceFen, items: [{ id: paidDoc, kind: 'document', hasFile: true }] });
    const again = await callApi('POST', 'library/saveLibraryOrder', { token: t.user, body: { items: [{ id: paidDoc }] }, lang: 'en', headers: { 'Idempotency-Key': 'lib-1' } });
    expect(again.body.data.orderNo).toBe(order.body.data.orderNo);
    const orderNo = order.body.data.orderNo as string;
    const pending = (await callApi('GET', 'library/getTechnology', { query: { id: paidDoc }, token: t.user })).body.data.viewer;
    expect(pending.pendingOrderNo).toBe(orderNo);
    expect((await link(paidDoc, t.user)).status).toBe(403);

    // The sandbox provider reports the payment (the order core applies it once).
    expect((await wechatNotice({ outTradeNo: orderNo, transactionId: 'wx-lib-1', amountFen: before.priceFen })).status).toBe(204);
    const [paid] = await db.handle.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    expect(paid.status).toBe('paid');

    const res = await link(paidDoc, t.user);
    expect(res.body.data.watermarked).toBe(true);
    const file = await fetchFile(res.body.data.url, t.user);
    expect(file.status).toBe(200);
    const pdf = await PDFDocument.load(new Uint8Array(await file.response.arrayBuffer()));
    expect(pdf.getSubject()).toBe(`Licensed to demo_user - Order ${orderNo}`);
    // Drawn on every page: each page got a content stream of its own beside the original one.
    const [original] = await db.handle.db.select().from(libraryItems).where(eq(libraryItems.id, paidDoc));
    expect(pdf.getPageCount()).toBe(original.pages);
    for (const p of pdf.getPages()) expect(p.node.Contents()?.toString()).toMatch(/\d+ 0 R.*\d+ 0 R/s);
    const [logged] = await db.handle.db.select().from(libraryDownloads).where(eq(libraryDownloads.itemId, paidDoc));
    expect(logged).toMatchObject({ watermarked: true, orderId: paid.id });

    // Another user: no link, and the buyer's link is refused for them.
    expect((await link(paidDoc, t.other)).status).toBe(403);
    expect((await fetchFile(res.body.data.url, t.other)).status).toBe(403);
    // Bought already: a second order of the document is refused.
    expect((await callApi('POST', 'library/saveLibraryOrder', { token: t.user, body: { items: [{ id: paidDoc }] }, lang: 'en' })).status).toBe(409);
    // The order shows on the buyer's library orders, and a paid order cannot be cancelled.
    const mine = (await callApi('GET', 'library/pageLibraryOrder', { token: t.user })).body.data;
    expect(mine.list.map((o: { orderNo: string }) => o.orderNo)).toContain(orderNo);
    expect((await callApi('GET', 'library/pageLibraryOrder', { token: t.other })).body.data.total).toBe(0);
    expect((await callApi('GET', 'library/getLibraryOrder', { query: { orderNo }, token: t.other })).status).toBe(404);
    expect((await callApi('POST', 'payment/cancelOrder', { token: t.user, body: { orderNo } })).status).toBe(409);
  });

  it('refuses a forged, an altered and an expired link', async () => {
    const good = (await link(freeDoc, t.user)).body.data.url as string;
    const token = new URL(good, 'http://x').searchParams.get('token')!;
    const [payload, signature] = token.split('.');
    const altered = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), i: paidDoc })).toString('base64url');
    for (const bad of [`${altered}.${signature}`, `${payload}.${'A'.repeat(signature.length)}`, 'eyJpIjoxfQ.c2lnbmF0dXJlLW1hZGUtdXA']) {
      const res = await callApi('GET', 'library/getFileDownload2', { query: { token: bad }, token: t.user, lang: 'en' });
      expect(res.status, bad).toBe(403);
      expect(res.body.msg).toBe('The download link is not valid');
    }
    const userId = await userIdOf(db.handle, 'demo_user');
    const expired = makeToken({ i: freeDoc, u: userId, o: 0, e: Math.floor(Date.now() / 1000) - 1, n: 'old' });
    const res = await callApi('GET', 'library/getFileDownload2', { query: { token: expired }, token: t.user, lang: 'zh' });
    expect(res.status).toBe(410);
    expect(res.body.msg).toBe('下载链接已过期，请重新下载');
  });

  it('lets a company member download what was bought for the company', async () => {
    const [compilation2] = await db.handle.db.select().from(libraryItems).where(eq(libraryItems.code, 'compilation:GB/T 700-2006'));
    // No GB/T 700 records in this database: the only paid document is the GB/T 1591 one; buy it for the company.
    expect(compilation2).toBeUndefined();
    const order = await callApi('POST', 'library/saveLibraryOrder', { token: t.company, body: { items: [{ id: paidDoc }], forCompany: true } });
    expect(order.body.code).toBe(0);
    await wechatNotice({ outTradeNo: order.body.data.orderNo, transactionId: 'wx-lib-company', amountFen: order.body.data.amountFen });
    expect((await link(paidDoc, t.employee)).body.code).toBe(0);
    expect((await link(paidDoc, t.other)).status).toBe(403);
  });
});

describe('printed books', () => {
  it('needs an address, keeps the consignee and the invoice title, and cancels only while unpaid', async () => {
    const noAddress = await callApi('POST', 'library/saveLibraryOrder', { token: t.user, body: { items: [{ id: book, quantity: 2 }] }, lang: 'en' });
    expect(noAddress).toMatchObject({ status: 400, body: { code: -1 } });
    expect(noAddress.body.msg).toMatch(/address/i);
    const address = (await callApi('POST', 'user/address/saveAddress', { token: t.user, body: { consignee: '李四', mobile: '13900002222', province: '北京市', city: '北京市', county: '海淀区', detail: '学院路 30 号' } })).body.data;
    const title = (await callApi('POST', 'user/invoice/saveInvoiceTitle', { token: t.user, body: { titleType: 'personal', title: 'Li Si' } })).body.data;
    expect((await callApi('GET', 'library/listAddress', { token: t.user })).body.data.map((a: { id: number }) => a.id)).toContain(address.id);
    expect((await callApi('GET', 'library/getInvoice', { token: t.user })).body.data.map((a: { id: number }) => a.id)).toContain(title.id);
    const foreignTitle = await callApi('POST', 'library/saveLibraryOrder', { token: t.other, body: { items: [{ id: book }], addressId: address.id } });
    expect(foreignTitle).toMatchObject({ status: 400, body: { code: -1 } });
    const order = await callApi('POST', 'library/saveLibraryOrder', { token: t.user, body: { items: [{ id: book, quantity: 2 }], addressId: address.id, invoiceTitleId: title.id }, lang: 'en' });
    expect(order.body.code).toBe(0);
    const priced = (await callApi('GET', 'library/getTechnology', { query: { id: book } })).body.data.priceFen;
    expect(order.body.data).toMatchObject({ type: 'book', amountFen: priced * 2, consignee: '李四', phone: '13900002222', invoiceTitleId: title.id });
    expect(order.body.data.address).toContain('学院路 30 号');
    expect((await callApi('POST', 'library/saveLibraryOrder', { token: t.user, body: { items: [{ id: freeDoc }] }, lang: 'en' })).status).toBe(409);
    const cancelled = await callApi('POST', 'payment/cancelOrder', { token: t.user, body: { orderNo: order.body.data.orderNo } });
    expect(cancelled.body.data.status).toBe('cancelled');
  });
});

describe('the material database links to the library', () => {
  it('gives Q355B the library item of the standard that defines it', async () => {
    const detail = await getMaterialDetail(db.handle.db, 'steel', q355b, null, 'zh');
    expect(detail.standard).toMatchObject({ code: 'GB/T 1591-2018', libraryItemId: gbItem });
  });

  it('shows the newest items on the home page block', async () => {
    const res = await callApi('GET', 'homePage/getTechnologyLibrary', { lang: 'en' });
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(res.body.data.length).toBeLessThanOrEqual(6);
  });
});
