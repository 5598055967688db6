'use client';
import { Descriptions, Drawer, Spin, Timeline } from 'antd';
import '@/styles/antd/descriptions.css';
import '@/styles/antd/drawer.css';
import '@/styles/antd/spin.css';
import '@/styles/antd/timeline.css';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { paymentCalls } from '@/lib/api/calls/payments';
import { useCall } from '@/lib/api/use-call';
import type { OrderDetail, OrderEvent } from '@/lib/payments/contract';
import { useEventNote } from './event-note';
import { InvoiceStateTag, OrderStatusTag } from './order-status-tag';
import { useMoney } from '@/components/commerce/money';
import { useOrderDate } from './use-money';
import { DataTable } from '@/components/ui/plain/data-table';

/**
 * One order: its facts, lines and the event log (who, when, from, to, why). The owner reads
 * payment/getOrder; customer service (`service`) reads payment/getAnyOrder and sees the buyer.
 * `actions` renders below the facts (e.g. pay, cancel, confirm transfer).
 */
export function OrderDetailDrawer({ orderNo, service = false, onClose, actions }: { orderNo: string | null; service?: boolean; onClose: () => void; actions?: (order: OrderDetail) => ReactNode }) {
  const t = useTranslations('PaymentScreens');
  const own = useCall(paymentCalls.getOrder, !service && orderNo ? { orderNo } : null);
  const any = useCall(paymentCalls.getAnyOrder, service && orderNo ? { orderNo } : null);
  const { data, isLoading } = service ? any : own;
  const order = data && data.orderNo === orderNo ? data : undefined;
  return (
    <Drawer open={orderNo !== null} onClose={onClose} title={orderNo ? t('detail.title', { orderNo }) : ''} size="large" destroyOnHidden>
      {!order ? isLoading && <Spin /> : <OrderFacts order={order} buyer={'userName' in order ? (order.userName as string) : null} actions={actions} />}
    </Drawer>
  );
}

function OrderFacts({ order, buyer, actions }: { order: OrderDetail; buyer: string | null; actions?: (order: OrderDetail) => ReactNode }) {
  const t = useTranslations('PaymentScreens');
  const tp = useTranslations('Payments');
  const money = useMoney();
  const date = useOrderDate();
  const optional: [string, ReactNode][] = [
    [t('detail.company'), order.companyName],
    [t('detail.consignee'), order.consignee],
    [t('detail.phone'), order.phone],
    [t('detail.address'), order.address],
    [t('detail.reference'), order.transferReference],
  ];
  return (
    <div data-testid="order-detail">
      <Descriptions column={1} size="small" bordered>
        {buyer && <Descriptions.Item label={t('detail.buyer')}>{buyer}</Descriptions.Item>}
        <Descriptions.Item label={t('orders.columns.type')}>{tp(`types.${order.type}`)}</Descriptions.Item>
        <Descriptions.Item label={t('orders.columns.amount')}>{money(order.amountFen)}</Descriptions.Item>
        <Descriptions.Item label={t('orders.columns.status')}>
          <OrderStatusTag status={order.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.columns.channel')}>{order.channel ? tp(`channels.${order.channel}`) : '—'}</Descriptions.Item>
        <Descriptions.Item label={t('detail.createdAt')}>{date(order.createdAt)}</Descriptions.Item>
        {order.status === 'waiting' && <Descriptions.Item label={t('detail.expiresAt')}>{date(order.expiresAt)}</Descriptions.Item>}
        {order.paidAt && <Descriptions.Item label={t('detail.paidAt')}>{date(order.paidAt)}</Descriptions.Item>}
        {order.cancelledAt && <Descriptions.Item label={t('detail.cancelledAt')}>{date(order.cancelledAt)}</Descriptions.Item>}
        {optional
          .filter(([, v]) => v)
          .map(([label, v]) => (
            <Descriptions.Item key={label} label={label}>
              {v}
            </Descriptions.Item>
          ))}
        {order.invoiceState && (
          <Descriptions.Item label={t('detail.invoice')}>
            <InvoiceStateTag state={order.invoiceState} />
          </Descriptions.Item>
        )}
      </Descriptions>
      {actions && <div className="pay-toolbar pay-detail-actions">{actions(order)}</div>}
      <h3 className="pay-heading">{t('detail.lines')}</h3>
      <DataTable
        scroll={{ x: 'max-content' }}
        size="small"
        rowKey={(l) => `${l.itemType}-${l.itemId}-${l.title}`}
        pagination={false}
        dataSource={order.lines}
        data-testid="order-lines"
        columns={[
          { title: t('orders.columns.title'), key: 'title', render: (_: unknown, l) => l.title },
          { title: t('detail.quantity'), key: 'quantity', align: 'right', render: (_: unknown, l) => l.quantity },
          { title: t('detail.unitPrice'), key: 'unitPrice', align: 'right', render: (_: unknown, l) => money(l.unitPriceFen) },
          { title: t('detail.lineAmount'), key: 'amount', align: 'right', render: (_: unknown, l) => money(l.amountFen) },
        ]}
      />
      <h3 className="pay-heading">{t('detail.history')}</h3>
      <Timeline data-testid="order-history" items={order.events.map((e, i) => ({ key: i, content: <EventLine event={e} /> }))} />
    </div>
  );
}

function EventLine({ event }: { event: OrderEvent }) {
  const t = useTranslations('PaymentScreens');
  const tp = useTranslations('Payments');
  const date = useOrderDate();
  const noteText = useEventNote();
  const actor = event.actorName ? `${tp(`actors.${event.actor}`)} ${event.actorName}` : tp(`actors.${event.actor}`);
  const values = { actor, to: tp(`statuses.${event.to}`), reason: tp(`reasons.${event.reason}`) };
  return (
    <div className="pay-step" data-testid="order-event">
      <p className="pay-step">
        <strong>{event.from ? t('detail.stepFrom', { ...values, from: tp(`statuses.${event.from}`) }) : t('detail.step', values)}</strong> <span className="pay-step__meta">{date(event.at)}</span>
      </p>
      {event.note && <p className="pay-step pay-step__meta">{t('detail.note', { note: noteText(event.note) })}</p>}
    </div>
  );
}
