import { fillSession, type CheckLoginData } from '@/lib/session/client';
import type { Locale } from '@/lib/i18n/routing';
import { returnPath } from '@/lib/session/redirect';
import { localizePath } from '@/lib/i18n/locale-path';

const KEY = 'atsteel:loginRedirect';

/**
 * Where to go after signing in: the `redirect` query when the one redirect gate
 * (`returnPath`, lib/session/redirect.ts) accepts it, otherwise the home page of the language.
 */
export function redirectTarget(raw: string | null | undefined, locale: Locale): string {
  if (typeof window === 'undefined') return localizePath('/', locale);
  return returnPath(raw, locale, window.location.origin);
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
