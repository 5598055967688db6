'use client';
import { useTranslations } from 'next-intl';
import { NavLink } from '@/components/layout/nav-link';
import { DataTable, type DataColumn } from '@/components/ui/plain/data-table';
import { FilterSelect } from '@/components/ui/plain/filter-select';
import { LoadFailed } from '@/components/ui/plain/load-failed';
import { useDateTime } from '@/components/ui/use-date-time';
import { useQueryFilters } from '@/components/ui/use-query-filters';
import { marketCalls } from '@/lib/api/calls/market';
import { useCall } from '@/lib/api/use-call';
import { formatBytes } from '@/lib/library/format';
import { FILE_ORIGINS, type FileOrigin, type ManagedFile } from '@/lib/market/contract';
import { deleteFile } from './delete-file';
import { FileUsedBy } from './file-used-by';

const PAGE_SIZE = 20;

/**
 * /fileManage/list (issue 37 behaviour 5): the caller's uploads and generated files, origin and name
 * filters and the page in the address, where each is used (as a link), size, date, SHA-256, download;
 * delete only what is not attached (the server answers 409 otherwise).
 */
export function FileList() {
  const t = useTranslations('Market.files');
  const dateText = useDateTime();
  const { values, page, go } = useQueryFilters();
  const origin = (FILE_ORIGINS as readonly string[]).includes(values.origin ?? '') ? (values.origin as FileOrigin) : undefined;
  const keyword = values.keyword?.slice(0, 100) || undefined;
  const { data, error, isLoading, mutate } = useCall(marketCalls.pageFile, { page, pageSize: PAGE_SIZE, origin, keyword });

  async function remove(file: ManagedFile) {
    if (await deleteFile(file.id, t('confirmDelete', { name: file.name }), t('deleted'))) void mutate();
  }

  const columns: DataColumn<ManagedFile>[] = [
    { key: 'name', title: t('name'), render: (_: unknown, f) => <NavLink href={`/fileManage/detail?id=${f.id}`}>{f.name}</NavLink> },
    { key: 'origin', title: t('origin'), render: (_: unknown, f) => <span className={f.origin === 'upload' ? 'tag' : 'tag tag--blue'}>{t(`origins.${f.origin}`)}</span> },
    { key: 'usedBy', title: t('usedBy'), render: (_: unknown, f) => <FileUsedBy file={f} /> },
    { key: 'size', title: t('size'), align: 'right', render: (_: unknown, f) => formatBytes(f.size) },
    { key: 'date', title: t('date'), render: (_: unknown, f) => dateText(f.createdAt) },
    { key: 'sha256', title: t('sha256'), render: (_: unknown, f) => <code className="mkt-hash" title={f.sha256}>{f.sha256.slice(0, 12)}…</code> },
    {
      key: 'actions',
      title: t('actions'),
      fixed: 'right',
      render: (_: unknown, f) => (
        <span className="mkt-formats">
          <a href={f.url} download={f.name} data-testid="file-row-download">
            {t('download')}
          </a>{' '}
          <button type="button" className="button button--small" onClick={() => void remove(f)} data-testid="file-row-delete" title={f.deletable ? undefined : t('attachedNote')}>
            {t('delete')}
          </button>
        </span>
      ),
    },
  ];

  return (
    <section className="page" data-testid="file-list">
      <h1 className="section-title">{t('title')}</h1>
      <p className="mkt-note">{t('lead')}</p>
      <form
        className="mkt-filters"
        onSubmit={(e) => {
          e.preventDefault();
          go({ keyword: String(new FormData(e.currentTarget).get('keyword') ?? '') });
        }}
      >
        <FilterSelect label={t('origin')} name="origin" value={origin ?? ''} options={FILE_ORIGINS.map((o) => ({ value: o, label: t(`origins.${o}`) }))} anyLabel={t('any')} onChange={(v) => go({ origin: v })} testId="file-origin" />
        <label>
          {t('keyword')}
          <input type="search" name="keyword" defaultValue={keyword ?? ''} maxLength={100} data-testid="file-keyword" />
        </label>
        <button type="submit" className="button">
          {t('search')}
        </button>
      </form>
      {error ? (
        <LoadFailed message={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void mutate()} />
      ) : (
        <DataTable
          columns={columns}
          dataSource={data?.list ?? []}
          rowKey="id"
          loading={isLoading}
          locale={{ emptyText: t('empty') }}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: data?.total ?? 0, onChange: (p) => go({ page: p }), hideOnSinglePage: true }}
          onRow={(f) => ({ 'data-testid': 'file-row', 'data-id': f.id } as never)}
        />
      )}
    </section>
  );
}
