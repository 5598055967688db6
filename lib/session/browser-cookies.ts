import { parseCookie, stringifySetCookie } from 'cookie';

/**
 * The page's own cookies, read and written in the browser with the `cookie` package (the one the server reads and
 * writes them with, so both sides encode alike). During server rendering there is no page: reads answer nothing and
 * writes do nothing.
 */
export interface BrowserCookieOptions {
  path: '/';
  sameSite?: 'lax';
  secure?: boolean;
  /** Lifetime in days (a fraction for hours); without it the cookie ends with the browser session. */
  days?: number;
}

const DAY_MS = 86_400_000;

/** Every cookie the page can read, by name. */
export function readCookies(): Record<string, string | undefined> {
  return typeof document === 'undefined' ? {} : parseCookie(document.cookie);
}

/** One cookie's value, or undefined when the page has none of that name. */
export function readCookie(name: string): string | undefined {
  return readCookies()[name];
}

export function writeCookie(name: string, value: string, { days, ...options }: BrowserCookieOptions): void {
  if (typeof document === 'undefined') return;
  document.cookie = stringifySetCookie(name, value, { ...options, expires: days === undefined ? undefined : new Date(Date.now() + days * DAY_MS) });
}

/** Removes a cookie written with the same path. */
export function removeCookie(name: string, options: { path: '/' }): void {
  if (typeof document === 'undefined') return;
  document.cookie = stringifySetCookie(name, '', { ...options, expires: new Date(0) });
}
