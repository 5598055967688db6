'use client';
import { Button, Result, Space, Spin } from 'antd';
import '@/styles/antd/button.css';
import '@/styles/antd/result.css';
import '@/styles/antd/space.css';
import '@/styles/antd/spin.css';
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { NavLink } from '@/components/layout/nav-link';
import { paymentCalls } from '@/lib/api/calls/payments';
import { useCall } from '@/lib/api/use-call';
import { useOrderDate } from './use-money';
import { useOrderStatus } from './use-order-status';
import { VIP_CHANGED_EVENT } from './vip-badge';

/**
 * The payment success page (/subscribePay/success?orderNo=…). It only READS payment/getOrderStatus
 * (polling while the confirmation is on its way): visiting it never marks anything paid (issue 12).
 * For a VIP order it shows the new deadline from payment/getVipStatus.
 */
export function PaySuccess() {
  const t = useTranslations('PaymentScreens');
  const orderNo = useSearchParams().get('orderNo')?.trim() ?? '';
  const { data, error, mutate } = useOrderStatus(orderNo || null);
  const order = useCall(paymentCalls.getOrder, data?.status === 'paid' ? { orderNo } : null);
  const vip = useCall(paymentCalls.getVipStatus, order.data?.type === 'vip' ? {} : null);
  const date = useOrderDate();
  const paid = data?.status === 'paid';
  // The header's VIP badge and the menu ask again once the order is paid.
  useEffect(() => {
    if (paid) window.dispatchEvent(new Event(VIP_CHANGED_EVENT));
  }, [paid]);
  const links = (
    <Space>
      <NavLink href="/my/payment" data-testid="success-to-orders">
        {t('common.toOrders')}
      </NavLink>
      <NavLink href="/subscribePay">{t('common.toPlans')}</NavLink>
    </Space>
  );

  if (!orderNo) return <Result status="warning" title={t('common.missingOrder')} extra={links} data-testid="pay-success-missing" />;
  if (error && !data) return <Result status="warning" title={t('common.loadError')} extra={<Button onClick={() => void mutate()}>{t('common.retry')}</Button>} />;
  if (!data) return <Spin />;
  if (data.status === 'waiting') {
    return <Result icon={<Spin size="large" />} title={t('success.pending', { orderNo })} extra={links} data-testid="pay-success-pending" />;
  }
  if (data.status === 'cancelled') {
    return <Result status="warning" title={t('success.cancelled', { orderNo })} extra={links} data-testid="pay-success-cancelled" />;
  }
  return (
    <Result
      status="success"
      title={t('success.title')}
      subTitle={
        <>
          <span>{t('success.subtitle', { orderNo })}</span>
          {vip.data?.state === 'active' && vip.data.validUntil && (
            <span className="pay-success__vip" data-testid="pay-success-vip">
              {' '}
              {t('success.vipUntil', { date: date(vip.data.validUntil, false) })}
            </span>
          )}
        </>
      }
      extra={links}
      data-testid="pay-success"
    />
  );
}
