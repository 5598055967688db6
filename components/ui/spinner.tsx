import { useTranslations } from 'next-intl';

/** A loading indicator without a UI kit: a turning ring announced as "Loading…" (Common.loading). */
export function Spinner({ label }: { label?: string }) {
  const t = useTranslations('Common');
  return <span className="spinner" role="status" aria-label={label ?? t('loading')} />;
}
