'use client';
import { Tag } from 'antd';
import '@/styles/antd/tag.css';
import { useTranslations } from 'next-intl';
import type { StandardPublicState } from '@/lib/standards/contract';

const COLOURS: Record<StandardPublicState, string> = {
  notSubmitted: 'default',
  submitted: 'processing',
  underReview: 'processing',
  approved: 'success',
  failed: 'error',
  repealed: 'warning',
};

/** A standard's state: the review states plus repealed. */
export function StateTag({ state }: { state: StandardPublicState }) {
  const t = useTranslations('Standards');
  return (
    <Tag color={COLOURS[state]} data-testid="std-state" data-state={state}>
      {t(`states.${state}`)}
    </Tag>
  );
}

/** A standard's state in a list: the tag, and the reason under it once repealed. */
export function StandardState({ row }: { row: { state: StandardPublicState; repealReason?: string | null } }) {
  return (
    <>
      <StateTag state={row.state} />
      {row.repealReason && <div className="auth-muted">{row.repealReason}</div>}
    </>
  );
}
