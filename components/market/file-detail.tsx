'use client';
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { NavLink } from '@/components/layout/nav-link';
import { LoadFailed } from '@/components/ui/plain/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { useDateTime } from '@/components/ui/use-date-time';
import { marketCalls } from '@/lib/api/calls/market';
import { useCall } from '@/lib/api/use-call';
import { useRouter } from '@/lib/i18n/navigation';
import { formatBytes } from '@/lib/library/format';
import { deleteFile } from './delete-file';
import { FileUsedBy } from './file-used-by';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /fileManage/detail?id= (issue 37 behaviour 5): one of the caller's files with its facts, use, download and delete. */
export function FileDetail() {
  const t = useTranslations('Market.files');
  const dateText = useDateTime();
  const router = useRouter();
  const id = useSearchParams().get('id') ?? '';
  const valid = UUID.test(id);
  const { data: file, error, mutate } = useCall(marketCalls.getFile, valid ? { id } : null);

  if (!valid) return <p className="page mkt-card mkt-empty">{t('noId')}</p>;
  if (error) return <LoadFailed message={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void mutate()} />;
  if (!file) return <Spinner />;
  return (
    <section className="page" data-testid="file-detail">
      <p>
        <NavLink href="/fileManage/list">{t('back')}</NavLink>
      </p>
      <h1 className="section-title">{file.name}</h1>
      <dl className="mkt-facts">
        <dt>{t('origin')}</dt>
        <dd>{t(`origins.${file.origin}`)}</dd>
        <dt>{t('usedBy')}</dt>
        <dd>
          <FileUsedBy file={file} />
        </dd>
        <dt>{t('type')}</dt>
        <dd>{file.mime}</dd>
        <dt>{t('size')}</dt>
        <dd>{formatBytes(file.size)}</dd>
        <dt>{t('date')}</dt>
        <dd>{dateText(file.createdAt)}</dd>
        <dt>{t('sha256')}</dt>
        <dd className="mkt-hash" data-testid="file-detail-sha256">
          {file.sha256}
        </dd>
      </dl>
      <p className="mkt-formats">
        <a className="button button--primary" href={file.url} download={file.name}>
          {t('download')}
        </a>{' '}
        <button type="button" className="button" onClick={async () => (await deleteFile(file.id, t('confirmDelete', { name: file.name }), t('deleted'))) && router.push('/fileManage/list')}>
          {t('delete')}
        </button>
      </p>
      {!file.deletable && <p className="mkt-note">{t('attachedNote')}</p>}
    </section>
  );
}
