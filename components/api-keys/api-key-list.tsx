'use client';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { apiKeyCalls } from '@/lib/api/calls/api-keys';
import { useCall } from '@/lib/api/use-call';
import type { ApiKeyView } from '@/lib/api-keys/contract';
import { DataTable } from '@/components/ui/plain/data-table';
import { LoadState } from '@/components/ui/plain/load-state';
import { useApiKeyColumns } from './api-key-columns';
import './api-keys.css';

/** The dialogs (antd Modal, Form, Checkbox, Drawer) load when the user first opens one, not with the list. */
const ApiKeyDialogs = dynamic(() => import('./api-key-dialogs').then((m) => m.ApiKeyDialogs), { ssr: false });

export type Opened = { kind: 'create' } | { kind: 'revoke'; key: ApiKeyView } | { kind: 'calls'; key: ApiKeyView } | null;

/** /my/apiKeys (issue 53 item 2, docs/API-KEYS.md): the caller's keys, make one (shown once), revoke, each key's calls. */
export function ApiKeyList() {
  const t = useTranslations('ApiKeys');
  const { data, error, isLoading, mutate } = useCall(apiKeyCalls.list, {});
  const [opened, setOpened] = useState<Opened>(null);
  const [loaded, setLoaded] = useState(false);
  const open = (next: Opened) => {
    setLoaded(true);
    setOpened(next);
  };
  const columns = useApiKeyColumns({ onCalls: (key) => open({ kind: 'calls', key }), onRevoke: (key) => open({ kind: 'revoke', key }) });
  const active = data?.list.filter((k) => k.own && !k.revokedAt).length ?? 0;

  return (
    <div className="api-keys" data-testid="api-keys">
      <h1>{t('title')}</h1>
      <p className="api-keys__intro">{t('intro')}</p>
      <div className="api-keys__bar">
        <button type="button" className="button button--primary" onClick={() => open({ kind: 'create' })} disabled={!data || active >= data.maxActive} data-testid="api-key-create">
          {t('create')}
        </button>
        {data ? <span data-testid="api-key-count">{t('activeCount', { count: active, max: data.maxActive })}</span> : null}
      </div>
      <LoadState loading={isLoading && !data} error={error} retry={() => mutate()} testId="api-keys-loading">
        <DataTable rowKey="id" columns={columns} dataSource={data?.list ?? []} scroll={{ x: 900 }} locale={{ emptyText: t('empty') }} data-testid="api-key-table" />
      </LoadState>
      {loaded ? <ApiKeyDialogs opened={opened} canCreateCompany={data?.canCreateCompany ?? false} onClose={() => setOpened(null)} onChanged={() => mutate()} /> : null}
    </div>
  );
}
