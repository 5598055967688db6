'use client';
import { Button, Result, Select, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import '@/styles/antd/button.css';
import '@/styles/antd/result.css';
import '@/styles/antd/select.css';
import '@/styles/antd/table.css';
import { useFormatter, useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { usePageParam } from '@/components/ui/use-page-param';
import { useQueryParam } from '@/components/ui/use-query-param';
import { reviewCalls } from '@/lib/api/calls/reviews';
import { useCall } from '@/lib/api/use-call';
import { QUEUE_STATE_FILTERS, type QueueStateFilter, type ReviewDetail, type ReviewItemRow } from '@/lib/reviews/contract';
import { kindsReviewedBy, type ReviewKind } from '@/lib/reviews/kinds';
import { useSession } from '@/lib/session/use-session';
import { ReviewDetailDrawer } from './review-detail';
import { StateTag } from './state-tag';

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
  const { data, error, isLoading, mutate } = useCall(reviewCalls.page, { page, pageSize: PAGE_SIZE, state, ...(kind ? { kind } : {}) });
  const date = (iso: string | null) => (iso ? format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' }) : '—');

  const columns: ColumnsType<ReviewItemRow> = [
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
          <Select<ReviewKind>
            allowClear
            value={chosen}
            placeholder={t('queue.allKinds')}
            aria-label={t('queue.kind')}
            onChange={(value) => setKind(value)}
            options={kinds.map((value) => ({ value, label: t(`kinds.${value}`) }))}
            style={{ minWidth: 200 }}
            data-testid="review-kind-filter"
          />
        )}
        <Select<QueueStateFilter>
          value={state}
          aria-label={t('queue.state')}
          onChange={(value) => setState(value)}
          options={QUEUE_STATE_FILTERS.map((value) => ({ value, label: value === 'pending' || value === 'all' ? t(`queue.${value}`) : t(`states.${value}`) }))}
          style={{ minWidth: 220 }}
          data-testid="review-state-filter"
        />
      </div>
      <Table<ReviewItemRow>
        data-testid="review-table"
        rowKey="id"
        loading={isLoading}
        dataSource={data?.list ?? []}
        columns={columns}
        locale={{ emptyText: t('queue.empty') }}
        scroll={{ x: 900 }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: data?.total ?? 0, hideOnSinglePage: true, showSizeChanger: false, onChange: setPage }}
      />
      <ReviewDetailDrawer id={open} onClose={() => setOpen(null)} onChanged={() => void mutate()} renderDetail={renderDetail} />
    </div>
  );
}
