import type { Locale } from '@/lib/i18n/routing';
import { localizePath } from '@/lib/i18n/locale-path';

/**
 * The one gate for every "go back to" address (the login `redirect`, the remembered WeChat
 * target, the registration's continue button, the SSO guard's returned address).
 *
 * An address is followed only when, after the browser's own parsing (WHATWG URL against our
 * origin), it is a path on our origin. Before parsing it is refused when it holds anything a
 * browser strips or rewrites silently (tabs, newlines, other control characters, Unicode
 * spaces, backslashes) and when its path, decoded as often as it decodes, starts with `//`
 * or holds a backslash or control character (`%2F%2F`, `%5C`, `%252F…`). Absolute URLs are
 * accepted only from an allow-listed origin (the SSO guard's SSO_REDIRECT_ALLOWLIST).
 */

const UNSAFE_CHARS = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f\u2060\u3000\ufeff\\]/;
const MAX_LENGTH = 2048;
/** Pages that must never be the target after signing in (they would loop). */
const AUTH_PAGES = /^\/(en\/)?(login|login22|register|password)(\/|\?|#|$)/;

function decodedPath(raw: string): string {
  let path = raw.split(/[?#]/, 1)[0];
  for (let i = 0; i < 5; i++) {
    let next: string;
    try {
      next = decodeURIComponent(path);
    } catch {
      return path;
    }
    if (next === path) break;
    path = next;
  }
  return path;
}

/** Same-origin path (with query and hash) that `raw` leads to, or null. */
function sameOriginPath(raw: string, origin: URL): string | null {
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  const decoded = decodedPath(raw);
  if (UNSAFE_CHARS.test(decoded.replace(/ /g, '')) || decoded.startsWith('//') || decoded.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin.origin || url.username || url.password) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('/') && !path.startsWith('//') ? path : null;
}

/**
 * Checks a redirect target. Returns what to follow (a same-origin path, or the normalised
 * absolute URL of an allow-listed origin) or null.
 */
export function checkRedirect(raw: unknown, origin: string, allowList: readonly string[] = []): string | null {
  if (typeof raw !== 'string' || !raw || raw.length > MAX_LENGTH || UNSAFE_CHARS.test(raw)) return null;
  let base: URL;
  try {
    base = new URL(origin);
  } catch {
    return null;
  }
  if (raw.startsWith('/')) return sameOriginPath(raw, base);
  if (!allowList.length || !/^https?:\/\//i.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  const allowed = [base.origin, ...allowList.map((a) => safeOrigin(a))];
  return allowed.includes(url.origin) ? url.href : null;
}

function safeOrigin(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/** Where to go back to after signing in: a safe same-origin path, else the home page of the language. */
export function returnPath(raw: unknown, locale: Locale, origin: string): string {
  const home = localizePath('/', locale);
  const path = checkRedirect(raw, origin);
  if (!path || AUTH_PAGES.test(path)) return home;
  return path;
}
