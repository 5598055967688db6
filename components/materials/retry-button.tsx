'use client';
import { useTranslations } from 'next-intl';
import { useTransition } from 'react';
import { useRouter } from '@/lib/i18n/navigation';

/** Asks the server for the same search again (the results are rendered there). */
export function RetryButton() {
  const t = useTranslations('MaterialPages.search');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <button type="button" className="button button--primary" disabled={pending} onClick={() => startTransition(() => router.refresh())} data-testid="search-retry">
      {t('retry')}
    </button>
  );
}
