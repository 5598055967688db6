import { defineRouting } from 'next-intl/routing';

export const locales = ['zh', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'zh';

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  // The language is chosen by our own rules in proxy.ts (lang cookie, then Accept-Language).
  localeDetection: false,
  localeCookie: false,
  alternateLinks: false,
});

/**
 * Whether a value is one of the supported locales (what next-intl's `hasLocale` does, kept here
 * so proxy.ts does not load next-intl's React entry).
 */
export function isLocale(value: unknown): value is Locale {
  return (locales as readonly unknown[]).includes(value);
}

/** A supported locale, or the default one. */
export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : defaultLocale;
}
