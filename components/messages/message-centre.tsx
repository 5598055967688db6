'use client';
import { App, Button, Result, Segmented, Select, Table, type ButtonProps } from 'antd';
import '@/styles/antd/app.css';
import '@/styles/antd/button.css';
import '@/styles/antd/result.css';
import '@/styles/antd/segmented.css';
import '@/styles/antd/select.css';
import '@/styles/antd/table.css';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { usePageParam } from '@/components/ui/use-page-param';
import { useQueryParam } from '@/components/ui/use-query-param';
import { messagesCalls } from '@/lib/api/calls/messages';
import { request } from '@/lib/api/client';
import { useCall } from '@/lib/api/use-call';
import { READ_FILTERS, type MessageRow, type ReadFilter } from '@/lib/messages/contract';
import { MESSAGE_TYPES, MESSAGES_CHANGED_EVENT, type MessageType } from '@/lib/messages/kinds';
import { useMessageColumns } from './message-columns';

const PAGE_SIZE = 20;

/**
 * /my/messageCentre: the signed-in user's messages with type, content and read state; filter by read
 * state and type (kept in the URL), mark read, mark all read, delete, pages. Every change tells the
 * header's badge (MESSAGES_CHANGED_EVENT).
 */
export function MessageCentre() {
  const t = useTranslations('Messages');
  const { message, modal } = App.useApp();
  const [page, setPage] = usePageParam();
  const [readState, setReadState] = useQueryParam<ReadFilter>('readState', READ_FILTERS, 'all');
  const [type, setType] = useQueryParam<MessageType>('type', MESSAGE_TYPES);
  const [selected, setSelected] = useState<number[]>([]);
  const { data, error, isLoading, mutate } = useCall(messagesCalls.page, { page, pageSize: PAGE_SIZE, readState, ...(type ? { type } : {}) });

  async function changed() {
    setSelected([]);
    window.dispatchEvent(new Event(MESSAGES_CHANGED_EVENT));
    await mutate();
  }

  async function markRead(ids: number[]) {
    try {
      await request(messagesCalls.read, { ids });
      message.success(t('marked'));
      await changed();
    } catch {
      /* the client already showed the server's message */
    }
  }

  async function markAll() {
    try {
      await request(messagesCalls.readAll, {});
      message.success(t('marked'));
      await changed();
    } catch {
      /* shown by the client */
    }
  }

  function remove(ids: number[]) {
    modal.confirm({
      title: ids.length === 1 ? t('deleteOneConfirm') : t('deleteConfirm', { count: ids.length }),
      okButtonProps: { danger: true, 'data-testid': 'message-delete-confirm' } as ButtonProps,
      onOk: async () => {
        await request(messagesCalls.delete, { ids });
        message.success(t('deleted'));
        if (data && ids.length >= data.list.length && page > 1) setPage(page - 1);
        await changed();
      },
    });
  }

  const columns = useMessageColumns({ markRead: (ids) => void markRead(ids), remove });

  if (error && !isLoading) {
    return <Result status="warning" title={t('loadError')} extra={<Button onClick={() => void mutate()}>{t('retry')}</Button>} />;
  }

  return (
    <section className="my-panel" data-testid="message-centre">
      <div className="my-panel__head">
        <h1 className="my-panel__title">{t('title')}</h1>
        <span className="msg-summary" data-testid="message-unread-summary">{t('unreadSummary', { count: data?.unread ?? 0 })}</span>
      </div>
      <div className="msg-toolbar">
        <Segmented<ReadFilter> value={readState} onChange={setReadState} options={READ_FILTERS.map((value) => ({ value, label: t(`filters.${value}`) }))} data-testid="message-filter" />
        <Select<MessageType>
          allowClear
          value={type}
          placeholder={t('typeAll')}
          aria-label={t('typeLabel')}
          onChange={(value) => setType(value)}
          options={MESSAGE_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
          style={{ minWidth: 160 }}
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
      <Table<MessageRow>
        data-testid="message-table"
        rowKey="id"
        showHeader={false}
        loading={isLoading}
        dataSource={data?.list ?? []}
        columns={columns}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
        locale={{ emptyText: t('empty') }}
        scroll={{ x: 720 }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: data?.total ?? 0, hideOnSinglePage: true, showSizeChanger: false, onChange: setPage }}
      />
    </section>
  );
}
