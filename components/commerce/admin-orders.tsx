'use client';
import { Button, Popconfirm, Result, Space } from 'antd';
import '@/styles/antd/button.css';
import '@/styles/antd/popconfirm.css';
import '@/styles/antd/result.css';
import '@/styles/antd/space.css';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { usePageParam } from '@/components/ui/use-page-param';
import { paymentCalls } from '@/lib/api/calls/payments';
import { ApiCallError, request } from '@/lib/api/client';
import { useCall } from '@/lib/api/use-call';
import type { AdminOrderRow, OrderRow } from '@/lib/payments/contract';
import { AdminOrderFilters } from './admin-order-filters';
import { ConfirmOfflineModal, OrderDetailDrawer } from './lazy-dialogs';
import { orderColumns } from './order-columns';
import { SandboxBanner } from './sandbox-banner';
import { useMoney } from '@/components/commerce/money';
import { useOrderDate } from './use-money';
import { definedFilters, useOrderFilters } from './use-order-filters';
import { toast } from '@/components/ui/plain/toast';
import { DataTable } from '@/components/ui/plain/data-table';

const PAGE_SIZE = 20;

/**
 * /my/administration/payOrder (issue 12, item 5 and 7): every order for customer service, filtered
 * in the URL, with the detail drawer, the confirmation of an offline bank transfer, cancelling a
 * waiting order (payment/cancelAnyOrder; the buyer gets a message) and the Excel
 * export of the filtered list. The personal centre's rule opens it to the roles with order:confirm-payment, which
 * payment/* check (SCREEN_PERMISSION, lib/session/permissions.ts).
 */
export function AdminOrders() {
  const t = useTranslations('PaymentScreens');
  const tp = useTranslations('Payments');
  const money = useMoney();
  const date = useOrderDate();
  const [page, setPage] = usePageParam();
  const [filters, apply] = useOrderFilters();
  const input = definedFilters(filters);
  const [open, setOpen] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Pick<OrderRow, 'orderNo' | 'amountFen'> | null>(null);
  const [exporting, setExporting] = useState(false);
  const { data, error, isLoading, mutate } = useCall(paymentCalls.pageAllOrder, { page, pageSize: PAGE_SIZE, ...input });

  async function download() {
    setExporting(true);
    try {
      const file = await request(paymentCalls.exportOrder, input);
      const url = URL.createObjectURL(file);
      const a = document.createElement('a');
      a.href = url;
      a.download = `${tp('export.fileName')}-${new Date().toISOString().slice(0, 10)}.xlsx`;
      document.body.appendChild(a);
      a.click();
      a.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (e) {
      // A refusal was shown by the client's envelope handling; a failed request gets a generic message.
      if (!ApiCallError.is(e)) toast.error(t('admin.exportFailed'));
    } finally {
      setExporting(false);
    }
  }

  async function cancel(orderNo: string) {
    try {
      await request(paymentCalls.cancelAnyOrder, { orderNo });
      toast.success(t('admin.cancelled'));
      setOpen(null);
      await mutate();
    } catch {
      // The client has shown the server's reason (e.g. paid meanwhile).
    }
  }

  // A transfer can be confirmed only on an order the buyer chose to pay by bank transfer (the server refuses others too).
  const actions = (r: Pick<OrderRow, 'orderNo' | 'amountFen' | 'status' | 'channel'>) =>
    r.status === 'waiting' ? (
      <Space size="small" wrap>
        {r.channel === 'offline' && (
          <Button size="small" type="primary" onClick={() => setConfirming(r)} data-testid="admin-confirm-offline">
            {t('admin.confirm')}
          </Button>
        )}
        <Popconfirm title={t('admin.cancelConfirm')} onConfirm={() => cancel(r.orderNo)} okText={t('admin.cancel')} cancelText={t('common.close')}>
          <Button size="small" danger data-testid="admin-cancel-order">
            {t('admin.cancel')}
          </Button>
        </Popconfirm>
      </Space>
    ) : null;

  return (
    <section className="my-panel" data-testid="admin-orders">
      <div className="my-panel__head">
        <h1 className="my-panel__title">{t('admin.title')}</h1>
        <Button onClick={() => void download()} loading={exporting} data-testid="admin-export">
          {t('admin.export')}
        </Button>
      </div>
      <SandboxBanner />
      <AdminOrderFilters value={filters} onApply={apply} />
      {error && !isLoading ? (
        <Result status="warning" title={t('common.loadError')} extra={<Button onClick={() => void mutate()}>{t('common.retry')}</Button>} />
      ) : (
        <DataTable<AdminOrderRow>
          data-testid="admin-orders-table"
          rowKey="orderNo"
          loading={isLoading}
          dataSource={data?.list ?? []}
          columns={orderColumns<AdminOrderRow>({
            t,
            tp,
            money,
            date,
            onOpen: setOpen,
            actions,
            extra: [{ title: t('orders.columns.buyer'), key: 'buyer', render: (_: unknown, r) => (r.companyName ? `${r.userName} · ${r.companyName}` : r.userName) }],
          })}
          locale={{ emptyText: t('admin.empty') }}
          scroll={{ x: 1100 }}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: data?.total ?? 0, hideOnSinglePage: true, onChange: setPage }}
        />
      )}
      <OrderDetailDrawer orderNo={open} service onClose={() => setOpen(null)} actions={actions} />
      <ConfirmOfflineModal
        order={confirming}
        onClose={() => setConfirming(null)}
        onConfirmed={() => {
          setConfirming(null);
          setOpen(null);
          void mutate();
        }}
      />
    </section>
  );
}
