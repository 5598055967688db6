'use client';
import { Button } from 'antd';
import '@/styles/antd/button.css';
import type { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { OrderRow } from '@/lib/payments/contract';
import { InvoiceStateTag, OrderStatusTag } from './order-status-tag';
import { type DataColumn } from '@/components/ui/plain/data-table';

type T = ReturnType<typeof useTranslations<'PaymentScreens'>>;
type TP = ReturnType<typeof useTranslations<'Payments'>>;

export interface OrderColumnsOptions<R extends OrderRow> {
  t: T;
  tp: TP;
  money: (fen: number) => string;
  date: (iso: string | null) => string;
  onOpen: (orderNo: string) => void;
  /** Extra columns after the order number (e.g. the buyer for customer service). */
  extra?: DataColumn<R>[];
  actions: (row: R) => ReactNode;
}

/** The order table's columns, shared by my orders (/my/payment) and customer service (/my/administration/payOrder). */
export function orderColumns<R extends OrderRow>({ t, tp, money, date, onOpen, extra = [], actions }: OrderColumnsOptions<R>): DataColumn<R>[] {
  return [
    {
      title: t('orders.columns.orderNo'),
      key: 'orderNo',
      render: (_: unknown, r) => (
        <Button type="link" className="pay-order-no" onClick={() => onOpen(r.orderNo)} data-testid="order-open">
          {r.orderNo}
        </Button>
      ),
    },
    ...extra,
    { title: t('orders.columns.title'), key: 'title', render: (_: unknown, r) => r.title },
    { title: t('orders.columns.type'), key: 'type', render: (_: unknown, r) => tp(`types.${r.type}`) },
    { title: t('orders.columns.amount'), key: 'amount', align: 'right', render: (_: unknown, r) => money(r.amountFen) },
    {
      title: t('orders.columns.status'),
      key: 'status',
      render: (_: unknown, r) => (
        <>
          <OrderStatusTag status={r.status} />
          {r.invoiceState && <InvoiceStateTag state={r.invoiceState} />}
        </>
      ),
    },
    { title: t('orders.columns.channel'), key: 'channel', render: (_: unknown, r) => (r.channel ? tp(`channels.${r.channel}`) : '—') },
    { title: t('orders.columns.createdAt'), key: 'createdAt', render: (_: unknown, r) => date(r.createdAt) },
    // Fixed on the right: the table scrolls sideways in the personal centre at 1366 px and on phones,
    // and the actions must stay in view (issue 29, customer service's orders).
    { title: t('orders.columns.actions'), key: 'actions', fixed: 'right', className: 'pay-order-actions', render: (_: unknown, r) => actions(r) },
  ];
}
