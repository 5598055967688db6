'use client';
import { Tag } from 'antd';
import '@/styles/antd/tag.css';
import { useTranslations } from 'next-intl';
import type { OrderStage } from '@/lib/cloud/order-stages';

const COLORS: Record<OrderStage, string> = {
  preReview: 'default',
  offer: 'gold',
  contract: 'orange',
  executing: 'blue',
  delivered: 'cyan',
  completed: 'green',
  evaluated: 'purple',
  cancelled: 'red',
};

/** A detection order's stage as a coloured tag (labels CloudOrders.stages.*). */
export function StageTag({ stage }: { stage: OrderStage }) {
  const t = useTranslations('CloudOrders');
  return (
    <Tag color={COLORS[stage]} data-testid="stage-tag" data-stage={stage}>
      {t(`stages.${stage}`)}
    </Tag>
  );
}
