import { useLocale, useTranslations } from 'next-intl';
import { foreignLanguage } from '@/lib/i18n/text-language';

/**
 * Data text that exists in one language only (notes, citations, sources of the reference data;
 * issue 29 item 6): shown as it is, marked with its language (`lang`, which screen readers and the
 * language scan of e2e/language.spec.ts read) and, when that is not the page's language, with a small
 * label "English only" / "仅有中文", so it never passes for the page's own text. Codes, numbers and
 * grade names are shown plainly. No 'use client': server components and client islands alike.
 */
export function DataText({ text, lang }: { text: string | null | undefined; lang?: 'zh' | 'en' }) {
  const locale = useLocale();
  const t = useTranslations('Common');
  if (!text) return null;
  // Mixed text (a citation quoting a Chinese standard in English) counts as foreign on either page.
  const written = lang ? (lang === locale ? null : lang) : foreignLanguage(text, locale);
  if (!written) return <>{text}</>;
  return (
    <>
      <span lang={written === 'zh' ? 'zh-CN' : 'en'}>{text}</span>{' '}
      <span className="tag tag--lang" data-testid="only-in-language">
        {t(written === 'zh' ? 'onlyChinese' : 'onlyEnglish')}
      </span>
    </>
  );
}
