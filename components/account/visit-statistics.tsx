'use client';
import { Button, Empty, Result, Spin } from 'antd';
import '@/styles/antd/button.css';
import '@/styles/antd/empty.css';
import '@/styles/antd/result.css';
import '@/styles/antd/spin.css';
import { useFormatter, useTranslations } from 'next-intl';
import { usePathname, useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { visitColumns } from './visit-columns';
import { VISIT_LIMITS, type VisitStatisticsState } from './visit-statistics-state';
import { FilterSelect } from '@/components/ui/plain/filter-select';
import { DataTable } from '@/components/ui/plain/data-table';

/**
 * /my/administration/visitStatistics: visits and distinct visitors per path, most visited first.
 * The server page loads the rows (and decides access); the limit lives in the URL query.
 */
export function VisitStatistics({ limit, state }: { limit: number; state: VisitStatisticsState }) {
  const t = useTranslations('Account.visits');
  const tc = useTranslations('Common');
  const format = useFormatter();
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();

  const changeLimit = (value: number) => {
    const query = new URLSearchParams(window.location.search);
    query.set('limit', String(value));
    startTransition(() => router.replace(`${pathname}?${query}`));
  };
  const retry = () => startTransition(() => router.refresh());

  let body;
  if (state.kind === 'denied') body = <Result status="403" title={t('noAuthority')} subTitle={state.msg} data-testid="visit-denied" />;
  else if (state.kind === 'error')
    body = (
      <Result
        status="error"
        title={t('loadFailed')}
        subTitle={state.msg}
        extra={<Button onClick={retry} loading={pending}>{tc('retry')}</Button>}
        data-testid="visit-error"
      />
    );
  else if (state.kind === 'signedOut') body = <div className="auth-result"><Spin /></div>;
  else
    body = (
      <DataTable
        scroll={{ x: 'max-content' }}
        rowKey="path"
        size="middle"
        columns={visitColumns(t, (n) => format.number(n))}
        dataSource={state.rows}
        loading={pending}
        pagination={false}
        locale={{ emptyText: <Empty description={t('empty')} /> }}
        data-testid="visit-table"
      />
    );

  return (
    <section className="my-panel" data-testid="visit-statistics">
      <div className="my-panel__head">
        <h1 className="my-panel__title">{t('title')}</h1>
        {state.kind === 'ok' && (
          <FilterSelect
            className="plain-select"
            hideLabel
            label={t('limit')}
            name="limit"
            value={String(limit)}
            onChange={(value) => changeLimit(Number(value))}
            options={VISIT_LIMITS.map((count) => ({ value: String(count), label: t('limitOption', { count }) }))}
            testId="visit-limit"
          />
        )}
      </div>
      <p className="auth-muted">{t('intro')}</p>
      {body}
    </section>
  );
}
