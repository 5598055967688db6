'use client';
import { Tag } from 'antd';
import '@/styles/antd/tag.css';
import { useTranslations } from 'next-intl';
import { paymentCalls } from '@/lib/api/calls/payments';
import { useCall } from '@/lib/api/use-call';
import { NavLink } from '@/components/layout/nav-link';
import type { VipStatus } from '@/lib/payments/contract';
import { useOrderDate } from './use-money';

/** The caller's VIP state as read from the server: active until a deadline, expired, or none. */
export function VipStateView({ status, action = true }: { status: VipStatus; action?: boolean }) {
  const t = useTranslations('PaymentScreens');
  const tp = useTranslations('Payments');
  const date = useOrderDate();
  const until = status.validUntil ? date(status.validUntil, false) : '';
  return (
    <div className={`vip-state vip-state--${status.state}`} data-testid="vip-state" data-state={status.state}>
      <p className="vip-state__line">
        <Tag color={status.state === 'active' ? 'gold' : 'default'}>{t('vip.tag')}</Tag>
        <span data-testid="vip-deadline">{status.state === 'active' ? t('vip.validUntil', { date: until }) : status.state === 'expired' ? t('vip.expiredOn', { date: until }) : t('vip.never')}</span>
        {status.state === 'active' && status.welcomePackage && <Tag color="green">{tp('welcomePackage')}</Tag>}
      </p>
      {action && (
        <NavLink href="/subscribePay" className="vip-state__action" data-testid="vip-state-action">
          {status.state === 'none' ? t('vip.buy') : t('vip.renew')}
        </NavLink>
      )}
    </div>
  );
}

/** The VIP state box of the personal centre (top of /my/payment, the side menu). */
export function VipState({ action = true }: { action?: boolean }) {
  const t = useTranslations('PaymentScreens');
  const { data, error, mutate } = useCall(paymentCalls.getVipStatus, {});
  if (error && !data) {
    return (
      <p className="vip-state vip-state--error" role="alert">
        {t('common.loadError')}{' '}
        <button type="button" className="pay-link-button" onClick={() => void mutate()}>
          {t('common.retry')}
        </button>
      </p>
    );
  }
  if (!data) return <div className="vip-state vip-state--loading" aria-busy="true" />;
  return (
    <section aria-label={t('vip.title')}>
      <VipStateView status={data} action={action} />
    </section>
  );
}
