import { fillSession, type CheckLoginData } from '@/lib/session/client';
import type { Locale } from '@/lib/i18n/routing';
import { isSafeRedirect, localizePath } from '@/lib/session/rules';

const KEY = 'atsteel:loginRedirect';

/**
 * Where to go after signing in: the `redirect` query when it is a same-origin relative path
 * (never another site), otherwise the home page of the active language.
 */
export function redirectTarget(raw: string | null | undefined, locale: Locale): string {
  const home = localizePath('/', locale);
  if (!raw || typeof window === 'undefined') return home;
  if (!raw.startsWith('/') || !isSafeRedirect(raw, window.location.origin, [])) return home;
  if (/^\/(en\/)?(login|login22|register|password)(\?|$)/.test(raw)) return home;
  return raw;
}

/** Keeps the target across the WeChat round trip (the page is left for the scan page). */
export function rememberRedirect(target: string): void {
  try {
    sessionStorage.setItem(KEY, target);
  } catch {
    /* storage unavailable */
  }
}

export function takeRememberedRedirect(locale: Locale): string {
  let value: string | null = null;
  try {
    value = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
  } catch {
    /* storage unavailable */
  }
  return redirectTarget(value, locale);
}

/** Fills the cookie session of section 3 and goes back to the page that sent the user. */
export function finishLogin(data: CheckLoginData, target: string): void {
  fillSession(data);
  window.location.assign(target);
}

export function visitorToken(): string | undefined {
  try {
    return localStorage.getItem('visitorToken') ?? undefined;
  } catch {
    return undefined;
  }
}
