'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { DataTable, type DataColumn } from '@/components/ui/plain/data-table';
import { LoadFailed } from '@/components/ui/plain/load-failed';
import { rankingApplicationCalls } from '@/lib/api/calls/ranking';
import { useCall } from '@/lib/api/use-call';
import type { ApplicationView } from '@/lib/ranking/contract';
import type { ReviewState } from '@/lib/reviews/states';
import { formatDateTime } from '@/lib/time';

const PAGE_SIZE = 10;

/** The applicant's own ranking applications with their review state (qc/myApplications): /economy/economySuccess. */
export function MyApplications() {
  const t = useTranslations('Ranking.apply');
  const tr = useTranslations('Reviews');
  const tc = useTranslations('Common');
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useCall(rankingApplicationCalls.myApplications, { page, pageSize: PAGE_SIZE });
  if (error) return <LoadFailed message={error.message} retryLabel={tc('retry')} onRetry={() => mutate()} />;
  const columns: DataColumn<ApplicationView>[] = [
    { key: 'company', title: t('companyName'), dataIndex: 'companyName' },
    { key: 'product', title: t('productName'), dataIndex: 'productName' },
    { key: 'code', title: t('creditCode'), dataIndex: 'creditCode' },
    { key: 'at', title: t('submittedAt'), render: (_v, r) => formatDateTime(r.createdAt, locale) },
    { key: 'state', title: t('state'), render: (_v, r) => <span className={`rk-state rk-state--${r.state}`} data-testid="application-state">{tr(`states.${r.state as ReviewState}`)}</span> },
  ];
  return (
    <DataTable
      data-testid="my-applications"
      columns={columns}
      dataSource={data?.list ?? []}
      rowKey="id"
      loading={isLoading}
      locale={{ emptyText: t('none') }}
      pagination={{ current: page, pageSize: PAGE_SIZE, total: data?.total ?? 0, onChange: setPage, hideOnSinglePage: true }}
    />
  );
}
