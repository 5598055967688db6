import { eq } from 'drizzle-orm';
import { translate } from '@/lib/i18n/messages';
import { accountSeedStep } from '@/lib/server/account/seed';
import { authSeedStep } from '@/lib/server/auth/seed';
import { cloudSeedStep } from '@/lib/server/cloud/seed';
import { addresses, cloudEquipment, cloudItems, cloudLaboratories, equipmentSettings, holidayChanges, holidayDays, holidayYears } from '@/lib/server/db/schema';
import { addWorkingDays, holidayCalendar, PACKAGE_CALENDAR } from '@/lib/working-days';
import { TEST_2027 } from '../fixtures/holidays';
import { callApi } from '../helpers/api';
import { testClock } from '../helpers/services';
import { authTestDatabase } from './auth-helpers';
import { signIn, userIdOf } from './workflow-helpers';

/**
 * The official holiday arrangement the portal owns (issue 45 item 10): administrators only, every bad arrangement
 * refused in both languages with nothing written, every change audited; while 2027 is not entered the booking
 * calendar offers none of its days and the estimate says so, New Year's Day is never a working day, and once a
 * (test) arrangement is entered it is read before the package. The clock is moved into 2027.
 *
 * The 2027 days below are TEST DATA chosen to exercise the rules, not the State Council's notice.
 */

const db = authTestDatabase([authSeedStep, accountSeedStep, cloudSeedStep]);
type Lang = 'zh' | 'en';
const t = {} as Record<'user' | 'service' | 'admin', string>;
let microscope: number;
let addressId: number;
let lab: number;
let tensile: number;

const get = (path: string, query: Record<string, string | number>, token?: string, lang: Lang = 'en') => callApi('GET', path, { query, token, lang });
const post = (path: string, body: unknown, token?: string, lang: Lang = 'en') => callApi('POST', path, { body, token, lang });


function demand(day: string) {
  return {
    equipmentId: microscope,
    day,
    start: '09:00',
    durationMinutes: 60,
    sampleName: 'Q355B weld cross-section',
    sampleCount: 1,
    magnetic: false,
    goldSprayed: false,
    magnification: '500',
    mainContents: 'Weld metal microstructure',
    contactName: 'Zhang San',
    contactPhone: '13800000000',
    addressId,
    remarks: '',
  };
}

async function signInAll() {
  t.user = await signIn('demo_user');
  t.service = await signIn('demo_service');
  t.admin = await signIn('demo_public_admin');
}

/** Moves the file's clock forward to an instant (sessions last a day: signs in again). */
async function moveClockTo(iso: string) {
  const clock = testClock();
  clock.advance(new Date(iso).getTime() - clock.now().getTime());
  await signInAll();
}

beforeAll(async () => {
  const h = db.handle.db;
  // The tests read December 2026 first, then January 2027; the clock only moves forward.
  await moveClockTo('2026-12-21T01:00:00Z'); // Monday 21 December 2026, 09:00 in China
  [{ id: lab }] = await h.select({ id: cloudLaboratories.id }).from(cloudLaboratories).where(eq(cloudLaboratories.slug, 'hugang-testing-center'));
  [{ id: tensile }] = await h.select({ id: cloudItems.id }).from(cloudItems).where(eq(cloudItems.code, 'tensile-rt'));
  const [m] = await h.insert(cloudEquipment).values({ labId: lab, nameZh: '测试显微镜', nameEn: 'Test microscope', model: 'T-1', maker: 'Test' }).returning();
  microscope = m.id;
  await h.insert(equipmentSettings).values({ equipmentId: microscope, bookable: true, kind: 'microscope', hourlyPriceFen: 30_000, slotMinutes: 60, openMinute: 540, closeMinute: 1020, minMinutes: 60, maxMinutes: 240, demo: true });
  const [a] = await h
    .insert(addresses)
    .values({ userId: await userIdOf(db.handle, 'demo_user'), consignee: '张三', mobile: '13800000000', province: '上海市', city: '上海市', county: '浦东新区', detail: '测试路 1 号' })
    .returning();
  addressId = a.id;
}, 120_000);

describe('who may read and change the holiday table', () => {
  it('answers administrators only, decided on the server', async () => {
    expect((await get('holiday/list', {})).body.code).toBe(-100);
    expect((await get('holiday/list', {}, t.user)).status).toBe(403);
    expect((await post('holiday/create', TEST_2027, t.user)).status).toBe(403);
    expect((await post('holiday/delete', { year: 2027 }, t.user)).status).toBe(403);
    const list = await get('holiday/list', {}, t.service);
    expect(list.status).toBe(200);
    // Nothing is seeded: no notice is pretended for 2027.
    expect(list.body.data).toMatchObject({ years: [], package: { source: 'chinese-days', lastYear: 2026 }, unpublishedYears: [2027, 2028] });
    expect((await get('holiday/list', {}, t.admin)).status).toBe(200);
    expect(await db.handle.db.select().from(holidayYears)).toEqual([]);
  });
});

describe('a bad arrangement', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['a day outside its year', { days: [{ day: '2028-01-03', kind: 'holiday', festival: 'newYear' }] }, 'Calendar.errors.dayOutsideYear'],
    ['a duplicate day', { days: [TEST_2027.days[0], { ...TEST_2027.days[0], festival: 'springFestival' }] }, 'Calendar.errors.duplicateDay'],
    ['a make-up working day on a weekday', { days: [TEST_2027.days[0], { day: '2027-01-05', kind: 'workday', festival: 'newYear' }] }, 'Calendar.errors.workdayOnWeekday'],
    ['New Year’s Day as a working day', { days: [TEST_2027.days[0], { day: '2027-05-01', kind: 'workday', festival: 'labourDay' }] }, 'Calendar.errors.workdayOnStatutoryHoliday'],
    ['make-up working days only', { days: [TEST_2027.days[1]] }, 'Calendar.errors.noHolidays'],
    ['no day', { days: [] }, 'Calendar.errors.noDays'],
    ['a malformed day', { days: [{ day: '2027-02-30', kind: 'holiday', festival: 'springFestival' }] }, 'Calendar.errors.badDay'],
    ['an unknown holiday', { days: [{ day: '2027-02-08', kind: 'holiday', festival: 'christmas' }] }, 'Calendar.errors.unknownFestival'],
    ['a year out of range', { year: 1999, days: [{ day: '1999-01-04', kind: 'holiday', festival: 'newYear' }] }, 'Calendar.errors.badYear'],
    ['a link that is not one', { sourceUrl: 'javascript:alert(1)' }, 'Calendar.errors.badSourceUrl'],
  ];
  it.each(cases)('is refused with 400 in both languages: %s', async (_, patch, key) => {
    for (const lang of ['zh', 'en'] as const) {
      const res = await post('holiday/create', { ...TEST_2027, ...patch }, t.service, lang);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: -1, data: null, msg: translate(lang, key) });
    }
    expect(await db.handle.db.select().from(holidayDays)).toEqual([]);
  });

  it('names a year that is not entered on update and delete (404)', async () => {
    for (const lang of ['zh', 'en'] as const) {
      const res = await post('holiday/update', TEST_2027, t.service, lang);
      expect([res.status, res.body.msg]).toEqual([404, translate(lang, 'Calendar.errors.noSuchYear', { year: 2027 })]);
    }
    expect((await post('holiday/delete', { year: 2027 }, t.service)).status).toBe(404);
  });
});

describe('December 2026: the holidays of 2027 are not yet published', () => {
  it('offers no day of 2027 in the booking calendar, New Year’s Day included, and says why', async () => {
    const cal = (await get('equipments/slots', { equipmentId: microscope })).body.data;
    expect(cal.unpublishedYears).toEqual([2027]);
    const jan = cal.days.filter((d: { day: string }) => d.day.startsWith('2027-'));
    expect(jan.length).toBeGreaterThan(30);
    for (const d of jan) expect(d).toMatchObject({ unpublished: true, working: false, free: 0 });
    expect(cal.days.find((d: { day: string }) => d.day === '2026-12-22')).toMatchObject({ unpublished: false, working: true, free: 8 });
    expect((await get('equipments/slots', { equipmentId: microscope, day: '2027-01-04' })).body.data).toMatchObject({ slots: [], unpublishedYears: [2027] });
    for (const lang of ['zh', 'en'] as const) {
      const res = await post('equipments/saveOrder', demand('2027-01-04'), t.user, lang);
      expect([res.status, res.body.msg]).toEqual([400, translate(lang, 'CloudAppointments.holidaysNotPublished', { year: 2027 })]);
    }
  });

  it('names 2027 in an estimate that reaches it, and never counts 1 January as a working day', async () => {
    const e = (await post('detectionResource/estimate', { labId: lab, start: '2026-12-30', items: [{ itemId: tensile, samples: 1 }] })).body.data;
    expect(e).toMatchObject({ calendarCovered: false, unpublishedYears: [2027] });
    expect(e.deliveryDate).toBe(addWorkingDays('2026-12-30', e.cycleDays, PACKAGE_CALENDAR));
    // Wednesday 30 December + 2: Thursday 31, then Friday 1 January is skipped: Monday 4 January.
    expect(addWorkingDays('2026-12-30', 2, PACKAGE_CALENDAR)).toBe('2027-01-04');
    const within = (await post('detectionResource/estimate', { labId: lab, start: '2026-12-21', items: [{ itemId: tensile, samples: 1 }] })).body.data;
    expect(within.unpublishedYears).toEqual(within.deliveryDate < '2027-01-01' ? [] : [2027]);
  });
});

describe('January 2027: an administrator enters the (test) arrangement', () => {
  beforeAll(() => moveClockTo('2027-01-01T01:00:00Z')); // Friday 1 January 2027, 09:00 in China

  it('keeps every 2027 day closed while nothing is entered', async () => {
    const cal = (await get('equipments/slots', { equipmentId: microscope })).body.data;
    expect(cal.days[0].day).toBe('2027-01-01');
    expect(cal.days.every((d: { free: number; unpublished: boolean }) => d.free === 0 && d.unpublished)).toBe(true);
    expect((await get('holiday/list', {}, t.admin)).body.data.unpublishedYears).toEqual([2027, 2028, 2029]);
  });

  it('creates the year through the call, audited, and the calendar and the estimate read it before the package', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const created = await post('holiday/create', TEST_2027, t.service);
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ year: 2027, noticeNumber: 'TEST-2027', publishedOn: '2026-11-20', days: TEST_2027.days, history: [{ action: 'create', holidays: 1, workdays: 1 }] });
    expect(created.body.data.history[0].by).toBeTruthy();
    expect(log.mock.calls.some(([line]) => String(line).includes('"event":"holiday_changed"') && String(line).includes('"action":"create"'))).toBe(true);
    log.mockRestore();
    const [change] = await db.handle.db.select().from(holidayChanges).where(eq(holidayChanges.year, 2027));
    expect(change).toMatchObject({ action: 'create', actorUserId: await userIdOf(db.handle, 'demo_service'), before: null, after: TEST_2027.days });

    const cal = (await get('equipments/slots', { equipmentId: microscope })).body.data;
    expect(cal.unpublishedYears).toEqual([]);
    const day = (d: string) => cal.days.find((x: { day: string }) => x.day === d);
    expect(day('2027-01-01')).toMatchObject({ working: false, free: 0, unpublished: false }); // New Year's Day, fixed by law
    expect(day('2027-01-04')).toMatchObject({ working: false, free: 0 }); // the test day off
    expect(day('2027-01-05')).toMatchObject({ working: true, free: 8 });
    expect(day('2027-01-09')).toMatchObject({ working: true, free: 8 }); // the test make-up Saturday
    expect((await post('equipments/saveOrder', demand('2027-01-01'), t.user)).body.msg).toBe(translate('en', 'CloudAppointments.badDay'));
    expect((await post('equipments/saveOrder', demand('2027-01-05'), t.user)).status).toBe(200);

    const e = (await post('detectionResource/estimate', { labId: lab, start: '2027-01-01', items: [{ itemId: tensile, samples: 1 }] })).body.data;
    const entered = holidayCalendar([{ year: 2027, days: TEST_2027.days as { day: string; kind: 'holiday' | 'workday' }[] }]);
    expect(e).toMatchObject({ calendarCovered: true, unpublishedYears: [], deliveryDate: addWorkingDays('2027-01-01', e.cycleDays, entered) });
    expect(e.calendar.lastYear).toBe(2027);
  });

  it('refuses the same year twice (409) in both languages', async () => {
    for (const lang of ['zh', 'en'] as const) {
      const res = await post('holiday/create', TEST_2027, t.admin, lang);
      expect([res.status, res.body.msg]).toEqual([409, translate(lang, 'Calendar.errors.yearExists', { year: 2027 })]);
    }
  });

  it('replaces the days on update and removes the year on delete, each recorded with who and before/after', async () => {
    const days = [{ day: '2027-01-05', kind: 'holiday', festival: 'newYear' }];
    const updated = await post('holiday/update', { ...TEST_2027, days }, t.admin);
    expect(updated.body.data).toMatchObject({ days, history: [{ action: 'update', holidays: 1, workdays: 0 }, { action: 'create' }] });
    const cal = (await get('equipments/slots', { equipmentId: microscope })).body.data;
    expect(cal.days.find((x: { day: string }) => x.day === '2027-01-04')).toMatchObject({ working: true });
    expect(cal.days.find((x: { day: string }) => x.day === '2027-01-09')).toMatchObject({ working: false });

    expect((await post('holiday/delete', { year: 2027 }, t.admin)).body.data).toEqual({ year: 2027 });
    const changes = await db.handle.db.select().from(holidayChanges).where(eq(holidayChanges.year, 2027)).orderBy(holidayChanges.id);
    expect(changes.map((c) => c.action)).toEqual(['create', 'update', 'delete']);
    const adminId = await userIdOf(db.handle, 'demo_public_admin');
    expect(changes[1]).toMatchObject({ actorUserId: adminId, before: TEST_2027.days, after: days });
    expect(changes[2]).toMatchObject({ actorUserId: adminId, before: days, after: null });
    expect(await db.handle.db.select().from(holidayDays)).toEqual([]);
    const list = (await get('holiday/list', {}, t.admin)).body.data;
    expect(list).toMatchObject({ years: [], unpublishedYears: [2027, 2028, 2029] });
    expect((await get('equipments/slots', { equipmentId: microscope })).body.data.unpublishedYears).toEqual([2027]);
  });
});
