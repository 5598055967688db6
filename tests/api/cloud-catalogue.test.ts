import { eq } from 'drizzle-orm';
import { accountSeedStep } from '@/lib/server/account/seed';
import { authSeedStep } from '@/lib/server/auth/seed';
import { estimateForLab } from '@/lib/server/cloud/estimate';
import { cloudSeedStep } from '@/lib/server/cloud/seed';
import { cloudItems, cloudLaboratories, users } from '@/lib/server/db/schema';
import { chinaDay } from '@/lib/time';
import { addWorkingDays, PACKAGE_CALENDAR } from '@/lib/working-days';
import { callApi } from '../helpers/api';
import { authTestDatabase } from './auth-helpers';
import { extraUser, signIn, userIdOf } from './workflow-helpers';

/**
 * Cloud testing, part A (issue 15 items 1–3): the catalogue's facts, the laboratory list's filters
 * and sorts, the estimate in Chinese working days (the function that prices orders), test bags and
 * their review (re-review after saving an approved one), and a settlement application approved into
 * a listed laboratory whose applicant becomes a laboratory user. Refused callers and bad input.
 */

const db = authTestDatabase([authSeedStep, accountSeedStep, cloudSeedStep]);
const t = {} as Record<'user' | 'lab' | 'admin' | 'service' | 'employee', string>;
const item = {} as Record<string, number>;
let hugang: number;

const get = (path: string, query: Record<string, string | number> = {}, opts: { token?: string; lang?: 'zh' | 'en' } = {}) => callApi('GET', path, { query, lang: opts.lang ?? 'en', token: opts.token });
const post = (path: string, body: unknown, opts: { token?: string; lang?: 'zh' | 'en' } = {}) => callApi('POST', path, { body, lang: opts.lang ?? 'en', token: opts.token });

beforeAll(async () => {
  const h = db.handle.db;
  for (const row of await h.select({ id: cloudItems.id, code: cloudItems.code }).from(cloudItems)) item[row.code] = row.id;
  [{ id: hugang }] = await h.select({ id: cloudLaboratories.id }).from(cloudLaboratories).where(eq(cloudLaboratories.slug, 'hugang-testing-center'));
  t.user = await signIn('demo_user');
  t.lab = await signIn('demo_lab');
  t.admin = await signIn('demo_public_admin');
  t.service = await signIn('demo_service');
  t.employee = await signIn('demo_employee');
}, 120_000);

describe('catalogue', () => {
  it('seeds at least 25 detection items over every category and 6 preparation services, with real standards', async () => {
    const detection = (await get('cloudService/listItems', { kind: 'detection' })).body.data;
    const preparation = (await get('cloudService/listItems', { kind: 'preparation' })).body.data;
    expect(detection.length).toBeGreaterThanOrEqual(25);
    expect(preparation.length).toBeGreaterThanOrEqual(6);
    expect(new Set(detection.map((i: { category: string }) => i.category))).toEqual(new Set(['mechanical', 'chemical', 'metallography', 'microscopy', 'fatigue', 'corrosion', 'ndt']));
    const tensile = detection.find((i: { code: string }) => i.code === 'tensile-rt');
    expect(tensile.standards.map((s: { code: string }) => s.code)).toEqual(['GB/T 228.1-2021', 'ISO 6892-1:2019', 'ASTM E8/E8M-22']);
    expect(tensile.labCount).toBeGreaterThan(3);
    const impact = (await get('cloudService/listItems', { category: 'mechanical' }, { lang: 'zh' })).body.data.find((i: { code: string }) => i.code === 'impact-charpy');
    expect(impact.name).toBe('夏比摆锤冲击试验（含低温）');
    expect(impact.standards[0]).toMatchObject({ code: 'GB/T 229-2020', titleZh: '金属材料 夏比摆锤冲击试验方法' });
  });

  it('answers live figures on the home page', async () => {
    const home = (await get('cloudService/home')).body.data;
    expect(home.figures.laboratories).toBeGreaterThanOrEqual(8);
    expect(home.figures.publicBags).toBeGreaterThanOrEqual(3);
    expect(home.calendar).toMatchObject({ source: 'chinese-days' });
    expect(home.popularItems.length).toBeGreaterThan(0);
  });
});

describe('laboratory list', () => {
  it('filters by item, CMA, province, price and cycle, and shows the chosen item’s price', async () => {
    const all = (await get('detectionResource/page', { pageSize: 50 })).body.data;
    expect(all.total).toBeGreaterThanOrEqual(8);
    expect(all.list.every((l: { demo: boolean }) => l.demo)).toBe(true);
    const tensile = (await get('detectionResource/page', { itemId: item['tensile-rt'], qualification: 'cma', sort: 'priceAsc' })).body.data.list;
    expect(tensile.length).toBeGreaterThan(1);
    expect(tensile.every((l: { cma: boolean }) => l.cma)).toBe(true);
    const prices = tensile.map((l: { priceFen: number }) => l.priceFen);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const shanghai = (await get('detectionResource/page', { province: '310000' }, { lang: 'zh' })).body.data.list;
    expect(shanghai.map((l: { id: number }) => l.id)).toEqual([hugang]);
    expect(shanghai[0]).toMatchObject({ province: '上海市', cma: true, cnas: true });
    const cheap = (await get('detectionResource/page', { itemId: item['tensile-rt'], priceMax: 160 })).body.data.list;
    expect(cheap.every((l: { priceFen: number }) => l.priceFen <= 16000)).toBe(true);
    const fast = (await get('detectionResource/page', { itemId: item['fatigue-axial'], cycleMax: 20 })).body.data.list;
    expect(fast.every((l: { cycleDays: number }) => l.cycleDays <= 20)).toBe(true);
    const regions = (await get('detectionResource/listRegions', {}, { lang: 'en' })).body.data;
    expect(regions.find((r: { code: string }) => r.code === '310000').name).toBe('Shanghai');
  });

  it('answers the detail with qualifications, equipment, offerings and cases', async () => {
    const lab = (await get('laboratory/get', { id: hugang })).body.data;
    expect(lab.qualifications.map((q: { kind: string }) => q.kind)).toEqual(['cma', 'cnas']);
    expect(lab.equipment[0]).toMatchObject({ model: 'Criterion Model 45', maker: 'MTS' });
    expect(lab.offerings.map((o: { code: string }) => o.code)).toEqual(expect.arrayContaining(['tensile-rt', 'impact-charpy', 'chemical-composition']));
    expect(lab.cases.length).toBeGreaterThan(0);
    expect(lab.rating).toBe(4.7);
  });

  it('refuses bad filters in the caller’s language and an unknown laboratory', async () => {
    const en = await get('detectionResource/page', { priceMax: -5 });
    expect(en.status).toBe(400);
    expect(en.body.msg).toContain('whole yuan');
    const zh = await get('detectionResource/page', { sort: 'cheapest' }, { lang: 'zh' });
    expect(zh.status).toBe(400);
    expect(zh.body.msg).toContain('筛选条件无效');
    const missing = await get('laboratory/get', { id: 999999 });
    expect(missing).toMatchObject({ status: 404, body: { code: -1, msg: 'No such laboratory' } });
  });
});

describe('estimate', () => {
  it('prices tensile + impact at −20 °C + chemical on two samples, delivered in working days', async () => {
    const start = chinaDay(new Date());
    const res = await post('detectionResource/estimate', {
      labId: hugang,
      start,
      items: [
        { itemId: item['tensile-rt'], samples: 2 },
        { itemId: item['impact-charpy'], samples: 2, params: { temperature: -20, notch: 'V' } },
        { itemId: item['chemical-composition'], samples: 2, params: { method: 'OES' } },
      ],
    });
    const e = res.body.data;
    expect(e.totalFen).toBe(2 * 18000 + 2 * 8000 + 2 * 30000);
    expect(e.cycleDays).toBe(4);
    // No year is entered in this file's holiday table: the package's data and the fixed-date holidays decide.
    expect(e.deliveryDate).toBe(addWorkingDays(start, 4, PACKAGE_CALENDAR));
    expect(e.lines[1].params).toEqual({ temperature: -20, notch: 'V' });
    expect(e.calendar.source).toBe('chinese-days');
  });

  it('counts across the National Day holiday in the server function the order uses', async () => {
    const e = await estimateForLab(db.handle.db, { labId: hugang, items: [{ itemId: item['impact-charpy'], samples: 3 }], start: '2025-09-30' }, 'en', new Date('2025-09-29T02:00:00Z'));
    expect(e).toMatchObject({ cycleDays: 4, deliveryDate: '2025-10-13', totalFen: 24000 });
  });

  it('refuses items the laboratory does not offer, bad parameters, past days and empty lists, in both languages', async () => {
    const notOffered = await post('detectionResource/estimate', { labId: hugang, items: [{ itemId: item['fatigue-axial'], samples: 1 }] });
    expect(notOffered).toMatchObject({ status: 400, body: { code: -1, msg: 'The laboratory does not offer one of the chosen items' } });
    const cold = await post('detectionResource/estimate', { labId: hugang, items: [{ itemId: item['impact-charpy'], samples: 1, params: { temperature: -300 } }] }, { lang: 'zh' });
    expect(cold.status).toBe(400);
    expect(cold.body.msg).toContain('参数 temperature 无效');
    const past = await post('detectionResource/estimate', { labId: hugang, start: '2020-01-02', items: [{ itemId: item['tensile-rt'], samples: 1 }] });
    expect(past.status).toBe(400);
    const none = await post('detectionResource/estimate', { labId: hugang, items: [] }, { lang: 'zh' });
    expect(none.status).toBe(400);
    expect(none.body.msg).toContain('请选择检测项目');
    const fractional = await post('detectionResource/estimate', { labId: hugang, items: [{ itemId: item['tensile-rt'], samples: 1.5 }] });
    expect(fractional.status).toBe(400);
    const price = await post('detectionResource/estimate', { labId: hugang, priceFen: 1, items: [{ itemId: item['tensile-rt'], samples: 1 }] });
    expect(price.status).toBe(400);
  });
});

describe('test bags', () => {
  const bag = (overrides: Record<string, unknown> = {}) => ({
    nameZh: '我的入厂检验包',
    type: 'incoming',
    isPublic: false,
    items: [{ itemId: item['tensile-rt'], samples: 2 }, { itemId: item['impact-charpy'], samples: 3, params: { temperature: -20 } }],
    ...overrides,
  });

  it('lists the approved public bags with a server-computed reference price', async () => {
    const list = (await get('testBag/page')).body.data;
    expect(list.total).toBeGreaterThanOrEqual(4);
    const plate = list.list.find((b: { name: string }) => b.name === 'Structural plate incoming inspection (demo)');
    expect(plate.state).toBe('approved');
    expect(plate.refPriceFen).toBeGreaterThan(0);
  });

  it('keeps a private bag private, reviews a public one and sends an approved one back to review when saved', async () => {
    const priv = (await post('testBag/save', bag(), { token: t.user })).body.data;
    expect(priv).toMatchObject({ isPublic: false, state: 'notSubmitted' });
    expect(priv.refPriceFen).toBe(2 * 14400 + 3 * 6400); // the lowest active prices (Tangshan: 80 %)
    expect((await get('testBag/get', { id: priv.id }))).toMatchObject({ status: 404, body: { code: -1, msg: 'No such test bag' } });

    const pub = (await post('testBag/save', bag({ id: priv.id, isPublic: true, nameEn: 'My incoming inspection' }), { token: t.user })).body.data;
    expect(pub.state).toBe('submitted');
    const reviewId = await reviewIdOf(pub.id);
    expect((await post('audit/start', { id: reviewId }, { token: t.admin })).body.code).toBe(0);
    expect((await post('audit/audit', { id: reviewId, decision: 'approve' }, { token: t.admin })).body.code).toBe(0);
    expect((await get('testBag/get', { id: pub.id })).body.data.state).toBe('approved');
    expect((await get('testBag/page', { keyword: 'My incoming' })).body.data.total).toBe(1);

    const edited = (await post('testBag/save', bag({ id: priv.id, isPublic: true, nameEn: 'My incoming inspection v2' }), { token: t.user })).body.data;
    expect(edited.state).toBe('submitted');
    expect((await get('testBag/page', { keyword: 'My incoming' })).body.data.total).toBe(0);
  });

  it('refuses another user’s bag, a bag without name or items, and visitors', async () => {
    const mine = (await post('testBag/save', bag(), { token: t.user })).body.data;
    const other = await post('testBag/save', bag({ id: mine.id }), { token: t.employee });
    expect(other).toMatchObject({ status: 404, body: { code: -1, msg: 'No such test bag' } });
    expect((await post('testBag/delete', { id: mine.id }, { token: t.employee }))).toMatchObject({ status: 404, body: { code: -1 } });
    const noName = await post('testBag/save', bag({ nameZh: '' }), { token: t.user, lang: 'zh' });
    expect(noName.status).toBe(400);
    expect(noName.body.msg).toContain('请填写检测包名称');
    const noItems = await post('testBag/save', bag({ items: [] }), { token: t.user });
    expect(noItems.body.msg).toContain('Select testing items');
    expect((await post('testBag/save', bag())).body.code).toBe(-100);
    expect((await post('testBag/delete', { id: mine.id }, { token: t.user })).body.code).toBe(0);
  });
});

async function reviewIdOf(subjectId: number, kind = 'testBag'): Promise<number> {
  const queue = (await get('audit/page', { kind, state: 'all', pageSize: 100 }, { token: t.admin })).body.data;
  return queue.list.find((r: { subjectId: number }) => r.subjectId === subjectId).id;
}

describe('settlement application', () => {
  const application = (overrides: Record<string, unknown> = {}) => ({
    nameZh: '新材料检测实验室',
    nameEn: 'New Materials Testing Laboratory',
    introZh: '承接拉伸与冲击试验。',
    introEn: 'Tensile and impact testing.',
    provinceCode: '420000',
    cityCode: '420100',
    contactName: '测试',
    contactPhone: '13912345678',
    qualifications: [{ kind: 'cma', certificateNo: '230099999999' }],
    equipment: [{ nameZh: '万能试验机', nameEn: 'Universal testing machine', model: '5985', maker: 'Instron' }],
    offerings: [
      { itemId: item['tensile-rt'], priceFen: 15000, cycleDays: 2 },
      { itemId: item['impact-charpy'], priceFen: 7000, cycleDays: 3 },
    ],
    ...overrides,
  });

  it('is reviewed, and on approval the laboratory appears in the list and the applicant becomes a laboratory user', async () => {
    const applicant = await extraUser(db.handle, 'individual');
    const saved = (await post('laboratory/saveApplication', application(), { token: applicant.token })).body.data;
    expect(saved).toMatchObject({ state: 'submitted', labId: null, province: 'Hubei' });
    // Refused: another user reading it, the applicant reviewing it, a visitor saving.
    expect((await get('laboratory/getApplication', { id: saved.id }, { token: t.user })).status).toBe(403);
    expect((await post('audit/start', { id: saved.reviewId }, { token: applicant.token })).status).toBe(403);
    expect((await get('laboratory/getApplication', { id: saved.id }, { token: t.admin })).body.data.nameEn).toBe('New Materials Testing Laboratory');

    await post('audit/start', { id: saved.reviewId }, { token: t.admin });
    const approved = await post('audit/audit', { id: saved.reviewId, decision: 'approve' }, { token: t.admin });
    expect(approved.body.code).toBe(0);
    const [row] = await db.handle.db.select({ role: users.role }).from(users).where(eq(users.id, applicant.id));
    expect(row.role).toBe('laboratory');
    const mine = (await get('laboratory/myApplication', {}, { token: applicant.token })).body.data.application;
    expect(mine.state).toBe('approved');
    expect(mine.labId).toBeGreaterThan(0);
    const listed = (await get('detectionResource/page', { keyword: 'New Materials' })).body.data.list;
    expect(listed.map((l: { id: number }) => l.id)).toEqual([mine.labId]);
    expect(listed[0]).toMatchObject({ cma: true, priceFen: 7000, demo: false });
    const est = (await post('detectionResource/estimate', { labId: mine.labId, items: [{ itemId: item['tensile-rt'], samples: 2 }] })).body.data;
    expect(est.totalFen).toBe(30000);

    // Suspending takes it off the list; resuming brings it back. Only administrators may.
    expect((await post('laboratory/setStatus', { id: mine.labId, status: 'suspended' }, { token: t.user })).status).toBe(403);
    expect((await post('laboratory/setStatus', { id: mine.labId, status: 'suspended' }, { token: t.service })).body.data.status).toBe('suspended');
    expect((await get('detectionResource/page', { keyword: 'New Materials' })).body.data.total).toBe(0);
    expect((await get('laboratory/get', { id: mine.labId }))).toMatchObject({ status: 404, body: { code: -1, msg: 'No such laboratory' } });
    await post('laboratory/setStatus', { id: mine.labId, status: 'active' }, { token: t.admin });
    expect((await get('laboratory/adminPage', { keyword: 'New Materials' }, { token: t.admin })).body.data.list[0].status).toBe('active');
  });

  it('can be withdrawn and refused, and a failed one resubmitted', async () => {
    const applicant = await extraUser(db.handle, 'individual');
    const saved = (await post('laboratory/saveApplication', application({ nameEn: 'Withdrawn Lab' }), { token: applicant.token })).body.data;
    expect((await post('laboratory/withdrawApplication', {}, { token: applicant.token })).body.data.state).toBe('notSubmitted');
    const again = (await post('laboratory/saveApplication', application({ nameEn: 'Withdrawn Lab' }), { token: applicant.token })).body.data;
    expect(again.state).toBe('submitted');
    await post('audit/start', { id: saved.reviewId }, { token: t.admin });
    const failed = await post('audit/audit', { id: saved.reviewId, decision: 'fail', comment: 'Certificate missing' }, { token: t.admin });
    expect(failed.body.data.state).toBe('failed');
    expect((await get('detectionResource/page', { keyword: 'Withdrawn Lab' })).body.data.total).toBe(0);
    const [row] = await db.handle.db.select({ role: users.role }).from(users).where(eq(users.id, applicant.id));
    expect(row.role).toBe('individual');
  });

  it('refuses bad applications in both languages and staff applicants', async () => {
    const applicant = await extraUser(db.handle, 'individual');
    const noCapability = await post('laboratory/saveApplication', application({ offerings: [] }), { token: applicant.token, lang: 'zh' });
    expect(noCapability.status).toBe(400);
    expect(noCapability.body.msg).toContain('服务能力文件');
    const badPhone = await post('laboratory/saveApplication', application({ contactPhone: '123' }), { token: applicant.token });
    expect(badPhone.status).toBe(400);
    const badCity = await post('laboratory/saveApplication', application({ cityCode: '310100' }), { token: applicant.token });
    expect(badCity).toMatchObject({ status: 400, body: { code: -1, msg: 'Choose a valid province and city' } });
    const price = await post('laboratory/saveApplication', application({ offerings: [{ itemId: item['tensile-rt'], priceFen: 0, cycleDays: 2 }] }), { token: applicant.token, lang: 'zh' });
    expect(price.body.msg).toContain('价格');
    expect((await post('laboratory/saveApplication', application(), { token: t.admin })).status).toBe(403);
    expect((await get('laboratory/myApplication', {}, { token: applicant.token })).body.data).toEqual({ application: null });
    expect((await get('laboratory/adminPage', {}, { token: t.user })).status).toBe(403);
  });
});

describe('experts and testers', () => {
  it('lists the public profiles by kind and category', async () => {
    const experts = (await get('cloudUser/page', { kind: 'expert' })).body.data;
    expect(experts.total).toBeGreaterThanOrEqual(4);
    const ndt = (await get('cloudUser/page', { category: 'ndt' })).body.data.list;
    expect(ndt.map((p: { kind: string }) => p.kind)).toEqual(['tester']);
    const one = (await get('cloudUser/get', { id: ndt[0].id }, { lang: 'zh' })).body.data;
    expect(one.labName).toBe('攀西焊接与无损检测中心（演示）');
    void userIdOf;
  });
});
