// @vitest-environment jsdom
import { parseCookie, stringifyCookie } from 'cookie';
import { readCookie, readCookies, removeCookie, writeCookie } from './browser-cookies';

describe('the browser cookies (the cookie package on both sides)', () => {
  afterEach(() => {
    for (const name of Object.keys(readCookies())) removeCookie(name, { path: '/' });
  });

  it('writes a value the server reads back unchanged, JSON and Chinese included', () => {
    const permission = JSON.stringify(['material:export', 'a;b', '管理员']);
    writeCookie('permission', permission, { path: '/', sameSite: 'lax', days: 1 });
    writeCookie('userName', '张三 Zhang', { path: '/' });
    expect(readCookie('permission')).toBe(permission);
    expect(readCookie('userName')).toBe('张三 Zhang');
    // What the browser sends is what lib/server/api/dispatch.ts parses.
    expect(parseCookie(document.cookie)).toMatchObject({ permission, userName: '张三 Zhang' });
  });

  it('reads cookies the server wrote (lib/server/entry.ts stringifies them with the same package)', () => {
    document.cookie = `${stringifyCookie({ token: 'tok/+=1' })}; path=/`;
    expect(readCookie('token')).toBe('tok/+=1');
  });

  it('removes a cookie and answers undefined for one the page does not have', () => {
    writeCookie('token', 'tok123', { path: '/' });
    removeCookie('token', { path: '/' });
    expect(readCookie('token')).toBeUndefined();
    expect(readCookies()).toEqual({});
  });

  it('lets a cookie with a lifetime end after it', () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T08:00:00Z'), toFake: ['Date'] });
    try {
      writeCookie('lang', 'CN', { path: '/', days: 365 });
      expect(readCookie('lang')).toBe('CN');
      vi.setSystemTime(new Date('2027-03-02T08:00:00Z'));
      expect(readCookie('lang')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
