'use client';
import { Button, Popconfirm, Space, Tag } from 'antd';
import '@/styles/antd/button.css';
import '@/styles/antd/popconfirm.css';
import '@/styles/antd/space.css';
import '@/styles/antd/tag.css';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { StateTag } from '@/components/reviews/state-tag';
import { usePageParam } from '@/components/ui/use-page-param';
import { cloudCalls } from '@/lib/api/calls/cloud';
import { request } from '@/lib/api/client';
import { useCall } from '@/lib/api/use-call';
import type { BagCard } from '@/lib/cloud/contract';
import { useMoney } from '@/components/commerce/money';
import { BagLines } from './bag-card';
import { toast } from '@/components/ui/plain/toast';
import { DataTable, type DataColumn } from '@/components/ui/plain/data-table';

const PAGE_SIZE = 10;

/** The bag's dialog (a form with its selects and number inputs) loads when first opened (issue 30, page weight). */
const BagEditor = dynamic(() => import('./bag-editor').then((m) => m.BagEditor));

/**
 * /my/checkBag (issue 15 item 1): my test bags. Compose a bag from catalogue items with quantities;
 * a public one goes to review, and saving an approved public bag sends it back to review
 * (testBag/save decides, computes the reference price and duration).
 */
export function MyBags() {
  const t = useTranslations('Cloud');
  const money = useMoney();
  const [page, setPage] = usePageParam();
  const { data, isLoading, mutate } = useCall(cloudCalls.myBagPage, { page, pageSize: PAGE_SIZE });
  const [editing, setEditing] = useState<BagCard | 'new' | null>(null);

  const remove = async (id: number) => {
    try {
      await request(cloudCalls.deleteBag, { id });
      toast.success(t('myBags.deleted'));
      await mutate();
    } catch {
      /* shown by the client */
    }
  };

  const columns: DataColumn<BagCard>[] = [
    {
      title: t('myBags.name'),
      key: 'name',
      render: (_: unknown, b) => (
        <>
          <strong>{b.name}</strong>
          <BagLines bag={b} />
        </>
      ),
    },
    { title: t('bags.type'), key: 'type', render: (_: unknown, b) => t(`bagTypes.${b.type}`) },
    { title: t('myBags.public'), key: 'public', render: (_: unknown, b) => (b.isPublic ? <Tag color="blue">{t('myBags.isPublic')}</Tag> : <Tag>{t('myBags.private')}</Tag>) },
    { title: t('myBags.state'), key: 'state', render: (_: unknown, b) => (b.isPublic ? <StateTag state={b.state} /> : '—') },
    { title: t('myBags.refPrice'), key: 'price', render: (_: unknown, b) => money(b.refPriceFen) },
    { title: t('myBags.refCycle'), key: 'cycle', render: (_: unknown, b) => t('workingDays', { count: b.refCycleDays }) },
    {
      title: t('myBags.actions'),
      key: 'actions',
      render: (_: unknown, b) => (
        <Space>
          <Button size="small" onClick={() => setEditing(b)} data-testid="bag-edit">
            {t('myBags.edit')}
          </Button>
          <Popconfirm title={t('myBags.deleteConfirm')} onConfirm={() => remove(b.id)}>
            <Button size="small" danger>
              {t('myBags.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <section className="my-panel" data-testid="my-bags">
      <div className="my-panel__head">
        <h1 className="my-panel__title">{t('myBags.title')}</h1>
        <Button type="primary" onClick={() => setEditing('new')} data-testid="bag-new">
          {t('myBags.new')}
        </Button>
      </div>
      <p className="cl-note">{t('myBags.help')}</p>
      <DataTable
        scroll={{ x: 'max-content' }}
        rowKey="id"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={isLoading}
        locale={{ emptyText: t('myBags.empty') }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: data?.total ?? 0, onChange: setPage }}
      />
      {editing && (
        <BagEditor
          bag={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={async (b) => {
            setEditing(null);
            toast.success(b.isPublic ? t('myBags.savedForReview') : t('myBags.saved'));
            await mutate();
          }}
        />
      )}
    </section>
  );
}
