import type { Locale } from './routing';

/**
 * A text kept in both languages, in the reader's language; the other language when the reader's is empty
 * (data written in one language only is still shown, never a blank). The one place for this choice: domains
 * that keep `…Zh`/`…En` columns call it instead of their own `locale === 'en' ? … : …`.
 */
export function inLanguage(locale: Locale, zh: string | null | undefined, en: string | null | undefined): string {
  return (locale === 'en' ? en || zh : zh || en) ?? '';
}
