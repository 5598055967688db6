import type { ReactNode } from 'react';
import type { MaterialSearchRow } from '@/lib/materials/contract';
import { detailHref, standardHref } from '@/lib/materials/paths';
import type { SearchState } from '@/lib/materials/query-state';
import type { SearchSortKey } from '@/lib/materials/search-keys';
import { SourceCell } from './source-cell';
import { StaticQuantity, StaticUnit } from './static-quantity';

type T = (key: string, values?: Record<string, string | number>) => string;

/** One column of the result table (rendered on the server; values in both units, shown by the unit switch's CSS rule). */
export interface ResultColumn {
  key: string;
  title: ReactNode;
  /** The search's sort key: the header then sorts by it. */
  sortKey?: SearchSortKey;
  /** `num` right-aligns numbers; `sticky-start` / `sticky-end` keep the column in view while scrolling. */
  className?: string;
  cell: (row: MaterialSearchRow) => ReactNode;
}

const empty = <span className="mat-empty-value">—</span>;

/**
 * Columns of the material result table; element columns follow the element conditions searched,
 * the delivery column shows only when a row has one. `action` is a trailing column of row actions
 * (add to comparison), kept at the right edge.
 */
export function resultColumns(
  t: T,
  state: SearchState,
  rows: MaterialSearchRow[],
  /** The page's locale prefix for a link (`localizePath`): row links are plain anchors, no client component per row. */
  localize: (href: string) => string,
  action?: Omit<ResultColumn, 'key'>,
): ResultColumn[] {
  const anyDelivery = rows.some((r) => r.deliveryLabel);
  const elementKeys = Array.from(new Set(['C', ...state.elements.map((e) => e.key)]));
  const strength = (label: string) => (
    <>
      {label} (<StaticUnit quantity="strength" />)
    </>
  );
  const columns: (ResultColumn | false)[] = [
    {
      key: 'grade',
      title: t('table.grade'),
      sortKey: 'grade',
      className: 'sticky-start',
      cell: (row) => (
        <>
          <a href={localize(detailHref(row.family, row.id))} data-testid="result-grade">
            <strong>{row.grade}</strong>
          </a>
          {row.aliasNote ? (
            <div className="mat-alias-note" data-testid="alias-note">
              {row.aliasNote}
            </div>
          ) : row.aliases.length ? (
            <div className="mat-chip__count">{row.aliases.slice(0, 3).join(' / ')}</div>
          ) : null}
        </>
      ),
    },
    {
      key: 'standard',
      title: t('table.standard'),
      cell: (row) => (
        <span className="mat-standard-cell">
          {row.standardSystem ? <span className="tag">{row.standardSystem}</span> : null}
          {row.standardCode ? (
            row.standardId ? (
              <a href={localize(standardHref(row.family, row.standardId))}>{row.standardCode}</a>
            ) : (
              row.standardCode
            )
          ) : row.standardSystem ? null : (
            empty
          )}
          {row.standardSupersededBy ? (
            <span className="tag tag--orange" data-testid="superseded" title={t('table.supersededBy', { current: row.standardSupersededBy })}>
              {t('table.superseded')}
            </span>
          ) : null}
        </span>
      ),
    },
    { key: 'category', title: t('table.category'), cell: (row) => row.categoryLabel ?? empty },
    anyDelivery && { key: 'delivery', title: t('table.delivery'), cell: (row) => row.deliveryLabel ?? empty },
    {
      key: 'tensile',
      title: strength(t('table.tensile')),
      sortKey: 'tensileStrength',
      className: 'num',
      cell: (row) => <StaticQuantity quantity="strength" min={row.tensileMin} max={row.tensileMax} bare />,
    },
    {
      key: 'yield',
      title: strength(t('table.yield')),
      sortKey: 'yieldStrength',
      className: 'num',
      cell: (row) => <StaticQuantity quantity="strength" min={row.yieldMin} bare />,
    },
    {
      key: 'elongation',
      title: `${t('table.elongation')} (%)`,
      sortKey: 'elongation',
      className: 'num',
      cell: (row) => <StaticQuantity quantity="other" min={row.elongationMin} bare />,
    },
    ...elementKeys.map((el) => ({ key: `el-${el}`, title: `${el} (%)`, className: 'num', cell: (row: MaterialSearchRow) => row.elements[el] ?? empty })),
    {
      key: 'source',
      title: t('table.source'),
      cell: (row) => <SourceCell datasetTitle={row.datasetTitle} datasetCode={row.datasetCode} confidence={row.confidence} />,
    },
    action ? { key: 'action', className: 'sticky-end', ...action } : false,
  ];
  return columns.filter((c): c is ResultColumn => !!c);
}
