import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientAddress } from '@/lib/server/api/client-address';
import { trustedProxyList } from '@/lib/security/transport';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, authSeedStep } from '@/lib/server/auth/seed';
import type { DatabaseHandle } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { logger } from '@/lib/server/log';
import { callApi } from '../helpers/api';
import { createTestDatabase } from '../helpers/db';
import { sendCode, useTempDataDir } from './auth-helpers';

/** Issue 10, item 9: every refused permission and every failed sign-in writes one structured line. */

let handle: DatabaseHandle;
const spy = vi.spyOn(logger, 'write');
const CLIENT = { 'x-forwarded-for': '203.0.113.9' };
const demoUser = DEMO_ACCOUNTS.find((a) => a.role === 'individual')!;

beforeAll(async () => {
  useTempDataDir();
  handle = await createTestDatabase({ seeds: [authSeedStep] });
});
afterAll(async () => {
  spy.mockRestore();
  await handle?.close();
});
afterEach(() => spy.mockClear());

/** The security events written since the last clear: [level, event, fields]. */
function events(name: string) {
  return spy.mock.calls.filter(([, event]) => event === name);
}

function expectOneLine(name: string, fields: Record<string, unknown>, secrets: string[] = []) {
  const lines = events(name);
  expect(lines).toHaveLength(1);
  const [level, , logged] = lines[0];
  expect(level).toBe('warn');
  expect(logged).toMatchObject({ ip: '203.0.113.9', ...fields });
  const text = JSON.stringify(logged);
  for (const secret of secrets) expect(text).not.toContain(secret);
}

describe('failed sign-ins', () => {
  it('logs a wrong password and an unknown account, never the password', async () => {
    const wrong = await callApi('POST', 'loginCustom/login', { body: { userName: demoUser.loginName, password: 'Wrong-pass-42' }, headers: CLIENT });
    expect(wrong).toMatchObject({ status: 400, body: { code: -1, msg: '账号或密码错误' } });
    expectOneLine('sign_in_failed', { who: 'visitor', call: 'loginCustom/login', method: 'POST', reason: 'Auth.loginFailed' }, ['Wrong-pass-42']);
    spy.mockClear();
    await callApi('POST', 'loginCustom/login', { body: { userName: 'nobody_here', password: 'Whatever-1' }, headers: CLIENT });
    expectOneLine('sign_in_failed', { who: 'visitor', reason: 'Auth.loginFailed' }, ['Whatever-1']);
  });

  it('logs a disabled account', async () => {
    const employee = DEMO_ACCOUNTS.find((a) => a.role === 'employee')!;
    await handle.db.update(users).set({ disabledAt: new Date() }).where(eq(users.loginName, employee.loginName));
    const res = await callApi('POST', 'loginCustom/login', { body: { userName: employee.loginName, password: DEMO_PASSWORD }, headers: CLIENT });
    // A 403 on a sign-in endpoint is a failed sign-in, not a refused permission.
    expect(res).toMatchObject({ status: 403, body: { code: -1 } });
    expectOneLine('sign_in_failed', { reason: 'Auth.accountDisabled' }, [DEMO_PASSWORD]);
    expect(events('permission_denied')).toHaveLength(0);
    await handle.db.update(users).set({ disabledAt: null }).where(eq(users.loginName, employee.loginName));
  });

  it('logs a wrong SMS code, never the code', async () => {
    const { code } = await sendCode(demoUser.mobile, 'login');
    expect(code).toMatch(/^\d{6}$/);
    spy.mockClear();
    const wrong = code === '000000' ? '111111' : '000000';
    await callApi('POST', 'loginCustom/loginByMobile', { body: { mobile: demoUser.mobile, code: wrong }, headers: CLIENT });
    expectOneLine('sign_in_failed', { call: 'loginCustom/loginByMobile', reason: 'Auth.codeWrong' }, [wrong, code!]);
  });

  it('logs a bad SSO token, never the token', async () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl';
    await callApi('GET', 'loginCustom/verifySSOToken', { query: { jwtStr: jwt }, headers: CLIENT });
    expectOneLine('sign_in_failed', { call: 'loginCustom/verifySSOToken', reason: 'Auth.ssoInvalid' }, [jwt, 'c2lnbmF0dXJl']);
  });

  it('writes nothing for a successful sign-in', async () => {
    const res = await callApi('POST', 'loginCustom/login', { body: { userName: demoUser.loginName, password: DEMO_PASSWORD }, headers: CLIENT });
    expect(res.body.code).toBe(0);
    expect(events('sign_in_failed')).toHaveLength(0);
  });
});

describe('refused permissions', () => {
  it('logs a 403 with the user id and the call, never the token', async () => {
    const login = await callApi('POST', 'loginCustom/login', { body: { userName: demoUser.loginName, password: DEMO_PASSWORD } });
    const token = login.body.data.token as string;
    const [row] = await handle.db.select({ id: users.id }).from(users).where(eq(users.loginName, demoUser.loginName));
    const res = await callApi('GET', 'statistics/visitsByPath', { token, headers: CLIENT });
    expect(res.status).toBe(403);
    expectOneLine('permission_denied', { who: row.id, call: 'statistics/visitsByPath', method: 'GET', reason: 'Errors.noAuthority' }, [token]);
  });
});

describe('the log line', () => {
  it('is one JSON object with an ISO time on stderr for warnings', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    logger.write('warn', 'permission_denied', { who: 'visitor', call: 'x', ip: '192.0.2.1' });
    expect(warn).toHaveBeenCalledTimes(1);
    const line = JSON.parse(warn.mock.calls[0][0] as string);
    expect(line).toMatchObject({ level: 'warn', event: 'permission_denied', who: 'visitor', call: 'x', ip: '192.0.2.1' });
    expect(new Date(line.time).toISOString()).toBe(line.time);
    warn.mockRestore();
  });
});

describe('the client address', () => {
  const h = (xff?: string) => new Headers(xff ? { 'x-forwarded-for': xff } : {});
  it('takes the last hop (what Next.js or the one proxy in front wrote), never the client-written ones', () => {
    expect(clientAddress(h('10.0.0.5'), trustedProxyList([]))).toBe('10.0.0.5');
    expect(clientAddress(h('6.6.6.6, 198.51.100.7'), trustedProxyList([]))).toBe('198.51.100.7');
    expect(clientAddress(h(), trustedProxyList([]))).toBe('unknown');
  });
  it('skips trusted proxies from the right', () => {
    expect(clientAddress(h('6.6.6.6, 198.51.100.7, 10.0.0.2, 10.0.0.1'), trustedProxyList(['10.0.0.1', '10.0.0.2']))).toBe('198.51.100.7');
    expect(clientAddress(h('10.0.0.1'), trustedProxyList(['10.0.0.1']))).toBe('10.0.0.1');
  });
  it('believes the socket stamp of the request guard over any header a direct client sent', () => {
    const stamped = (peer: string, xff?: string) =>
      new Headers({ 'x-atsteel-peer': peer, ...(xff ? { 'x-forwarded-for': xff } : {}) });
    expect(clientAddress(stamped('203.0.113.9', '6.6.6.6'), trustedProxyList([]))).toBe('203.0.113.9');
    expect(clientAddress(stamped('::ffff:10.1.2.3;tls'), trustedProxyList([]))).toBe('::ffff:10.1.2.3');
    expect(clientAddress(stamped('10.0.0.7', '6.6.6.6, 198.51.100.7'), trustedProxyList(['10.0.0.0/8']))).toBe('198.51.100.7');
  });
});
