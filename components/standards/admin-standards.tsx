'use client';
import { Alert, Button, Segmented } from 'antd';
import '@/styles/antd/alert.css';
import '@/styles/antd/button.css';
import '@/styles/antd/segmented.css';
import { useTranslations } from 'next-intl';
import { NavLink } from '@/components/layout/nav-link';
import { usePageParam } from '@/components/ui/use-page-param';
import { useQueryParam } from '@/components/ui/use-query-param';
import { standardCalls } from '@/lib/api/calls/standards';
import { useCall } from '@/lib/api/use-call';
import type { AdminStandardRow } from '@/lib/standards/contract';
import { RepealButton } from './repeal-button';
import { StandardState } from './state-tag';
import { DataTable } from '@/components/ui/plain/data-table';

const STATUSES = ['all', 'pending', 'approved', 'failed', 'repealed'] as const;
const PAGE_SIZE = 20;

/**
 * /my/administration/enterpriseStandardManagement: every submitted enterprise standard with its state;
 * approved ones can be repealed with a reason. Status and page are kept in the URL.
 */
export function AdminStandards() {
  const t = useTranslations('Standards');
  const tc = useTranslations('Common');
  const [status, setStatus] = useQueryParam('status', STATUSES, 'all');
  const [page, setPage] = usePageParam();
  // The list asks audit:publish (tm-standard/adminPage): the personal centre's rule opens the screen to those roles only
  // (SCREEN_PERMISSION), so customer service is neither offered it nor asks and gets a 403 (issue 29 route walk).
  const { data, error, isLoading, mutate } = useCall(standardCalls.adminPage, { status, page, pageSize: PAGE_SIZE });

  return (
    <section className="my-panel" data-testid="admin-standards">
      <div className="my-panel__head">
        <h1 className="my-panel__title">{t('admin.title')}</h1>
      </div>
      <Segmented
        value={status}
        onChange={(v) => { setStatus(v as (typeof STATUSES)[number]); setPage(1); }}
        options={STATUSES.map((s) => ({ value: s, label: t(`admin.${s}`) }))}
        style={{ marginBottom: 12 }}
      />
      {error && !data && <Alert type="error" title={error.message} action={<Button size="small" onClick={() => void mutate()}>{tc('retry')}</Button>} />}
      <DataTable<AdminStandardRow>
        rowKey="id"
        size="small"
        loading={isLoading}
        dataSource={data?.list ?? []}
        scroll={{ x: true }}
        locale={{ emptyText: t('admin.empty') }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: data?.total ?? 0, onChange: setPage }}
        columns={[
          { key: 'number', title: t('fields.number'), render: (_, r) => `${r.number}-${r.year}` },
          { key: 'name', title: t('fields.name'), dataIndex: 'name' },
          { key: 'system', title: t('brand.system'), render: (_, r) => `${r.systemName} (${r.systemCode})` },
          { key: 'company', title: t('fields.company'), dataIndex: 'companyName' },
          { key: 'grades', title: t('fields.grades'), dataIndex: 'gradeCount' },
          { key: 'state', title: t('fields.state'), render: (_, r) => <StandardState row={r} /> },
          {
            key: 'actions',
            title: t('fields.actions'),
            render: (_, r) => (
              <>
                {r.state === 'approved' && <RepealButton standard={r} onDone={() => void mutate()} />}
                {(r.state === 'submitted' || r.state === 'underReview') && <NavLink href="/my/enterpriseStandardCheck">{t('check.title')}</NavLink>}
              </>
            ),
          },
        ]}
      />
    </section>
  );
}
