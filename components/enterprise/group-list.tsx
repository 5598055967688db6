'use client';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { enterpriseCalls } from '@/lib/api/calls/enterprise';
import { useCall } from '@/lib/api/use-call';
import type { CompanyGroup } from '@/lib/enterprise/contract';
import { DataTable, type DataColumn } from '@/components/ui/plain/data-table';
import { LoadState } from './list-state';

/** The add/edit and delete dialogs (antd Form, Modal, InputNumber) load when the administrator first opens one. */
const GroupDialogs = dynamic(() => import('./group-dialogs').then((m) => m.GroupDialogs), { ssr: false });

/** The company's groups (/my/groupInfo; with `manage`, …/packetInformationManagement: create, rename, sort, delete). */
export function GroupList({ manage = false }: { manage?: boolean }) {
  const t = useTranslations('Enterprise.screens');
  const { data, error, isLoading, mutate } = useCall(enterpriseCalls.groups, {});
  const [editing, setEditing] = useState<Partial<CompanyGroup> | null>(null);
  const [deleting, setDeleting] = useState<CompanyGroup | null>(null);
  const [opened, setOpened] = useState(false);
  const edit = (group: Partial<CompanyGroup>) => {
    setOpened(true);
    setEditing(group);
  };

  const columns: DataColumn<CompanyGroup>[] = [
    { key: 'name', title: t('groups.name'), dataIndex: 'name' },
    { key: 'sort', title: t('groups.sort'), dataIndex: 'sort' },
    { key: 'memberCount', title: t('groups.memberCount'), dataIndex: 'memberCount' },
  ];
  if (manage) {
    columns.push({
      key: 'actions',
      title: t('members.actions'),
      render: (_: unknown, g) => (
        <span className="enterprise-actions">
          <button type="button" className="button button--small" onClick={() => edit(g)}>
            {t('edit')}
          </button>
          <button
            type="button"
            className="button button--small button--danger"
            onClick={() => {
              setOpened(true);
              setDeleting(g);
            }}
            data-testid={`delete-group-${g.name}`}
          >
            {t('delete')}
          </button>
        </span>
      ),
    });
  }

  return (
    <div className="enterprise-screen" data-testid="group-list">
      <h1>{t('groups.title')}</h1>
      {manage && (
        <p>
          <button type="button" className="button button--primary" onClick={() => edit({})} data-testid="group-add">
            {t('groups.add')}
          </button>
        </p>
      )}
      <LoadState loading={isLoading && !data} error={error} retry={() => mutate()}>
        <DataTable rowKey="id" columns={columns} dataSource={data ?? []} locale={{ emptyText: t('empty') }} data-testid="group-table" />
      </LoadState>
      {manage && opened ? (
        <GroupDialogs
          editing={editing}
          deleting={deleting}
          groups={data ?? []}
          onClose={() => {
            setEditing(null);
            setDeleting(null);
          }}
          onDone={() => mutate()}
        />
      ) : null}
    </div>
  );
}
