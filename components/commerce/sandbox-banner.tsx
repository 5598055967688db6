'use client';
import { Alert } from 'antd';
import '@/styles/antd/alert.css';
import { useTranslations } from 'next-intl';
import { paymentCalls } from '@/lib/api/calls/payments';
import { useCall } from '@/lib/api/use-call';

/**
 * The banner every payment screen shows while payments are simulated by the in-app sandbox
 * (PAY_PROVIDER=sandbox; issue 27, item 2): asked of the server (payment/getPayMode), never assumed,
 * so a build that runs with real providers shows nothing. SWR shares the one answer between the
 * banners of a page (the plan page's and its payment dialog's).
 */
export function SandboxBanner() {
  const t = useTranslations('PaymentScreens');
  const { data } = useCall(paymentCalls.getPayMode, {});
  if (!data?.sandbox) return null;
  return <Alert type="warning" showIcon banner className="pay-sandbox-banner" title={t('sandbox.title')} description={t('sandbox.text')} data-testid="sandbox-banner" />;
}
