'use client';
import { Button, Result, Spin } from 'antd';
import '@/styles/antd/button.css';
import '@/styles/antd/result.css';
import '@/styles/antd/spin.css';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

/** Loading, failure (with retry) or the content of an enterprise screen. */
export function LoadState({ loading, error, retry, children }: { loading: boolean; error: unknown; retry: () => void; children: ReactNode }) {
  const t = useTranslations('Enterprise.screens');
  if (error) return <Result status="warning" title={t('loadError', { msg: error instanceof Error ? error.message : String(error) })} extra={<Button onClick={retry}>{t('retry')}</Button>} />;
  if (loading) return <Spin aria-label={t('loading')} data-testid="enterprise-loading" />;
  return children;
}
