'use client';
import { Button, Descriptions, Drawer, Space, Spin, Tag, Timeline } from 'antd';
import '@/styles/antd/button.css';
import '@/styles/antd/descriptions.css';
import '@/styles/antd/drawer.css';
import '@/styles/antd/space.css';
import '@/styles/antd/spin.css';
import '@/styles/antd/tag.css';
import '@/styles/antd/timeline.css';
import { useFormatter, useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { reviewCalls } from '@/lib/api/calls/reviews';
import { request } from '@/lib/api/client';
import { useCall } from '@/lib/api/use-call';
import type { ReviewDetail as Detail } from '@/lib/reviews/contract';
import { TRANSITIONS, type ReviewAction } from '@/lib/reviews/states';
import { DecisionModal } from './decision-modal';
import { StateTag } from './state-tag';
import { toast } from '@/components/ui/plain/toast';

/** Buttons in the order a reviewer meets them; the owner's own buttons after. */
const ORDER: ReviewAction[] = ['start', 'approve', 'fail', 'revoke', 'submit', 'withdraw'];

/**
 * One item: its facts, the area's own summary (`renderDetail`), every step of its history, and the
 * actions the server says the caller may take now (`actions` of audit/get).
 */
export function ReviewDetailDrawer({ id, onClose, onChanged, renderDetail }: { id: number | null; onClose: () => void; onChanged: () => void; renderDetail?: (item: Detail) => ReactNode }) {
  const t = useTranslations('Reviews');
  const format = useFormatter();
  const { data, mutate, isLoading } = useCall(reviewCalls.get, id === null ? null : { id });
  const [asking, setAsking] = useState<ReviewAction | null>(null);
  const item = data && data.id === id ? data : undefined;
  const date = (iso: string | null) => (iso ? format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' }) : '—');

  async function run(action: ReviewAction, comment = '') {
    if (!item) return;
    if (action === 'start') await request(reviewCalls.start, { id: item.id });
    else if (action === 'approve' || action === 'fail') await request(reviewCalls.audit, { id: item.id, decision: action, ...(comment ? { comment } : {}) });
    else if (action === 'revoke') await request(reviewCalls.revoke, { id: item.id, comment });
    else if (action === 'submit') await request(reviewCalls.submit, { id: item.id });
    else await request(reviewCalls.withdraw, { id: item.id });
    toast.success(t('decision.done'));
    setAsking(null);
    await mutate();
    onChanged();
  }

  function press(action: ReviewAction) {
    if (TRANSITIONS[action].commentRequired || action === 'approve') setAsking(action);
    else void run(action).catch(() => undefined);
  }

  return (
    <Drawer open={id !== null} onClose={onClose} title={item?.title ?? t('detail.title')} size="large" destroyOnHidden>
      {!item ? (
        isLoading && <Spin />
      ) : (
        <div data-testid="review-detail">
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('queue.columns.kind')}>{t(`kinds.${item.kind}`)}</Descriptions.Item>
            <Descriptions.Item label={t('detail.owner')}>{item.ownerName}</Descriptions.Item>
            <Descriptions.Item label={t('detail.state')}>
              <StateTag state={item.state} />
            </Descriptions.Item>
            <Descriptions.Item label={t('detail.submittedAt')}>{date(item.submittedAt)}</Descriptions.Item>
            <Descriptions.Item label={t('detail.reviewer')}>{item.reviewerName ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('detail.decidedAt')}>{date(item.decidedAt)}</Descriptions.Item>
          </Descriptions>
          {renderDetail?.(item)}
          <h3 className="review-heading">{t('detail.history')}</h3>
          <Timeline
            data-testid="review-history"
            items={item.steps.map((s) => ({
              key: s.id,
              content: (
                <div className="review-step">
                  <p className="review-step__line">
                    <strong>{t('detail.step', { actor: s.actorName ?? t('detail.unknownActor'), action: t(`actions.${s.action}`) })}</strong>{' '}
                    <span className="review-step__meta">{t('detail.fromTo', { from: t(`states.${s.fromState}`), to: t(`states.${s.toState}`) })} · {date(s.createdAt)}</span>
                  </p>
                  {s.comment && <p className="review-step__comment">{t('detail.comment', { comment: s.comment })}</p>}
                </div>
              ),
            }))}
          />
          <Space wrap>
            {ORDER.filter((a) => item.actions.includes(a)).map((action) => (
              <Button key={action} type={action === 'approve' || action === 'start' ? 'primary' : 'default'} danger={action === 'fail' || action === 'revoke'} onClick={() => press(action)} data-testid={`review-${action}`}>
                {t(`buttons.${action}` as 'buttons.start')}
              </Button>
            ))}
            {item.actions.length === 0 && <Tag>{t(`states.${item.state}`)}</Tag>}
          </Space>
          <DecisionModal action={asking} onCancel={() => setAsking(null)} onConfirm={(comment) => run(asking!, comment)} />
        </div>
      )}
    </Drawer>
  );
}
