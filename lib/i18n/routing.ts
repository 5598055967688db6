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

export function isLocale(value: unknown): value is Locale {
  return value === 'zh' || value === 'en';
}
