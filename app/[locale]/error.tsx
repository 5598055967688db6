'use client';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { isPageUnavailable } from '@/lib/page-unavailable';

type Props = {
  error: Error & { digest?: string; status?: number };
  reset: () => void;
  /** Next 16: refreshes the route's server components, then resets the boundary. */
  retry?: () => void;
};

/**
 * Route errors show the status code (500 unless the error carries one). A database outage
 * (lib/server/page-unavailable.ts) is told apart by its digest: 503, "temporarily unavailable",
 * and a retry that asks the server again rather than redrawing the same failure.
 */
export default function ErrorPage({ error, reset, retry }: Props) {
  const t = useTranslations('Layout.error');
  const unavailable = isPageUnavailable(error);
  const status = unavailable ? 503 : typeof error.status === 'number' ? error.status : 500;
  useEffect(() => {
    console.warn('[page error]', error.digest ?? '');
  }, [error]);
  return (
    <section className="status-page" data-testid="error-page" data-status={status}>
      <div className="status-page__code">{status}</div>
      <h1 className="status-page__title">{unavailable ? t('unavailableTitle') : t('title')}</h1>
      <p className="status-page__message">{unavailable ? t('unavailableMessage') : t('message', { status })}</p>
      <div className="status-page__actions">
        <button type="button" className="button button--primary" onClick={unavailable ? (retry ?? reset) : reset}>
          {t('retry')}
        </button>
        <Link href="/" className="button">
          {t('home')}
        </Link>
      </div>
    </section>
  );
}
