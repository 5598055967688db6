'use client';
import { Tag } from 'antd';
import '@/styles/antd/tag.css';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import type { MaterialSearchRow } from '@/lib/materials/contract';
import { NavLink } from '@/components/layout/nav-link';
import { detailHref, standardHref } from '@/lib/materials/paths';
import type { SearchState } from '@/lib/materials/query-state';
import { QuantityValue } from './quantity-value';
import { SourceCell } from './source-cell';

type T = (key: string) => string;

const SORTABLE: Record<string, string> = {
  tensile: 'tensileStrength',
  yield: 'yieldStrength',
  elongation: 'elongation',
  hardness: 'hardness',
};

/** A trailing column of row actions (e.g. add to comparison), kept at the right edge. */
export interface ActionColumn {
  title: string;
  render: (row: MaterialSearchRow) => ReactNode;
}

/** Columns of the material result table; element columns follow the element conditions searched. */
export function resultColumns(
  t: T,
  state: SearchState,
  unitLabel: { strength: string },
  rows: MaterialSearchRow[],
  action?: ActionColumn,
): ColumnsType<MaterialSearchRow> {
  const anyDelivery = rows.some((r) => r.deliveryLabel);
  const sortOrder = (key: string) => (state.sort === key ? (state.order === 'asc' ? 'ascend' : 'descend') : null);
  const elementKeys = Array.from(new Set(['C', ...state.elements.map((e) => e.key)]));
  return [
    {
      title: t('table.grade'),
      key: 'grade',
      dataIndex: 'grade',
      fixed: 'left',
      width: 150,
      sorter: true,
      sortOrder: sortOrder('grade'),
      render: (_: unknown, row) => (
        <div>
          <NavLink href={detailHref(row.family, row.id)} data-testid="result-grade">
            <strong>{row.grade}</strong>
          </NavLink>
          {row.aliases.length ? <div className="mat-chip__count">{row.aliases.slice(0, 3).join(' / ')}</div> : null}
        </div>
      ),
    },
    {
      title: t('table.standard'),
      key: 'standard',
      width: 180,
      render: (_: unknown, row) => (
        <span>
          {row.standardSystem ? <Tag>{row.standardSystem}</Tag> : null}
          {row.standardCode ? (
            row.standardId ? (
              <NavLink href={standardHref(row.family, row.standardId)}>{row.standardCode}</NavLink>
            ) : (
              row.standardCode
            )
          ) : row.standardSystem ? null : (
            <span className="mat-empty-value">—</span>
          )}
        </span>
      ),
    },
    {
      title: t('table.category'),
      key: 'category',
      width: 140,
      render: (_: unknown, row) => row.categoryLabel ?? <span className="mat-empty-value">—</span>,
    },
    ...(anyDelivery
      ? [
          {
            title: t('table.delivery'),
            key: 'delivery',
            width: 110,
            render: (_: unknown, row: MaterialSearchRow) => row.deliveryLabel ?? <span className="mat-empty-value">—</span>,
          },
        ]
      : []),
    {
      title: `${t('table.tensile')} (${unitLabel.strength})`,
      key: SORTABLE.tensile,
      width: 140,
      sorter: true,
      sortOrder: sortOrder(SORTABLE.tensile),
      render: (_: unknown, row) => <QuantityValue quantity="strength" min={row.tensileMin} max={row.tensileMax} bare />,
    },
    {
      title: `${t('table.yield')} (${unitLabel.strength})`,
      key: SORTABLE.yield,
      width: 130,
      sorter: true,
      sortOrder: sortOrder(SORTABLE.yield),
      render: (_: unknown, row) => <QuantityValue quantity="strength" min={row.yieldMin} bare />,
    },
    {
      title: `${t('table.elongation')} (%)`,
      key: SORTABLE.elongation,
      width: 120,
      sorter: true,
      sortOrder: sortOrder(SORTABLE.elongation),
      render: (_: unknown, row) => <QuantityValue quantity="other" min={row.elongationMin} bare />,
    },
    ...elementKeys.map((el) => ({
      title: `${el} (%)`,
      key: `el-${el}`,
      width: 90,
      render: (_: unknown, row: MaterialSearchRow) => row.elements[el] ?? <span className="mat-empty-value">—</span>,
    })),
    {
      title: t('table.source'),
      key: 'source',
      width: 190,
      render: (_: unknown, row) => <SourceCell datasetTitle={row.datasetTitle} datasetCode={row.datasetCode} confidence={row.confidence} />,
    },
    ...(action
      ? [{ title: action.title, key: 'action', fixed: 'right' as const, width: 110, render: (_: unknown, row: MaterialSearchRow) => action.render(row) }]
      : []),
  ];
}
