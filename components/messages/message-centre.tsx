'use client';
import { Button, Result } from 'antd';
import '@/styles/antd/button.css';
import '@/styles/antd/result.css';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { usePageParam } from '@/components/ui/use-page-param';
import { useQueryParam } from '@/components/ui/use-query-param';
import { messagesCalls } from '@/lib/api/calls/messages';
import { request } from '@/lib/api/client';
import { useCall } from '@/lib/api/use-call';
import { READ_FILTERS, type MessageRow, type ReadFilter } from '@/lib/messages/contract';
import { MESSAGE_TYPES, MESSAGES_CHANGED_EVENT, type MessageType } from '@/lib/messages/kinds';
import { useMessageColumns } from './message-columns';
import { toast } from '@/components/ui/plain/toast';
import { FilterSelect } from '@/components/ui/plain/filter-select';
import { DataTable } from '@/components/ui/plain/data-table';

const PAGE_SIZE = 20;

/** The delete confirmation loads when first asked (issue 30, page weight). */
const DeleteConfirm = dynamic(() => import('./delete-confirm').then((m) => m.DeleteConfirm));

/**
 * /my/messageCentre: the signed-in user's messages with type, content and read state; filter by read
 * state and type (kept in the URL), mark read, mark all read, delete, pages. Every change tells the
 * header's badge (MESSAGES_CHANGED_EVENT).
 */
export function MessageCentre() {
  const t = useTranslations('Messages');
  const [page, setPage] = usePageParam();
  const [readState, setReadState] = useQueryParam<ReadFilter>('readState', READ_FILTERS, 'all');
  const [type, setType] = useQueryParam<MessageType>('type', MESSAGE_TYPES);
  const [selected, setSelected] = useState<number[]>([]);
  const [deleting, setDeleting] = useState<number[] | null>(null);
  const { data, error, isLoading, mutate } = useCall(messagesCalls.page, { page, pageSize: PAGE_SIZE, readState, ...(type ? { type } : {}) });

  async function changed() {
    setSelected([]);
    window.dispatchEvent(new Event(MESSAGES_CHANGED_EVENT));
    await mutate();
  }

  async function markRead(ids: number[]) {
    try {
      await request(messagesCalls.read, { ids });
      toast.success(t('marked'));
      await changed();
    } catch {
      /* the client already showed the server's message */
    }
  }

  async function markAll() {
    try {
      await request(messagesCalls.readAll, {});
      toast.success(t('marked'));
      await changed();
    } catch {
      /* shown by the client */
    }
  }

  function remove(ids: number[]) {
    setDeleting(ids);
  }

  async function confirmRemove(ids: number[]) {
    await request(messagesCalls.delete, { ids });
    setDeleting(null);
    toast.success(t('deleted'));
    if (data && ids.length >= data.list.length && page > 1) setPage(page - 1);
    await changed();
  }

  const columns = useMessageColumns({ markRead: (ids) => void markRead(ids), remove });

  if (error && !isLoading) {
    return <Result status="warning" title={t('loadError')} extra={<Button onClick={() => void mutate()}>{t('retry')}</Button>} />;
  }

  return (
    <section className="my-panel" data-testid="message-centre">
      {deleting && <DeleteConfirm count={deleting.length} onCancel={() => setDeleting(null)} onConfirm={() => confirmRemove(deleting)} />}
      <div className="my-panel__head">
        <h1 className="my-panel__title">{t('title')}</h1>
        <span className="msg-summary" data-testid="message-unread-summary">{t('unreadSummary', { count: data?.unread ?? 0 })}</span>
      </div>
      <div className="msg-toolbar">
        <div className="segmented" role="group" data-testid="message-filter">
          {READ_FILTERS.map((value) => (
            <button key={value} type="button" className="segmented__item" aria-pressed={value === readState} onClick={() => setReadState(value)}>
              {t(`filters.${value}`)}
            </button>
          ))}
        </div>
        <FilterSelect
          className="plain-select"
          hideLabel
          label={t('typeLabel')}
          name="type"
          value={type}
          anyLabel={t('typeAll')}
          onChange={(value) => setType((value || undefined) as MessageType | undefined)}
          options={MESSAGE_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
        />
        <span className="msg-toolbar__spacer" />
        <Button disabled={!selected.length} onClick={() => void markRead(selected)}>
          {t('markSelectedRead')}
        </Button>
        <Button danger disabled={!selected.length} onClick={() => remove(selected)}>
          {t('deleteSelected')}
        </Button>
        <Button type="primary" disabled={!data?.unread} onClick={() => void markAll()} data-testid="message-read-all">
          {t('markAllRead')}
        </Button>
      </div>
      <DataTable<MessageRow>
        data-testid="message-table"
        rowKey="id"
        showHeader={false}
        loading={isLoading}
        dataSource={data?.list ?? []}
        columns={columns}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
        locale={{ emptyText: t('empty') }}
        scroll={{ x: 720 }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: data?.total ?? 0, hideOnSinglePage: true, onChange: setPage }}
      />
    </section>
  );
}
