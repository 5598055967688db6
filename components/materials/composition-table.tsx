'use client';
import { Empty, Table } from 'antd';
import '@/styles/antd/empty.css';
import '@/styles/antd/table.css';
import { useTranslations } from 'next-intl';
import type { CompositionRow } from '@/lib/materials/contract';
import { isElementSymbol } from '@/lib/materials/data-labels';
import { QuantityValue } from './quantity-value';

/** Chemical composition: min, max or typical per element, with the text exactly as in the source. */
export function CompositionTable({ rows }: { rows: CompositionRow[] }) {
  const t = useTranslations('MaterialPages.detail');
  if (!rows.length) return <Empty description={t('noComposition')} />;
  return (
    <Table<CompositionRow>
      data-testid="composition-table"
      rowKey="element"
      size="small"
      pagination={false}
      dataSource={rows}
      scroll={{ x: 520 }}
      columns={[
        {
          title: t('element'),
          key: 'element',
          width: 140,
          render: (_: unknown, r) =>
            isElementSymbol(r.element) ? (
              <span>
                <strong>{r.element}</strong>
                {r.label && r.label !== r.element ? <span className="mat-chip__count"> {r.label}</span> : null}
              </span>
            ) : (
              // Rows without a symbol (others, othersEach, othersTotal) show their label only.
              <strong>{r.label}</strong>
            ),
        },
        {
          title: t('value'),
          key: 'value',
          width: 140,
          render: (_: unknown, r) => (
            <QuantityValue quantity="other" min={r.min} max={r.max} typical={r.typical} unit={r.unit === 'ppm' ? 'ppm' : '%'} bare={r.unit !== 'ppm'} />
          ),
        },
        { title: t('asInSource'), dataIndex: 'raw', key: 'raw', width: 140 },
        { title: t('note'), dataIndex: 'note', key: 'note', render: (v: string | null) => v ?? '' },
      ]}
    />
  );
}
