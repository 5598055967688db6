'use client';
import { Button, Input, Modal, Space, Tag } from 'antd';
import '@/styles/antd/button.css';
import '@/styles/antd/input.css';
import '@/styles/antd/modal.css';
import '@/styles/antd/space.css';
import '@/styles/antd/tag.css';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { NavLink } from '@/components/layout/nav-link';
import { Tabs } from '@/components/ui/plain/tabs';
import { toast } from '@/components/ui/plain/toast';
import { usePageParam } from '@/components/ui/use-page-param';
import { useQueryParam } from '@/components/ui/use-query-param';
import { rddaCalls, researchDataCalls } from '@/lib/api/calls/research-data';
import { request } from '@/lib/api/client';
import { useCall } from '@/lib/api/use-call';
import type { ApplicationRow, ResearchDataCard } from '@/lib/research-data/contract';
import { useDateTime } from '@/components/ui/use-date-time';
import { DataTable } from '@/components/ui/plain/data-table';

// The exchanges tab (its own forms and dialogs) loads when shown (issue 30, page weight).
const RdExchanges = dynamic(() => import('./rd-exchanges').then((m) => m.RdExchanges));

const TABS = ['mine', 'shared', 'collected', 'recycle', 'sent', 'received', 'exchanges'] as const;
type Tab = (typeof TABS)[number];

/**
 * /allServer/myAllServer (issue 16, screens): my data, data shared with me, collected, the recycle
 * bin, permission applications sent and received (approve until a date, reject with a reason,
 * revoke) and data exchanges (rd-exchanges.tsx). The tab and the page are in the address.
 */
export function MyResearchData() {
  const t = useTranslations('ResearchData.my');
  const [tab, setTab] = useQueryParam<Tab>('tab', TABS, 'mine');
  return (
    <section className="page rd-my" data-testid="rd-my">
      <div className="rd-head">
        <h1 className="section-title">{t('title')}</h1>
        <NavLink href="/allServer/allServerAdd" className="button" data-testid="rd-add">
          {t('add')}
        </NavLink>
      </div>
      <Tabs
        activeKey={tab}
        label={t('title')}
        onChange={(k) => setTab(k as Tab)}
        items={TABS.map((key) => ({
          key,
          label: t(`tabs.${key}`),
          children: tab === key ? key === 'exchanges' ? <RdExchanges /> : key === 'sent' || key === 'received' ? <Applications box={key} /> : <Records scope={key} /> : null,
        }))}
      />
    </section>
  );
}

function Records({ scope }: { scope: 'mine' | 'shared' | 'collected' | 'recycle' }) {
  const t = useTranslations('ResearchData');
  const [page, setPage] = usePageParam();
  const { data, error, isLoading, mutate } = useCall(researchDataCalls.page, { scope, page, pageSize: 10 });
  const act = async (fn: () => Promise<unknown>, done: string) => {
    try {
      await fn();
      toast.success(done);
      await mutate();
    } catch {
      /* shown by the client's toaster */
    }
  };
  return (
    <DataTable<ResearchDataCard>
      scroll={{ x: 'max-content' }}
      rowKey="id"
      loading={isLoading}
      dataSource={data?.list ?? []}
      locale={{ emptyText: error ? error.message : t(`my.empty.${scope}`) }}
      pagination={{ current: page, pageSize: 10, total: data?.total ?? 0, onChange: setPage }}
      data-testid={`rd-table-${scope}`}
      columns={[
        { title: t('fields.dataName'), key: 'name', render: (_, r) => (scope === 'recycle' ? r.dataName : <NavLink href={`/allServer/${r.id}`}>{r.dataName}</NavLink>) },
        { title: t('fields.materialName'), dataIndex: 'materialName' },
        { title: t('fields.visibility'), key: 'visibility', render: (_, r) => <Tag>{t(`visibility.${r.visibility}`)}</Tag> },
        { title: t('fields.state'), key: 'state', render: (_, r) => <Tag data-testid="rd-row-state">{t(`states.${r.state}`)}</Tag> },
        { title: t('fields.owner'), key: 'owner', render: (_, r) => r.owner.userName },
        {
          title: t('my.actions'),
          key: 'actions',
          render: (_, r) =>
            scope === 'recycle' ? (
              <Space>
                <Button size="small" onClick={() => act(() => request(researchDataCalls.restore, { id: r.id }), t('actions.restored'))} data-testid="rd-restore">
                  {t('actions.restore')}
                </Button>
                <Button
                  size="small"
                  danger
                  onClick={() => Modal.confirm({ title: t('actions.purgeConfirm'), okText: t('actions.purge'), cancelText: t('actions.cancel'), onOk: () => act(() => request(researchDataCalls.delete, { id: r.id }), t('actions.purged')) })}
                  data-testid="rd-purge"
                >
                  {t('actions.purge')}
                </Button>
              </Space>
            ) : scope === 'mine' ? (
              <Space>
                <NavLink href={`/allServer/allServerAdd?id=${r.id}`}>{t('actions.edit')}</NavLink>
                <Button size="small" onClick={() => act(() => request(researchDataCalls.recycle, { id: r.id }), t('actions.recycled'))} data-testid="rd-recycle">
                  {t('actions.recycle')}
                </Button>
              </Space>
            ) : null,
        },
      ]}
    />
  );
}

function Applications({ box }: { box: 'sent' | 'received' }) {
  const t = useTranslations('ResearchData');
  const dateText = useDateTime();
  const [page, setPage] = usePageParam();
  const { data, error, isLoading, mutate } = useCall(rddaCalls.page, { box, page, pageSize: 10 });
  const [deciding, setDeciding] = useState<{ row: ApplicationRow; decision: 'approve' | 'reject' } | null>(null);
  const [until, setUntil] = useState('');
  const [reason, setReason] = useState('');
  const submit = async () => {
    if (!deciding) return;
    try {
      await request(rddaCalls.decide, { applicationId: deciding.row.id, decision: deciding.decision, ...(until && deciding.decision === 'approve' ? { until } : {}), reason });
      toast.success(t('my.decided'));
      setDeciding(null);
      setUntil('');
      setReason('');
      await mutate();
    } catch {
      /* shown by the client's toaster */
    }
  };
  return (
    <>
      <DataTable<ApplicationRow>
        scroll={{ x: 'max-content' }}
        rowKey="id"
        loading={isLoading}
        dataSource={data?.list ?? []}
        locale={{ emptyText: error ? error.message : t(`my.empty.${box}`) }}
        pagination={{ current: page, pageSize: 10, total: data?.total ?? 0, onChange: setPage }}
        data-testid={`rd-applications-${box}`}
        columns={[
          { title: t('fields.dataName'), key: 'name', render: (_, r) => <NavLink href={`/allServer/${r.recordId}`}>{r.dataName}</NavLink> },
          { title: box === 'sent' ? t('my.owner') : t('my.applicant'), key: 'who', render: (_, r) => (box === 'sent' ? r.owner : r.applicant) },
          { title: t('my.reason'), dataIndex: 'reason' },
          {
            title: t('fields.state'),
            key: 'status',
            // The owner reads received applications from the owner's side: a pending one waits for them, not "for the owner".
            render: (_, r) => (
              <Tag data-testid="rd-application-state">
                {box === 'received' && r.effective === 'pending' ? t('my.receivedPending') : t(`actions.application.${r.effective === 'active' && r.until ? 'activeUntil' : r.effective}`, { until: r.until ?? '', reason: r.decisionReason })}
              </Tag>
            ),
          },
          { title: t('my.createdAt'), key: 'createdAt', render: (_, r) => dateText(r.createdAt, 'day') },
          {
            title: t('my.actions'),
            key: 'actions',
            render: (_, r) =>
              box === 'received' && r.status === 'pending' ? (
                <Space>
                  <Button size="small" type="primary" onClick={() => setDeciding({ row: r, decision: 'approve' })} data-testid="rd-approve">
                    {t('my.approve')}
                  </Button>
                  <Button size="small" onClick={() => setDeciding({ row: r, decision: 'reject' })} data-testid="rd-reject">
                    {t('my.reject')}
                  </Button>
                </Space>
              ) : box === 'received' && r.effective === 'active' ? (
                <Button size="small" onClick={async () => { await request(rddaCalls.revoke, { applicationId: r.id }).catch(() => null); await mutate(); }} data-testid="rd-revoke">
                  {t('my.revoke')}
                </Button>
              ) : null,
          },
        ]}
      />
      <Modal
        open={!!deciding}
        title={deciding?.decision === 'approve' ? t('my.approveTitle') : t('my.rejectTitle')}
        okText={deciding?.decision === 'approve' ? t('my.approve') : t('my.reject')}
        cancelText={t('actions.cancel')}
        onOk={submit}
        onCancel={() => setDeciding(null)}
      >
        {deciding?.decision === 'approve' ? (
          <label className="rd-field">
            {t('my.until')}
            <Input type="date" value={until} onChange={(e) => setUntil(e.target.value)} data-testid="rd-until" />
          </label>
        ) : (
          <label className="rd-field">
            {t('my.rejectReason')}
            <Input.TextArea value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} data-testid="rd-reject-reason" />
          </label>
        )}
      </Modal>
    </>
  );
}
