import { useIntelT } from './use-intel-t';

/** "Loading…" while an answer is on its way (a polite live region). */
export function Loading() {
  const t = useIntelT();
  return (
    <p className="intel-loading" role="status">
      {t('common.loading')}
    </p>
  );
}
