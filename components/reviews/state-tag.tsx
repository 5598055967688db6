'use client';
import { Tag } from 'antd';
import '@/styles/antd/tag.css';
import { useTranslations } from 'next-intl';
import type { ReviewState } from '@/lib/reviews/states';

const COLOURS: Record<ReviewState, string> = { notSubmitted: 'default', submitted: 'gold', underReview: 'blue', approved: 'green', failed: 'red' };

/** A review state as a coloured tag, in the reader's language; later areas show their items' state with it. */
export function StateTag({ state }: { state: ReviewState }) {
  const t = useTranslations('Reviews');
  return (
    <Tag color={COLOURS[state]} data-testid="review-state">
      {t(`states.${state}`)}
    </Tag>
  );
}
