import { useLocale, useTranslations } from 'next-intl';
import { formatDay } from '@/lib/time';

/** The publish day and the demo label of an item. */
export function ContentMeta({ publishedAt, demo }: { publishedAt: string; demo: boolean }) {
  const t = useTranslations('Content');
  const locale = useLocale();
  return (
    <p className="content-meta">
      {demo ? <span className="content-demo">{t('demo')}</span> : null}
      {t('publishedAt', { date: formatDay(publishedAt, locale) })}
    </p>
  );
}
