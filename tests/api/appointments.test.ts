import { and, eq } from 'drizzle-orm';
import { authSeedStep } from '@/lib/server/auth/seed';
import { addresses, cloudAppointments, cloudEquipment, cloudLaboratories, equipmentSettings, equipmentSlots, messages, orders, users } from '@/lib/server/db/schema';
import { slotsOf } from '@/lib/server/cloud/appointments/equipment';
import { cancelExpiredOrders } from '@/lib/server/payments/jobs';
import { fixedProviders } from '@/lib/server/payments/providers';
import { chinaDay } from '@/lib/time';
import { isWorkingDay as isWorkingDayIn, PACKAGE_CALENDAR } from '@/lib/working-days';
import { callApi } from '../helpers/api';
import { expectInLanguage, xlsxHeaders } from '../helpers/generated-files';
import { rebuildTestServices, testClock, testServices } from '../helpers/services';
import { authTestDatabase } from './auth-helpers';
import { FakeAlipay, FakeWechat, wechatNotice } from './payments-helpers';
import { extraUser, removeFromCompany, signIn, userIdOf } from './workflow-helpers';

/**
 * Equipment appointments (issue 35): slots on working days within opening hours, no double booking
 * decided by the database (20 concurrent demands for one slot → one booking), every state move by
 * its party and the refused ones, payment through the order core (once), the timer's cancel freeing
 * the slots, the evaluation feeding the laboratory's rating, customer service's logs, bad input in
 * both languages.
 */

const db = authTestDatabase([authSeedStep]);
const t = {} as Record<'user' | 'lab' | 'otherLab' | 'service' | 'stranger', string>;
let labId: number;
let microscope: number;
let otherEquipment: number;
let addressId: number;
let strangerAddressId: number;

const post = (path: string, token: string, body: unknown, lang: 'zh' | 'en' = 'en') => callApi('POST', `equipments/${path}`, { token, body, lang });
const get = (path: string, token: string | undefined, query: Record<string, unknown>, lang: 'zh' | 'en' = 'en') => callApi('GET', `equipments/${path}`, { token, query: query as never, lang });
const now = () => testClock().now();

/** No year is entered in this file's holiday table: the package's data and the fixed-date holidays decide. */
const isWorkingDay = (day: string) => isWorkingDayIn(day, PACKAGE_CALENDAR);

function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}
/** The n-th working day after today (China). */
function workingDay(n: number): string {
  let day = chinaDay(now());
  for (let left = n; left > 0; ) {
    day = addDays(day, 1);
    if (isWorkingDay(day)) left -= 1;
  }
  return day;
}
function nonWorkingDay(): string {
  let day = addDays(chinaDay(now()), 1);
  while (isWorkingDay(day)) day = addDays(day, 1);
  return day;
}

function demand(overrides: Record<string, unknown> = {}) {
  return {
    equipmentId: microscope,
    day: workingDay(2),
    start: '09:00',
    durationMinutes: 120,
    sampleName: 'Q355B weld cross-section',
    sampleCount: 2,
    magnetic: true,
    goldSprayed: false,
    magnification: '500',
    mainContents: 'Weld metal and HAZ microstructure',
    contactName: 'Zhang San',
    contactPhone: '13800000000',
    addressId,
    remarks: '',
    ...overrides,
  };
}

beforeAll(async () => {
  rebuildTestServices({ payments: fixedProviders({ wechat: new FakeWechat(), alipay: new FakeAlipay() }) });
  const h = db.handle.db;
  t.user = await signIn('demo_user');
  t.lab = await signIn('demo_lab');
  t.service = await signIn('demo_service');
  t.stranger = await signIn('demo_employee');
  const other = await extraUser(db.handle, 'laboratory');
  t.otherLab = other.token;
  const [lab, otherLab] = await h
    .insert(cloudLaboratories)
    .values([
      { slug: 't-hugang', ownerId: await userIdOf(db.handle, 'demo_lab'), nameZh: '测试实验室', nameEn: 'Test laboratory', provinceCode: '310000', contactName: 'x', contactPhone: '021' },
      { slug: 't-other', ownerId: other.id, nameZh: '另一实验室', nameEn: 'Other laboratory', provinceCode: '110000', contactName: 'y', contactPhone: '010' },
    ])
    .returning();
  labId = lab.id;
  const [m, tensile, sem] = await h
    .insert(cloudEquipment)
    .values([
      { labId, nameZh: '倒置金相显微镜', nameEn: 'Inverted metallurgical microscope', model: 'GX53', maker: 'Olympus' },
      { labId, nameZh: '电子万能材料试验机', nameEn: 'Electromechanical universal testing machine', model: 'Criterion Model 45', maker: 'MTS' },
      { labId: otherLab.id, nameZh: '场发射扫描电镜', nameEn: 'Field-emission scanning electron microscope', model: 'Sigma 300', maker: 'ZEISS' },
    ])
    .returning();
  microscope = m.id;
  otherEquipment = sem.id;
  await h.insert(equipmentSettings).values([
    { equipmentId: microscope, bookable: true, kind: 'microscope', hourlyPriceFen: 30_000, slotMinutes: 60, openMinute: 540, closeMinute: 1020, minMinutes: 60, maxMinutes: 240, magnificationMin: 50, magnificationMax: 1000, demo: true },
    { equipmentId: sem.id, bookable: true, kind: 'sem', hourlyPriceFen: 80_000, slotMinutes: 60, openMinute: 540, closeMinute: 1080, minMinutes: 60, maxMinutes: 480, demo: true },
  ]);
  void tensile;
  const [a1, a2] = await h
    .insert(addresses)
    .values([
      { userId: await userIdOf(db.handle, 'demo_user'), consignee: '张三', mobile: '13800000000', province: '上海市', city: '上海市', county: '浦东新区', detail: '测试路 1 号' },
      { userId: await userIdOf(db.handle, 'demo_employee'), consignee: '李四', mobile: '13900000000', province: '北京市', city: '北京市', county: '海淀区', detail: '测试路 2 号' },
    ])
    .returning();
  addressId = a1.id;
  strangerAddressId = a2.id;
}, 120_000);

afterAll(() => rebuildTestServices({ payments: fixedProviders({}) }));

describe('instruments and the calendar', () => {
  it('lets the laboratory manager make an instrument bookable and refuses another laboratory', async () => {
    const list = await get('list', t.lab, {});
    expect(list.body.data.map((e: { model: string }) => e.model)).toEqual(['GX53', 'Criterion Model 45']);
    const tensile = list.body.data[1];
    expect(tensile.settings).toBeNull();
    const settings = { equipmentId: tensile.id, bookable: true, kind: 'tensile', hourlyPriceFen: 40_000, slotMinutes: 60, openFrom: '09:00', openTo: '17:00', minMinutes: 60, maxMinutes: 480 };
    const saved = await post('save', t.lab, settings);
    expect(saved.body.data.settings).toMatchObject({ bookable: true, kind: 'tensile', openFrom: '09:00', openTo: '17:00', demo: false });
    expect((await post('save', t.otherLab, settings)).status).toBe(403);
    expect((await post('save', t.user, settings)).status).toBe(403);
    const zh = await post('save', t.lab, { ...settings, openTo: '08:00' }, 'zh');
    const en = await post('save', t.lab, { ...settings, openTo: '08:00' }, 'en');
    expect([zh.status, zh.body.msg]).toEqual([400, expect.stringContaining('开放时间无效')]);
    expect([en.status, en.body.msg]).toEqual([400, expect.stringContaining('Invalid opening hours')]);
    const page = await get('page', undefined, { kind: 'tensile' });
    expect(page.body.data.list.map((e: { model: string }) => e.model)).toEqual(['Criterion Model 45']);
    await post('save', t.lab, { ...settings, bookable: false });
    expect((await get('get', undefined, { id: tensile.id })).status).toBe(404);
    expect((await get('get', t.lab, { id: tensile.id })).status).toBe(200);
  });

  it('shows 60 days, non-working days without free time, a day’s slots within opening hours', async () => {
    const cal = (await get('slots', undefined, { equipmentId: microscope })).body.data;
    expect(cal.days).toHaveLength(60);
    expect(cal.days[0].day).toBe(chinaDay(now()));
    for (const d of cal.days) {
      if (!isWorkingDay(d.day)) expect(d).toMatchObject({ working: false, free: 0 });
    }
    expect(cal.days.find((d: { day: string }) => d.day === workingDay(2)).free).toBe(8);
    const day = (await get('slots', undefined, { equipmentId: microscope, day: workingDay(2) })).body.data;
    expect(day.slots.map((s: { start: string }) => s.start)).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00']);
    expect(day.slots[0].startAt).toBe(`${workingDay(2)}T01:00:00.000Z`);
  });

  it('counts slots across National Day 2026 with the Chinese calendar (holidays off, make-up Saturday on)', async () => {
    const cal = await slotsOf(db.handle.db, { equipmentId: microscope }, new Date('2026-09-20T00:00:00Z'));
    const free = (day: string) => cal.days.find((d) => d.day === day)!.free;
    expect(free('2026-09-30')).toBe(8);
    for (const day of ['2026-10-01', '2026-10-04', '2026-10-07']) expect(free(day)).toBe(0);
    expect(free('2026-09-25')).toBe(0); // Mid-Autumn Festival
    expect(free('2026-10-10')).toBe(8); // make-up working Saturday
    expect(free('2026-10-11')).toBe(0);
  });
});

describe('booking', () => {
  it('books 2 h, holds both slots, tells the laboratory and customer service', async () => {
    const res = await post('saveOrder', t.user, demand());
    expect(res.status).toBe(200);
    const a = res.body.data;
    expect(a).toMatchObject({ status: 'waiting', start: '09:00', end: '11:00', durationMinutes: 120, estimateFen: 60_000, priceFen: null, party: 'customer', magnification: 500, actions: ['cancel'] });
    const [row] = await db.handle.db.select().from(cloudAppointments).where(eq(cloudAppointments.orderNo, a.orderNo));
    expect((await db.handle.db.select().from(equipmentSlots).where(eq(equipmentSlots.appointmentId, row.id))).length).toBe(2);
    const day = (await get('slots', undefined, { equipmentId: microscope, day: workingDay(2) })).body.data.slots;
    expect(day.filter((s: { free: boolean }) => !s.free).map((s: { start: string }) => s.start)).toEqual(['09:00', '10:00']);
    for (const who of ['demo_lab', 'demo_service']) {
      const told = await db.handle.db.select().from(messages).where(eq(messages.userId, await userIdOf(db.handle, who)));
      expect(told.some((m) => m.kind === 'appointmentUpdated' && (m.params as Record<string, string>).orderNo === a.orderNo)).toBe(true);
    }
    // An overlapping demand: the day still has free time, the slot does not.
    const clash = await post('saveOrder', t.user, demand({ start: '10:00', durationMinutes: 60 }), 'zh');
    expect([clash.status, clash.body.msg]).toEqual([409, '该日期下暂无可预约时间']);
  });

  it('refuses a full day with the spec’s message', async () => {
    const day = workingDay(3);
    const full = await post('saveOrder', t.user, demand({ day, start: '09:00', durationMinutes: 240 }));
    expect(full.status).toBe(200);
    expect((await post('saveOrder', t.user, demand({ day, start: '13:00', durationMinutes: 240 }))).status).toBe(200);
    const zh = await post('saveOrder', t.user, demand({ day, start: '15:00', durationMinutes: 60 }), 'zh');
    const en = await post('saveOrder', t.user, demand({ day, start: '15:00', durationMinutes: 60 }), 'en');
    expect([zh.status, zh.body.msg]).toEqual([400, '请选择有可预约时间的日期']);
    expect([en.status, en.body.msg]).toEqual([400, 'Pick a date that has an available appointment time']);
    const cal = (await get('slots', undefined, { equipmentId: microscope })).body.data;
    expect(cal.days.find((d: { day: string }) => d.day === day)).toMatchObject({ working: true, free: 0 });
  });

  it('answers bad input with 400 naming the problem in both languages and books nothing', async () => {
    const before = (await db.handle.db.select().from(cloudAppointments)).length;
    const uuid = (i: number) => `00000000-0000-4000-8000-00000000000${i}`;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ day: chinaDay(new Date(now().getTime() - 86_400_000)) }, '请选择今天起 60 天内的工作日', 'Choose a working day from today within the next 60 days'],
      [{ day: nonWorkingDay() }, '请选择今天起 60 天内的工作日', 'Choose a working day from today within the next 60 days'],
      [{ day: addDays(chinaDay(now()), 90) }, '请选择今天起 60 天内的工作日', 'Choose a working day from today within the next 60 days'],
      [{ start: '08:00', durationMinutes: 60 }, '预约时间不在仪器的开放时间内', 'The time is outside the instrument’s opening hours'.replace('’', "'")],
      [{ start: '16:00', durationMinutes: 120 }, '预约时间不在仪器的开放时间内', "The time is outside the instrument's opening hours"],
      [{ durationMinutes: 90 }, '请选择正确的实验时长', 'Choose a correct experiment duration'],
      [{ durationMinutes: 300 }, '请选择正确的实验时长', 'Choose a correct experiment duration'],
      [{ magnification: '500x' }, '放大倍数只能输入数字', 'Magnification: numbers only'],
      [{ magnification: 5000 }, '放大倍数须在 50–1000 之间', 'The magnification must be between 50 and 1000'],
      [{ attachmentIds: [1, 2, 3, 4, 5, 6].map(uuid) }, '最多上传 5 个附件', 'Up to 5 attachments'],
      [{ sampleName: '' }, '请填写样品名称', 'Enter the sample name'],
      [{ mainContents: ' ' }, '请填写主要测试内容', 'Enter the main test contents'],
      [{ addressId: strangerAddressId }, '请选择地址', 'Select an address'],
    ];
    for (const [change, zh, en] of cases) {
      const z = await post('saveOrder', t.user, demand({ day: workingDay(4), ...change }), 'zh');
      const e = await post('saveOrder', t.user, demand({ day: workingDay(4), ...change }), 'en');
      expect([z.status, z.body.code, z.body.msg]).toEqual([400, -1, expect.stringContaining(zh)]);
      expect([e.status, e.body.code, e.body.msg]).toEqual([400, -1, expect.stringContaining(en)]);
    }
    expect((await post('saveOrder', t.user, { ...demand(), priceFen: 1 })).status).toBe(400);
    expect((await callApi('POST', 'equipments/saveOrder', { body: demand() })).body.code).toBe(-100);
    expect((await db.handle.db.select().from(cloudAppointments)).length).toBe(before);
  });

  it('lets exactly one of 20 concurrent demands for one slot book it', async () => {
    testClock().advance(2 * 60_000);
    const day = workingDay(5);
    // Four researchers, each with an address of its own, send five demands each at once.
    const pool = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const u = await extraUser(db.handle, 'individual');
        const [a] = await db.handle.db.insert(addresses).values({ userId: u.id, consignee: '王五', mobile: '13700000000', province: '上海市', city: '上海市', county: '浦东新区', detail: '并发路 1 号' }).returning();
        return { token: u.token, addressId: a.id };
      }),
    );
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => post('saveOrder', pool[i % pool.length].token, demand({ day, start: '14:00', durationMinutes: 60, addressId: pool[i % pool.length].addressId }))));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const start = new Date(`${day}T06:00:00.000Z`);
    expect((await db.handle.db.select().from(equipmentSlots).where(and(eq(equipmentSlots.equipmentId, microscope), eq(equipmentSlots.slotStart, start)))).length).toBe(1);
  });
});

describe('the appointment’s life', () => {
  let orderNo: string;

  it('is answered, paid once, run, paused, resumed, completed and rated', async () => {
    orderNo = (await post('saveOrder', t.user, demand({ day: workingDay(6), start: '13:00' }))).body.data.orderNo;
    // Who may see it.
    expect((await get('orderGet', t.stranger, { orderNo })).status).toBe(404);
    const other = await get('orderGet', t.otherLab, { orderNo }, 'zh');
    expect([other.status, other.body.msg]).toEqual([403, '这是其他实验室的预约，您无权查看']);
    expect((await get('orderGet', t.lab, { orderNo })).body.data).toMatchObject({ party: 'laboratory', actions: ['respond'] });
    expect((await get('orderGet', t.service, { orderNo })).body.data.actions).toEqual(expect.arrayContaining(['contact', 'cancel']));
    // Paying before the response; responding by the wrong party.
    expect((await post('pay', t.user, { orderNo })).status).toBe(409);
    expect((await post('status', t.user, { orderNo, action: 'respond', priceFen: 50_000 })).status).toBe(403);
    expect((await post('status', t.otherLab, { orderNo, action: 'respond', priceFen: 50_000 })).status).toBe(403);
    expect((await post('status', t.lab, { orderNo, action: 'start' })).status).toBe(409);
    expect((await post('status', t.lab, { orderNo, action: 'respond' })).status).toBe(400);
    // Customer service contacts and notes; the laboratory responds.
    expect((await post('status', t.service, { orderNo, action: 'contact', note: 'Called the researcher' })).body.data.contactedAt).not.toBeNull();
    const logs = await post('log', t.service, { orderNo, note: 'Sample arrives by courier' });
    expect(logs.body.data.some((l: { kind: string; note: string }) => l.kind === 'note' && l.note === 'Sample arrives by courier')).toBe(true);
    expect((await post('log', t.lab, { orderNo, note: 'x' })).status).toBe(403);
    const responded = (await post('status', t.lab, { orderNo, action: 'respond', priceFen: 58_000, note: 'Includes polishing' })).body.data;
    expect(responded).toMatchObject({ status: 'responded', priceFen: 58_000 });
    // The user pays in the sandbox: one payment order; a repeated notification fulfils once.
    const opened = (await post('pay', t.user, { orderNo })).body.data;
    expect(opened.payment).toMatchObject({ status: 'waiting', amountFen: 58_000 });
    expect((await post('pay', t.user, { orderNo })).body.data.payment.orderNo).toBe(opened.payment.orderNo);
    const notice = { outTradeNo: opened.payment.orderNo, transactionId: `wx-${orderNo}`, amountFen: 58_000 };
    await wechatNotice(notice);
    await wechatNotice(notice);
    const paid = (await get('orderGet', t.user, { orderNo })).body.data;
    expect(paid).toMatchObject({ status: 'paid', payment: { status: 'paid' } });
    expect(paid.logs.filter((l: { action: string }) => l.action === 'paid')).toHaveLength(1);
    expect(paid.logs.some((l: { kind: string }) => l.kind === 'note')).toBe(false);
    expect((await post('status', t.user, { orderNo, action: 'cancel' })).status).toBe(409);
    // The laboratory runs it with a remote session.
    expect((await post('status', t.lab, { orderNo, action: 'start', sessionLink: 'http://insecure.example/live' })).status).toBe(400);
    expect((await post('status', t.lab, { orderNo, action: 'start', sessionLink: 'https://meet.example.com/gx53' })).body.data).toMatchObject({ status: 'executing', sessionLink: 'https://meet.example.com/gx53' });
    expect((await post('status', t.lab, { orderNo, action: 'pause', note: 'Recalibrating' })).body.data.status).toBe('paused');
    expect((await post('status', t.lab, { orderNo, action: 'resume' })).body.data.status).toBe('executing');
    expect((await post('evaluation', t.user, { orderNo, productQuality: 5, serviceQuality: 5, cycleTime: 4, satisfaction: 5 })).status).toBe(409);
    const done = (await post('status', t.lab, { orderNo, action: 'complete' })).body.data;
    expect(done).toMatchObject({ status: 'completed', sessionLink: null });
    // The rating follows.
    const [before] = await db.handle.db.select().from(cloudLaboratories).where(eq(cloudLaboratories.id, labId));
    expect((await post('evaluation', t.lab, { orderNo, productQuality: 5, serviceQuality: 5, cycleTime: 4, satisfaction: 5 })).status).toBe(403);
    const rated = (await post('evaluation', t.user, { orderNo, productQuality: 5, serviceQuality: 4, cycleTime: 4, satisfaction: 5, comment: 'Clear images' })).body.data;
    expect(rated).toMatchObject({ status: 'evaluated', evaluation: { satisfaction: 5, comment: 'Clear images' } });
    const [after] = await db.handle.db.select().from(cloudLaboratories).where(eq(cloudLaboratories.id, labId));
    expect([after.ratingSum - before.ratingSum, after.ratingCount - before.ratingCount]).toEqual([5, 1]);
    // Customer service sees the demand and its log; the lab sees the notes too.
    const admin = (await get('orderPage', t.service, { scope: 'admin', keyword: orderNo })).body.data;
    expect(admin.list.map((r: { orderNo: string }) => r.orderNo)).toEqual([orderNo]);
    const labLogs = (await get('logs', t.lab, { orderNo })).body.data;
    expect(labLogs.map((l: { action: string }) => l.action)).toEqual(['submit', 'contact', 'note', 'respond', 'pay', 'paid', 'start', 'pause', 'resume', 'complete', 'evaluate']);
    expect((await get('orderPage', t.user, { scope: 'admin' })).status).toBe(403);
    expect((await get('orderPage', t.user, { scope: 'lab' })).status).toBe(403);
    expect((await get('orderPage', t.lab, { scope: 'lab' })).body.data.list.some((r: { orderNo: string }) => r.orderNo === orderNo)).toBe(true);
  });

  it('frees the slots when the researcher cancels, and customer service may cancel a running experiment', async () => {
    const day = workingDay(7);
    const a = (await post('saveOrder', t.user, demand({ day, start: '09:00', durationMinutes: 60 }))).body.data;
    expect((await post('status', t.user, { orderNo: a.orderNo, action: 'cancel' })).body.data.status).toBe('cancelled');
    const again = await post('saveOrder', t.user, demand({ day, start: '09:00', durationMinutes: 60 }));
    expect(again.status).toBe(200);
    const b = again.body.data.orderNo;
    await post('status', t.lab, { orderNo: b, action: 'respond', priceFen: 30_000 });
    const pay = (await post('pay', t.user, { orderNo: b })).body.data.payment;
    await wechatNotice({ outTradeNo: pay.orderNo, transactionId: `wx-${b}`, amountFen: 30_000 });
    await post('status', t.lab, { orderNo: b, action: 'start' });
    expect((await post('status', t.user, { orderNo: b, action: 'cancel' })).status).toBe(409);
    expect((await post('status', t.lab, { orderNo: b, action: 'cancel' })).status).toBe(403);
    expect((await post('status', t.service, { orderNo: b, action: 'cancel', note: 'Instrument fault' })).body.data.status).toBe('cancelled');
    const [row] = await db.handle.db.select().from(cloudAppointments).where(eq(cloudAppointments.orderNo, b));
    expect((await db.handle.db.select().from(equipmentSlots).where(eq(equipmentSlots.appointmentId, row.id))).length).toBe(0);
  });

  it('cancels the appointment and frees its slots when the payment timer cancels the unpaid order', async () => {
    const day = workingDay(8);
    const a = (await post('saveOrder', t.user, demand({ day, start: '11:00', durationMinutes: 60 }))).body.data.orderNo;
    await post('status', t.lab, { orderNo: a, action: 'respond', priceFen: 30_000 });
    const pay = (await post('pay', t.user, { orderNo: a })).body.data.payment;
    expect(Date.parse(pay.expiresAt) - now().getTime()).toBeLessThanOrEqual(24 * 3600_000);
    await cancelExpiredOrders(db.handle.db, testServices().payments, new Date(Date.parse(pay.expiresAt) + 60_000));
    const [payment] = await db.handle.db.select().from(orders).where(eq(orders.orderNo, pay.orderNo));
    expect(payment.status).toBe('cancelled');
    const detail = (await get('orderGet', t.user, { orderNo: a })).body.data;
    expect(detail.status).toBe('cancelled');
    expect(detail.logs.at(-1)).toMatchObject({ action: 'expire', party: 'payment', toStatus: 'cancelled' });
    const slots = (await get('slots', undefined, { equipmentId: microscope, day })).body.data.slots;
    expect(slots.find((s: { start: string }) => s.start === '11:00').free).toBe(true);
  });

  it('filters overdue demands for customer service and exports them', async () => {
    const a = (await post('saveOrder', t.user, demand({ equipmentId: otherEquipment, day: workingDay(9), start: '09:00', durationMinutes: 60, magnification: '' }))).body.data.orderNo;
    // 25 hours later (sessions last a day, so the deadlines move back instead of the clock forward).
    await db.handle.db.update(cloudAppointments).set({ quoteDueAt: new Date(now().getTime() - 3600_000), contactDueAt: new Date(now().getTime() - 3600_000) }).where(eq(cloudAppointments.orderNo, a));
    const res = await get('orderPage', t.service, { scope: 'admin', overdue: 'yes' });
    expect(res.body).toMatchObject({ code: 0 });
    const overdue = res.body.data.list;
    expect(overdue.find((r: { orderNo: string }) => r.orderNo === a).overdue).toEqual(['contact', 'quote']);
    expect(overdue.every((r: { overdue: string[] }) => r.overdue.length > 0)).toBe(true);
    const xlsx = await callApi('GET', 'equipments/orderExport', { token: t.service, query: { overdue: 'yes' } });
    expect(xlsx.status).toBe(200);
    for (const lang of ['zh', 'en'] as const) {
      const sheet = await callApi('GET', 'equipments/orderExport', { token: t.service, query: { overdue: 'yes' }, lang });
      const headers = await xlsxHeaders(new Uint8Array(await sheet.response.arrayBuffer()));
      expectInLanguage('equipments/orderExport', headers, lang);
      expect(headers).toEqual(expect.arrayContaining(lang === 'zh' ? ['参考价（元）', '报价（元）'] : ['Reference price (yuan)', 'Price (yuan)']));
    }
    expect((await callApi('GET', 'equipments/orderExport', { token: t.user, query: {} })).status).toBe(403);
  });
});

describe('a researcher removed from the company (issue 45 item 5)', () => {
  it('is no party to the demand they made for it any more: no reading, cancelling or listing', async () => {
    const h = db.handle.db;
    const [demo] = await h.select({ companyId: users.companyId }).from(users).where(eq(users.loginName, 'demo_employee'));
    const member = await extraUser(db.handle, 'employee', demo.companyId);
    const [address] = await h.insert(addresses).values({ userId: member.id, consignee: '赵六', mobile: '13600000000', province: '上海市', city: '上海市', county: '浦东新区', detail: '测试路 3 号' }).returning();
    const made = await post('saveOrder', member.token, demand({ day: workingDay(14), start: '13:00', durationMinutes: 60, addressId: address.id }));
    expect(made.body.code).toBe(0);
    const orderNo = made.body.data.orderNo as string;
    expect((await get('orderGet', member.token, { orderNo })).body.data.party).toBe('customer');

    const removed = await removeFromCompany(db.handle, await signIn('demo_admin'), member.id);
    expect((await get('orderGet', removed, { orderNo })).status).toBe(404);
    expect((await post('status', removed, { orderNo, action: 'cancel' })).status).toBe(404);
    expect((await get('orderPage', removed, { scope: 'mine' })).body.data.total).toBe(0);
    const [row] = await h.select().from(cloudAppointments).where(eq(cloudAppointments.orderNo, orderNo));
    expect(row).toMatchObject({ status: 'waiting', companyId: demo.companyId });
  });
});
