import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/routing';
import { localizePath } from '@/lib/i18n/locale-path';
import type { MaterialSearchResult } from '@/lib/materials/contract';
import type { SearchState } from '@/lib/materials/query-state';
import { NavLink } from '@/components/layout/nav-link';
import { searchHref } from '@/lib/materials/paths';
import { ResultBoardAction } from './result-board-action';
import { ResultBoardLink } from './result-board-link';
import { resultColumns } from './result-columns';
import { ResultTable } from './result-table';
import { ResultsFrame } from './results-frame';
import { ResultsPager } from './results-pager';
import { SearchBoardProvider } from './search-board';
import { SortControls } from './sort-controls';
import { UnitSwitch } from './unit-switch';

interface Props {
  state: SearchState;
  result: MaterialSearchResult;
  /** The sort keys the family offers, with their labels (conditions call). */
  sorts: { value: string; label: string }[];
}

/** One page of results: count, order, unit switch, table with the compare action, pages; or "no matching data". */
export function ResultsView({ state, result, sorts }: Props) {
  const t = useTranslations('MaterialPages');
  const ti = useTranslations('Intelligence.board');
  const locale = useLocale() as Locale;
  const columns = resultColumns((key, values) => t(key as never, values as never), state, result.list, (href) => localizePath(href, locale), {
    title: ti('column'),
    cell: (row) => <ResultBoardAction item={{ id: String(row.id), type: row.family, grade: row.grade, system: row.standardSystem }} />,
  });
  return (
    <SearchBoardProvider>
      <ResultsFrame>
        <div className="mat-toolbar">
          <span className="mat-toolbar__sort">
            <strong aria-live="polite" data-testid="result-count">
              {t('search.resultCount', { count: result.total })}
            </strong>
            <ResultBoardLink />
          </span>
          <div className="mat-toolbar__sort">
            <SortControls state={state} sorts={sorts} />
            <UnitSwitch />
          </div>
        </div>
        {result.list.length ? (
          <ResultTable state={state} columns={columns} rows={result.list} sortLabel={t('search.sort')} />
        ) : (
          <div className="mat-state" data-testid="no-match">
            <p className="mat-state__title">{t('search.noMatch')}</p>
            <p className="mat-chip__count">{t('search.noMatchHint')}</p>
            {state.keyword
              ? (result.elsewhere ?? []).map((e) => (
                  <p key={e.family}>
                    <NavLink href={searchHref(e.family, new URLSearchParams({ q: state.keyword }).toString())} data-testid="search-elsewhere">
                      {t('search.elsewhere', { keyword: state.keyword, count: e.total, family: t(`families.${e.family}` as never) })}
                    </NavLink>
                  </p>
                ))
              : null}
          </div>
        )}
        {result.total > 0 ? <ResultsPager state={state} total={result.total} /> : null}
      </ResultsFrame>
    </SearchBoardProvider>
  );
}
