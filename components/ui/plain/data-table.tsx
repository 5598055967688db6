'use client';
import { useState, type HTMLAttributes, type Key, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Pager } from './pager';

/**
 * One column of a `DataTable`: the subset of antd Table's column the screens use, with the same
 * names. `dataIndex` is a field name or a path (`['title', 'title']`); `render(value, record, index)`
 * draws the cell (value is the field at `dataIndex`, undefined without one).
 */
export interface DataColumn<T> {
  key?: Key;
  title?: ReactNode;
  dataIndex?: string | readonly (string | number)[];
  render?: (value: any, record: T, index: number) => ReactNode;
  width?: number | string;
  align?: 'left' | 'right' | 'center';
  className?: string;
  ellipsis?: boolean;
  /** Stays in view at that side while the table scrolls sideways (the actions column). */
  fixed?: 'left' | 'right';
}

export interface DataTablePagination {
  /** The page shown; without it the table keeps its own page. */
  current?: number;
  pageSize?: number;
  /** Rows on every page (the server's count); without it the rows given are paged here. */
  total?: number;
  onChange?: (page: number, pageSize: number) => void;
  /** No pager when everything fits on one page. */
  hideOnSinglePage?: boolean;
}

export interface DataTableProps<T> {
  columns: readonly DataColumn<T>[];
  dataSource?: readonly T[];
  rowKey: (keyof T & string) | ((record: T) => Key);
  /** Shows a loading state over the rows (aria-busy on the table's box). */
  loading?: boolean;
  /** false or absent: every row given is shown. */
  pagination?: false | DataTablePagination;
  locale?: { emptyText?: ReactNode };
  onRow?: (record: T, index: number) => HTMLAttributes<HTMLTableRowElement>;
  rowClassName?: (record: T, index: number) => string;
  /** A row that opens below its row (a toggle button in the first column). */
  expandable?: { expandedRowRender: (record: T, index: number) => ReactNode };
  /** Check boxes in the first column and "select all" in its header. */
  rowSelection?: { selectedRowKeys: readonly Key[]; onChange: (keys: Key[], rows: T[]) => void };
  showHeader?: boolean;
  size?: 'small' | 'middle' | 'large';
  bordered?: boolean;
  /** `x`: the narrowest the table gets (px) before its box scrolls sideways; true / 'max-content': as wide as its content. */
  scroll?: { x?: number | string | true };
  className?: string;
  'data-testid'?: string;
}

function valueAt(record: unknown, path: DataColumn<unknown>['dataIndex']): unknown {
  if (path === undefined) return undefined;
  const steps = typeof path === 'string' ? [path] : path;
  let value: unknown = record;
  for (const step of steps) {
    if (value === null || value === undefined) return undefined;
    value = (value as Record<string | number, unknown>)[step];
  }
  return value;
}

function cellText(value: unknown): ReactNode {
  if (value === null || value === undefined || typeof value === 'boolean') return null;
  if (typeof value === 'object') return null;
  return value as ReactNode;
}

/**
 * A data table without a UI kit (issue 30: antd's Table with its pagination, filters and Select
 * weighed ≈ 86 KB gz on every list of the personal centre). Plain <table> markup styled by
 * `.data-table` (styles/ui.css), the props named as antd Table's so a screen's swap is small,
 * pages through the plain `Pager`. The box scrolls sideways on a narrow screen.
 */
export function DataTable<T>({
  columns,
  dataSource = [],
  rowKey,
  loading = false,
  pagination,
  locale,
  onRow,
  rowClassName,
  expandable,
  rowSelection,
  showHeader = true,
  size = 'large',
  bordered = false,
  scroll,
  className,
  'data-testid': testId,
}: DataTableProps<T>) {
  const t = useTranslations('Common');
  const [ownPage, setOwnPage] = useState(1);
  const [open, setOpen] = useState<ReadonlySet<Key>>(() => new Set());

  const keyOf = (record: T): Key => (typeof rowKey === 'function' ? rowKey(record) : (record[rowKey] as Key));

  const paged = pagination ? pagination : null;
  const pageSize = paged?.pageSize ?? 10;
  const local = paged !== null && paged.total === undefined;
  const total = paged ? (paged.total ?? dataSource.length) : dataSource.length;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(paged?.current ?? ownPage, local ? pages : Number.MAX_SAFE_INTEGER);
  const rows = local ? dataSource.slice((page - 1) * pageSize, page * pageSize) : dataSource;
  const showPager = paged !== null && total > 0 && !(paged.hideOnSinglePage && total <= pageSize);

  const changePage = (p: number) => {
    if (paged?.current === undefined) setOwnPage(p);
    paged?.onChange?.(p, pageSize);
  };

  const selected = new Set(rowSelection?.selectedRowKeys ?? []);
  const rowKeys = rows.map(keyOf);
  const allSelected = rowKeys.length > 0 && rowKeys.every((k) => selected.has(k));
  const someSelected = rowKeys.some((k) => selected.has(k));
  const select = (keys: Key[]) => {
    if (!rowSelection) return;
    const chosen = new Set(keys);
    rowSelection.onChange(keys, dataSource.filter((r) => chosen.has(keyOf(r))));
  };
  const toggleAll = () => select(allSelected ? [...selected].filter((k) => !rowKeys.includes(k)) : [...new Set([...selected, ...rowKeys])]);
  const toggleRow = (key: Key) => select(selected.has(key) ? [...selected].filter((k) => k !== key) : [...selected, key]);

  const toggleOpen = (key: Key) =>
    setOpen((was) => {
      const next = new Set(was);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const span = columns.length + (rowSelection ? 1 : 0) + (expandable ? 1 : 0);
  const minWidth = typeof scroll?.x === 'number' ? scroll.x : undefined;
  const tableClass = ['data-table', size === 'small' ? 'data-table--small' : size === 'middle' ? 'data-table--middle' : '', bordered ? 'data-table--bordered' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  const cellClass = (c: DataColumn<T>) =>
    [c.align === 'right' ? 'num' : c.align === 'center' ? 'data-table__center' : '', c.ellipsis ? 'data-table__ellipsis' : '', c.fixed ? `data-table__fixed-${c.fixed}` : '', c.className ?? ''].filter(Boolean).join(' ') || undefined;
  const cellStyle = (c: DataColumn<T>) => (c.width !== undefined ? { width: c.width } : undefined);

  return (
    <div className="data-table-box" aria-busy={loading} data-testid={testId}>
      <div className="data-table-wrap">
        <table className={tableClass} style={minWidth ? { minWidth } : undefined}>
          {showHeader ? (
            <thead>
              <tr>
                {rowSelection ? (
                  <th scope="col" className="data-table__control">
                    <input
                      type="checkbox"
                      checked={allSelected}
                      ref={(el) => {
                        if (el) el.indeterminate = someSelected && !allSelected;
                      }}
                      disabled={!rowKeys.length}
                      onChange={toggleAll}
                      aria-label={t('selectAllRows')}
                    />
                  </th>
                ) : null}
                {expandable ? (
                  <th scope="col" className="data-table__control">
                    <span className="visually-hidden">{t('rowDetails')}</span>
                  </th>
                ) : null}
                {columns.map((c, i) => (
                  <th key={c.key ?? (typeof c.dataIndex === 'string' ? c.dataIndex : i)} scope="col" className={cellClass(c)} style={cellStyle(c)}>
                    {c.title}
                  </th>
                ))}
              </tr>
            </thead>
          ) : null}
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={span} className="data-table__empty">
                  {loading ? (
                    <span role="status">
                      <span className="spinner" aria-hidden="true" /> {t('loading')}
                    </span>
                  ) : (
                    (locale?.emptyText ?? t('empty'))
                  )}
                </td>
              </tr>
            ) : (
              rows.map((record, index) => {
                const key = rowKeys[index];
                const extra = onRow?.(record, index) ?? {};
                const isOpen = expandable ? open.has(key) : false;
                const rowClass = [rowClassName?.(record, index) ?? '', selected.has(key) ? 'data-table__row--selected' : '', extra.className ?? ''].filter(Boolean).join(' ') || undefined;
                return [
                  <tr key={key} {...extra} className={rowClass} data-row-key={String(key)}>
                    {rowSelection ? (
                      <td className="data-table__control">
                        <input type="checkbox" checked={selected.has(key)} onChange={() => toggleRow(key)} aria-label={t('selectRow')} />
                      </td>
                    ) : null}
                    {expandable ? (
                      <td className="data-table__control">
                        <button type="button" className="data-table__expand" aria-expanded={isOpen} aria-label={isOpen ? t('collapseRow') : t('expandRow')} onClick={() => toggleOpen(key)}>
                          {isOpen ? '−' : '+'}
                        </button>
                      </td>
                    ) : null}
                    {columns.map((c, i) => {
                      const value = valueAt(record, c.dataIndex);
                      return (
                        <td key={c.key ?? (typeof c.dataIndex === 'string' ? c.dataIndex : i)} className={cellClass(c)} style={cellStyle(c)}>
                          {c.render ? c.render(value, record, index) : cellText(value)}
                        </td>
                      );
                    })}
                  </tr>,
                  isOpen && expandable ? (
                    <tr key={`${String(key)}-expanded`} className="data-table__expanded">
                      <td colSpan={span}>{expandable.expandedRowRender(record, index)}</td>
                    </tr>
                  ) : null,
                ];
              })
            )}
          </tbody>
        </table>
      </div>
      {loading && rows.length > 0 ? (
        <div className="data-table__loading" role="status">
          <span className="spinner" aria-hidden="true" />
          <span className="visually-hidden">{t('loading')}</span>
        </div>
      ) : null}
      {showPager ? <Pager page={page} pageSize={pageSize} total={total} onChange={changePage} /> : null}
    </div>
  );
}
