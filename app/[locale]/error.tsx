'use client';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Link } from '@/lib/i18n/navigation';

/** Route errors show the status code (500 unless the error carries one). */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string; status?: number }; reset: () => void }) {
  const t = useTranslations('Layout.error');
  const status = typeof error.status === 'number' ? error.status : 500;
  useEffect(() => {
    console.warn('[page error]', error.digest ?? '');
  }, [error]);
  return (
    <section className="status-page" data-testid="error-page">
      <div className="status-page__code">{status}</div>
      <h1 className="status-page__title">{t('title')}</h1>
      <p className="status-page__message">{t('message', { status })}</p>
      <div className="status-page__actions">
        <button type="button" className="button button--primary" onClick={reset}>
          {t('retry')}
        </button>
        <Link href="/" className="button">
          {t('home')}
        </Link>
      </div>
    </section>
  );
}
