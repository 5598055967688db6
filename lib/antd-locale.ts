import type { Locale as AntdLocale } from 'antd/es/locale';
import type { Locale } from '@/lib/i18n/routing';

/**
 * antd's locale follows the page language; a PLAY_LANG cookie of EN selects the English UI
 * locale with the table and pagination wording overridden (spec section 4).
 */
export function pickAntdLocale(
  locale: Locale,
  playLang: string | undefined,
  zh: AntdLocale,
  en: AntdLocale,
  overrides: { table: Partial<NonNullable<AntdLocale['Table']>>; pagination: Partial<NonNullable<AntdLocale['Pagination']>> },
): AntdLocale {
  if (playLang === 'EN') {
    return {
      ...en,
      Table: { ...en.Table, ...overrides.table },
      Pagination: { ...en.Pagination, ...overrides.pagination } as AntdLocale['Pagination'],
    };
  }
  return locale === 'zh' ? zh : en;
}
