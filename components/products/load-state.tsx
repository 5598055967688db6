'use client';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { LoadFailed } from '@/components/ui/plain/load-failed';

/** Loading, failure (with retry) or the content of a products screen (plain markup). */
export function LoadState({ loading, error, retry, children }: { loading: boolean; error: unknown; retry: () => void; children: ReactNode }) {
  const t = useTranslations('Products.manage');
  if (error) return <LoadFailed message={t('loadError', { msg: error instanceof Error ? error.message : String(error) })} retryLabel={t('retry')} onRetry={retry} />;
  if (loading) {
    return (
      <p role="status" aria-busy="true" data-testid="products-loading">
        {t('loading')}
      </p>
    );
  }
  return children;
}
