'use client';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { LoadFailed } from '@/components/ui/plain/load-failed';
import './enterprise.css';

/** Loading, failure (with retry) or the content of an enterprise screen (plain markup: the screens stay within the signed-in budget). */
export function LoadState({ loading, error, retry, children }: { loading: boolean; error: unknown; retry: () => void; children: ReactNode }) {
  const t = useTranslations('Enterprise.screens');
  if (error) return <LoadFailed message={t('loadError', { msg: error instanceof Error ? error.message : String(error) })} retryLabel={t('retry')} onRetry={retry} />;
  if (loading) {
    return (
      <p className="enterprise-loading" role="status" aria-busy="true" data-testid="enterprise-loading">
        {t('loading')}
      </p>
    );
  }
  return children;
}
