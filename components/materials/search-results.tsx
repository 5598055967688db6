'use client';
import { Button, Empty, Result, Select, Table } from 'antd';
import '@/styles/antd/button.css';
import '@/styles/antd/empty.css';
import '@/styles/antd/result.css';
import '@/styles/antd/select.css';
import '@/styles/antd/table.css';
import type { SorterResult } from 'antd/es/table/interface';
import { useTranslations } from 'next-intl';
import { cloneElement, isValidElement, type MouseEvent, type ReactElement } from 'react';
import type { MaterialConditions, MaterialSearchResult, MaterialSearchRow } from '@/lib/materials/contract';
import { PAGE_SIZES, toSearchQuery, type SearchState } from '@/lib/materials/query-state';
import { BoardCompareLink } from '@/components/ui/compare-board/board-compare-link';
import { BoardRowAction } from '@/components/ui/compare-board/board-row-action';
import { useBoard } from '@/components/ui/compare-board/use-board';
import { resultColumns } from './result-columns';
import { UnitSwitch } from './unit-switch';
import { useUnits } from './unit-context';

interface Props {
  state: SearchState;
  conditions: MaterialConditions | null;
  result: MaterialSearchResult | null;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  onChange: (next: SearchState) => void;
}

/** Result table with sort, pagination, loading, "no matching data" and error states. */
export function SearchResults({ state, conditions, result, loading, failed, onRetry, onChange }: Props) {
  const t = useTranslations('MaterialPages');
  const ti = useTranslations('Intelligence.board');
  const { units } = useUnits();
  const board = useBoard();
  const tr = (key: string) => t(key as never);
  const compareColumn = {
    title: ti('column'),
    render: (row: MaterialSearchRow) => (
      <BoardRowAction
        item={{ id: String(row.id), type: row.family, grade: row.grade, system: row.standardSystem }}
        board={board.items}
        onAdd={board.add}
      />
    ),
  };

  if (failed && !loading) {
    return (
      <div className="mat-card" data-testid="search-error">
        <Result
          status="warning"
          title={t('search.error')}
          extra={
            <Button type="primary" onClick={onRetry}>
              {t('search.retry')}
            </Button>
          }
        />
      </div>
    );
  }

  const sortOptions = conditions?.sorts?.length
    ? conditions.sorts.map((s) => ({ value: s.value as string, label: s.label }))
    : [{ value: 'relevance', label: t('search.relevance') }];

  return (
    <section className="mat-card" aria-busy={loading} data-testid="search-results">
      <div className="mat-toolbar">
        <span className="mat-toolbar__sort">
          <strong aria-live="polite" data-testid="result-count">
            {result ? t('search.resultCount', { count: result.total }) : t('search.loading')}
          </strong>
          <BoardCompareLink count={board.items.length} />
        </span>
        <div className="mat-toolbar__sort">
          <span className="mat-conditions__label">{t('search.sort')}</span>
          <Select
            aria-label={t('search.sort')}
            style={{ minWidth: 150 }}
            value={state.sort}
            options={sortOptions}
            onChange={(sort: string) => onChange({ ...state, sort, page: 1 })}
            data-testid="sort-select"
          />
          {state.sort !== 'relevance' ? (
            <Select
              aria-label={t('search.sort')}
              value={state.order}
              options={[
                { value: 'desc', label: t('search.descending') },
                { value: 'asc', label: t('search.ascending') },
              ]}
              onChange={(order: 'asc' | 'desc') => onChange({ ...state, order, page: 1 })}
            />
          ) : null}
          <UnitSwitch />
        </div>
      </div>
      <Table<MaterialSearchRow>
        rowKey="id"
        size="middle"
        loading={loading}
        columns={resultColumns(tr, state, { strength: units.strength }, result?.list ?? [], compareColumn)}
        dataSource={result?.list ?? []}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: loading ? (
            <div className="mat-state">{t('search.loading')}</div>
          ) : (
            <Empty description={t('search.noMatch')} data-testid="no-match">
              <span className="mat-chip__count">{t('search.noMatchHint')}</span>
            </Empty>
          ),
        }}
        pagination={{
          current: state.page,
          pageSize: state.pageSize,
          total: result?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES.map(String),
          hideOnSinglePage: false,
          showTotal: (total) => t('search.resultCount', { count: total }),
          // antd draws page links without an address; give each its page's URL so crawlers can follow
          // it (the click itself stays antd's, without a reload).
          itemRender: (page, _type, element) =>
            isValidElement(element) && element.type === 'a'
              ? cloneElement(element as ReactElement<{ href?: string; onClick?: (e: MouseEvent) => void }>, {
                  href: `?${toSearchQuery({ ...state, page })}`,
                  onClick: (e: MouseEvent) => e.preventDefault(),
                })
              : element,
        }}
        onChange={(pagination, _filters, sorter) => {
          const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<MaterialSearchRow> | undefined;
          const sortKey = s?.order ? String(s.columnKey) : 'relevance';
          const order = s?.order === 'ascend' ? 'asc' : 'desc';
          const sortChanged = sortKey !== state.sort || (sortKey !== 'relevance' && order !== state.order);
          onChange({
            ...state,
            sort: sortKey,
            order,
            page: sortChanged ? 1 : (pagination.current ?? 1),
            pageSize: pagination.pageSize ?? state.pageSize,
          });
        }}
      />
    </section>
  );
}
