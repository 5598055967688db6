'use client';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useSearchNavigation } from './search-navigation';

/**
 * The card around the server-rendered results: busy (and dimmed) while the next search, page or
 * order is being rendered, so the rows shown are never mistaken for the new answer.
 */
export function ResultsFrame({ children }: { children: ReactNode }) {
  const t = useTranslations('MaterialPages.search');
  const { pending } = useSearchNavigation();
  return (
    <section className={`mat-card mat-results-card${pending ? ' mat-results-card--busy' : ''}`} aria-busy={pending} data-testid="search-results">
      {pending ? (
        <div className="mat-results-card__busy" role="status">
          {t('loading')}
        </div>
      ) : null}
      {children}
    </section>
  );
}
