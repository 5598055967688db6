'use client';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { LoadFailed } from './load-failed';

/**
 * Loading, failure (with retry) or the content of a screen drawn with plain markup (no UI kit): the enterprise
 * screens and the recommended products' screens use it. Words from `Common` (loading, loadError, retry).
 */
export function LoadState({ loading, error, retry, className, testId = 'load-state', children }: { loading: boolean; error: unknown; retry: () => void; className?: string; testId?: string; children: ReactNode }) {
  const t = useTranslations('Common');
  if (error) return <LoadFailed message={t('loadError', { msg: error instanceof Error ? error.message : String(error) })} retryLabel={t('retry')} onRetry={retry} />;
  if (loading) {
    return (
      <p className={className} role="status" aria-busy="true" data-testid={testId}>
        {t('loading')}
      </p>
    );
  }
  return children;
}
