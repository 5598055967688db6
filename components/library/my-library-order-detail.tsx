'use client';
import { Button, Descriptions, Result, Space, Spin, Timeline } from 'antd';
import '@/styles/antd/button.css';
import '@/styles/antd/descriptions.css';
import '@/styles/antd/result.css';
import '@/styles/antd/space.css';
import '@/styles/antd/spin.css';
import '@/styles/antd/timeline.css';
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { NavLink } from '@/components/layout/nav-link';
import { InvoiceRequestModal } from '@/components/commerce/lazy-dialogs';
import { InvoiceStateTag, OrderStatusTag } from '@/components/commerce/order-status-tag';
import { useMoney } from '@/components/commerce/money';
import { useOrderDate } from '@/components/commerce/use-money';
import { useEventNote } from '@/components/commerce/event-note';
import { libraryCalls } from '@/lib/api/calls/library';
import { paymentCalls } from '@/lib/api/calls/payments';
import { request } from '@/lib/api/client';
import { useCall } from '@/lib/api/use-call';
import { itemHref, payHref } from '@/lib/library/paths';
import { downloadItem } from './download-item';
import { toast } from '@/components/ui/plain/toast';
import { DataTable } from '@/components/ui/plain/data-table';

/**
 * /my/documentOrderDetail?orderNo= (issue 14, screens): one library order with its lines, shipping
 * details, history, downloads of its documents, cancel while unpaid and the invoice request.
 */
export function MyLibraryOrderDetail() {
  const t = useTranslations('Library.my');
  const tp = useTranslations('Payments');
  const money = useMoney();
  const date = useOrderDate();
  const noteText = useEventNote();
  const orderNo = useSearchParams().get('orderNo') ?? '';
  const valid = /^\d{14,18}$/.test(orderNo);
  const { data: order, error, mutate } = useCall(libraryCalls.getLibraryOrder, valid ? { orderNo } : null);
  const [invoice, setInvoice] = useState(false);

  async function cancel() {
    try {
      await request(paymentCalls.cancelOrder, { orderNo });
      toast.success(t('cancelled'));
      await mutate();
    } catch {
      // shown by the client
    }
  }

  if (!valid || error) return <Result status="warning" title={tp('orderNotFound')} extra={<NavLink href="/my/documentOrder">{t('back')}</NavLink>} data-testid="library-order-missing" />;
  if (!order) return <Spin />;

  return (
    <section className="my-panel" data-testid="library-order-detail" data-status={order.status}>
      <div className="my-panel__head">
        <h1 className="my-panel__title">{t('detailTitle')}</h1>
        <NavLink href="/my/documentOrder">{t('back')}</NavLink>
      </div>
      <Descriptions bordered column={1} size="small">
        <Descriptions.Item label={t('orderNo')}>{order.orderNo}</Descriptions.Item>
        <Descriptions.Item label={t('status')}>
          <Space>
            <OrderStatusTag status={order.status} />
            {order.invoiceState && <InvoiceStateTag state={order.invoiceState} />}
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={t('amount')}>{money(order.amountFen)}</Descriptions.Item>
        <Descriptions.Item label={t('createdAt')}>{date(order.createdAt)}</Descriptions.Item>
        {order.channel && <Descriptions.Item label={tp('export.channel')}>{tp(`channels.${order.channel}`)}</Descriptions.Item>}
        {order.address && (
          <Descriptions.Item label={t('shipping')}>
            <span data-testid="library-order-address">
              {order.consignee} {order.phone} · {order.address}
            </span>
          </Descriptions.Item>
        )}
      </Descriptions>

      <h2 className="lib-section">{t('lines')}</h2>
      <DataTable
        scroll={{ x: 'max-content' }}
        rowKey={(l) => `${l.itemType}-${l.itemId}-${l.title}`}
        pagination={false}
        size="small"
        dataSource={order.lines}
        columns={[
          { key: 'title', title: t('items'), dataIndex: 'title' },
          { key: 'q', title: '×', dataIndex: 'quantity' },
          { key: 'amount', title: t('amount'), render: (_, l) => money(l.amountFen) },
        ]}
      />

      <Space wrap style={{ margin: '16px 0' }}>
        {order.status === 'waiting' && (
          <>
            <NavLink className="button button--primary" href={payHref(order.orderNo)}>
              {t('pay')}
            </NavLink>
            <Button danger onClick={() => void cancel()} data-testid="library-detail-cancel">
              {t('cancel')}
            </Button>
          </>
        )}
        {order.status === 'paid' &&
          order.items
            .filter((i) => i.hasFile)
            .map((i) => (
              <Button key={i.id} type="primary" onClick={() => void downloadItem(i.id).catch(() => undefined)} data-testid="library-detail-download">
                {t('downloadAgain')}: {i.title}
              </Button>
            ))}
        {order.status === 'paid' && !order.invoiceState && (
          <Button onClick={() => setInvoice(true)} data-testid="library-detail-invoice">
            {t('requestInvoice')}
          </Button>
        )}
        {order.items.map((i) => (
          <NavLink key={i.id} href={itemHref(i)}>
            {i.title}
          </NavLink>
        ))}
      </Space>

      <h2 className="lib-section">{t('events')}</h2>
      <Timeline items={order.events.map((e) => ({ content: `${date(e.at)} · ${tp(`reasons.${e.reason}`)}${e.note ? ` · ${noteText(e.note)}` : ''}` }))} />

      <InvoiceRequestModal
        open={invoice}
        presetOrderNo={order.orderNo}
        onClose={() => setInvoice(false)}
        onRequested={() => {
          setInvoice(false);
          void mutate();
        }}
      />
    </section>
  );
}
