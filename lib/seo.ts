import type { Metadata } from 'next';
import { localBaseUrl } from '@/lib/env';
import { translate } from '@/lib/i18n/messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import type { Locale } from '@/lib/i18n/routing';
import { localizePath } from '@/lib/i18n/locale-path';

/** PUBLIC_BASE_URL, or http://localhost:PORT for a local trial (the rule of lib/env.ts, read without validating the rest). */
export function siteUrl(): string {
  return (process.env.PUBLIC_BASE_URL || localBaseUrl(process.env.PORT || 3000)).replace(/\/$/, '');
}

/** hreflang alternates of a locale-free path, for both languages and x-default. */
export function alternatesFor(path: string, locale: Locale, query = ''): Metadata['alternates'] {
  const base = siteUrl();
  return {
    canonical: `${base}${localizePath(path, locale)}${query}`,
    languages: {
      'zh-CN': `${base}${localizePath(path, 'zh')}${query}`,
      en: `${base}${localizePath(path, 'en')}${query}`,
      'x-default': `${base}${localizePath(path, 'zh')}${query}`,
    },
  };
}

/** Title, description and hreflang alternates of a page. */
export function pageMetadata(locale: Locale, path: string, title: string, description?: string, query = ''): Metadata {
  return {
    title,
    description: description ?? translate(locale, 'Common.siteDescription'),
    alternates: alternatesFor(path, locale, query),
    openGraph: { title, description: description ?? translate(locale, 'Common.siteDescription'), locale: locale === 'zh' ? 'zh_CN' : 'en_US' },
  };
}

/**
 * `generateMetadata` of a page whose title (and description) are message keys:
 * `export const generateMetadata = metadataFor('/login', 'Auth.login.title');`
 */
export function metadataFor(path: string, titleKey: string, options: { descriptionKey?: string; noIndex?: boolean } = {}) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const loc = await pageLocale(params);
    const meta = pageMetadata(loc, path, translate(loc, titleKey), options.descriptionKey ? translate(loc, options.descriptionKey) : undefined);
    return options.noIndex ? { ...meta, robots: { index: false } } : meta;
  };
}
