import { useLocale, useTranslations } from 'next-intl';
import { englishRuns, foreignLanguage, languageSegments } from '@/lib/i18n/text-language';

/**
 * Data text that exists in one language only (notes, citations, sources of the reference data;
 * issue 29 item 6): shown as it is, marked with its language (`lang`, which screen readers and the
 * language scan of e2e/language.spec.ts read) and, when that is not the page's language, with a small
 * label "English only" / "仅有中文", so it never passes for the page's own text. Codes, numbers and
 * grade names are shown plainly. Chinese text with a few English words in it (a product name with a Latin trade name)
 * reads as Chinese: its English words are marked `lang="en"`, with no label (issue 48 item 9). No 'use client':
 * server components and client islands alike.
 */
export function DataText({ text, lang }: { text: string | null | undefined; lang?: 'zh' | 'en' }) {
  const locale = useLocale();
  const t = useTranslations('Common');
  if (!text) return null;
  // Mixed text (a citation quoting a Chinese standard in English) counts as foreign on either page.
  const written = lang ? (lang === locale ? null : lang) : foreignLanguage(text, locale);
  if (!written && !lang && locale === 'zh' && englishRuns(text).length) {
    return (
      <>
        {languageSegments(text).map((s, i) =>
          s.english ? (
            <span key={i} lang="en">
              {s.text}
            </span>
          ) : (
            s.text
          ),
        )}
      </>
    );
  }
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
