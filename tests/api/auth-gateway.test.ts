import { MemoryRateLimiter } from '@/lib/server/ratelimit';
import { eq } from 'drizzle-orm';
import { authSeedStep } from '@/lib/server/auth/seed';
import { companies, users, verificationCodes } from '@/lib/server/db/schema';
import { accountSeedStep } from '@/lib/server/account/seed';
import { callApi } from '../helpers/api';
import { authTestDatabase, lastSmsCode, newMobile, registerUser, sendCode, smsCount, solveCaptcha } from './auth-helpers';
import { freshRateLimiter, rebuildTestServices } from '../helpers/services';

const db = authTestDatabase([authSeedStep, accountSeedStep]);

describe('loginCustom/verifyCode', () => {
  it('answers an SVG image without text nodes and a captcha id header', async () => {
    const res = await callApi('GET', 'loginCustom/verifyCode');
    expect(res.response.headers.get('content-type')).toContain('image/svg+xml');
    expect(res.response.headers.get('x-captcha-id')).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const svg = await res.response.text();
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).not.toContain('<text');
  });
});

describe('gateway/sendMobile', () => {
  it('needs the image captcha, spends it on one try, and sends a 6-digit code to the outbox', async () => {
    const mobile = newMobile();
    const captcha = await solveCaptcha();
    const noCaptcha = await callApi('POST', 'gateway/sendMobile', { body: { mobile, purpose: 'register' }, lang: 'en' });
    expect(noCaptcha.body.msg).toBe('Please enter the image code');
    const wrong = await callApi('POST', 'gateway/sendMobile', { body: { mobile, purpose: 'register', captchaId: captcha.captchaId, captchaCode: '99999' }, lang: 'zh' });
    expect(wrong).toMatchObject({ status: 400, body: { code: -1, msg: '图形验证码不正确或已过期，请重新输入' } });
    const reused = await callApi('POST', 'gateway/sendMobile', { body: { mobile, purpose: 'register', ...captcha }, lang: 'en' });
    expect(reused).toMatchObject({ status: 400, body: { code: -1 } });
    expect(smsCount(mobile)).toBe(0);
    const { res, code } = await sendCode(mobile, 'register');
    expect(res.body).toMatchObject({ code: 0, data: { sent: true, validSeconds: 600 } });
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await db.handle.db.select().from(verificationCodes).where(eq(verificationCodes.mobile, mobile));
    expect(row.codeHash).not.toContain(code!);
  });

  it('validates the number: required, format, registered for login and reset, free for registration', async () => {
    const captcha = await solveCaptcha();
    expect((await callApi('POST', 'gateway/sendMobile', { body: { purpose: 'login', mobile: '', ...captcha }, lang: 'en' })).body.msg).toBe('Please enter your mobile number');
    expect((await callApi('POST', 'gateway/sendMobile', { body: { purpose: 'login', mobile: '12345', ...captcha }, lang: 'zh' })).body.msg).toBe('手机号格式不正确');
    expect((await sendCode(newMobile(), 'login')).res).toMatchObject({ status: 400, body: { code: -1, msg: 'This mobile number is not registered' } });
    expect((await sendCode(newMobile(), 'reset')).res).toMatchObject({ status: 400, body: { code: -1, msg: 'This mobile number is not registered' } });
    expect((await sendCode('13800000001', 'register')).res).toMatchObject({ status: 409, body: { code: -1, msg: 'This mobile number is already registered' } });
  });

  it('allows 1 code a minute, 5 an hour and 10 a day per phone', async () => {
    const mobile = newMobile();
    expect((await sendCode(mobile, 'register')).res.body.code).toBe(0);
    const second = await sendCode(mobile, 'register');
    expect(second.res.body.msg).toMatch(/^Too many requests. Please try again in \d+ s$/);
    const limiter = new MemoryRateLimiter();
    rebuildTestServices({ rateLimiter: limiter });
    // Five codes in five different minutes of one hour, then the hour refuses the sixth.
    for (let i = 0; i < 4; i++) {
      expect((await sendCode(mobile, 'register')).res.body.code).toBe(0);
      await limiter.reset(`sms:phone:${mobile}:minute`);
    }
    await limiter.hit(`sms:phone:${mobile}:hour`, 5, 3600);
    expect((await sendCode(mobile, 'register')).res.body.msg).toContain('too many codes this hour');
    await limiter.reset(`sms:phone:${mobile}:minute`);
    await limiter.reset(`sms:phone:${mobile}:hour`);
    for (let i = 0; i < 6; i++) await limiter.hit(`sms:phone:${mobile}:day`, 10, 86400);
    expect((await sendCode(mobile, 'register')).res).toMatchObject({ status: 429, body: { code: -1, msg: 'This number has had too many codes today' } });
  });

  it('caps one IP across many phones', async () => {
    const ip = '203.0.113.9';
    for (let i = 0; i < 30; i++) expect((await sendCode(newMobile(), 'register', { ip })).res.body.code).toBe(0);
    const over = await sendCode(newMobile(), 'register', { ip });
    expect(over.res.body.msg).toMatch(/^Too many requests/);
    expect((await sendCode(newMobile(), 'register', { ip: '203.0.113.10' })).res.body.code).toBe(0);
  });
});

describe('gateway/verifySmsCode and code rules', () => {
  it('refuses a code issued for registration when resetting a password', async () => {
    const { mobile } = await registerUser();
    freshRateLimiter();
    const { code } = await sendCode(mobile, 'login');
    const res = await callApi('POST', 'gateway/forgetPassword', { body: { mobile, code, password: 'NewSecret1', confirmPassword: 'NewSecret1' }, lang: 'en' });
    expect(res).toMatchObject({ status: 400, body: { code: -1, msg: 'The verification code has expired. Please get a new one' } });
    expect((await callApi('POST', 'gateway/verifySmsCode', { body: { mobile, purpose: 'login', code } })).body.code).toBe(0);
  });

  it('kills a code after 5 wrong tries and expires it after 10 minutes', async () => {
    const mobile = newMobile();
    const { code } = await sendCode(mobile, 'register');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) {
      expect((await callApi('POST', 'gateway/verifySmsCode', { body: { mobile, purpose: 'register', code: wrong }, lang: 'en' }))).toMatchObject({ status: 400, body: { code: -1, msg: 'The verification code is wrong' } });
    }
    expect((await callApi('POST', 'gateway/verifySmsCode', { body: { mobile, purpose: 'register', code: wrong }, lang: 'en' }))).toMatchObject({ status: 429, body: { code: -1, msg: 'Too many wrong codes. Please get a new one' } });
    expect((await callApi('POST', 'gateway/verifySmsCode', { body: { mobile, purpose: 'register', code }, lang: 'en' }))).toMatchObject({ status: 429, body: { code: -1 } });

    freshRateLimiter();
    const fresh = await sendCode(mobile, 'register');
    await db.handle.db.update(verificationCodes).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(verificationCodes.mobile, mobile));
    expect((await callApi('POST', 'gateway/verifySmsCode', { body: { mobile, purpose: 'register', code: fresh.code }, lang: 'en' })).body.msg).toContain('expired');
  });
});

describe('gateway/saveUserInfo', () => {
  it('refuses userType, role and companyId in the body, naming the key, and registers nobody', async () => {
    const refused = await registerUser({ userType: 'public_admin', role: 'public_admin', companyId: 1 });
    expect(refused.res.status).toBe(400);
    expect(refused.res).toMatchObject({ status: 400, body: { code: -1, msg: 'userType is not an accepted field' } });
    expect(await db.handle.db.select().from(users).where(eq(users.mobile, refused.mobile))).toHaveLength(0);
  });

  it('registers an individual user and signs them in', async () => {
    const { res, mobile } = await registerUser();
    expect(res.body.code).toBe(0);
    expect(res.body.data.userInfo.userType).toBe('individual');
    const [row] = await db.handle.db.select().from(users).where(eq(users.mobile, mobile));
    expect(row).toMatchObject({ role: 'individual', companyId: null, accountType: 'individual' });
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    expect((await callApi('POST', 'loginCustom/checkLogin', { token: res.body.data.token })).body.code).toBe(0);
  });

  it('registers a company administrator with the company record', async () => {
    const { res, mobile } = await registerUser({ accountType: 'company', companyName: 'Test Steel Co', creditCode: '91310000MA1FL0XX2F', enterpriseType: 'light_node', subAccountCount: 3 });
    expect(res.body.data.extendUserInfo).toMatchObject({ companyName: 'Test Steel Co', isCompanyUser: true });
    const [row] = await db.handle.db.select().from(users).innerJoin(companies, eq(companies.id, users.companyId)).where(eq(users.mobile, mobile));
    expect(row.users.role).toBe('company_admin');
    expect(row.companies).toMatchObject({ enterpriseType: 'light_node', subAccountCount: 3 });
  });

  it('refuses missing agreements, inconsistent passwords, a bad email and taken names, changing nothing', async () => {
    const before = (await db.handle.db.select().from(users)).length;
    const mobile = newMobile();
    const { code } = await sendCode(mobile, 'register');
    const base = { mobile, code, userName: `n${mobile}`, password: 'Secret123', confirmPassword: 'Secret123', agreeUser: true, agreePrivacy: true, agreePlatform: true };
    const call = (body: object, lang: 'zh' | 'en' = 'en') => callApi('POST', 'gateway/saveUserInfo', { body: { ...base, ...body }, lang });
    expect((await call({ agreePrivacy: false })).body.msg).toContain('privacy agreement');
    expect((await call({ confirmPassword: 'Secret124' }, 'zh')).body.msg).toBe('两次输入的密码不一致');
    expect((await call({ email: 'not-an-email' })).body.msg).toBe('Please enter a valid email address');
    expect((await call({ userName: 'demo_user' }))).toMatchObject({ status: 409, body: { code: -1, msg: 'This user name is already taken' } });
    expect((await call({ password: 'short', confirmPassword: 'short' })).body.msg).toContain('8 to 32');
    expect((await db.handle.db.select().from(users)).length).toBe(before);
    expect((await call({})).body.code).toBe(0);
  });

  it('answers whether a mobile or a user name exists, with a per-IP limit', async () => {
    expect((await callApi('POST', 'gateway/verifyMobileIsExist', { body: { mobile: '13800000001' } })).body.data).toEqual({ exist: true });
    expect((await callApi('POST', 'gateway/verifyMobileIsExist', { body: { mobile: newMobile() } })).body.data).toEqual({ exist: false });
    expect((await callApi('POST', 'gateway/verifyUserNameIsExist', { body: { userName: 'DEMO_USER' } })).body.data).toEqual({ exist: true });
    const headers = { 'x-forwarded-for': '198.51.100.7' };
    for (let i = 0; i < 60; i++) await callApi('POST', 'gateway/verifyUserNameIsExist', { body: { userName: 'someone' }, headers });
    const over = await callApi('POST', 'gateway/verifyMobileIsExist', { body: { mobile: '13800000001' }, headers, lang: 'en' });
    expect(over.body.msg).toMatch(/^Too many requests/);
  });
});

describe('gateway/forgetPassword', () => {
  it('sets a new password with a reset code and ends every session', async () => {
    const { mobile, userName, token } = await registerUser();
    freshRateLimiter();
    const { code } = await sendCode(mobile, 'reset');
    const bad = await callApi('POST', 'gateway/forgetPassword', { body: { mobile, code, password: 'NewSecret1', confirmPassword: 'Other1234' }, lang: 'en' });
    expect(bad.body.msg).toBe('The two passwords are inconsistent');
    const res = await callApi('POST', 'gateway/forgetPassword', { body: { mobile, code, password: 'NewSecret1', confirmPassword: 'NewSecret1' } });
    expect(res.body.code).toBe(0);
    expect((await callApi('POST', 'loginCustom/checkLogin', { token })).body.code).toBe(-101);
    expect((await callApi('POST', 'loginCustom/login', { body: { userName, password: 'Secret123' } }))).toMatchObject({ status: 400, body: { code: -1 } });
    expect((await callApi('POST', 'loginCustom/login', { body: { userName, password: 'NewSecret1' } })).body.code).toBe(0);
    // The code was spent.
    expect((await callApi('POST', 'gateway/forgetPassword', { body: { mobile, code, password: 'NewSecret2', confirmPassword: 'NewSecret2' } }))).toMatchObject({ status: 400, body: { code: -1 } });
  });
});

describe('SMS login', () => {
  it('signs a registered number in by code and registers an unknown one only through loginByMobileAndRegis', async () => {
    const { code } = await sendCode('13800000001', 'login');
    const res = await callApi('POST', 'loginCustom/loginByMobile', { body: { mobile: '13800000001', code } });
    expect(res.body.data.userInfo.userName).toBe('demo_user');
    const unknown = newMobile();
    expect((await callApi('POST', 'loginCustom/loginByMobile', { body: { mobile: unknown, code: '123456' }, lang: 'en' }))).toMatchObject({ status: 400, body: { code: -1, msg: 'This mobile number is not registered' } });
    expect((await callApi('POST', 'loginCustom/loginByMobile', { body: { mobile: unknown }, lang: 'zh' })).body.msg).toBe('请输入验证码');
    // An unknown number only gets register codes; loginByMobileAndRegis takes one and creates the account.
    expect((await sendCode(unknown, 'login')).res).toMatchObject({ status: 400, body: { code: -1 } });
    expect(lastSmsCode(unknown, 'login')).toBeUndefined();
    const regCode = (await sendCode(unknown, 'register')).code;
    const created = await callApi('POST', 'loginCustom/loginByMobileAndRegis', { body: { mobile: unknown, code: regCode } });
    expect(created.body.data.userInfo).toMatchObject({ userType: 'individual', userName: `${unknown.slice(0, 3)}****${unknown.slice(-4)}` });
    const [row] = await db.handle.db.select().from(users).where(eq(users.mobile, unknown));
    expect(row.role).toBe('individual');
    const again = await sendCode('13800000002', 'login');
    expect((await callApi('POST', 'loginCustom/loginByMobileAndRegis', { body: { mobile: '13800000002', code: again.code } })).body.data.userInfo.userName).toBe('demo_admin');
  });
});

describe('gateway/listUserLevelList', () => {
  it('answers the seeded levels in the caller language', async () => {
    const en = await callApi('GET', 'gateway/listUserLevelList', { lang: 'en' });
    expect(en.body.data[0]).toMatchObject({ level: 0, name: 'Standard member' });
    const zh = await callApi('GET', 'gateway/listUserLevelList', { lang: 'zh' });
    expect(zh.body.data[1].name).toBe('VIP 会员');
  });
});
