'use client';
import { Descriptions, Result, Spin } from 'antd';
import '@/styles/antd/descriptions.css';
import '@/styles/antd/result.css';
import '@/styles/antd/spin.css';
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { NavLink } from '@/components/layout/nav-link';
import { useOrderDate } from '@/components/commerce/use-money';
import { cloudOrderCalls } from '@/lib/api/calls/cloud';
import { useCall } from '@/lib/api/use-call';
import { StageTag } from './stage-tag';
import { idParam } from '@/lib/id-param';
import dynamic from 'next/dynamic';

/** The whole order (stages, actions, uploads, payment) loads only for its parties, when theirs is shown (issue 30, page weight). */
const OrderDetail = dynamic(() => import('./order-detail').then((m) => m.OrderDetail));

/**
 * /cloud/requirementDetail?id=… (signed in): a requirement's public part (items, materials, sample
 * count, qualification); its customer, laboratory and customer service see the whole order.
 */
export function RequirementDetailPage() {
  const t = useTranslations('CloudOrders');
  const date = useOrderDate();
  const id = idParam(useSearchParams().get('id'));
  const { data, error, isLoading } = useCall(cloudOrderCalls.getPublic, id ? { id } : null);
  if (!id || (error && !isLoading)) return <Result status="404" title={t('notFound')} extra={<NavLink href="/cloud/requirementList">{t('pages.requirementList')}</NavLink>} />;
  if (!data) return <Spin />;
  if (data.mine) return <OrderDetail orderNo={data.mine} />;
  return (
    <section data-testid="requirement-detail">
      <h1 className="section-title">
        {data.projectName} <StageTag stage={data.stage} />
      </h1>
      <Descriptions bordered size="small" column={1}>
        <Descriptions.Item label={t('ui.kind')}>{t(`kinds.${data.kind}`)}</Descriptions.Item>
        <Descriptions.Item label={t('ui.items')}>{data.items.join('; ')}</Descriptions.Item>
        <Descriptions.Item label={t('ui.material')}>{data.materials.join(', ')}</Descriptions.Item>
        <Descriptions.Item label={t('ui.sampleCount', { n: data.sampleCount })}>{data.sampleCount}</Descriptions.Item>
        <Descriptions.Item label={t('ui.qualification')}>{t(`qualifications.${data.qualification}`)}</Descriptions.Item>
        <Descriptions.Item label={t('ui.placedAt')}>{date(data.createdAt)}</Descriptions.Item>
      </Descriptions>
      <p className="cloud-page__lead">{t('pages.detailPrivacy')}</p>
    </section>
  );
}
