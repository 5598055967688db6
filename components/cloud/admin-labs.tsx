'use client';
import { Button, Input, Popconfirm, Space, Tag } from 'antd';
import '@/styles/antd/button.css';
import '@/styles/antd/input.css';
import '@/styles/antd/popconfirm.css';
import '@/styles/antd/space.css';
import '@/styles/antd/tag.css';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { usePageParam } from '@/components/ui/use-page-param';
import { useQueryParam } from '@/components/ui/use-query-param';
import { cloudCalls } from '@/lib/api/calls/cloud';
import { request } from '@/lib/api/client';
import { useCall } from '@/lib/api/use-call';
import type { AdminLabRow } from '@/lib/cloud/contract';
import { LAB_STATUSES, type LabStatus } from '@/lib/cloud/types';
import { toast } from '@/components/ui/plain/toast';
import { FilterSelect } from '@/components/ui/plain/filter-select';
import { DataTable, type DataColumn } from '@/components/ui/plain/data-table';

const PAGE_SIZE = 20;

/** /my/administration/laboratory: every settled laboratory; suspend or resume (laboratory/adminPage, laboratory/setStatus). */
export function AdminLabs() {
  const t = useTranslations('Cloud');
  const format = useFormatter();
  const [page, setPage] = usePageParam();
  const [status, setStatus] = useQueryParam<LabStatus>('status', LAB_STATUSES);
  const [keyword, setKeyword] = useState<string | undefined>();
  const { data, isLoading, error, mutate } = useCall(cloudCalls.adminLabPage, { page, pageSize: PAGE_SIZE, ...(status ? { status } : {}), ...(keyword ? { keyword } : {}) });

  const change = async (row: AdminLabRow, next: LabStatus) => {
    try {
      await request(cloudCalls.setLabStatus, { id: row.id, status: next });
      toast.success(t(next === 'suspended' ? 'admin.suspended' : 'admin.resumed'));
      await mutate();
    } catch {
      /* shown by the client */
    }
  };

  const columns: DataColumn<AdminLabRow>[] = [
    { title: t('admin.name'), key: 'name', render: (_: unknown, r) => <a href={`/cloud/testerDetail?id=${r.id}`}>{r.name}</a> },
    { title: t('lab.region'), key: 'region', render: (_: unknown, r) => r.province },
    { title: t('labs.qualification'), key: 'q', render: (_: unknown, r) => [r.cma && 'CMA', r.cnas && 'CNAS'].filter(Boolean).join(' · ') || '—' },
    { title: t('admin.owner'), key: 'owner', render: (_: unknown, r) => r.ownerName ?? '—' },
    { title: t('admin.items'), key: 'items', render: (_: unknown, r) => r.itemCount },
    { title: t('admin.rating'), key: 'rating', render: (_: unknown, r) => (r.rating === null ? '—' : `${r.rating} (${r.ratingCount})`) },
    { title: t('admin.source'), key: 'src', render: (_: unknown, r) => (r.demo ? <Tag color="orange">{t('demo')}</Tag> : r.applicationId ? t('admin.fromApplication') : '—') },
    { title: t('admin.since'), key: 'since', render: (_: unknown, r) => format.dateTime(new Date(r.createdAt), { dateStyle: 'medium' }) },
    { title: t('admin.status'), key: 'status', render: (_: unknown, r) => <Tag color={r.status === 'active' ? 'green' : 'red'}>{t(`labStatuses.${r.status}`)}</Tag> },
    {
      title: t('myBags.actions'),
      key: 'actions',
      render: (_: unknown, r) =>
        r.status === 'active' ? (
          <Popconfirm title={t('admin.suspendConfirm')} onConfirm={() => change(r, 'suspended')}>
            <Button size="small" danger data-testid="lab-suspend">
              {t('admin.suspend')}
            </Button>
          </Popconfirm>
        ) : (
          <Button size="small" onClick={() => change(r, 'active')} data-testid="lab-resume">
            {t('admin.resume')}
          </Button>
        ),
    },
  ];

  return (
    <section className="my-panel" data-testid="admin-labs">
      <div className="my-panel__head">
        <h1 className="my-panel__title">{t('admin.title')}</h1>
      </div>
      <Space wrap style={{ marginBottom: 12 }}>
        <FilterSelect className="plain-select" hideLabel label={t('admin.status')} name="status" value={status} anyLabel={t('admin.status')} onChange={(v) => setStatus((v || undefined) as typeof status)} options={LAB_STATUSES.map((s) => ({ value: s, label: t(`labStatuses.${s}`) }))} />
        <Input.Search allowClear placeholder={t('labs.keyword')} onSearch={(v) => {
            setKeyword(v.trim() || undefined);
            setPage(1);
          }} style={{ width: 240 }} data-testid="admin-lab-search" />
      </Space>
      {error ? (
        <p role="alert">{t('list.error', { msg: error.message })}</p>
      ) : (
        <DataTable rowKey="id" scroll={{ x: 'max-content' }} columns={columns} dataSource={data?.list ?? []} loading={isLoading} pagination={{ current: page, pageSize: PAGE_SIZE, total: data?.total ?? 0, onChange: setPage }} />
      )}
    </section>
  );
}
