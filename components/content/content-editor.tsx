'use client';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { DataTable, type DataColumn } from '@/components/ui/plain/data-table';
import { FilterSelect } from '@/components/ui/plain/filter-select';
import { toast } from '@/components/ui/plain/toast';
import { usePageParam } from '@/components/ui/use-page-param';
import { useQueryParam } from '@/components/ui/use-query-param';
import { contentCalls } from '@/lib/api/calls/content';
import { request } from '@/lib/api/client';
import { useCall } from '@/lib/api/use-call';
import type { ContentEditorItem } from '@/lib/content/contract';
import { CONTENT_KINDS, CONTENT_STATES, contentHref } from '@/lib/content/rules';
import { ContentEditorForm } from './content-editor-form';
import { ContentPositions } from './content-positions';

const PAGE_SIZE = 20;

/** /my/administration/content: every item in every state (content/getList), by kind and state; write, publish, take back, delete. */
export function ContentEditor() {
  const t = useTranslations('Content');
  const format = useFormatter();
  const [page, setPage] = usePageParam();
  const [kind, setKind] = useQueryParam('kind', CONTENT_KINDS);
  const [state, setState] = useQueryParam('state', CONTENT_STATES);
  const [editing, setEditing] = useState<ContentEditorItem | 'new' | null>(null);
  const { data, isLoading, mutate } = useCall(contentCalls.editorList, { page, pageSize: PAGE_SIZE, ...(kind ? { kind } : {}), ...(state ? { state } : {}) });

  const act = async (fn: () => Promise<unknown>, done: 'editor.published' | 'editor.unpublished' | 'editor.deleted') => {
    try {
      await fn();
      toast.success(t(done));
      await mutate();
    } catch {
      /* shown by the client */
    }
  };

  const columns: DataColumn<ContentEditorItem>[] = [
    { title: t('editor.titleCol'), key: 'title', render: (_: unknown, r) => (r.state === 'published' ? <a href={contentHref(r.kind, r.id)}>{r.titleZh} / {r.titleEn}</a> : `${r.titleZh} / ${r.titleEn}`) },
    { title: t('editor.kind'), key: 'kind', render: (_: unknown, r) => t(`kinds.${r.kind}`) },
    { title: t('editor.state'), key: 'state', render: (_: unknown, r) => <span data-testid="content-state">{t(`states.${r.state}`)}</span> },
    { title: t('editor.updatedAt'), key: 'updatedAt', render: (_: unknown, r) => format.dateTime(new Date(r.updatedAt), { dateStyle: 'medium', timeStyle: 'short' }) },
    {
      title: t('editor.actions'),
      key: 'actions',
      render: (_: unknown, r) => (
        <span className="content-editor__row-actions">
          <button type="button" onClick={() => setEditing(r)} data-testid="content-edit">
            {t('editor.edit')}
          </button>
          <button
            type="button"
            data-testid={r.state === 'published' ? 'content-unpublish' : 'content-publish'}
            onClick={() => act(() => request(contentCalls.publish, { id: r.id, published: r.state !== 'published' }), r.state === 'published' ? 'editor.unpublished' : 'editor.published')}
          >
            {t(r.state === 'published' ? 'editor.unpublish' : 'editor.publish')}
          </button>
          <button type="button" data-testid="content-delete" onClick={() => window.confirm(t('editor.deleteConfirm')) && act(() => request(contentCalls.remove, { id: r.id }), 'editor.deleted')}>
            {t('editor.delete')}
          </button>
        </span>
      ),
    },
  ];

  if (editing) {
    return (
      <ContentEditorForm
        item={editing === 'new' ? null : editing}
        kind={kind ?? 'news'}
        onSaved={() => void mutate()}
        onCancel={() => {
          setEditing(null);
          void mutate();
        }}
      />
    );
  }
  return (
    <div data-testid="content-admin">
      <div className="content-filter">
        <FilterSelect label={t('editor.kind')} name="kind" value={kind} anyLabel={t('editor.any')} options={CONTENT_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))} onChange={(v) => setKind((v || undefined) as typeof kind)} testId="content-kind-filter" />
        <FilterSelect label={t('editor.state')} name="state" value={state} anyLabel={t('editor.any')} options={CONTENT_STATES.map((s) => ({ value: s, label: t(`states.${s}`) }))} onChange={(v) => setState((v || undefined) as typeof state)} />
        <button type="button" onClick={() => setEditing('new')} data-testid="content-new">
          {t('editor.new')}
        </button>
      </div>
      <DataTable
        rowKey="id"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={isLoading}
        locale={{ emptyText: t('noMatch') }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: data?.total ?? 0, onChange: (p) => setPage(p), hideOnSinglePage: true }}
      />
      <ContentPositions />
    </div>
  );
}
