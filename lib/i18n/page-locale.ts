import { setRequestLocale } from 'next-intl/server';
import { toLocale, type Locale } from './routing';

/**
 * The one way a server page, layout or `generateMetadata` gets its locale: the `[locale]` segment
 * narrowed to a supported locale (the default otherwise) and registered with next-intl for
 * static rendering.
 */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  return locale;
}
