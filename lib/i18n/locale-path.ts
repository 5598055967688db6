import type { Locale } from './routing';

/**
 * The language prefix of a path (issue 28 §2), the one rule: Chinese at the root, English under
 * `/en` (next-intl's `localePrefix: 'as-needed'`, lib/i18n/routing.ts). proxy.ts, the cached pages,
 * the API client's sign-in redirect, SEO alternates, payment return addresses and the WeChat
 * sign-in address all use these.
 */

/** True when the path already carries the /en prefix. */
export function hasEnglishPrefix(pathname: string): boolean {
  return pathname === '/en' || pathname.startsWith('/en/');
}

/** Strips the locale prefix: `/en/mind/x` → `/mind/x`, `/en` → `/`. */
export function stripLocale(pathname: string): string {
  if (pathname === '/en') return '/';
  if (pathname.startsWith('/en/')) return pathname.slice(3);
  return pathname;
}

/** Adds the locale prefix for a locale-free path. */
export function localizePath(pathname: string, locale: Locale): string {
  const clean = stripLocale(pathname);
  if (locale === 'zh') return clean;
  return clean === '/' ? '/en' : `/en${clean}`;
}

/** The locale a path is in: English under /en, Chinese otherwise. */
export function localeOfPath(pathname: string): Locale {
  return hasEnglishPrefix(pathname) ? 'en' : 'zh';
}
