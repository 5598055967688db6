'use client';
import { Button, Descriptions, Result, Space, Spin } from 'antd';
import '@/styles/antd/button.css';
import '@/styles/antd/descriptions.css';
import '@/styles/antd/result.css';
import '@/styles/antd/space.css';
import '@/styles/antd/spin.css';
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { NavLink } from '@/components/layout/nav-link';
import { payCalls, paymentCalls } from '@/lib/api/calls/payments';
import { request } from '@/lib/api/client';
import { useCall } from '@/lib/api/use-call';
import { useRouter } from '@/lib/i18n/navigation';
import { successPath } from './pay-dialog';
import { useMoney } from '@/components/commerce/money';
import { useOrderStatus } from './use-order-status';

const marker = (orderNo: string) => `zfbPay:${orderNo}`;

function readMarker(orderNo: string): boolean {
  try {
    return window.sessionStorage.getItem(marker(orderNo)) !== null;
  } catch {
    return false;
  }
}

function writeMarker(orderNo: string): void {
  try {
    window.sessionStorage.setItem(marker(orderNo), '1');
  } catch {
    // Private mode without storage: the page then forwards again when the wallet sends the browser back.
  }
}

/** Alipay sends the browser back to its return_url (this page) with these parameters of page pay. */
const RETURN_PARAMS = ['trade_no', 'out_trade_no', 'method'];

/**
 * /zfbPay (issue 12, item 7): the wallet payment page. First visit: shows the order and forwards this
 * tab to the Alipay page of pay/alipay/certUnifiedOrder. When the browser comes back (Alipay's return
 * parameters, or this tab already went there): polls payment/getOrderStatus and moves on to the success
 * page once the server says paid. It never marks anything paid itself.
 */
export function ZfbPay({ navigate = (url: string) => window.location.assign(url) }: { navigate?: (url: string) => void }) {
  const t = useTranslations('PaymentScreens');
  const params = useSearchParams();
  const orderNo = params.get('orderNo')?.trim() ?? '';
  if (!orderNo) {
    return <Result status="warning" title={t('common.missingOrder')} extra={<NavLink href="/my/payment">{t('common.toOrders')}</NavLink>} data-testid="zfb-missing" />;
  }
  const returned = RETURN_PARAMS.some((p) => params.has(p));
  return <ZfbOrder key={orderNo} orderNo={orderNo} returned={returned} navigate={navigate} />;
}

function ZfbOrder({ orderNo, returned, navigate }: { orderNo: string; returned: boolean; navigate: (url: string) => void }) {
  const t = useTranslations('PaymentScreens');
  const money = useMoney();
  const router = useRouter();
  const [back] = useState(() => returned || readMarker(orderNo));
  const [forwardFailed, setForwardFailed] = useState(false);
  const started = useRef(false);
  const order = useCall(paymentCalls.getOrder, { orderNo });
  const { data: status } = useOrderStatus(back ? orderNo : null);
  const current = status?.status ?? order.data?.status;

  const forward = useCallback(() => {
    setForwardFailed(false);
    request(payCalls.alipayUnifiedOrder, { orderNo, kind: 'page' })
      .then((answer) => {
        if (!answer.url) throw new Error('no wallet url');
        writeMarker(orderNo);
        navigate(answer.url);
      })
      .catch(() => setForwardFailed(true));
  }, [orderNo, navigate]);

  useEffect(() => {
    if (back || started.current || order.data?.status !== 'waiting') return;
    started.current = true;
    forward();
  }, [back, order.data?.status, forward]);

  useEffect(() => {
    if (current === 'paid') router.replace(successPath(orderNo));
  }, [current, orderNo, router]);

  if (order.error && !order.data) {
    return <Result status="warning" title={t('common.loadError')} extra={<Button onClick={() => void order.mutate()}>{t('common.retry')}</Button>} data-testid="zfb-error" />;
  }
  if (!order.data) return <Spin />;
  const detail = order.data;

  return (
    <section className="zfb-pay" data-testid="zfb-pay" data-status={current}>
      <h1 className="pay-page__title">{t('zfb.title')}</h1>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('dialog.orderNo')}>{detail.orderNo}</Descriptions.Item>
        <Descriptions.Item label={t('dialog.items')}>{detail.title}</Descriptions.Item>
        <Descriptions.Item label={t('dialog.amount')}>
          <strong className="pay-amount">{money(detail.amountFen)}</strong>
        </Descriptions.Item>
      </Descriptions>
      {current === 'cancelled' ? (
        <Result status="warning" title={t('dialog.cancelled')} extra={<NavLink href="/my/payment">{t('common.toOrders')}</NavLink>} data-testid="zfb-cancelled" />
      ) : current === 'paid' ? (
        <Result status="success" title={t('dialog.paid')} />
      ) : forwardFailed ? (
        <Result status="warning" title={t('zfb.forwardFailed')} extra={<Space><Button onClick={forward}>{t('common.retry')}</Button><NavLink href="/my/payment">{t('common.toOrders')}</NavLink></Space>} data-testid="zfb-forward-failed" />
      ) : back ? (
        <div className="zfb-pay__back">
          <div role="status" data-testid="zfb-checking">
            <Spin size="small" /> {t('zfb.checking')}
          </div>
          <Button onClick={forward} data-testid="zfb-open-again">
            {t('zfb.openAgain')}
          </Button>
        </div>
      ) : (
        <div role="status" data-testid="zfb-forwarding">
          <Spin size="small" /> {t('zfb.forwarding')}
        </div>
      )}
    </section>
  );
}
