'use client';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { toSearchQuery, type SearchState } from '@/lib/materials/query-state';
import type { SearchSortKey } from '@/lib/materials/search-keys';
import { useSearchNavigation } from './search-navigation';

interface Props {
  state: SearchState;
  /** The sort keys the family offers (conditions call), with their labels. */
  sorts: { value: string; label: string }[];
}

/** Sort key and direction of the results; a change opens page 1 of the new order (in the URL). */
export function SortControls({ state, sorts }: Props) {
  const t = useTranslations('MaterialPages.search');
  const { go } = useSearchNavigation();
  const id = useId();
  const options = sorts.length ? sorts : [{ value: 'relevance', label: t('relevance') }];
  const set = (patch: Partial<SearchState>) => go(toSearchQuery({ ...state, ...patch, page: 1 }));
  return (
    <div className="mat-toolbar__sort">
      <label className="mat-conditions__label" htmlFor={`${id}-sort`}>
        {t('sort')}
      </label>
      <select id={`${id}-sort`} className="mat-select" value={state.sort} onChange={(e) => set({ sort: e.target.value as SearchSortKey })} data-testid="sort-select">
        {options.some((o) => o.value === state.sort) ? null : <option value={state.sort}>{state.sort}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {state.sort !== 'relevance' ? (
        <select
          className="mat-select"
          aria-label={`${t('sort')}: ${t(state.order === 'asc' ? 'ascending' : 'descending')}`}
          value={state.order}
          onChange={(e) => set({ order: e.target.value === 'asc' ? 'asc' : 'desc' })}
          data-testid="order-select"
        >
          <option value="desc">{t('descending')}</option>
          <option value="asc">{t('ascending')}</option>
        </select>
      ) : null}
    </div>
  );
}
