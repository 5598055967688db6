'use client';
import { Table, Tag } from 'antd';
import '@/styles/antd/table.css';
import '@/styles/antd/tag.css';
import { useLocale } from 'next-intl';
import { isElementSymbol } from '@/lib/materials/data-labels';
import { formatLimit } from '@/lib/materials/units';
import type { ComparisonTable } from '@/lib/intelligence/contract';
import { NavLink } from '@/components/layout/nav-link';
import { useLooseT } from '@/components/ui/use-loose-t';
import { detailHref } from '@/lib/materials/paths';

interface Row {
  key: string;
  label: string;
  section: 'composition' | 'properties' | 'cev';
  texts: string[];
  differs: boolean;
  best: number[];
}

/** Composition and properties side by side: differing rows shaded, the best value per property marked. */
export function CompareTable({ table }: { table: ComparisonTable }) {
  const t = useLooseT('Intelligence');
  const locale = useLocale();
  const tm = useLooseT('Materials');
  const rows: Row[] = [
    ...table.composition.map((c) => ({
      key: `el-${c.element}`,
      label: !tm.has(`elements.${c.element}`) ? c.element : isElementSymbol(c.element) ? `${c.element} ${tm(`elements.${c.element}`)}` : tm(`elements.${c.element}`),
      section: 'composition' as const,
      texts: c.cells.map((cell) => cell.raw ?? formatLimit(cell.limit, locale)),
      differs: c.differs,
      best: [],
    })),
    ...table.properties.map((p) => ({
      key: `p-${p.key}`,
      label: `${t(`properties.${p.key}`)} (${p.unit})`,
      section: 'properties' as const,
      texts: p.cells.map((cell, i) => {
        const text = formatLimit(cell.limit, locale);
        const temp = p.tempC?.[i];
        return text && temp !== undefined && temp !== null ? `${text} @ ${t('compare.impactAt', { t: temp })}` : text;
      }),
      differs: p.differs,
      best: p.best,
    })),
  ];
  if (table.cev.some((v) => v !== null)) {
    const present = table.cev.filter((v): v is number => v !== null);
    rows.push({ key: 'cev', label: t('compare.cev'), section: 'cev', texts: table.cev.map((v) => (v === null ? '' : `≤${v}`)), differs: new Set(present).size > 1, best: [] });
  }
  const columns = [
    { title: t('compare.item'), dataIndex: 'label', key: 'label', fixed: 'left' as const, width: 200 },
    ...table.records.map((r, i) => ({
      title: (
        <NavLink href={detailHref(r.type, r.id)} data-testid="compare-column">
          {r.grade}
          <div className="intel-muted">{r.standard ?? r.system}</div>
        </NavLink>
      ),
      key: r.id,
      render: (_: unknown, row: Row) => (
        <span className={row.best.includes(i) ? 'intel-cell--best' : undefined} data-testid={row.best.includes(i) ? 'best-cell' : undefined}>
          {row.texts[i] || '—'}
          {row.best.includes(i) ? <Tag color="green" className="intel-best-tag">{t('compare.best')}</Tag> : null}
        </span>
      ),
    })),
  ];
  return (
    <Table<Row>
      size="small"
      bordered
      pagination={false}
      scroll={{ x: 'max-content' }}
      rowKey="key"
      columns={columns}
      dataSource={rows}
      rowClassName={(row) => (row.differs ? 'intel-row--differs' : '')}
      data-testid="compare-table"
    />
  );
}
