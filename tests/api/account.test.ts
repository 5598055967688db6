import { sql } from 'drizzle-orm';
import { regions } from '@/lib/server/db/schema';
import { accountSeedStep } from '@/lib/server/account/seed';
import { authSeedStep, DEMO_PASSWORD } from '@/lib/server/auth/seed';
import { callApi } from '../helpers/api';
import { authTestDatabase, lastSmsCode, newMobile, registerUser, sendCode, solveCaptcha } from './auth-helpers';
import { freshRateLimiter, testServices } from '../helpers/services';

const db = authTestDatabase([authSeedStep, accountSeedStep]);
let alice: string;
let bob: string;

beforeAll(async () => {
  const signIn = async (userName: string) => (await callApi('POST', 'loginCustom/login', { body: { userName, password: DEMO_PASSWORD } })).body.data.token;
  alice = await signIn('demo_user');
  bob = await signIn('demo_lab');
});

const address = { consignee: '张三', mobile: '13912345678', email: '', province: '河北省', city: '唐山市', county: '曹妃甸区', detail: '钢铁大道 1 号' };

describe('user/address', () => {
  it('answers -100 and -101 for every address call without a valid token', async () => {
    for (const [method, path] of [['GET', 'user/address/getAddress'], ['POST', 'user/address/saveAddress'], ['POST', 'user/address/updateDefault'], ['POST', 'user/address/deleteAddress']] as const) {
      expect((await callApi(method, path, { body: {} })).body.code).toBe(-100);
      expect((await callApi(method, path, { body: {}, token: 'forged' })).body.code).toBe(-101);
    }
  });

  it('adds, edits, sets the default and deletes addresses', async () => {
    const first = await callApi('POST', 'user/address/saveAddress', { token: alice, body: address });
    expect(first.body.data).toMatchObject({ consignee: '张三', isDefault: true });
    const second = await callApi('POST', 'user/address/saveAddress', { token: alice, body: { ...address, consignee: '李四', detail: '二号路' } });
    expect(second.body.data.isDefault).toBe(false);
    const edited = await callApi('POST', 'user/address/saveAddress', { token: alice, body: { ...address, id: second.body.data.id, detail: '三号路' } });
    expect(edited.body.data.detail).toBe('三号路');
    await callApi('POST', 'user/address/updateDefault', { token: alice, body: { id: second.body.data.id } });
    let list = (await callApi('GET', 'user/address/getAddress', { token: alice })).body.data;
    expect(list.map((a: { id: number; isDefault: boolean }) => [a.id, a.isDefault])).toEqual([
      [second.body.data.id, true],
      [first.body.data.id, false],
    ]);
    await callApi('POST', 'user/address/deleteAddress', { token: alice, body: { id: second.body.data.id } });
    list = (await callApi('GET', 'user/address/getAddress', { token: alice })).body.data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: first.body.data.id, isDefault: true });
  });

  it('keeps one user from reading, editing, defaulting or deleting another user\'s address', async () => {
    const own = (await callApi('POST', 'user/address/saveAddress', { token: alice, body: { ...address, consignee: 'Alice' } })).body.data;
    const bobList = (await callApi('GET', 'user/address/getAddress', { token: bob })).body.data;
    expect(bobList.find((a: { id: number }) => a.id === own.id)).toBeUndefined();
    const msg = 'No corresponding id';
    expect((await callApi('POST', 'user/address/deleteAddress', { token: bob, body: { id: own.id }, lang: 'en' }))).toMatchObject({ status: 404, body: { code: -1, msg: msg } });
    expect((await callApi('POST', 'user/address/updateDefault', { token: bob, body: { id: own.id }, lang: 'en' }))).toMatchObject({ status: 404, body: { code: -1, msg: msg } });
    expect((await callApi('POST', 'user/address/saveAddress', { token: bob, body: { ...address, id: own.id, consignee: 'Bob' }, lang: 'en' }))).toMatchObject({ status: 404, body: { code: -1, msg: msg } });
    const still = (await callApi('GET', 'user/address/getAddress', { token: alice })).body.data.find((a: { id: number }) => a.id === own.id);
    expect(still.consignee).toBe('Alice');
  });

  it('validates fields in the caller language and refuses a userId in the body', async () => {
    expect((await callApi('POST', 'user/address/saveAddress', { token: bob, body: { ...address, mobile: '123' }, lang: 'zh' })).body.msg).toBe('手机号格式不正确');
    expect((await callApi('POST', 'user/address/saveAddress', { token: bob, body: { ...address, email: 'bad' }, lang: 'en' })).body.msg).toBe('Please enter a valid email address');
    expect((await callApi('POST', 'user/address/saveAddress', { token: bob, body: { ...address, detail: ' ' }, lang: 'en' })).body.msg).toBe('This field cannot be empty');
    const smuggled = await callApi('POST', 'user/address/saveAddress', { token: bob, body: { ...address, consignee: 'Bob', userId: 1 }, lang: 'en' });
    expect(smuggled.status).toBe(400);
    expect(smuggled.body).toMatchObject({ code: -1, msg: 'userId is not an accepted field' });
    const aliceList = (await callApi('GET', 'user/address/getAddress', { token: alice })).body.data;
    expect(aliceList.some((a: { consignee: string }) => a.consignee === 'Bob')).toBe(false);
  });

  it('lists provinces and the cities of a province in the caller language', async () => {
    const provinces = (await callApi('GET', 'user/address/listRegions', { lang: 'en' })).body.data;
    expect(provinces).toHaveLength(34);
    expect(provinces[0]).toMatchObject({ code: '110000', name: 'Beijing' });
    const cities = (await callApi('GET', 'user/address/listRegions', { query: { parentCode: '130000' }, lang: 'zh' })).body.data;
    expect(cities.map((c: { name: string }) => c.name)).toContain('唐山市');
  });

  it('cascades every province to its cities and counties from the statistics bureau data', async () => {
    type Row = { code: string; name: string; level: number };
    const list = async (parentCode?: string, lang: 'zh' | 'en' = 'zh'): Promise<Row[]> =>
      (await callApi('GET', 'user/address/listRegions', { query: parentCode ? { parentCode } : {}, lang })).body.data;
    const hebei = (await list()).find((p) => p.name === '河北省')!;
    const tangshan = (await list(hebei.code)).find((c) => c.name === '唐山市')!;
    expect(tangshan).toMatchObject({ code: '130200', level: 2 });
    expect(await list(tangshan.code)).toContainEqual(expect.objectContaining({ code: '130283', name: '迁安市', level: 3 }));
    const shenzhen = (await list('440000')).find((c) => c.name === '深圳市')!;
    expect((await list(shenzhen.code, 'en')).map((c) => c.name)).toContain('南山区');
    // A county without an English name is marked as Chinese, so the English picker labels it (issue 29 item 6).
    expect((await list(shenzhen.code, 'en')).find((c) => c.name === '南山区')).toMatchObject({ nameLang: 'zh' });
    expect((await list('110000', 'en'))[0]).not.toHaveProperty('nameLang');
    expect((await list('110000', 'en')).map((c) => c.name)).toEqual(['Beijing']);

    const counts = await db.handle.db.select({ level: regions.level, n: sql<number>`count(*)::int` }).from(regions).groupBy(regions.level);
    const byLevel = Object.fromEntries(counts.map((r) => [r.level, r.n]));
    expect(byLevel[1]).toBe(34);
    expect(byLevel[2]).toBeGreaterThan(300);
    expect(byLevel[3]).toBeGreaterThan(2800);
    const count = async (where: ReturnType<typeof sql>) => (await db.handle.db.select({ n: sql<number>`count(*)::int` }).from(regions).where(where))[0].n;
    expect(await count(sql`parent_code IS NOT NULL AND parent_code NOT IN (SELECT code FROM regions)`)).toBe(0);
    expect(await count(sql`level = 2 AND code NOT IN (SELECT parent_code FROM regions WHERE parent_code IS NOT NULL)`)).toBe(0);
    expect(await count(sql`level = 1 AND code NOT IN (SELECT parent_code FROM regions WHERE parent_code IS NOT NULL)`)).toBe(3);
  });

  it('re-runs the region seed without duplicating a region', async () => {
    const total = async () => (await db.handle.db.select({ n: sql<number>`count(*)::int` }).from(regions))[0].n;
    const before = await total();
    await accountSeedStep.run(db.handle.db, testServices());
    expect(await total()).toBe(before);
  });
});

describe('user/invoice', () => {
  it('saves personal and enterprise titles, checks the tax number and keeps them private', async () => {
    const personal = await callApi('POST', 'user/invoice/saveInvoiceTitle', { token: alice, body: { titleType: 'personal', title: '张三', taxNumber: 'IGNORED' } });
    expect(personal.body.data).toMatchObject({ titleType: 'personal', taxNumber: null, isDefault: true });
    const bad = await callApi('POST', 'user/invoice/saveInvoiceTitle', { token: alice, body: { titleType: 'enterprise', title: 'Steel Co', taxNumber: '12' }, lang: 'en' });
    expect(bad.body.msg).toBe('Please enter a tax number of 15 to 20 digits or capital letters');
    const ent = await callApi('POST', 'user/invoice/saveInvoiceTitle', {
      token: alice,
      body: { titleType: 'enterprise', title: 'Steel Co', taxNumber: '91310000MA1FL0XX2T', address: 'Shanghai', telephone: '021-1234567', bankAccount: '6222000011112222', bankName: 'ICBC', email: 'fin@steel.example', isDefault: true },
    });
    expect(ent.body.data).toMatchObject({ bankName: 'ICBC', isDefault: true });
    const list = (await callApi('GET', 'user/invoice/listInvoiceTitle', { token: alice })).body.data;
    expect(list.map((t: { title: string }) => t.title)).toEqual(['Steel Co', '张三']);
    expect((await callApi('GET', 'user/invoice/listInvoiceTitle', { token: bob })).body.data).toEqual([]);
    expect((await callApi('POST', 'user/invoice/deleteInvoiceTitle', { token: bob, body: { id: ent.body.data.id } })).body.code).toBe(-1);
    expect((await callApi('POST', 'user/invoice/updateDefault', { token: alice, body: { id: personal.body.data.id } })).body.code).toBe(0);
    expect((await callApi('POST', 'user/invoice/deleteInvoiceTitle', { token: alice, body: { id: ent.body.data.id } })).body.code).toBe(0);
    expect((await callApi('GET', 'user/invoice/listInvoiceTitle', { token: alice })).body.data).toHaveLength(1);
  });
});

describe('profile and security changes', () => {
  it('answers the profile with a masked mobile and updates name and email', async () => {
    const info = await callApi('GET', 'getUserInfo', { token: alice });
    expect(info.body.data).toMatchObject({ userName: 'demo_user', mobile: '138****0001', role: 'individual', wxBound: false });
    expect(JSON.stringify(info.body.data)).not.toContain('scrypt');
    const claimed = await callApi('POST', 'myData/updateUserInfo', { token: alice, body: { userName: 'Demo User', email: 'demo@example.com', role: 'public_admin' }, lang: 'en' });
    expect(claimed.status).toBe(400);
    expect(claimed.body.msg).toBe('role is not an accepted field');
    const res = await callApi('POST', 'myData/updateUserInfo', { token: alice, body: { userName: 'Demo User', email: 'demo@example.com' } });
    expect(res.body.data).toMatchObject({ userName: 'Demo User', email: 'demo@example.com', role: 'individual' });
    expect((await callApi('POST', 'myData/updateUserInfo', { token: alice, body: { userName: 'x', email: 'bad' }, lang: 'en' })).body.msg).toBe('Please enter a valid email address');
  });

  it('changes the email alone through myData/saveEmail, answering the profile, and refuses a bad one in both languages', async () => {
    const res = await callApi('POST', 'myData/saveEmail', { token: alice, body: { email: 'alone@example.com' } });
    expect(res.body.data).toMatchObject({ email: 'alone@example.com', role: 'individual' });
    const en = await callApi('POST', 'myData/saveEmail', { token: alice, body: { email: 'bad' }, lang: 'en' });
    expect([en.status, en.body.code, en.body.msg]).toEqual([400, -1, 'Please enter a valid email address']);
    const zh = await callApi('POST', 'myData/saveEmail', { token: alice, body: { email: 'bad' }, lang: 'zh' });
    expect(zh.status).toBe(400);
    expect(zh.body.msg).not.toBe(en.body.msg);
    expect((await callApi('POST', 'myData/saveEmail', { body: { email: 'x@example.com' } })).body.code).toBe(-100);
  });

  it('changes the password behind a security code, revoking the old sessions', async () => {
    const { token, userName, mobile } = await registerUser();
    const other = (await callApi('POST', 'loginCustom/login', { body: { userName, password: 'Secret123' } })).body.data.token;
    freshRateLimiter(); // a minute has passed since the register code
    const wrong = await callApi('POST', 'myData/changePassword', { token, body: { securityCode: '000000', password: 'Changed123', confirmPassword: 'Changed123' }, lang: 'en' });
    expect(wrong.body.code).toBe(-1);
    // The security code goes to the account's own number, whatever number the body names.
    const sent = await callApi('POST', 'gateway/sendMobile', { token, body: { purpose: 'security', mobile: '13800000001', ...(await solveCaptcha()) } });
    expect(sent.body.code).toBe(0);
    expect(lastSmsCode('13800000001', 'security')).toBeUndefined();
    const securityCode = lastSmsCode(mobile, 'security')!;
    const mismatch = await callApi('POST', 'myData/changePassword', { token, body: { securityCode, password: 'Changed123', confirmPassword: 'Changed124' }, lang: 'en' });
    expect(mismatch.body.msg).toBe('The two passwords are inconsistent');
    const changed = await callApi('POST', 'myData/changePassword', { token, body: { securityCode, password: 'Changed123', confirmPassword: 'Changed123' } });
    expect(changed.body.code).toBe(0);
    expect((await callApi('POST', 'loginCustom/checkLogin', { token })).body.code).toBe(-101);
    expect((await callApi('POST', 'loginCustom/checkLogin', { token: other })).body.code).toBe(-101);
    expect((await callApi('POST', 'loginCustom/checkLogin', { token: changed.body.data.token })).body.code).toBe(0);
    expect((await callApi('POST', 'loginCustom/login', { body: { userName, password: 'Changed123' } })).body.code).toBe(0);
  });

  it('changes the mobile number with a code on the old and on the new number', async () => {
    const { token, mobile } = await registerUser();
    freshRateLimiter();
    await callApi('POST', 'gateway/sendMobile', { token, body: { purpose: 'security', ...(await solveCaptcha()) } });
    const securityCode = lastSmsCode(mobile, 'security')!;
    const newNumber = newMobile();
    await sendCode(newNumber, 'change');
    const newCode = lastSmsCode(newNumber, 'change')!;
    expect((await callApi('POST', 'myData/changeMobile', { token, body: { securityCode, newMobile: '13800000001', newCode }, lang: 'en' }))).toMatchObject({ status: 409, body: { code: -1, msg: 'This mobile number is already registered' } });
    const res = await callApi('POST', 'myData/changeMobile', { token, body: { securityCode, newMobile: newNumber, newCode } });
    expect(res.body.data.mobile).toBe(`${newNumber.slice(0, 3)}****${newNumber.slice(-4)}`);
    expect((await callApi('POST', 'gateway/verifyMobileIsExist', { body: { mobile: newNumber } })).body.data.exist).toBe(true);
  });
});
