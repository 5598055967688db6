import { eq } from 'drizzle-orm';
import { createSession, hashToken } from '@/lib/server/auth/session';
import { DEMO_PASSWORD } from '@/lib/server/auth/seed';
import { sessions, users, visits } from '@/lib/server/db/schema';
import { callApi } from '../helpers/api';
import { registerUser, authTestDatabase } from './auth-helpers';
import { freshRateLimiter } from '../helpers/services';

const db = authTestDatabase();

const login = (userName: string, password: string, lang: 'zh' | 'en' = 'en') =>
  callApi('POST', 'loginCustom/login', { body: { userName, password }, lang });

describe('loginCustom/login', () => {
  it('signs a demo account in by login name or mobile and answers the session of section 3', async () => {
    const res = await login('demo_admin', DEMO_PASSWORD);
    expect(res.body.code).toBe(0);
    expect(res.body.data).toMatchObject({
      userInfo: { userName: 'demo_admin', userType: 'company_admin' },
      extendUserInfo: { companyName: expect.stringContaining('示范'), isCompanyUser: true, isStandardSystem: false },
    });
    expect(res.body.data.permission).toContain('company:manage');
    expect(Array.isArray(res.body.data.listSysMenuUser)).toBe(true);
    expect(res.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await db.handle.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(res.body.data.token)));
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThan(86_390_000);
    expect((await login('13800000001', DEMO_PASSWORD)).body.data.userInfo.userName).toBe('demo_user');
  });

  it('refuses a wrong password and missing fields in the caller language', async () => {
    expect((await login('demo_user', 'wrong-pass1', 'zh'))).toMatchObject({ status: 400, body: { code: -1, msg: '账号或密码错误' } });
    expect(await login('nobody', 'wrong-pass1')).toMatchObject({ status: 400, body: { code: -1, msg: 'Wrong account or password' } });
    expect((await callApi('POST', 'loginCustom/login', { body: { password: 'x' }, lang: 'en' })).body.msg).toBe('Please enter your account');
    expect((await callApi('POST', 'loginCustom/login', { body: { userName: 'demo_user' }, lang: 'zh' })).body.msg).toBe('请输入密码');
  });

  it('throttles an account after 5 failures without blocking other accounts, and lets it in again after the window', async () => {
    for (let i = 0; i < 5; i++) expect((await login('demo_expert', 'bad-pass99')).body.msg).toBe('Wrong account or password');
    const blocked = await login('demo_expert', DEMO_PASSWORD);
    expect(blocked).toMatchObject({ status: 429, body: { code: -1 } });
    expect(blocked.body.msg).toContain('Too many failed sign-ins');
    expect((await login('demo_lab', DEMO_PASSWORD)).body.code).toBe(0);
    freshRateLimiter(); // the 15-minute window has ended
    expect((await login('demo_expert', DEMO_PASSWORD)).body.code).toBe(0);
  });

  it('links the visitor token of earlier anonymous visits to the user', async () => {
    const visitorToken = 'visitor-before-login-0001';
    await callApi('POST', 'saveVisitData', { body: { path: '/mind/mindIndex', visitorToken } });
    const res = await callApi('POST', 'loginCustom/login', { body: { userName: 'demo_user', password: DEMO_PASSWORD, visitorToken } });
    expect(res.body.code).toBe(0);
    const [user] = await db.handle.db.select().from(users).where(eq(users.loginName, 'demo_user'));
    const rows = await db.handle.db.select().from(visits).where(eq(visits.visitorToken, visitorToken));
    expect(rows[0].userId).toBe(user.id);
  });
});

describe('sessions', () => {
  it('answers -100 without a token and -101 with a random, expired or logged-out token', async () => {
    expect((await callApi('POST', 'loginCustom/checkLogin')).body.code).toBe(-100);
    expect((await callApi('POST', 'loginCustom/checkLogin', { token: 'random-token-value' })).body.code).toBe(-101);
    const [user] = await db.handle.db.select().from(users).where(eq(users.loginName, 'demo_user'));
    const { token: expired } = await createSession(db.handle.db, user.id);
    await db.handle.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.tokenHash, hashToken(expired)));
    expect((await callApi('POST', 'loginCustom/checkLogin', { token: expired })).body.code).toBe(-101);

    const token = (await login('demo_user', DEMO_PASSWORD)).body.data.token;
    const check = await callApi('POST', 'loginCustom/checkLogin', { token });
    expect(check.body.data).toMatchObject({ token, userInfo: { userName: 'demo_user', userType: 'individual' } });
    expect((await callApi('GET', 'loginCustom/logout', { token })).body.code).toBe(0);
    expect((await callApi('POST', 'loginCustom/checkLogin', { token })).body.code).toBe(-101);
    expect((await callApi('GET', 'getUserInfo', { token })).body.code).toBe(-101);
  });

  it('refuses every token of a removed (disabled) employee at once', async () => {
    const token = (await login('demo_employee', DEMO_PASSWORD)).body.data.token;
    await db.handle.db.update(users).set({ disabledAt: new Date() }).where(eq(users.loginName, 'demo_employee'));
    expect((await callApi('GET', 'getUserInfo', { token })).body.code).toBe(-101);
    expect((await login('demo_employee', DEMO_PASSWORD)).body.msg).toBe('This account has been disabled');
    await db.handle.db.update(users).set({ disabledAt: null }).where(eq(users.loginName, 'demo_employee'));
  });

  it('answers getRolePermission from the database role, not from what the client claims', async () => {
    const token = (await login('demo_user', DEMO_PASSWORD)).body.data.token;
    const claimed = await callApi('GET', 'loginCustom/getRolePermission', { token, query: { role: 'public_admin' }, lang: 'en' });
    expect(claimed.status).toBe(400);
    expect(claimed.body.msg).toBe('role is not an accepted field');
    const res = await callApi('GET', 'loginCustom/getRolePermission', { token });
    expect(res.body.data.role).toBe('individual');
    expect(res.body.data.permission).not.toContain('audit:publish');
    const stats = await callApi('GET', 'statistics/visitsByPath', { token, headers: { cookie: 'permission=["stats:visits"]' } });
    expect(stats).toMatchObject({ status: 403, body: { code: -1 } });
    const admin = (await login('demo_public_admin', DEMO_PASSWORD)).body.data.token;
    expect((await callApi('GET', 'statistics/visitsByPath', { token: admin })).body.code).toBe(0);
  });

  it('has one demo account per role', async () => {
    const roles = (await db.handle.db.select({ role: users.role }).from(users)).map((r) => r.role);
    expect(new Set(roles)).toEqual(new Set(['individual', 'company_admin', 'employee', 'laboratory', 'expert', 'customer_service', 'public_admin']));
  });
});

describe('logout', () => {
  it('answers success even without a valid token so the browser can always clear its cookies', async () => {
    expect((await callApi('GET', 'loginCustom/logout')).body.code).toBe(0);
    expect((await callApi('GET', 'loginCustom/logout', { token: 'nope' })).body.code).toBe(0);
  });

  it('keeps other sessions of the same user alive', async () => {
    const { token, res } = await registerUser();
    expect(res.body.code).toBe(0);
    const other = (await login(res.body.data.userInfo.userName, 'Secret123')).body.data.token;
    await callApi('GET', 'loginCustom/logout', { token });
    expect((await callApi('POST', 'loginCustom/checkLogin', { token: other })).body.code).toBe(0);
  });
});
