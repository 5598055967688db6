import { COOKIE, LIMITS, SESSION_COOKIES, STORAGE } from './constants';
import type { Locale } from '@/lib/i18n/routing';
import { readCookie, removeCookie, writeCookie } from './browser-cookies';
import { langCookieValue } from './rules';

/** Browser side of the cookie session (spec sections 3 and 4); components read it with useSession() (./use-session.ts). */
export function getToken(): string | undefined {
  return readCookie(COOKIE.token) || undefined;
}

export interface CheckLoginData {
  token?: string;
  permission?: string[];
  userInfo?: { userName?: string; userType?: string | number };
  extendUserInfo?: { companyName?: string; isStandardSystem?: boolean | number; isCompanyUser?: boolean | number };
  listSysMenuUser?: unknown[];
}

const oneDay = LIMITS.sessionCookieSeconds / 86400;

/** Cookies written in the browser are Secure whenever the page itself came over HTTPS. */
export function cookieSecurity(): { path: '/'; sameSite: 'lax'; secure: boolean } {
  return { path: '/', sameSite: 'lax', secure: typeof window !== 'undefined' && window.location.protocol === 'https:' };
}

/** Fills the session cookies for one day from a checkLogin (or login) answer. */
export function fillSession(data: CheckLoginData): void {
  const opts = { ...cookieSecurity(), days: oneDay };
  if (data.token) writeCookie(COOKIE.token, data.token, opts);
  writeCookie(COOKIE.userName, data.userInfo?.userName ?? '', opts);
  writeCookie(COOKIE.userType, String(data.userInfo?.userType ?? ''), opts);
  writeCookie(COOKIE.companyName, data.extendUserInfo?.companyName ?? '', opts);
  writeCookie(COOKIE.isStandardSystem, String(!!data.extendUserInfo?.isStandardSystem), opts);
  writeCookie(COOKIE.isCompanyUser, String(!!data.extendUserInfo?.isCompanyUser), opts);
  writeCookie(COOKIE.permission, JSON.stringify(data.permission ?? []), opts);
  try {
    localStorage.setItem(STORAGE.menu, JSON.stringify(data.listSysMenuUser ?? []));
  } catch {
    /* storage may be unavailable (private mode) */
  }
  notifySessionChange();
}

export function clearSession(): void {
  for (const name of SESSION_COOKIES) removeCookie(name, { path: '/' });
  try {
    localStorage.removeItem(STORAGE.menu);
  } catch {
    /* ignore */
  }
  notifySessionChange();
}

/** Writes the language choice: cookie for 365 days and the local `lang` entry. */
export function storeLanguage(locale: Locale): void {
  writeCookie(COOKIE.lang, langCookieValue(locale), { ...cookieSecurity(), days: LIMITS.langCookieDays });
  try {
    localStorage.setItem(STORAGE.lang, locale);
  } catch {
    /* ignore */
  }
}

export const SESSION_EVENT = 'atsteel:session';

export function notifySessionChange(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SESSION_EVENT));
}
