'use client';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { DataTable, type DataColumn } from '@/components/ui/plain/data-table';
import { toast } from '@/components/ui/plain/toast';
import { digitalCalls, expertCalls, industrialCalls } from '@/lib/api/calls/directories';
import { request } from '@/lib/api/client';
import { useCall } from '@/lib/api/use-call';
import { DIRECTORY_KINDS, type DirectoryKind } from '@/lib/directories/contract';
import { directoryDetailHref } from '@/lib/directories/paths';
import type { StoredFile } from '@/lib/files/contract';
import { EntryForm } from './entry-form';

const CALLS = { expert: expertCalls, industrial: industrialCalls, digital: digitalCalls } as const;
const PAGE_SIZE = 20;

/** A row of any directory's getList, as the table reads it. */
interface Row {
  id: number;
  category: string;
  published: boolean;
  demo: boolean;
  updatedAt: string;
  name?: string;
  title?: string;
  screenshots?: StoredFile[];
  source: Record<string, unknown>;
}

/**
 * /my/administration/directories: the three services directories for editors (admin:console): every entry, draft or
 * published, with edit (both languages side by side), publish or unpublish, and delete. Plain markup and DataTable.
 */
export function DirectoriesAdmin() {
  const t = useTranslations('Directories');
  const [kind, setKind] = useState<DirectoryKind>('expert');
  return (
    <div data-testid="directories-admin">
      <div className="dir-tabs" role="tablist">
        {DIRECTORY_KINDS.map((k) => (
          <button key={k} type="button" role="tab" aria-selected={k === kind} className={`button${k === kind ? ' button--primary' : ''}`} onClick={() => setKind(k)} data-testid={`dir-tab-${k}`}>
            {t(`admin.tabs.${k}`)}
          </button>
        ))}
      </div>
      <KindTable key={kind} kind={kind} />
    </div>
  );
}

function KindTable({ kind }: { kind: DirectoryKind }) {
  const t = useTranslations('Directories');
  const format = useFormatter();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const { data, isLoading, mutate } = useCall(CALLS[kind].getList as typeof expertCalls.getList, { page, pageSize: PAGE_SIZE });
  const rows = (data?.list ?? []) as unknown as Row[];

  async function remove(row: Row) {
    if (!window.confirm(t('admin.confirmDelete', { name: row.name ?? row.title ?? String(row.id) }))) return;
    try {
      await request(CALLS[kind].delete as typeof expertCalls.delete, { id: row.id });
      toast.success(t('admin.deleted'));
      await mutate();
    } catch {
      // The API client has shown the refusal.
    }
  }

  const columns: DataColumn<Row>[] = [
    { key: 'name', title: t(kind === 'digital' ? 'admin.fields.titleZh' : kind === 'expert' ? 'admin.fields.profileId' : 'admin.fields.nameZh'), render: (_, r) => <a href={directoryDetailHref(kind, r.id)}>{r.name ?? r.title}</a> },
    { key: 'category', title: t('category'), render: (_, r) => t(`categories.${kind}.${r.category}` as 'categories.expert.consulting') },
    { key: 'state', title: t('admin.state'), render: (_, r) => <span className={`tag${r.published ? ' tag--blue' : ''}`}>{r.published ? t('published') : t('draft')}</span> },
    { key: 'updatedAt', title: t('admin.updatedAt'), render: (_, r) => format.dateTime(new Date(r.updatedAt), { dateStyle: 'medium', timeStyle: 'short' }) },
    {
      key: 'actions',
      title: t('admin.actions'),
      fixed: 'right',
      render: (_, r) => (
        <span className="dir-actions">
          <button type="button" className="button" onClick={() => setEditing(r)} data-testid="dir-edit">
            {t('admin.edit')}
          </button>
          <button type="button" className="button" onClick={() => remove(r)} data-testid="dir-delete">
            {t('admin.delete')}
          </button>
        </span>
      ),
    },
  ];

  if (editing) {
    const entry = editing === 'new' ? null : { id: editing.id, source: editing.source, screenshots: editing.screenshots };
    return (
      <EntryForm
        kind={kind}
        entry={entry}
        onDone={(saved) => {
          setEditing(null);
          if (saved) void mutate();
        }}
      />
    );
  }
  return (
    <>
      <p>
        <button type="button" className="button button--primary" onClick={() => setEditing('new')} data-testid="dir-add">
          {t('admin.add')}
        </button>
      </p>
      <div className="data-table-wrap">
        <DataTable
          columns={columns}
          dataSource={rows}
          rowKey="id"
          loading={isLoading}
          locale={{ emptyText: t('noData') }}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: data?.total ?? 0, onChange: (p) => setPage(p) }}
        />
      </div>
    </>
  );
}
