import ExcelJS from 'exceljs';
import { count, eq } from 'drizzle-orm';
import { dispatcher } from '@/lib/server/entry';
import { rankingSimulations } from '@/lib/server/db/schema';
import { testServices } from '../helpers/services';
import { authSeedStep } from '@/lib/server/auth/seed';
import { rankingPublications, rankingResults } from '@/lib/server/db/schema';
import { rankingReportsSeedStep, rankingSeedStep, seedReportAuthor } from '@/lib/server/ranking/seed';
import { catalogueItems, cloudProfiles, files, orderEvents, orders, payments, rankingReportAuthors } from '@/lib/server/db/schema';
import { upload } from './files-helpers';
import { contentTypes, officeBomb, sheetXml, textEntry, withSheet, zipOfRaw, selfReferencingPdf } from '../fixtures/hostile-documents';
import { replaceFiles } from '@/lib/server/files/service';
import { freshRateLimiter } from '../helpers/services';
import { paymentsSeedStep } from '@/lib/server/payments/catalogue';
import { fixedProviders } from '@/lib/server/payments/providers';
import { PDFDocument } from '@cantoo/pdf-lib';
import { rebuildTestServices } from '../helpers/services';
import { FakeAlipay, FakeWechat, wechatNotice } from './payments-helpers';
import { callApi } from '../helpers/api';
import { expectInLanguage, pdfLines, xlsxColumn, xlsxHeaders } from '../helpers/generated-files';
import { hasHan } from '@/lib/i18n/text-language';
import { authTestDatabase } from './auth-helpers';
import { signIn } from './workflow-helpers';

/** The quality reliability ranking (issue 33, docs/RANKING.md): the model, published rankings, announcements, publishing. */

const db = authTestDatabase([authSeedStep, paymentsSeedStep, rankingSeedStep, rankingReportsSeedStep]);
const t = {} as Record<'user' | 'admin', string>;

beforeAll(async () => {
  t.user = await signIn('demo_user');
  t.admin = await signIn('demo_public_admin');
});

const get = (path: string, query: Record<string, string | number | undefined> = {}, lang: 'zh' | 'en' = 'en', token?: string) => callApi('GET', `qc/${path}`, { query, lang, token });
const post = (path: string, body: unknown, token?: string, lang: 'zh' | 'en' = 'en') => callApi('POST', `qc/${path}`, { body, token, lang });

describe('the published model', () => {
  it('shows blocks, indicators, weights and grade thresholds in both languages', async () => {
    const en = (await get('introduce')).body.data;
    const zh = (await get('introduce', {}, 'zh')).body.data;
    expect(en.blocks.map((b: { key: string; weight: number }) => [b.key, b.weight])).toEqual([
      ['productQuality', 0.5],
      ['deliveryService', 0.3],
      ['innovation', 0.2],
    ]);
    expect(en.blocks[0].indicators[3]).toMatchObject({ key: 'compositionCpk', label: 'Composition stability (Cpk)', zeroAt: 0.67, fullAt: 1.67, totalWeight: 0.1 });
    expect(zh.blocks[0].indicators[3].label).toBe('成分稳定性（Cpk）');
    expect(en.grades.map((g: { grade: string }) => g.grade)).toEqual(['A+', 'A', 'B+', 'B', 'C']);
    expect(en.categories).toHaveLength(5);
  });
});

describe('published rankings', () => {
  it('shows the newest published year of the first category by default, ranked, with its distribution and trend', async () => {
    const res = await get('productRanking');
    expect(res.status).toBe(200);
    const r = res.body.data;
    expect(r).toMatchObject({ year: 2025, years: [2025, 2024], category: { code: 'hot-rolled-strip', name: 'Hot-rolled strip' }, level: 'enterprise', total: 6, demo: true });
    expect(r.list.map((x: { rank: number }) => x.rank)).toEqual([1, 2, 3, 4, 5, 6]);
    const scores = r.list.map((x: { score: number }) => x.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(r.distribution.reduce((a: number, d: { count: number }) => a + d.count, 0)).toBe(6);
    expect(r.trend.map((x: { year: number }) => x.year)).toEqual([2024, 2025]);
    expect(r.list[0].company).toMatch(/\(demo\)$/);
  });

  it('filters by year, category, line level, grade and enterprise name', async () => {
    const lines = (await get('productRanking', { year: 2024, category: 'rebar', level: 'rolling' })).body.data;
    expect(lines).toMatchObject({ year: 2024, category: { code: 'rebar' }, level: 'rolling', total: 6 });
    expect(lines.list.every((x: { level: string; line: string }) => x.level === 'rolling' && x.line)).toBe(true);
    const one = (await get('productRanking', { year: 2024, category: 'rebar', keyword: 'central' })).body.data;
    expect(one.list.map((x: { company: string }) => x.company)).toEqual(['Central Demo Steel Co., Ltd. (demo)']);
    const zh = (await get('productRanking', { year: 2024, category: 'rebar', keyword: '中部' }, 'zh')).body.data;
    expect(zh.list.map((x: { company: string }) => x.company)).toEqual(['中部演示钢业有限公司（演示）']);
    const grade = one.list[0].grade;
    const byGrade = (await get('productRanking', { year: 2024, category: 'rebar', grade })).body.data;
    expect(byGrade.list.every((x: { grade: string }) => x.grade === grade)).toBe(true);
    const unpublished = (await get('productRanking', { year: 2026, category: 'rebar' })).body.data;
    expect(unpublished).toMatchObject({ year: 2026, total: 0, publishedAt: null });
  });

  it('refuses an unknown category, level or year with 400 naming it in the caller language', async () => {
    for (const [query, en, zh] of [
      [{ category: 'titanium' }, 'Unknown product category', '未知的产品品类'],
      [{ level: 'shop' }, 'The level must be enterprise, steelmaking line or rolling line', '层级应为企业级、炼钢产线或轧钢产线'],
      [{ year: 1800 }, 'The year must be a whole number from 2000 to 2100', '年度应为 2000–2100 之间的整数'],
    ] as const) {
      const a = await get('productRanking', query);
      expect([a.status, a.body.code, a.body.msg]).toEqual([400, -1, en]);
      expect((await get('productRanking', query, 'zh')).body.msg).toBe(zh);
    }
  });

  it('ranks enterprises by their mean enterprise-level score over the categories', async () => {
    const r = (await get('companyRanking', { year: 2025 })).body.data;
    expect(r.total).toBe(6);
    expect(r.list[0].categories).toHaveLength(5);
    const first = r.list[0];
    const mean = Math.round((first.categories.reduce((a: number, c: { score: number }) => a + c.score, 0) / 5) * 100) / 100;
    expect(first.score).toBeCloseTo(mean, 2);
  });

  it("shows a result's contributions (adding up to its score), its trend and the enterprise's lines; unknown 404", async () => {
    const top = (await get('productRanking', { year: 2025, category: 'heavy-plate' })).body.data.list[0];
    const d = (await get('rankDetail', { id: top.id })).body.data;
    expect(d).toMatchObject({ id: top.id, score: top.score, grade: top.grade, rank: 1, of: 6, year: 2025, level: 'enterprise' });
    const sum = d.contributions.reduce((a: number, c: { points: number }) => a + c.points, 0);
    expect(sum).toBeCloseTo(d.score, 1);
    expect(d.trend.map((x: { year: number }) => x.year)).toEqual([2024, 2025]);
    expect(d.lines.map((l: { level: string }) => l.level).sort()).toEqual(['enterprise', 'rolling', 'steelmaking']);
    const missing = await get('rankDetail', { id: 999999 });
    expect([missing.status, missing.body.code]).toEqual([404, -1]);
  });
});

describe('announcements', () => {
  it('lists announcements and news, searches titles in either language and shows a detail', async () => {
    const all = (await get('announcementPage', { kind: 'announcement' })).body.data;
    expect(all.total).toBe(4);
    expect(all.list[0].title).toMatch(/^\[Demo\]/);
    const found = (await get('announcementPage', { keyword: '2025' })).body.data;
    expect(found.list.map((a: { title: string }) => a.title)).toEqual(['[Demo] Results of the 2025 steel product quality reliability ranking']);
    const none = (await get('announcementPage', { keyword: 'zzz-nothing' })).body.data;
    expect(none).toMatchObject({ total: 0, list: [] });
    const d = (await get('announcementGet', { id: found.list[0].id }, 'zh')).body.data;
    expect(d.title).toBe('【演示】2025年度钢材产品质量可靠性排名结果公告');
    expect(d.body).toContain('<p>');
    expect(d.attachments).toHaveLength(1);
    expect(d.attachments[0]).toMatchObject({ name: 'ranking-results-2025.pdf' });
    const files = (await get('announcementPage', { withFiles: '1' })).body.data;
    expect(files.list.map((a: { files: number }) => a.files)).toEqual([1, 1]);
    const pdf = await callApi('GET', 'SystemManager/fileDownload', { query: { id: d.attachments[0].id } });
    expect(pdf.status).toBe(200);
    const resultsBytes = new Uint8Array(await pdf.response.arrayBuffer());
    expect(Buffer.from(resultsBytes).subarray(0, 5).toString()).toBe('%PDF-');
    // The published results are read in both languages: each title and each category heading in Chinese and English.
    const results = await pdfLines(resultsBytes);
    expect(results.some((l) => l.startsWith('【演示】'))).toBe(true);
    expect(results.some((l) => l.startsWith('[Demo]'))).toBe(true);
    const headings = results.filter((l) => / \/ /.test(l) && !/^\d/.test(l));
    expect(headings.length).toBeGreaterThan(0);
    for (const h of headings) expect(h.split(' / ').map((side) => hasHan(side)), h).toEqual([true, false]);
    expect((await get('announcementGet', { id: 999999 })).status).toBe(404);
  });
});

describe('publishing', () => {
  it('lets only a publisher publish, computes the results once and refuses a second publication with 409', async () => {
    const refused = await post('publish', { year: 2026, category: 'wire-rod' }, t.user);
    expect([refused.status, refused.body.code]).toEqual([403, -1]);
    expect((await post('publish', { year: 2026, category: 'wire-rod' })).body.code).toBe(-100);
    const unknown = await post('publish', { year: 2026, category: 'titanium' }, t.admin);
    expect([unknown.status, unknown.body.msg]).toEqual([400, 'Unknown product category']);
    const empty = await post('publish', { year: 2030, category: 'wire-rod' }, t.admin);
    expect(empty.status).toBe(400);
    const ok = await post('publish', { year: 2026, category: 'wire-rod' }, t.admin);
    expect(ok.status).toBe(200);
    expect(ok.body.data.results).toBe(18);
    const again = await post('publish', { year: 2026, category: 'wire-rod' }, t.admin, 'zh');
    expect([again.status, again.body.msg]).toEqual([409, '2026 年度该品类的排名已发布']);
    const pubs = await db.handle.db.select({ id: rankingPublications.id }).from(rankingPublications).where(eq(rankingPublications.year, 2026));
    expect(pubs).toHaveLength(1);
    const [{ n }] = await db.handle.db.select({ n: count() }).from(rankingResults).where(eq(rankingResults.publicationId, pubs[0].id));
    expect(Number(n)).toBe(18);
    const shown = (await get('productRanking', { category: 'wire-rod' })).body.data;
    expect(shown).toMatchObject({ year: 2026, total: 6 });
  });

  it('saves an announcement for a publisher only, sanitising the body', async () => {
    const body = { kind: 'news', titleZh: '测试新闻', titleEn: 'Test news', bodyZh: '<p>好</p><script>alert(1)</script>', bodyEn: '<p>good</p>' };
    expect((await post('saveAnnouncement', body, t.user)).status).toBe(403);
    const missing = await post('saveAnnouncement', { ...body, titleEn: ' ' }, t.admin);
    expect([missing.status, missing.body.msg]).toEqual([400, 'Enter the English title']);
    const saved = await post('saveAnnouncement', body, t.admin);
    expect(saved.status).toBe(200);
    const d = (await get('announcementGet', { id: saved.body.data.id }, 'zh')).body.data;
    expect(d).toMatchObject({ title: '测试新闻', kind: 'news', body: '<p>好</p>' });
  });
});

describe('ranking applications', () => {
  const form = {
    userType: 'manufacturer',
    companyName: 'Test Steel Co. (test)',
    creditCode: '91310000MA1FL0XX2F',
    address: '1 Test Road, Shanghai',
    productName: 'Hot-rolled strip Q355B',
    category: 'hot-rolled-strip',
    steelmakingLine: 'BOF No. 1',
    rollingLine: '1780 hot strip mill',
    manufacturer: 'Test Steel Co. (test)',
    contactName: 'Li Lei',
    contactInfo: '13800000001',
    instructions: 'First application',
  };

  it('refuses a missing required field or a bad credit code with 400 naming it in both languages, storing nothing', async () => {
    const missing = await post('saveApplication', { ...form, creditCode: '' }, t.user);
    expect([missing.status, missing.body.code, missing.body.msg]).toEqual([400, -1, 'Enter the unified social credit code']);
    expect((await post('saveApplication', { ...form, creditCode: undefined }, t.user, 'zh')).body.msg).toBe('请输入统一社会信用代码');
    const bad = await post('saveApplication', { ...form, creditCode: '91310000MA1FL0XX2T' }, t.user);
    expect([bad.status, bad.body.msg]).toEqual([400, 'The unified social credit code is malformed or its check character is wrong']);
    for (const [field, msg] of [
      ['companyName', "Enter the applicant's company name"],
      ['address', 'Enter the address'],
      ['productName', 'Enter the product name'],
      ['manufacturer', "Enter the manufacturer's name"],
      ['contactName', 'Enter the contact name'],
      ['contactInfo', 'Enter the contact information'],
    ]) {
      const r = await post('saveApplication', { ...form, [field]: ' ' }, t.user);
      expect([r.status, r.body.msg]).toEqual([400, msg]);
    }
    expect((await post('saveApplication', { ...form, category: 'titanium' }, t.user)).body.msg).toBe('Unknown product category');
    expect((await post('saveApplication', form)).body.code).toBe(-100);
    expect((await get('myApplications', {}, 'en', t.user)).body.data.total).toBe(0);
  });

  it('submits a complete application for review; the administrator approves it and the applicant hears of it; others see 404', async () => {
    const saved = await post('saveApplication', { ...form, creditCode: ' 91310000ma1fl0xx2f ' }, t.user);
    expect(saved.status).toBe(200);
    const id = saved.body.data.id;
    const mine = (await get('myApplications', {}, 'en', t.user)).body.data;
    expect(mine.list[0]).toMatchObject({ id, creditCode: '91310000MA1FL0XX2F', state: 'submitted', category: { code: 'hot-rolled-strip' } });
    const other = await signIn('demo_lab');
    expect((await get('applicationGet', { id }, 'en', other)).status).toBe(404);
    expect((await get('applicationGet', { id }, 'en', t.admin)).body.data.companyName).toBe(form.companyName);

    const queue = (await callApi('GET', 'audit/page', { token: t.admin, query: { kind: 'rankingApplication' }, lang: 'en' })).body.data;
    const item = queue.list.find((i: { subjectId: number }) => i.subjectId === id);
    expect(item).toMatchObject({ kind: 'rankingApplication', state: 'submitted', title: 'Test Steel Co. (test) · Hot-rolled strip Q355B' });
    expect((await callApi('POST', 'audit/audit', { token: t.user, body: { id: item.id, decision: 'approve' } })).status).toBe(403);
    expect((await callApi('POST', 'audit/start', { token: t.admin, body: { id: item.id } })).status).toBe(200);
    const approved = await callApi('POST', 'audit/audit', { token: t.admin, body: { id: item.id, decision: 'approve' } });
    expect(approved.body.data.state).toBe('approved');
    expect((await get('myApplications', {}, 'en', t.user)).body.data.list[0].state).toBe('approved');
    const messages = (await callApi('GET', 'messages/page', { token: t.user, lang: 'en' })).body.data;
    expect(messages.list[0].content ?? JSON.stringify(messages.list[0])).toContain('Ranking application');
  });
});

/** POSTs one multipart file to qc/simulationUpload in-process. */
async function uploadSheet(bytes: Uint8Array, token: string, options: { category?: string; name?: string; lang?: 'zh' | 'en' } = {}) {
  const form = new FormData();
  form.append('file', new Blob([Buffer.from(bytes)]), options.name ?? 'filled.xlsx');
  const headers = new Headers({ authorization: `Bearer ${token}`, cookie: `lang=${options.lang === 'zh' ? 'CN' : 'EN'}` });
  const req = new Request(`http://localhost/atsteel/qc/simulationUpload?category=${options.category ?? 'rebar'}`, { method: 'POST', headers, body: form });
  const res = await dispatcher(req, ['qc', 'simulationUpload'], testServices());
  return { status: res.status, body: JSON.parse(await res.text()) };
}

/** The downloaded template with the value column filled in (a value per indicator key; undefined leaves it empty). */
async function filledTemplate(token: string, values: Record<string, unknown>): Promise<Uint8Array> {
  const res = await callApi('GET', 'qc/simulationTemplate', { query: { category: 'rebar' }, token, lang: 'en' });
  expect(res.status).toBe(200);
  expect(res.response.headers.get('content-type')).toContain('spreadsheetml');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(await res.response.arrayBuffer()) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    const key = String(row.getCell(1).value);
    if (values[key] !== undefined) row.getCell(5).value = values[key] as ExcelJS.CellValue;
  });
  return new Uint8Array(await book.xlsx.writeBuffer());
}

const exampleB = { mechanicalConformity: 98, dimensionalConformity: 96, surfaceConformity: 95, compositionCpk: 1.33, onTimeDelivery: 95, complaintRate: 1, satisfaction: 88, rdIntensity: 1.5, newProductShare: 12 };

describe('simulation', () => {
  it('reads the filled template row by row, refusing a non-numeric and an out-of-range cell and storing nothing', async () => {
    const bytes = await filledTemplate(t.user, { ...exampleB, compositionCpk: 'high', satisfaction: 120 });
    const res = await uploadSheet(bytes, t.user);
    expect(res.status).toBe(200);
    const parsed = res.body.data;
    expect(parsed.valid).toBe(false);
    const errors = parsed.rows.filter((r: { error: string | null }) => r.error).map((r: { row: number; error: string }) => [r.row, r.error]);
    expect(errors).toEqual([
      [5, 'Composition stability (Cpk): must be a number'],
      [8, 'Customer satisfaction: must be between 0 and 100'],
    ]);
    expect(parsed.rows).toHaveLength(9);
    expect(Number((await db.handle.db.select({ n: count() }).from(rankingSimulations))[0].n)).toBe(0);
    const zh = await uploadSheet(bytes, t.user, { lang: 'zh' });
    expect(zh.body.data.rows[3].error).toBe('成分稳定性（Cpk）：应为数字');
    const fixed = await uploadSheet(await filledTemplate(t.user, exampleB), t.user);
    expect(fixed.body.data).toMatchObject({ valid: true, values: exampleB });
  });

  it('heads the simulation template in the caller’s language, indicators and units included', async () => {
    for (const lang of ['zh', 'en'] as const) {
      const bytes = new Uint8Array(await (await callApi('GET', 'qc/simulationTemplate', { query: { category: 'rebar' }, token: t.user, lang })).response.arrayBuffer());
      expectInLanguage('qc/simulationTemplate header', await xlsxHeaders(bytes), lang);
      // The indicator names and their units (columns 2 and 3) are read by the applicant as labels too.
      expectInLanguage('qc/simulationTemplate indicators', [...(await xlsxColumn(bytes, 2)), ...(await xlsxColumn(bytes, 3))], lang);
    }
  });

  it('refuses a file that is not .xlsx, an unknown category and a visitor', async () => {
    const csv = await uploadSheet(new TextEncoder().encode('a,b\n1,2\n'), t.user, { name: 'x.csv' });
    expect([csv.status, csv.body.code, csv.body.msg]).toEqual([400, -1, 'Upload the filled template as an .xlsx file']);
    const unknown = await uploadSheet(await filledTemplate(t.user, exampleB), t.user, { category: 'titanium' });
    expect([unknown.status, unknown.body.msg]).toEqual([400, 'Unknown product category']);
    expect((await callApi('GET', 'qc/simulationTemplate', { query: { category: 'titanium' }, token: t.user, lang: 'en' })).status).toBe(400);
    expect((await callApi('GET', 'qc/simulationTemplate', { query: { category: 'rebar' } })).body.code).toBe(-100);
  });

  it('refuses a workbook that would unpack past its bounds (a 128 MB sheet in about 130 KB) before reading it, in both languages', async () => {
    const bomb = await officeBomb('xl/worksheets/sheet1.xml', 128 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(200 * 1024);
    const started = Date.now();
    const res = await uploadSheet(bomb, t.user);
    expect([res.status, res.body.code, res.body.msg]).toEqual([400, -1, 'The file cannot be read: unpacked it would be larger than 8 MB']);
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await uploadSheet(bomb, t.user, { lang: 'zh' })).body.msg).toBe('无法读取该文件：解压后将超过 8 MB');
  });

  it('refuses a sheet of 100,000 rows or of too many cells with the maximum, and lists at most what the preview shows', async () => {
    const template = new Uint8Array(await (await callApi('GET', 'qc/simulationTemplate', { query: { category: 'rebar' }, token: t.user, lang: 'en' })).response.arrayBuffer());
    const long = await uploadSheet(await withSheet(template, sheetXml(100_000)), t.user);
    expect([long.status, long.body.msg]).toEqual([400, 'The workbook has more than 50 rows, the most that are read']);
    expect(JSON.stringify(long.body).length).toBeLessThan(1000);
    expect((await uploadSheet(await withSheet(template, sheetXml(100_000)), t.user, { lang: 'zh' })).body.msg).toBe('工作簿超过 50 行，无法读取（最多读取 50 行）');
    const wide = await uploadSheet(await withSheet(template, sheetXml(20, 26)), t.user);
    expect([wide.status, wide.body.msg]).toEqual([400, 'The workbook has more than 500 cells, the most that are read']);
    // Within the bounds: every row listed, a long cell cut to what the preview's cell shows.
    const rows = Array.from({ length: 50 }, (_, i) => `<row r="${i + 1}"><c r="A${i + 1}" t="inlineStr"><is><t>${'x'.repeat(5000)}</t></is></c></row>`).join('');
    const fits = await uploadSheet(await withSheet(template, `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows}</sheetData></worksheet>`), t.user);
    expect(fits.status).toBe(200);
    expect(fits.body.data.rows.length).toBeLessThanOrEqual(49 + 9);
    expect(Math.max(...fits.body.data.rows.map((r: { label: string }) => r.label.length))).toBe(100);
  });

  it('refuses a damaged workbook with its reason, not a 500', async () => {
    const error = vi.spyOn(console, 'error');
    const broken = zipOfRaw([contentTypes('xlsx'), textEntry('xl/workbook.xml', '<workbook><sheets><sheet'), textEntry('xl/worksheets/sheet1.xml', '<worksheet')]);
    const res = await uploadSheet(broken, t.user);
    expect([res.status, res.body.msg]).toEqual([400, 'The workbook cannot be read: it is damaged or not an .xlsx file with a worksheet']);
    expect((await uploadSheet(broken, t.user, { lang: 'zh' })).body.msg).toBe('无法读取该工作簿：文件已损坏，或不是含有工作表的 .xlsx 文件');
    expect(error.mock.calls.some((c) => String(c[0]).includes('server_error'))).toBe(false);
    error.mockRestore();
  });

  it('counts a simulation upload with the file uploads of the same user (429 past the minute limit)', async () => {
    const bytes = await filledTemplate(t.admin, exampleB);
    for (let i = 0; i < 30; i++) expect((await uploadSheet(bytes, t.admin)).status).toBe(200);
    const refused = await uploadSheet(bytes, t.admin);
    expect([refused.status, refused.body.msg]).toEqual([429, expect.stringMatching(/^Too many uploads: at most 30 files in a minute/)]);
    expect((await upload('report', { name: 'r.pdf', bytes: selfReferencingPdf() }, { token: t.admin })).status).toBe(429);
    freshRateLimiter();
  });

  it("scores the values with the model (worked example B), ranks them among the published results and keeps them for their owner only", async () => {
    const bad = await post('simulate', { category: 'rebar', values: { ...exampleB, compositionCpk: 9 } }, t.user);
    expect([bad.status, bad.body.msg]).toEqual([400, 'A value is refused: Composition stability (Cpk): must be between 0 and 5']);
    const missing = await post('simulate', { category: 'rebar', values: { ...exampleB, rdIntensity: undefined } }, t.user);
    expect(missing.body.msg).toBe('A value is refused: R&D intensity: the value is missing');
    const res = await post('simulate', { category: 'rebar', values: exampleB }, t.user);
    expect(res.status).toBe(200);
    const sim = res.body.data;
    expect(sim).toMatchObject({ score: 64.6, grade: 'B', year: 2025, rankedAmong: 6, blocks: { productQuality: 33.1, deliveryService: 22.5, innovation: 9 } });
    const published = (await get('productRanking', { year: 2025, category: 'rebar' })).body.data.list.map((r: { score: number }) => r.score);
    expect(sim.wouldRank).toBe(1 + published.filter((s: number) => s > 64.6).length);
    expect(sim.contributions.find((c: { indicator: string }) => c.indicator === 'mechanicalConformity').points).toBe(14);
    expect((await get('simulationGet', { id: sim.id }, 'en', t.user)).body.data.score).toBe(64.6);
    expect((await get('simulationGet', { id: sim.id }, 'en', t.admin)).status).toBe(404);
    expect((await get('mySimulations', {}, 'en', t.user)).body.data.total).toBe(1);
    expect((await get('mySimulations', {}, 'en', t.admin)).body.data.total).toBe(0);
  });
});

describe('paid reports', () => {
  const tk = {} as Record<'company' | 'employee' | 'stranger', string>;
  let reportId: number;
  beforeAll(async () => {
    rebuildTestServices({ payments: fixedProviders({ wechat: new FakeWechat(), alipay: new FakeAlipay() }) });
    tk.company = await signIn('demo_admin');
    tk.employee = await signIn('demo_employee');
    tk.stranger = await signIn('demo_lab');
  });

  it("sells one demo report per published category and year and retires the payment core's two placeholders", async () => {
    const cats = (await get('reportCategory')).body.data;
    expect(cats).toHaveLength(5);
    expect(cats[0].reports.map((r: { year: number }) => r.year)).toEqual([2025, 2024]);
    expect(cats[0].reports[0]).toMatchObject({ title: '[Demo] 2025 Hot-rolled strip quality reliability ranking report', priceFen: 19_800, demo: true });
    expect((await get('reportCategory', {}, 'zh')).body.data[0].reports[0].title).toBe('【演示】2025年度热轧带钢质量可靠性排名报告');
    const retired = await db.handle.db.select({ active: catalogueItems.active }).from(catalogueItems).where(eq(catalogueItems.code, 'demo-report-expert-alloy'));
    expect(retired).toEqual([{ active: false }]);
    reportId = cats[0].reports[0].id;
  });

  it('shows an unpaid report as a summary only and refuses its download with 403', async () => {
    const anon = (await get('indexReport', { id: reportId })).body.data;
    expect(anon).toMatchObject({ entitled: false, full: null, summary: { counts: { enterprise: 6 } } });
    expect(anon.summary.distribution.reduce((a: number, d: { count: number }) => a + d.count, 0)).toBe(6);
    const mine = (await get('indexReport', { id: reportId }, 'en', t.user)).body.data;
    expect(mine).toMatchObject({ entitled: false, full: null });
    const refused = await get('reportDownload', { id: reportId }, 'en', t.user);
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('The full report and its PDF are for those who bought it (or their company)');
    expect((await get('reportDownload', { id: reportId })).body.code).toBe(-100);
    expect((await get('indexReport', { id: 999_999 })).status).toBe(404);
    const bad = await get('indexReport', { id: 'x' }, 'zh');
    expect(bad).toMatchObject({ status: 400, body: { code: -1, msg: '没有该排名报告' } });
    // Nothing was generated for a refused download.
    expect(await db.handle.db.select().from(files).where(eq(files.ownerKind, 'rankingReport'))).toHaveLength(0);
  });

  it('opens the full report and the watermarked PDF to the buyer once paid; a repeated notification entitles once', async () => {
    const order = await callApi('POST', 'payment/saveReportOrder', { token: t.user, body: { itemId: reportId }, headers: { 'Idempotency-Key': 'qc-report-1' } });
    expect(order.body.code).toBe(0);
    const orderNo = order.body.data.orderNo as string;
    expect((await get('indexReport', { id: reportId }, 'en', t.user)).body.data).toMatchObject({ entitled: false, pendingOrderNo: orderNo });
    const notice = { outTradeNo: orderNo, transactionId: 'wx-qc-report-1', amountFen: 19_800 };
    expect((await wechatNotice(notice)).status).toBe(204);
    expect((await wechatNotice(notice)).status).toBe(204);
    const [row] = await db.handle.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    expect(row.status).toBe('paid');
    expect(await db.handle.db.select().from(payments).where(eq(payments.orderId, row.id))).toHaveLength(1);
    expect((await db.handle.db.select().from(orderEvents).where(eq(orderEvents.orderId, row.id))).filter((e) => e.toStatus === 'paid')).toHaveLength(1);

    const full = (await get('indexReport', { id: reportId }, 'en', t.user)).body.data;
    expect(full).toMatchObject({ entitled: true, orderNo });
    expect(full.full.enterprise).toHaveLength(6);
    expect(full.full.rolling.length).toBeGreaterThan(0);
    const res = await get('reportDownload', { id: reportId }, 'en', t.user);
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.response.arrayBuffer());
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getSubject()).toBe(`Licensed to demo_user - Order ${orderNo}`);
    expect(pdf.getPageCount()).toBeGreaterThan(0);
    // In the buyer's language, and in the customer's terms (issue 48 item 9: it said "published in docs/RANKING.md").
    const en = await pdfLines(bytes);
    expectInLanguage('ranking report PDF', en, 'en');
    expect(en.join(' ')).toContain('the quality reliability model the portal publishes');
    expect(en.join('\n')).not.toMatch(/docs\/|\.md\b/);
    const zh = await pdfLines(new Uint8Array(await (await get('reportDownload', { id: reportId }, 'zh', t.user)).response.arrayBuffer()));
    // The buyer's user name in the watermark is data, not a heading.
    expectInLanguage('ranking report PDF', zh.map((l) => l.replaceAll('demo_user', '')), 'zh');
    expect(zh).toContain(`授权给 demo_user · 订单 ${orderNo}`);
    expect(zh.join('')).toContain('评价模型与等级');
    expect(zh.join('\n')).not.toMatch(/docs\/|\.md\b/);
    // Generated once per language, stored as a file of kind report; a second download reuses it.
    expect((await get('reportDownload', { id: reportId }, 'en', t.user)).status).toBe(200);
    const stored = await db.handle.db.select().from(files).where(eq(files.ownerKind, 'rankingReport'));
    expect(stored).toHaveLength(2);
    expect(stored[0]).toMatchObject({ kind: 'report', mime: 'application/pdf' });
    expect(stored[0].size).toBeLessThan(500 * 1024);
  });

  it('opens a report bought for a company to its members and to nobody else', async () => {
    const other = (await get('reportCategory')).body.data[1].reports[0].id as number;
    const order = await callApi('POST', 'payment/saveReportOrder', { token: tk.company, body: { itemId: other, forCompany: true } });
    expect(order.body.code).toBe(0);
    await wechatNotice({ outTradeNo: order.body.data.orderNo, transactionId: 'wx-qc-report-company', amountFen: order.body.data.amountFen });
    expect((await get('indexReport', { id: other }, 'en', tk.employee)).body.data.entitled).toBe(true);
    expect((await get('reportDownload', { id: other }, 'en', tk.employee)).status).toBe(200);
    expect((await get('indexReport', { id: other }, 'en', tk.stranger)).body.data).toMatchObject({ entitled: false, full: null });
    expect((await get('reportDownload', { id: other }, 'en', tk.stranger)).status).toBe(403);
  });

  it('names a demo expert as the author of an expert report and lets an administrator change it; others 403, a non-expert 400', async () => {
    const h = db.handle.db;
    const [expert] = await h.insert(cloudProfiles).values({ code: 'qc-expert', kind: 'expert', nameZh: '王工（演示）', nameEn: 'Wang (demo)', titleZh: '高级工程师', titleEn: 'Senior engineer', orgZh: '演示研究院', orgEn: 'Demo institute', bioZh: '演示', bioEn: 'Demo', demo: true }).returning();
    const [tester] = await h.insert(cloudProfiles).values({ code: 'qc-tester', kind: 'tester', nameZh: '赵工（演示）', nameEn: 'Zhao (demo)', titleZh: '检测员', titleEn: 'Tester', orgZh: '演示', orgEn: 'Demo', bioZh: '演示', bioEn: 'Demo', demo: true }).returning();
    expect(await seedReportAuthor(h)).toContain('1 demo expert report');
    const first = (await get('reportCategory')).body.data[0].reports[0];
    expect(first).toMatchObject({ id: reportId, author: { id: expert.id, name: 'Wang (demo)', title: 'Senior engineer', org: 'Demo institute', demo: true }, uploaded: false });
    expect((await get('indexReport', { id: reportId }, 'zh')).body.data.report.author).toMatchObject({ name: '王工（演示）', demo: true });
    expect((await get('reportCategory')).body.data[0].reports[1].author).toBeNull();

    const experts = await get('reportExperts', {}, 'en', t.admin);
    expect(experts.body.data).toEqual([{ id: expert.id, name: 'Wang (demo)', title: 'Senior engineer', org: 'Demo institute', demo: true }]);
    expect((await get('reportExperts', {}, 'en', t.user)).status).toBe(403);
    expect((await post('saveReport', { id: reportId, expertId: null }, t.user)).status).toBe(403);
    const notExpert = await post('saveReport', { id: reportId, expertId: tester.id }, t.admin);
    expect(notExpert).toMatchObject({ status: 400, body: { code: -1 } });
    expect(notExpert.body.msg).toContain('expert author');
    expect((await post('saveReport', { id: reportId, expertId: tester.id }, t.admin, 'zh')).body.msg).toContain('专家作者');
    expect((await post('saveReport', { id: 999_999, expertId: null }, t.admin)).status).toBe(404);
    const removed = await post('saveReport', { id: reportId, expertId: null }, t.admin);
    expect(removed.body.data).toMatchObject({ id: reportId, author: null });
    expect(await h.select().from(rankingReportAuthors)).toHaveLength(0);
    expect((await post('saveReport', { id: reportId, expertId: expert.id }, t.admin)).body.data.author.id).toBe(expert.id);
  });

  it('lets an administrator upload a PDF that buyers download instead of the generated one, still watermarked', async () => {
    const doc = await PDFDocument.create();
    for (let i = 0; i < 3; i++) doc.addPage([300, 300]);
    doc.setTitle('Uploaded expert report');
    const bytes = await doc.save();
    // The file service checks the content: a text file named .pdf is refused.
    const fake = await upload('report', { name: 'fake.pdf', bytes: new TextEncoder().encode('not a pdf'), type: 'application/pdf' }, { token: t.admin });
    expect(fake.status).toBe(415);
    const up = await upload('report', { name: 'expert-report.pdf', bytes, type: 'application/pdf' }, { token: t.admin });
    expect(up.status).toBe(200);
    const fileId = up.body.data.id as string;
    // Someone else's upload id (the buyer's) is not the administrator's to attach; a visitor 403 before that.
    expect((await post('saveReport', { id: reportId, fileId }, t.user)).status).toBe(403);
    expect((await post('saveReport', { id: reportId, fileId: 'x' }, t.admin)).status).toBe(400);
    const saved = await post('saveReport', { id: reportId, fileId }, t.admin);
    expect(saved.body.data).toMatchObject({ id: reportId, uploaded: true });
    expect(saved.body.data.author).not.toBeNull();

    const res = await get('reportDownload', { id: reportId }, 'en', t.user);
    expect(res.status).toBe(200);
    const pdf = await PDFDocument.load(new Uint8Array(await res.response.arrayBuffer()));
    expect(pdf.getPageCount()).toBe(3);
    expect(pdf.getSubject()).toMatch(/^Licensed to demo_user - Order /);
    // Unbought: still 403.
    expect((await get('reportDownload', { id: reportId }, 'en', tk.stranger)).status).toBe(403);

    // Back to the generated report.
    expect((await post('saveReport', { id: reportId, fileId: null }, t.admin)).body.data.uploaded).toBe(false);
    const generated = await PDFDocument.load(new Uint8Array(await (await get('reportDownload', { id: reportId }, 'en', t.user)).response.arrayBuffer()));
    expect(generated.getTitle()).toContain('quality reliability ranking report');
  });

  it('refuses an uploaded report PDF whose page tree points to itself when it is saved, and answers a stored one with 400, never 500', async () => {
    const up = await upload('report', { name: 'loop.pdf', bytes: selfReferencingPdf() }, { token: t.admin });
    expect(up.status).toBe(200);
    const refused = await post('saveReport', { id: reportId, fileId: up.body.data.id }, t.admin);
    expect([refused.status, refused.body.msg]).toEqual([400, 'The PDF cannot be read: its structure is damaged (for example a page tree that refers to itself or a broken cross-reference table)']);
    expect((await post('saveReport', { id: reportId, fileId: up.body.data.id }, t.admin, 'zh')).body.msg).toBe('无法读取该 PDF：文件结构已损坏（例如页面树指向自身或交叉引用表损坏）');
    expect((await get('reportCategory')).body.data[0].reports[0].uploaded).toBe(false);
    // One stored before this check existed: the buyer gets the reason, not a server error.
    const adminId = (await callApi('GET', 'getUserInfo', { token: t.admin })).body.data.id as number;
    await replaceFiles(db.handle.db, { ownerKind: 'rankingReport', ownerId: reportId, field: 'uploaded', userId: adminId, fileIds: [up.body.data.id] });
    const download = await get('reportDownload', { id: reportId }, 'en', t.user);
    expect([download.status, download.body.code]).toEqual([400, -1]);
    expect(download.body.msg).toContain('The PDF cannot be read');
    await replaceFiles(db.handle.db, { ownerKind: 'rankingReport', ownerId: reportId, field: 'uploaded', userId: adminId, fileIds: [] });
  });
});
