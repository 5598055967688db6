'use client';
import { Button, Result } from 'antd';
import '@/styles/antd/button.css';
import '@/styles/antd/result.css';
import { useFormatter, useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useState, type ReactNode } from 'react';
import { useOpened } from '@/components/ui/use-opened';
import { usePageParam } from '@/components/ui/use-page-param';
import { useQueryParam } from '@/components/ui/use-query-param';
import { reviewCalls } from '@/lib/api/calls/reviews';
import { useCall } from '@/lib/api/use-call';
import { QUEUE_STATE_FILTERS, type QueueStateFilter, type ReviewDetail, type ReviewItemRow } from '@/lib/reviews/contract';
import { kindsReviewedBy, type ReviewKind } from '@/lib/reviews/kinds';
import { useSession } from '@/lib/session/use-session';
import { StateTag } from './state-tag';
import { FilterSelect } from '@/components/ui/plain/filter-select';
import { DataTable, type DataColumn } from '@/components/ui/plain/data-table';

/** The drawer (detail, decision dialog) loads when an item is first opened (issue 30, page weight). */
const ReviewDetailDrawer = dynamic(() => import('./review-detail').then((m) => m.ReviewDetailDrawer));

const PAGE_SIZE = 20;

export interface ReviewQueueProps {
  /** One kind only (a screen of that kind); without it the queue has a kind filter over every kind the reader reviews. */
  kind?: ReviewKind;
  /** The area's own summary of an item in the detail (e.g. a test bag's items and prices), under the facts. */
  renderDetail?: (item: ReviewDetail) => ReactNode;
}

/**
 * The administrators' review queue (issue 11, item 2) that review screens mount:
 * `<ReviewQueue kind="testBag" renderDetail={(item) => <BagSummary id={item.subjectId} />} />`.
 * Filters by kind and state in the URL, a detail drawer with the history, and start, approve or fail
 * (with a required reason) and revoke. Which roles review which kind: lib/reviews/kinds.ts; the
 * role here is a display hint, the audit/* endpoints decide.
 */
export function ReviewQueue({ kind, renderDetail }: ReviewQueueProps) {
  const t = useTranslations('Reviews');
  const { ready, userType } = useSession();
  const kinds = kindsReviewedBy(userType ?? '').filter((k) => !kind || k === kind);
  if (!ready) return null;
  if (!kinds.length) return <Result status="403" title={t('queue.denied')} data-testid="review-denied" />;
  return <Queue kinds={kinds} fixed={kind} renderDetail={renderDetail} />;
}

function Queue({ kinds, fixed, renderDetail }: { kinds: ReviewKind[]; fixed?: ReviewKind; renderDetail?: ReviewQueueProps['renderDetail'] }) {
  const t = useTranslations('Reviews');
  const format = useFormatter();
  const [page, setPage] = usePageParam();
  const [state, setState] = useQueryParam<QueueStateFilter>('state', QUEUE_STATE_FILTERS, 'pending');
  const [chosen, setKind] = useQueryParam<ReviewKind>('kind', kinds);
  const kind = fixed ?? chosen;
  const [open, setOpen] = useState<number | null>(null);
  const drawerOpened = useOpened(open !== null);
  const { data, error, isLoading, mutate } = useCall(reviewCalls.page, { page, pageSize: PAGE_SIZE, state, ...(kind ? { kind } : {}) });
  const date = (iso: string | null) => (iso ? format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' }) : '—');

  const columns: DataColumn<ReviewItemRow>[] = [
    {
      title: t('queue.columns.title'),
      key: 'title',
      render: (_: unknown, r) => (
        <Button type="link" className="review-title" onClick={() => setOpen(r.id)} data-testid="review-open">
          {r.title}
        </Button>
      ),
    },
    ...(fixed ? [] : [{ title: t('queue.columns.kind'), key: 'kind', render: (_: unknown, r: ReviewItemRow) => t(`kinds.${r.kind}`) }]),
    { title: t('queue.columns.owner'), key: 'owner', render: (_: unknown, r) => r.ownerName },
    { title: t('queue.columns.state'), key: 'state', render: (_: unknown, r) => <StateTag state={r.state} /> },
    { title: t('queue.columns.submittedAt'), key: 'submittedAt', render: (_: unknown, r) => date(r.submittedAt) },
    { title: t('queue.columns.reviewer'), key: 'reviewer', render: (_: unknown, r) => r.reviewerName ?? '—' },
    {
      title: t('queue.columns.actions'),
      key: 'actions',
      render: (_: unknown, r) => (
        <Button size="small" onClick={() => setOpen(r.id)}>
          {t('queue.details')}
        </Button>
      ),
    },
  ];

  if (error && !isLoading) {
    return <Result status="warning" title={t('queue.loadError')} extra={<Button onClick={() => void mutate()}>{t('queue.retry')}</Button>} />;
  }

  return (
    <div data-testid="review-queue">
      <div className="review-toolbar">
        {!fixed && kinds.length > 1 && (
          <FilterSelect
            className="plain-select"
            hideLabel
            label={t('queue.kind')}
            name="kind"
            value={chosen}
            anyLabel={t('queue.allKinds')}
            onChange={(value) => setKind((value || undefined) as ReviewKind | undefined)}
            options={kinds.map((value) => ({ value, label: t(`kinds.${value}`) }))}
            testId="review-kind-filter"
          />
        )}
        <FilterSelect
          className="plain-select"
          hideLabel
          label={t('queue.state')}
          name="state"
          value={state}
          onChange={(value) => setState(value as QueueStateFilter)}
          options={QUEUE_STATE_FILTERS.map((value) => ({ value, label: value === 'pending' || value === 'all' ? t(`queue.${value}`) : t(`states.${value}`) }))}
          testId="review-state-filter"
        />
      </div>
      <DataTable<ReviewItemRow>
        data-testid="review-table"
        rowKey="id"
        loading={isLoading}
        dataSource={data?.list ?? []}
        columns={columns}
        locale={{ emptyText: t('queue.empty') }}
        scroll={{ x: 900 }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: data?.total ?? 0, hideOnSinglePage: true, onChange: setPage }}
      />
      {drawerOpened && <ReviewDetailDrawer id={open} onClose={() => setOpen(null)} onChanged={() => void mutate()} renderDetail={renderDetail} />}
    </div>
  );
}
