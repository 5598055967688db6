'use client';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { Paged } from '@/lib/contract';
import { SUGGESTION_STATES, type SuggestionRow, type SuggestionState } from '@/lib/suggestions/contract';
import { usePageParam } from '@/components/ui/use-page-param';
import { useQueryParam } from '@/components/ui/use-query-param';
import { FilterSelect } from '@/components/ui/plain/filter-select';
import { DataTable, type DataColumn } from '@/components/ui/plain/data-table';
import { LoadFailed } from '@/components/ui/plain/load-failed';

export const SUGGESTION_PAGE_SIZE = 10;

/** The list state a suggestions table keeps in the URL: page and state filter. */
export function useSuggestionQuery() {
  const [page, setPage] = usePageParam();
  const [state, setState] = useQueryParam<SuggestionState>('state', SUGGESTION_STATES);
  return { page, setPage, state, setState, input: { page, pageSize: SUGGESTION_PAGE_SIZE, ...(state ? { state } : {}) } };
}

interface Props<R extends SuggestionRow> {
  query: ReturnType<typeof useSuggestionQuery>;
  answer: { data?: Paged<R>; error?: unknown; isLoading: boolean; retry: () => void };
  columns: DataColumn<R>[];
  emptyText: string;
  testId: string;
  extra?: ReactNode;
}

/** A suggestions table with its state filter and pages (shared by "mine" and customer service's "all"). */
export function SuggestionList<R extends SuggestionRow>({ query, answer, columns, emptyText, testId, extra }: Props<R>) {
  const t = useTranslations('Suggestions');
  if (answer.error && !answer.isLoading) {
    return <LoadFailed message={t('loadError')} retryLabel={t('retry')} onRetry={answer.retry} />;
  }
  return (
    <>
      <div className="sug-toolbar">
        <FilterSelect
          className="plain-select"
          hideLabel
          label={t('columns.state')}
          name="state"
          value={query.state}
          anyLabel={t('filterAll')}
          onChange={(value) => query.setState((value || undefined) as SuggestionState | undefined)}
          options={SUGGESTION_STATES.map((value) => ({ value, label: t(`states.${value}`) }))}
          testId={`${testId}-filter`}
        />
        {extra}
      </div>
      <DataTable<R>
        data-testid={testId}
        rowKey="id"
        loading={answer.isLoading}
        dataSource={answer.data?.list ?? []}
        columns={columns}
        locale={{ emptyText }}
        scroll={{ x: 900 }}
        pagination={{ current: query.page, pageSize: SUGGESTION_PAGE_SIZE, total: answer.data?.total ?? 0, hideOnSinglePage: true, onChange: query.setPage }}
      />
    </>
  );
}
