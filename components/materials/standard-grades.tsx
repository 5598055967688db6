'use client';
import { Empty, Table } from 'antd';
import '@/styles/antd/empty.css';
import '@/styles/antd/table.css';
import { useTranslations } from 'next-intl';
import { NavLink } from '@/components/layout/nav-link';
import { useHideContent } from '@/components/layout/use-hide-content';
import type { StandardDetail, StandardGradeRow } from '@/lib/materials/contract';
import { usePathname, useRouter } from '@/lib/i18n/navigation';
import { detailHref } from '@/lib/materials/paths';
import { keepCxl } from '@/lib/session/rules';
import { QuantityValue } from './quantity-value';
import { UnitProvider, useUnits } from './unit-context';
import { UnitSwitch } from './unit-switch';

/** Every grade of one standard, paged through the URL (?page=). */
export function StandardGrades({ data, query }: { data: StandardDetail; query: Record<string, string> }) {
  return (
    <UnitProvider>
      <GradesTable data={data} query={query} />
    </UnitProvider>
  );
}

function GradesTable({ data, query }: { data: StandardDetail; query: Record<string, string> }) {
  const t = useTranslations('MaterialPages');
  const { units } = useUnits();
  const router = useRouter();
  const pathname = usePathname();
  const hide = useHideContent();
  if (!data.total) return <Empty description={t('standard.noGrades')} />;
  return (
    <div data-testid="standard-grades">
      <div className="mat-toolbar">
        <strong>{t('standard.grades', { count: data.total })}</strong>
        <UnitSwitch />
      </div>
      <Table<StandardGradeRow>
        rowKey="id"
        size="middle"
        dataSource={data.list}
        scroll={{ x: 760 }}
        columns={[
          {
            title: t('table.grade'),
            key: 'grade',
            render: (_: unknown, r) => (
              <NavLink href={detailHref(r.family, r.id)}>
                <strong>{r.grade}</strong>
              </NavLink>
            ),
          },
          { title: t('table.category'), key: 'category', render: (_: unknown, r) => r.categoryLabel ?? '—' },
          { title: t('table.delivery'), key: 'delivery', render: (_: unknown, r) => r.deliveryLabel ?? '—' },
          {
            title: `${t('table.tensile')} (${units.strength})`,
            key: 'tensile',
            render: (_: unknown, r) => <QuantityValue quantity="strength" min={r.tensileMin} max={r.tensileMax} bare />,
          },
          {
            title: `${t('table.yield')} (${units.strength})`,
            key: 'yield',
            render: (_: unknown, r) => <QuantityValue quantity="strength" min={r.yieldMin} bare />,
          },
        ]}
        pagination={{
          current: data.page,
          pageSize: data.pageSize,
          total: data.total,
          showSizeChanger: false,
          hideOnSinglePage: true,
        }}
        onChange={(p) => {
          const params = new URLSearchParams({ ...query, page: String(p.current ?? 1) });
          router.push(keepCxl(`${pathname}?${params.toString()}`, hide));
        }}
      />
    </div>
  );
}
