'use client';
import { Button, Popconfirm, Result, Space } from 'antd';
import '@/styles/antd/button.css';
import '@/styles/antd/popconfirm.css';
import '@/styles/antd/result.css';
import '@/styles/antd/space.css';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { NavLink } from '@/components/layout/nav-link';
import { usePageParam } from '@/components/ui/use-page-param';
import { useQueryParam } from '@/components/ui/use-query-param';
import { paymentCalls } from '@/lib/api/calls/payments';
import { request } from '@/lib/api/client';
import { useCall } from '@/lib/api/use-call';
import { ORDER_STATUSES, type OrderRow, type OrderStatus } from '@/lib/payments/contract';
import { orderColumns } from './order-columns';
import { OrderDetailDrawer, PayDialog } from './lazy-dialogs';
import type { PayableOrder } from './pay-dialog';
import { SandboxBanner } from './sandbox-banner';
import { useMoney } from '@/components/commerce/money';
import { useOrderDate } from './use-money';
import { VipState } from './vip-state';
import { toast } from '@/components/ui/plain/toast';
import { FilterSelect } from '@/components/ui/plain/filter-select';
import { DataTable } from '@/components/ui/plain/data-table';

const PAGE_SIZE = 10;

/**
 * /my/payment (issue 12, item 7): the VIP state, my orders filtered by status (in the URL) and paged,
 * pay again through the payment dialog, cancel a waiting order, a detail drawer with lines and the
 * event log, and a link to request the invoice of a paid order.
 */
export function MyOrders() {
  const t = useTranslations('PaymentScreens');
  const tp = useTranslations('Payments');
  const money = useMoney();
  const date = useOrderDate();
  const [page, setPage] = usePageParam();
  const [status, setStatus] = useQueryParam<OrderStatus>('status', ORDER_STATUSES);
  const [open, setOpen] = useState<string | null>(null);
  const [paying, setPaying] = useState<PayableOrder | null>(null);
  const { data, error, isLoading, mutate } = useCall(paymentCalls.pageOrder, { page, pageSize: PAGE_SIZE, ...(status ? { status } : {}) });

  async function cancel(orderNo: string) {
    try {
      await request(paymentCalls.cancelOrder, { orderNo });
      toast.success(t('orders.cancelledToast'));
      setOpen(null);
      await mutate();
    } catch {
      // The client has shown the server's reason (e.g. the order was paid meanwhile).
    }
  }

  const actions = (r: Pick<OrderRow, 'orderNo' | 'status' | 'invoiceState'> & PayableOrder) => (
    <Space size="small" wrap>
      {r.status === 'waiting' && (
        <>
          <Button size="small" type="primary" onClick={() => setPaying(r)} data-testid="order-pay">
            {t('orders.pay')}
          </Button>
          <Popconfirm title={t('orders.cancelConfirm')} onConfirm={() => cancel(r.orderNo)} okText={t('orders.cancel')} cancelText={t('common.close')}>
            <Button size="small" danger data-testid="order-cancel">
              {t('orders.cancel')}
            </Button>
          </Popconfirm>
        </>
      )}
      {r.status === 'paid' && !r.invoiceState && (
        <NavLink href={`/my/bill?orderNo=${encodeURIComponent(r.orderNo)}`} data-testid="order-request-invoice">
          {t('orders.requestInvoice')}
        </NavLink>
      )}
    </Space>
  );

  return (
    <section className="my-panel" data-testid="my-orders">
      <div className="my-panel__head">
        <h1 className="my-panel__title">{t('orders.title')}</h1>
      </div>
      <SandboxBanner />
      <VipState />
      <div className="pay-toolbar">
        <FilterSelect
          className="plain-select"
          hideLabel
          label={t('orders.status')}
          name="status"
          value={status}
          anyLabel={t('orders.allStatuses')}
          onChange={(value) => setStatus((value || undefined) as OrderStatus | undefined)}
          options={ORDER_STATUSES.map((value) => ({ value, label: tp(`statuses.${value}`) }))}
          testId="orders-status-filter"
        />
      </div>
      {error && !isLoading ? (
        <Result status="warning" title={t('common.loadError')} extra={<Button onClick={() => void mutate()}>{t('common.retry')}</Button>} data-testid="orders-error" />
      ) : (
        <DataTable<OrderRow>
          data-testid="orders-table"
          rowKey="orderNo"
          loading={isLoading}
          dataSource={data?.list ?? []}
          columns={orderColumns<OrderRow>({ t, tp, money, date, onOpen: setOpen, actions })}
          locale={{ emptyText: t('orders.empty') }}
          scroll={{ x: 960 }}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: data?.total ?? 0, hideOnSinglePage: true, onChange: setPage }}
        />
      )}
      <OrderDetailDrawer orderNo={open} onClose={() => setOpen(null)} actions={(o) => actions(o)} />
      <PayDialog
        order={paying}
        onClose={() => {
          setPaying(null);
          void mutate();
        }}
      />
    </section>
  );
}
