import { and, count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { parseCsv } from '@/lib/csv';
import { authSeedStep } from '@/lib/server/auth/seed';
import { files, marketDatasetRows, marketDatasets, marketFiles, marketProducts } from '@/lib/server/db/schema';
import { marketSeedStep } from '@/lib/server/market/seed';
import { paymentsSeedStep } from '@/lib/server/payments/catalogue';
import { fixedProviders } from '@/lib/server/payments/providers';
import { callApi } from '../helpers/api';
import { csvHeaders, expectInLanguage, xlsxHeaders } from '../helpers/generated-files';
import { rebuildTestServices } from '../helpers/services';
import { authTestDatabase } from './auth-helpers';
import { CSV, download, sha256, upload } from './files-helpers';
import { FakeAlipay, FakeWechat, wechatNotice } from './payments-helpers';
import { signIn } from './workflow-helpers';

/**
 * The data-product marketplace and file management (issue 37): products from the reference data by
 * licence, entitlement (buyer, company member, stranger, unpaid), generation once per order line and
 * format under concurrency, checks of the file's SHA-256, refusals in both languages.
 */

const db = authTestDatabase([authSeedStep, paymentsSeedStep, marketSeedStep]);
const t = {} as Record<'user' | 'other' | 'company' | 'employee', string>;
const ids = {} as Record<'grades' | 'charpy' | 'aluminium' | 'agrawal' | 'gb', number>;

beforeAll(async () => {
  rebuildTestServices({ payments: fixedProviders({ wechat: new FakeWechat(), alipay: new FakeAlipay() }) });
  const id = async (code: string) => (await db.handle.db.select({ id: marketProducts.id }).from(marketProducts).where(eq(marketProducts.code, code)))[0].id;
  ids.grades = await id('steel-grades');
  ids.charpy = await id('weld-metal-charpy');
  ids.aluminium = await id('aluminium-compositions');
  ids.agrawal = await id('nims-fatigue-agrawal2014');
  ids.gb = await id('gb-structural-equivalents');
  t.user = await signIn('demo_user');
  t.other = await signIn('demo_lab');
  t.company = await signIn('demo_admin');
  t.employee = await signIn('demo_employee');
}, 120_000);

const get = (path: string, query: Record<string, string | number>, token?: string, lang: 'zh' | 'en' = 'en') => callApi('GET', path, { query, token, lang });
const gener = (token: string | undefined, body: Record<string, unknown>, lang: 'zh' | 'en' = 'en') => callApi('POST', 'tui/fileGener', { token, body, lang });

async function buy(token: string, productId: number, forCompany = false) {
  const product = (await get('zhj/product/get', { id: productId }, token)).body.data;
  const order = await callApi('POST', 'payment/saveDataProductOrder', { token, body: { itemId: product.catalogueItemId, forCompany }, lang: 'en' });
  expect(order.body.code).toBe(0);
  return order.body.data as { orderNo: string; amountFen: number };
}

describe('products from the reference data', () => {
  it('seeds a product per data set by its licence, with curated subsets, and stores rows only where the licence allows', async () => {
    const page = (await get('zhj/product/page', { pageSize: 50 })).body.data;
    expect(page.total).toBe(12);
    const agrawal = page.list.find((p: { id: number }) => p.id === ids.agrawal);
    expect(agrawal).toMatchObject({ redistribution: 'linkOnly', formats: [], rowCount: 437 });
    const [set] = await db.handle.db.select().from(marketDatasets).where(eq(marketDatasets.code, 'nims_fatigue_agrawal2014'));
    expect((await db.handle.db.select({ n: count() }).from(marketDatasetRows).where(eq(marketDatasetRows.datasetId, set.id)))[0].n).toBe(0);
    const grades = page.list.find((p: { id: number }) => p.id === ids.grades);
    expect(grades).toMatchObject({ expense: 'paid', priceFen: 9900, demo: true, origin: 'reference', formats: ['csv', 'xlsx', 'json'] });
    expect(page.list.find((p: { id: number }) => p.id === ids.charpy)).toMatchObject({ origin: 'curated', expense: 'paid' });
  });

  it('shows a product with its fields, first five rows, licence and citation; a link-only set shows no rows', async () => {
    const d = (await get('zhj/product/get', { id: ids.gb }, undefined, 'zh')).body.data;
    expect(d.title).toBe('GB 结构钢及国外对应牌号');
    expect(d.access).toBeNull();
    expect(d.dataSet.sample).toHaveLength(5);
    expect(d.dataSet.fields.map((f: { name: string }) => f.name)).toContain('ASTM_AISI_SAE');
    expect(d.dataSet.fields.find((f: { name: string }) => f.name === 'Rm_MPa').unit).toBe('MPa');
    expect(d.dataSet.licence).toMatch(/no third-party text copied/);
    const link = (await get('zhj/product/dataSet', { id: (await get('zhj/product/get', { id: ids.agrawal })).body.data.datasetId })).body.data;
    expect(link).toMatchObject({ redistribution: 'linkOnly', sample: [], sourceUrl: 'https://doi.org/10.1186/2193-9772-3-8' });
    expect(link.licence).toMatch(/confirm terms before commercial redistribution/);
  });

  it('filters by keyword, expense and origin and refuses bad filters in both languages', async () => {
    expect((await get('zhj/product/page', { keyword: 'Charpy' })).body.data.list.map((p: { id: number }) => p.id)).toEqual([ids.charpy]);
    expect((await get('zhj/product/page', { keyword: '焊缝' }, undefined, 'zh')).body.data.total).toBeGreaterThan(0);
    expect((await get('zhj/product/page', { expense: 'free', pageSize: 50 })).body.data.list.every((p: { expense: string }) => p.expense === 'free')).toBe(true);
    expect((await get('zhj/product/page', { origin: 'curated' })).body.data.total).toBe(2);
    expect((await get('zhj/product/page', { keyword: "' OR 1=1--" })).body.data.total).toBe(0);
    const bad = await get('zhj/product/page', { expense: 'cheap' }, undefined, 'zh');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: -1, msg: '筛选条件无效' });
    expect((await get('zhj/product/page', { page: 0 })).status).toBe(400);
    expect((await get('zhj/product/get', { id: 999999 })).status).toBe(404);
  });
});

describe('generating and entitlement', () => {
  it('asks a visitor to sign in and refuses an unpaid or unbought product (403), in both languages', async () => {
    expect((await gener(undefined, { productId: ids.grades, format: 'csv' })).body.code).toBe(-100);
    const en = await gener(t.user, { productId: ids.grades, format: 'csv' });
    expect(en.status).toBe(403);
    expect(en.body.msg).toBe('This data product can be generated once it is bought and paid');
    const { orderNo } = await buy(t.user, ids.grades);
    const zh = await gener(t.user, { productId: ids.grades, format: 'csv' }, 'zh');
    expect(zh.status).toBe(403);
    expect(zh.body.msg).toBe('该数据产品购买并付款后才能生成');
    expect((await get('zhj/product/get', { id: ids.grades }, t.user)).body.data.access).toMatchObject({ entitled: false, pendingOrderNo: orderNo });
  });

  it('refuses an unknown format, a link-only product and a made-up product', async () => {
    const fmt = await gener(t.user, { productId: ids.aluminium, format: 'pdf' }, 'zh');
    expect(fmt.status).toBe(400);
    expect(fmt.body.msg).toMatch(/^格式必须/);
    const fmtEn = await gener(t.user, { productId: ids.aluminium, format: 'pdf' });
    expect(fmtEn.body.msg).toMatch(/^The format must be/);
    const link = await gener(t.user, { productId: ids.agrawal, format: 'csv' }, 'zh');
    expect(link.status).toBe(409);
    expect(link.body.msg).toBe('该数据集的许可不允许门户转发，请从其来源获取');
    expect((await gener(t.user, { productId: 999999, format: 'csv' })).status).toBe(404);
    expect((await gener(t.user, { format: 'csv' })).status).toBe(400);
  });

  it('generates a paid product once paid, as CSV, XLSX and JSON, whose SHA-256 matches the download', async () => {
    const { orderNo, amountFen } = await buy(t.user, ids.charpy);
    expect((await wechatNotice({ outTradeNo: orderNo, transactionId: 'wx-mkt-1', amountFen })).status).toBe(204);
    expect((await wechatNotice({ outTradeNo: orderNo, transactionId: 'wx-mkt-1', amountFen })).status).toBe(204);
    const [product] = await db.handle.db.select().from(marketProducts).where(eq(marketProducts.id, ids.charpy));
    expect(product.traded).toBe(1);

    const csv = (await gener(t.user, { productId: ids.charpy, format: 'csv' })).body.data;
    expect(csv).toMatchObject({ state: 'ready', format: 'csv', name: 'weld-metal-charpy-en.csv' });
    const bytes = new Uint8Array(await (await download(csv.fileId, { token: t.user })).arrayBuffer());
    expect(sha256(bytes)).toBe(csv.sha256);
    expect((await get('tui/fileCheck', { id: csv.id }, t.user)).body.data).toMatchObject({ state: 'ready', size: bytes.byteLength, sha256: csv.sha256 });
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toMatch(/^\uFEFFRecord no\.,Classification,Standard/);

    const xlsx = (await gener(t.user, { productId: ids.charpy, format: 'xlsx' })).body.data;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await (await download(xlsx.fileId, { token: t.user })).arrayBuffer()) as unknown as ArrayBuffer);
    expect(book.worksheets[0].getRow(1).getCell(2).value).toBe('Classification');
    expect(book.worksheets.map((w) => w.name)).toEqual(['weld-metal-charpy', 'Sources']);
    const json = (await gener(t.user, { productId: ids.charpy, format: 'json' })).body.data;
    const parsed = await (await download(json.fileId, { token: t.user })).json();
    expect(parsed.licence).toMatch(/Hand-compiled/);
    expect(parsed.rows.length).toBeGreaterThan(5);
    // Every classification states an impact requirement; one read only in part says so in the notes, not in the value.
    expect(parsed.rows.every((r: { impact: string; notes: string }) => r.impact || /^Impact energy/m.test(r.notes))).toBe(true);
    expect(parsed.fields.find((f: { name: string }) => f.name === 'Rm_MPa')).toEqual({ name: 'Rm_MPa', label: 'Tensile strength Rm', unit: 'MPa' });

    // Another user: the file and its check are not found / refused; generation refused.
    expect((await get('tui/fileCheck', { id: csv.id }, t.other, 'zh')).status).toBe(404);
    expect((await download(csv.fileId, { token: t.other })).status).toBe(403);
    expect((await gener(t.other, { productId: ids.charpy, format: 'csv' })).status).toBe(403);
  });

  it('makes one file for 20 concurrent calls of one order line and format', async () => {
    const { orderNo, amountFen } = await buy(t.user, ids.gb);
    await wechatNotice({ outTradeNo: orderNo, transactionId: 'wx-mkt-2', amountFen });
    const answers = await Promise.all(Array.from({ length: 20 }, () => gener(t.user, { productId: ids.gb, format: 'xlsx' })));
    expect(answers.every((a) => a.body.code === 0)).toBe(true);
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    const rows = await db.handle.db.select().from(marketFiles).where(and(eq(marketFiles.productId, ids.gb), eq(marketFiles.format, 'xlsx')));
    expect(rows).toHaveLength(1);
    expect((await db.handle.db.select({ n: count() }).from(files).where(and(eq(files.ownerKind, 'dataProductFile'), eq(files.ownerId, rows[0].id))))[0].n).toBe(1);
    const again = (await gener(t.user, { productId: ids.gb, format: 'xlsx' })).body.data;
    expect(again).toMatchObject({ id: rows[0].id, state: 'ready', fileId: rows[0].fileId });
  });

  it('writes the buyer’s table in the caller’s language: each unit once, sources and the compiler’s notes out of the values', async () => {
    // ids.gb was bought and paid by t.user in the test above.
    const read = async (lang: 'zh' | 'en') => {
      const made = (await gener(t.user, { productId: ids.gb, format: 'csv' }, lang)).body.data;
      expect(made).toMatchObject({ state: 'ready', name: `gb-structural-equivalents-${lang}.csv` });
      return parseCsv(new TextDecoder().decode(new Uint8Array(await (await download(made.fileId, { token: t.user })).arrayBuffer())));
    };
    const [zh, en] = [await read('zh'), await read('en')];
    // Every generated file's headers in its language (issue 48): CSV, the XLSX's sheets (rows and sources), the JSON's labels.
    for (const lang of ['zh', 'en'] as const) {
      expectInLanguage('data product CSV', (lang === 'zh' ? zh : en).header, lang);
      const xlsx = (await gener(t.user, { productId: ids.gb, format: 'xlsx' }, lang)).body.data;
      const sheets = await xlsxHeaders(new Uint8Array(await (await download(xlsx.fileId, { token: t.user })).arrayBuffer()));
      expectInLanguage('data product XLSX', sheets, lang);
      expect(sheets).toContain(lang === 'zh' ? '来源编号' : 'Source id');
      const json = (await gener(t.user, { productId: ids.gb, format: 'json' }, lang)).body.data;
      const parsed = await (await download(json.fileId, { token: t.user })).json();
      expectInLanguage('data product JSON labels', parsed.fields.map((f: { label: string; unit: string | null }) => [f.label, f.unit ?? ''].join(' ')), lang);
      expect(parsed.sources.length).toBeGreaterThan(0);
    }
    expect(en.header).toEqual(expect.arrayContaining(['C (wt %)', 'Tensile strength Rm (MPa)', 'Elongation A (%)', 'Sources']));
    expect(zh.header).toEqual(expect.arrayContaining(['C（质量分数 %）', '抗拉强度 Rm（MPa）', '断后伸长率 A（%）', '来源']));
    // Each unit once ("Rm_MPa (MPa)" was the header), never a column name as the data spells it.
    for (const h of [...en.header, ...zh.header]) expect(h.match(/MPa|%/g)?.length ?? 0, h).toBeLessThanOrEqual(1);
    expect(en.header.join()).not.toMatch(/_MPa|_pct|source_ids/);
    // Grade 08: "0.05-0.11 (lead_gbs_h2abc_08) / 0.05-0.12 (lead_gbs_longxing_gb)" as stored; its sources in their column.
    const g08 = en.rows.find((r) => r.values['Grade'] === '08')!;
    expect(g08.values['C (wt %)']).toBe('0.05-0.11 / 0.05-0.12');
    expect(g08.values['Sources']).toContain('C 0.05-0.11: lead_gbs_h2abc_08');
    for (const r of en.rows) for (const [k, v] of Object.entries(r.values)) if (k !== 'Sources' && k !== "Compiler's notes") expect(v, k).not.toMatch(/\((lead_|compiler)/);
    // The product page's first rows are the same table.
    const page = (await get('zhj/product/get', { id: ids.gb }, t.user, 'zh')).body.data;
    expect(page.dataSet.fields.find((f: { name: string }) => f.name === 'C')).toEqual({ name: 'C', label: 'C', unit: '质量分数 %' });
    expect(page.access.files.map((f: { name: string }) => f.name)).toEqual(['gb-structural-equivalents-zh.csv', 'gb-structural-equivalents-zh.json', 'gb-structural-equivalents-zh.xlsx']);
  });

  it('entitles a company member to what was bought for the company, not a stranger', async () => {
    const { orderNo, amountFen } = await buy(t.company, ids.grades, true);
    await wechatNotice({ outTradeNo: orderNo, transactionId: 'wx-mkt-3', amountFen });
    const made = (await gener(t.employee, { productId: ids.grades, format: 'json' })).body.data;
    expect(made.state).toBe('ready');
    expect((await download(made.fileId, { token: t.company })).status).toBe(200);
    expect((await get('tui/fileCheck', { id: made.id }, t.company)).body.data.sha256).toBe(made.sha256);
    expect((await gener(t.company, { productId: ids.grades, format: 'json' })).body.data.id).toBe(made.id);
    expect((await gener(t.other, { productId: ids.grades, format: 'json' })).status).toBe(403);
    expect((await get('zhj/product/get', { id: ids.grades }, t.employee)).body.data.access.entitled).toBe(true);
  });

  it('gives a free product to any signed-in user, each their own file', async () => {
    const mine = (await gener(t.other, { productId: ids.aluminium, format: 'csv' })).body.data;
    expect(mine.state).toBe('ready');
    expect((await download(mine.fileId, { token: t.other })).status).toBe(200);
    expect((await download(mine.fileId, { token: t.user })).status).toBe(403);
    expect((await get('tui/fileCheck', { id: mine.id }, t.user)).status).toBe(404);
  });

  it('refuses a withdrawn product (404) and leaves no file row when generation fails', async () => {
    await db.handle.db.update(marketProducts).set({ status: 'withdrawn' }).where(eq(marketProducts.id, ids.aluminium));
    const gone = await gener(t.user, { productId: ids.aluminium, format: 'json' }, 'zh');
    expect(gone.status).toBe(404);
    expect(gone.body.msg).toBe('数据产品不存在');
    expect((await get('zhj/product/get', { id: ids.aluminium })).status).toBe(404);
    await db.handle.db.update(marketProducts).set({ status: 'published' }).where(eq(marketProducts.id, ids.aluminium));

    const failing = { writeTemp: async () => { throw new Error('disk full'); } };
    rebuildTestServices({ storage: failing as never });
    const res = await gener(t.user, { productId: ids.aluminium, format: 'xlsx' });
    expect(res.status).toBe(500);
    const left = await db.handle.db.select().from(marketFiles).where(and(eq(marketFiles.productId, ids.aluminium), eq(marketFiles.format, 'xlsx')));
    expect(left).toHaveLength(0);
    rebuildTestServices({ storage: undefined });
    expect((await gener(t.user, { productId: ids.aluminium, format: 'xlsx' })).body.data.state).toBe('ready');
  });
});

describe('file management', () => {
  it('lists uploads and generated files with where each is used, refuses to delete an attached file and hides others’ files', async () => {
    const up = (await upload('attachment', { name: 'notes.csv', bytes: CSV(4) }, { token: t.user })).body.data;
    const saved = await callApi('POST', 'suggestion/save', { token: t.user, body: { content: 'Please add a data set of pipe dimensions.', attachmentId: up.id }, lang: 'en' });
    expect(saved.body.code).toBe(0);
    const pending = (await upload('attachment', { name: 'draft.csv', bytes: CSV(2) }, { token: t.user })).body.data;

    const list = (await get('fileManage/page', { pageSize: 50 }, t.user)).body.data.list;
    const attached = list.find((f: { id: string }) => f.id === up.id);
    expect(attached).toMatchObject({ origin: 'upload', deletable: false, usedBy: { ownerKind: 'suggestion', href: '/my/suggestion' } });
    expect(list.find((f: { id: string }) => f.id === pending.id)).toMatchObject({ usedBy: null, deletable: true });
    const generated = list.filter((f: { origin: string }) => f.origin === 'generated');
    expect(generated.length).toBeGreaterThanOrEqual(4);
    expect(generated[0].usedBy.href).toMatch(/^\/zhj\/productDetail\?id=\d+$/);
    expect((await get('fileManage/page', { origin: 'upload' }, t.user)).body.data.list.every((f: { origin: string }) => f.origin === 'upload')).toBe(true);
    expect((await get('fileManage/page', { keyword: 'notes' }, t.user)).body.data.list.map((f: { id: string }) => f.id)).toEqual([up.id]);

    const del = await callApi('POST', 'SystemManager/fileDelete', { token: t.user, body: { id: up.id }, lang: 'zh' });
    expect(del.status).toBe(409);
    expect((await callApi('POST', 'SystemManager/fileDelete', { token: t.user, body: { id: pending.id } })).body.code).toBe(0);

    expect((await get('fileManage/get', { id: up.id }, t.user)).body.data.sha256).toBe(attached.sha256);
    expect((await get('fileManage/get', { id: up.id }, t.other)).status).toBe(404);
    expect((await get('fileManage/page', {})).body.code).toBe(-100);
    const bad = await get('fileManage/page', { origin: 'stolen' }, t.user, 'zh');
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('筛选条件无效');
  });
});

describe('standard and common parts', () => {
  it('lists the catalogues and finds hex bolts of size M12 and class 8.8 with the source of each row', async () => {
    const dir = (await get('tui/dir', {})).body.data;
    expect(dir.find((d: { catalogue: string }) => d.catalogue === 'standard').categories.map((c: { code: string }) => c.code).sort()).toEqual(['hexBolt', 'hexNut', 'washer']);
    const hits = (await get('tui/search', { size: 'M12', class: '8.8' })).body.data;
    expect(hits.total).toBe(1);
    expect(hits.list[0]).toMatchObject({ standard: 'GB/T 5782', intlStandard: 'ISO 4014', sizes: [{ size: 'M12', cells: ['12', '1.75', '18.0', '20.03', '7.5'], demo: false }] });
    expect(hits.list[0].sizes[0].sourceUrl).toMatch(/^https:\/\//);
    expect((await get('tui/search', { size: '12', catalogue: 'standard' })).body.data.total).toBe(3);
    expect((await get('tui/search', { catalogue: 'common' })).body.data.list[0].category).toBe('hSection');
    expect((await get('tui/search', { keyword: 'ISO 7089' })).body.data.list[0].category).toBe('washer');
  });

  it('lists the GB/T 706 angles and the ASTM A53 pipes among the common parts and filters them by leg width or NPS', async () => {
    const common = (await get('tui/dir', {})).body.data.find((d: { catalogue: string }) => d.catalogue === 'common').categories;
    expect(common).toEqual([
      { code: 'angle', count: 2 },
      { code: 'hSection', count: 1 },
      { code: 'pipe', count: 1 },
    ]);
    const legs = (await get('tui/search', { catalogue: 'common', size: '50' })).body.data;
    expect(legs.list.map((p: { code: string }) => p.code)).toEqual(['equal-angle-gbt706', 'unequal-angle-gbt706']);
    expect(legs.list[0]).toMatchObject({ standard: 'GB/T 706-2016', fields: [{ name: 'b', unit: 'mm' }, { name: 'd', unit: 'mm' }, { name: 'area', unit: 'cm²' }, { name: 'weight', unit: 'kg/m' }] });
    expect(legs.list[0].sizes.map((s: { size: string; cells: string[] }) => [s.size, s.cells])).toEqual([
      ['∠50×5', ['50', '5', '4.803', '3.77']],
      ['∠50×6', ['50', '6', '5.688', '4.46']],
    ]);
    expect(legs.list[1].sizes).toMatchObject([{ size: '∠50×32×4', cells: ['50', '32', '4', '3.177', '2.49'], demo: false }]);
    expect(legs.list[1].sizes[0].sourceUrl).toBe('https://www.mechtool.cn/metalmaterial/metalmaterial_hotrolledunequalanglesteel2016.html');

    const pipes = (await get('tui/search', { category: 'pipe', size: '2' }, undefined, 'zh')).body.data;
    expect(pipes.total).toBe(1);
    expect(pipes.list[0]).toMatchObject({ title: '钢管（ASTM A53）', standard: 'ASTM A53/A53M' });
    expect(pipes.list[0].sizes.map((s: { cells: string[] }) => s.cells.slice(1, 5))).toEqual([
      ['60.3', '3.91', '5.44', 'STD / 40'],
      ['60.3', '5.54', '7.48', 'XS / 80'],
      ['60.3', '8.74', '11.11', '160'],
      ['60.3', '11.07', '13.44', 'XXS'],
    ]);
    expect(pipes.list[0].sizes.every((s: { sourceUrl: string; demo: boolean }) => s.sourceUrl === 'https://sjsenersol.ae/pipes-fittings/nps-2-nps-3-2n/' && !s.demo)).toBe(true);
    expect((await get('tui/search', { category: 'angle', size: '2' })).body.data.total).toBe(0);
    expect((await get('tui/search', { keyword: '∠63×40' })).body.data.list.map((p: { code: string }) => p.code)).toEqual(['unequal-angle-gbt706']);
  });

  it('shows a pipe with the grades its source names and an angle with none, in both languages', async () => {
    const [pipe] = (await get('tui/search', { category: 'pipe' })).body.data.list;
    const en = (await get('tui/produceDetail', { id: pipe.id })).body.data;
    expect(en).toMatchObject({ title: 'Steel pipes (ASTM A53)', materials: ['A53 Grade A', 'A53 Grade B'] });
    expect(en.sizes).toHaveLength(8);
    expect(en.description).toMatch(/Grade A and Grade B/);
    expect((await get('tui/produceDetail', { id: pipe.id }, undefined, 'zh')).body.data.description).toMatch(/A 级与 B 级/);
    const [equal] = (await get('tui/search', { category: 'angle', size: '25' }, undefined, 'zh')).body.data.list;
    const angle = (await get('tui/produceDetail', { id: equal.id }, undefined, 'zh')).body.data;
    expect(angle).toMatchObject({ code: 'equal-angle-gbt706', title: '热轧等边角钢（GB/T 706）', materials: [] });
    expect(angle.sizes).toHaveLength(10);
  });

  it('refuses a size with a decimal point (a pipe\'s NPS 2.5) in both languages', async () => {
    const zh = await get('tui/search', { catalogue: 'common', size: '2.5' }, undefined, 'zh');
    expect(zh.status).toBe(400);
    expect(zh.body).toMatchObject({ code: -1, msg: '规格必须是数字或 M12 这样的公制螺纹' });
    expect((await get('tui/search', { catalogue: 'common', size: '2.5' })).body.msg).toBe('The size must be a number or a metric thread such as M12');
  });

  it('refuses a size that is not a number and an unknown filter in both languages; an unknown part is not found', async () => {
    const zh = await get('tui/search', { size: 'twelve' }, undefined, 'zh');
    expect(zh.status).toBe(400);
    expect(zh.body.msg).toBe('规格必须是数字或 M12 这样的公制螺纹');
    expect((await get('tui/search', { size: 'twelve' })).body.msg).toBe('The size must be a number or a metric thread such as M12');
    expect((await get('tui/search', { category: 'rivet' })).status).toBe(400);
    expect((await get('tui/produceDetail', { id: 999999 }, undefined, 'zh')).body.msg).toBe('零件不存在');
  });

  it('shows a part with its whole table and generates the table as CSV once for everyone', async () => {
    const [h] = (await get('tui/search', { catalogue: 'common' })).body.data.list;
    const detail = (await get('tui/produceDetail', { id: h.id })).body.data;
    expect(detail.sizes.length).toBe(4);
    expect(detail.description).toMatch(/GB\/T 11263-2024/);
    const made = (await gener(t.user, { partId: h.id, format: 'csv' })).body.data;
    expect(made.state).toBe('ready');
    expect((await gener(t.other, { partId: h.id, format: 'csv' })).body.data.id).toBe(made.id);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(new Uint8Array(await (await download(made.fileId, { token: t.other })).arrayBuffer()));
    expect(text).toMatch(/^\uFEFFSize,h \(mm\),b \(mm\)/);
    expect((await gener(t.user, { partId: h.id, format: 'json' })).status).toBe(400);
    expect((await gener(t.user, { partId: h.id, productId: ids.grades, format: 'csv' })).status).toBe(400);
  });

  it('generates the equal-angle table as CSV and XLSX with the source of every row', async () => {
    const [equal] = (await get('tui/search', { category: 'angle', size: '25' })).body.data.list;
    const csv = (await gener(t.user, { partId: equal.id, format: 'csv' })).body.data;
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(new Uint8Array(await (await download(csv.fileId, { token: t.user })).arrayBuffer()));
    const lines = text.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toBe('Size,b (mm),d (mm),Sectional area (cm²),Theoretical weight (kg/m),Source,Demo data');
    expect(lines).toHaveLength(11);
    expect(lines.find((l) => l.startsWith('∠50×5,'))).toMatch(/^∠50×5,50,5,4\.803,3\.77,https:\/\/cultoo\.net\/data-sheet\/1417\.html,/);
    for (const lang of ['zh', 'en'] as const) {
      for (const format of ['csv', 'xlsx'] as const) {
        const made = (await gener(t.user, { partId: equal.id, format }, lang)).body.data;
        const bytes = new Uint8Array(await (await download(made.fileId, { token: t.user })).arrayBuffer());
        expectInLanguage(`part ${format}`, format === 'csv' ? csvHeaders(bytes) : await xlsxHeaders(bytes), lang);
      }
    }
    const xlsx = (await gener(t.user, { partId: equal.id, format: 'xlsx' })).body.data;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await (await download(xlsx.fileId, { token: t.user })).arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).getCell(5).value).toBe('Theoretical weight (kg/m)');
    const rows: unknown[][] = [];
    sheet.eachRow((r) => rows.push([r.getCell(1).value, r.getCell(4).value, r.getCell(5).value]));
    expect(rows).toHaveLength(11);
    expect(rows).toContainEqual(['∠70×7', '9.424', '7.40']);
  });
});
