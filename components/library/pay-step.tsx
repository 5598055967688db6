'use client';
import { Alert, Button, Result, Space, Spin } from 'antd';
import '@/styles/antd/alert.css';
import '@/styles/antd/button.css';
import '@/styles/antd/result.css';
import '@/styles/antd/space.css';
import '@/styles/antd/spin.css';
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { NavLink } from '@/components/layout/nav-link';
import { PayDialog } from '@/components/commerce/lazy-dialogs';
import { OrderStatusTag } from '@/components/commerce/order-status-tag';
import { useMoney } from '@/components/commerce/money';
import { libraryCalls } from '@/lib/api/calls/library';
import { paymentCalls } from '@/lib/api/calls/payments';
import { request } from '@/lib/api/client';
import { useCall } from '@/lib/api/use-call';
import { LIBRARY_LIST, myOrderHref } from '@/lib/library/paths';
import { downloadItem } from './download-item';

/**
 * /librany/libranyPay (issue 14, screens): the order's summary and the shared payment dialog
 * (components/commerce/pay-dialog.tsx), which polls the server and moves on by itself once the
 * order is paid: this page then shows the success state with the downloads of the bought documents
 * and requests the invoice with the title chosen at checkout (payment/saveInvoice).
 */
export function LibraryPayStep() {
  const t = useTranslations('Library');
  const tp = useTranslations('Payments');
  const money = useMoney();
  const orderNo = useSearchParams().get('orderNo') ?? '';
  // An order number's shape (lib/payments/contract.ts ORDER_NO_PATTERN), without loading zod here.
  const valid = /^\d{14,18}$/.test(orderNo);
  const { data: order, error, mutate } = useCall(libraryCalls.getLibraryOrder, valid ? { orderNo } : null);
  const [closed, setClosed] = useState(false);
  const [invoiced, setInvoiced] = useState(false);
  const asked = useRef(false);

  // Once paid: the invoice is requested with the title chosen at checkout (once; the server refuses a second).
  useEffect(() => {
    if (!order || order.status !== 'paid' || !order.invoiceTitleId || order.invoiceState || asked.current) return;
    asked.current = true;
    request(paymentCalls.saveInvoice, { orderNo: order.orderNo, invoiceTitleId: order.invoiceTitleId })
      .then(() => setInvoiced(true))
      .catch(() => undefined);
  }, [order]);

  if (!valid) return <Result status="warning" title={t('pay.missing')} extra={<NavLink href={LIBRARY_LIST}>{t('detail.back')}</NavLink>} />;
  if (error) return <Result status="warning" title={tp('orderNotFound')} extra={<NavLink href="/my/documentOrder">{t('pay.myOrders')}</NavLink>} data-testid="pay-error" />;
  if (!order) return <Spin />;

  return (
    <section className="page lib-order" data-testid="library-pay" data-status={order.status}>
      <h1 className="section-title">{order.status === 'paid' ? t('pay.paidTitle') : t('pay.title')}</h1>
      {order.status === 'paid' ? (
        <Result
          status="success"
          title={t('pay.paidText', { orderNo: order.orderNo })}
          subTitle={invoiced || order.invoiceState ? t('pay.invoiceRequested') : undefined}
          data-testid="library-paid"
          extra={
            <Space orientation="vertical">
              {order.items
                .filter((i) => i.hasFile)
                .map((i) => (
                  <Button key={i.id} type="primary" onClick={() => void downloadItem(i.id).catch(() => undefined)} data-testid="paid-download">
                    {t('pay.download')}: {i.title}
                  </Button>
                ))}
              <NavLink href={myOrderHref(order.orderNo)}>{t('pay.myOrders')}</NavLink>
            </Space>
          }
        />
      ) : (
        <Space orientation="vertical" size="middle">
          <p>
            {order.orderNo} · {order.title} · <strong className="lib-price">{money(order.amountFen)}</strong> <OrderStatusTag status={order.status} />
          </p>
          {order.status === 'waiting' ? (
            <Button type="primary" onClick={() => setClosed(false)} data-testid="library-pay-open">
              {t('pay.payNow')}
            </Button>
          ) : (
            <Alert type="warning" showIcon title={t('pay.notWaiting', { status: tp(`statuses.${order.status}`) })} />
          )}
          <NavLink href="/my/documentOrder">{t('pay.myOrders')}</NavLink>
        </Space>
      )}
      <PayDialog
        order={!closed && order.status === 'waiting' ? order : null}
        onClose={() => {
          setClosed(true);
          void mutate();
        }}
        onPaid={() => void mutate()}
      />
    </section>
  );
}
