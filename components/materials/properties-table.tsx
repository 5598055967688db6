'use client';
import { Alert, Empty, Table } from 'antd';
import '@/styles/antd/alert.css';
import '@/styles/antd/empty.css';
import '@/styles/antd/table.css';
import { useTranslations } from 'next-intl';
import type { PermissionInfo, PropertyRow } from '@/lib/materials/contract';
import { NavLink } from '@/components/layout/nav-link';
import { propertyColumns } from './property-columns';
import { useUnits } from './unit-context';

interface Props {
  rows: PropertyRow[];
  hidden: number;
  permission: PermissionInfo;
}

/** Mechanical property rows with units and the source of each row; rows withheld by level are announced. */
export function PropertiesTable({ rows, hidden, permission }: Props) {
  const t = useTranslations('MaterialPages');
  const { units } = useUnits();
  const td = (key: string, values?: Record<string, string | number>) => t(`detail.${key}` as never, values as never);
  if (!rows.length && !hidden) return <Empty description={t('detail.noProperties')} />;
  const rule = permission.rules.find((r) => r.level === permission.level);
  return (
    <div data-testid="properties-table">
      <Table<PropertyRow>
        rowKey="seq"
        size="small"
        dataSource={rows}
        columns={propertyColumns(td, rows, units)}
        scroll={{ x: 'max-content' }}
        pagination={rows.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
      />
      {hidden > 0 ? (
        <Alert
          style={{ marginTop: 12 }}
          type="info"
          showIcon
          data-testid="properties-hidden"
          title={t(permission.level === 'visitor' ? 'detail.hiddenRowsVisitor' : 'detail.hiddenRowsUser', { count: hidden })}
          description={rule?.items.join(' · ')}
          action={
            <NavLink href={permission.level === 'visitor' ? '/login' : '/subscribePay'} className="button button--primary">
              {permission.level === 'visitor' ? t('permission.signIn') : t('permission.upgrade')}
            </NavLink>
          }
        />
      ) : null}
    </div>
  );
}
