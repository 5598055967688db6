'use client';
import { Empty, Table, Tag } from 'antd';
import '@/styles/antd/empty.css';
import '@/styles/antd/table.css';
import '@/styles/antd/tag.css';
import { useTranslations } from 'next-intl';
import type { EquivalentRow } from '@/lib/materials/contract';
import { NavLink } from '@/components/layout/nav-link';
import { detailHref } from '@/lib/materials/paths';

/** Approximate equivalents in other standard systems, each with its relation and confidence. */
export function EquivalentsTable({ rows }: { rows: EquivalentRow[] }) {
  const t = useTranslations('MaterialPages.detail');
  if (!rows.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noEquivalents')} />;
  return (
    <Table<EquivalentRow>
      data-testid="equivalents-table"
      rowKey={(r) => `${r.groupCode}-${r.system}-${r.designation}`}
      size="small"
      pagination={false}
      dataSource={rows}
      scroll={{ x: 640 }}
      columns={[
        { title: t('system'), key: 'system', width: 90, render: (_: unknown, r) => <Tag>{r.system}</Tag> },
        {
          title: t('designation'),
          key: 'designation',
          width: 170,
          render: (_: unknown, r) =>
            r.materialId && r.family ? <NavLink href={detailHref(r.family, r.materialId)}>{r.designation}</NavLink> : r.designation,
        },
        { title: t('standard'), key: 'standard', width: 150, render: (_: unknown, r) => r.standard ?? '' },
        { title: t('relation'), key: 'relation', width: 150, render: (_: unknown, r) => r.relationLabel ?? r.relation ?? '' },
        {
          title: t('confidence'),
          key: 'confidence',
          width: 110,
          render: (_: unknown, r) =>
            t(`confidenceLevels.${r.confidence && ['A', 'B', 'C'].includes(r.confidence) ? (r.confidence as 'A') : 'unknown'}`),
        },
        { title: t('notes'), key: 'notes', render: (_: unknown, r) => r.notes ?? '' },
      ]}
    />
  );
}
