'use client';
import { Drawer } from 'antd';
import '@/styles/antd/drawer.css';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { apiKeyCalls } from '@/lib/api/calls/api-keys';
import { useCall } from '@/lib/api/use-call';
import type { ApiKeyCallRow, ApiKeyView } from '@/lib/api-keys/contract';
import { DataTable, type DataColumn } from '@/components/ui/plain/data-table';
import { LoadState } from '@/components/ui/plain/load-state';
import { useDateTime } from '@/components/ui/use-date-time';

const PAGE_SIZE = 20;

/** One key's audit (apiKeys/calls), newest first, a page at a time; refusals included. */
export function ApiKeyCallsDrawer({ keyView, onClose }: { keyView: ApiKeyView | null; onClose: () => void }) {
  const t = useTranslations('ApiKeys');
  return (
    <Drawer open={keyView !== null} onClose={onClose} title={keyView ? t('calls.title', { name: keyView.name }) : ''} size="min(736px, 100vw)" destroyOnHidden>
      {keyView ? <CallsTable key={keyView.id} id={keyView.id} /> : null}
    </Drawer>
  );
}

function CallsTable({ id }: { id: number }) {
  const t = useTranslations('ApiKeys');
  const dateText = useDateTime();
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useCall(apiKeyCalls.calls, { id, page, pageSize: PAGE_SIZE });
  const columns: DataColumn<ApiKeyCallRow>[] = [
    { key: 'at', title: t('calls.at'), render: (_: unknown, r) => dateText(r.at, 'second') },
    { key: 'method', title: t('calls.method'), dataIndex: 'method' },
    { key: 'path', title: t('calls.path'), render: (_: unknown, r) => <code className="api-keys__prefix">{r.path}</code> },
    { key: 'status', title: t('calls.status'), render: (_: unknown, r) => `${r.status} (${r.code})` },
  ];
  return (
    <LoadState loading={isLoading && !data} error={error} retry={() => mutate()} testId="api-key-calls-loading">
      <DataTable
        rowKey="id"
        columns={columns}
        dataSource={data?.list ?? []}
        scroll={{ x: 560 }}
        locale={{ emptyText: t('calls.empty') }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: data?.total ?? 0, onChange: setPage, hideOnSinglePage: true }}
        data-testid="api-key-calls-table"
      />
    </LoadState>
  );
}
