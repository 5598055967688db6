'use client';
import { useTranslations } from 'next-intl';
import { Pager } from '@/components/ui/plain/pager';
import { PAGE_SIZES, toSearchQuery, type SearchState } from '@/lib/materials/query-state';
import { useSearchNavigation } from './search-navigation';

/**
 * Pages of the results as links (the page is in the URL, crawlers can follow them; MaterialSearch
 * follows them without a reload) and the page size.
 */
export function ResultsPager({ state, total }: { state: SearchState; total: number }) {
  const t = useTranslations('MaterialPages.search');
  const { go } = useSearchNavigation();
  return (
    <div className="mat-pager-row">
      <label className="mat-page-size">
        <span className="mat-conditions__label">{t('pageSize')}</span>
        <select
          className="mat-select"
          value={state.pageSize}
          onChange={(e) => go(toSearchQuery({ ...state, pageSize: Number(e.target.value), page: 1 }))}
          data-testid="page-size"
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {t('perPage', { size })}
            </option>
          ))}
        </select>
      </label>
      <Pager page={state.page} pageSize={state.pageSize} total={total} href={(page) => `?${toSearchQuery({ ...state, page })}`} />
    </div>
  );
}
