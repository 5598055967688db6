'use client';
import { Button, Popconfirm, Result, Space } from 'antd';
import '@/styles/antd/button.css';
import '@/styles/antd/popconfirm.css';
import '@/styles/antd/result.css';
import '@/styles/antd/space.css';
import { useTranslations } from 'next-intl';
import { NavLink } from '@/components/layout/nav-link';
import { InvoiceStateTag, OrderStatusTag } from '@/components/commerce/order-status-tag';
import { useMoney } from '@/components/commerce/money';
import { useOrderDate } from '@/components/commerce/use-money';
import { usePageParam } from '@/components/ui/use-page-param';
import { useQueryParam } from '@/components/ui/use-query-param';
import { libraryCalls } from '@/lib/api/calls/library';
import { paymentCalls } from '@/lib/api/calls/payments';
import { request } from '@/lib/api/client';
import { useCall } from '@/lib/api/use-call';
import type { LibraryOrderRow } from '@/lib/library/contract';
import { itemHref, myOrderHref, payHref } from '@/lib/library/paths';
import { downloadItem } from './download-item';
import { toast } from '@/components/ui/plain/toast';
import { FilterSelect } from '@/components/ui/plain/filter-select';
import { DataTable } from '@/components/ui/plain/data-table';

const PAGE_SIZE = 10;
const STATUSES = ['waiting', 'paid', 'cancelled'] as const;
type Status = (typeof STATUSES)[number];

/**
 * /my/documentOrder (issue 14, screens): my library orders with their status (filter and page in the
 * address), pay a waiting one, cancel it while unpaid, download bought documents again, details.
 */
export function MyLibraryOrders() {
  const t = useTranslations('Library.my');
  const tp = useTranslations('Payments');
  const money = useMoney();
  const date = useOrderDate();
  const [page, setPage] = usePageParam();
  const [status, setStatus] = useQueryParam<Status>('status', STATUSES);
  const { data, error, isLoading, mutate } = useCall(libraryCalls.pageLibraryOrder, { page, pageSize: PAGE_SIZE, ...(status ? { status } : {}) });

  async function cancel(orderNo: string) {
    try {
      await request(paymentCalls.cancelOrder, { orderNo });
      toast.success(t('cancelled'));
      await mutate();
    } catch {
      // The client has shown the server's reason (e.g. paid meanwhile).
    }
  }

  return (
    <section className="my-panel" data-testid="my-library-orders">
      <div className="my-panel__head">
        <h1 className="my-panel__title">{t('title')}</h1>
      </div>
      <div className="pay-toolbar">
        <FilterSelect
          className="plain-select"
          hideLabel
          label={t('status')}
          name="status"
          value={status}
          anyLabel={t('all')}
          onChange={(v) => setStatus((v || undefined) as Status | undefined)}
          options={STATUSES.map((value) => ({ value, label: tp(`statuses.${value}`) }))}
        />
      </div>
      {error && !isLoading ? (
        <Result status="warning" title={error.message} extra={<Button onClick={() => void mutate()}>↻</Button>} />
      ) : (
        <DataTable<LibraryOrderRow>
          data-testid="library-orders-table"
          rowKey="orderNo"
          loading={isLoading}
          dataSource={data?.list ?? []}
          scroll={{ x: 900 }}
          locale={{ emptyText: <span>{t('empty')} · <NavLink href="/librany/libranyList">{t('browse')}</NavLink></span> }}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: data?.total ?? 0, hideOnSinglePage: true, onChange: setPage }}
          columns={[
            { key: 'orderNo', title: t('orderNo'), render: (_, r) => <NavLink href={myOrderHref(r.orderNo)} data-testid="library-order-no">{r.orderNo}</NavLink> },
            {
              key: 'items',
              title: t('items'),
              render: (_, r) => (
                <Space orientation="vertical" size={0}>
                  {r.items.map((i) => (
                    <NavLink key={i.id} href={itemHref(i)}>
                      {i.title}
                    </NavLink>
                  ))}
                </Space>
              ),
            },
            { key: 'amount', title: t('amount'), render: (_, r) => money(r.amountFen) },
            {
              key: 'status',
              title: t('status'),
              render: (_, r) => (
                <Space size={4} wrap>
                  <OrderStatusTag status={r.status} />
                  {r.invoiceState && <InvoiceStateTag state={r.invoiceState} />}
                </Space>
              ),
            },
            { key: 'createdAt', title: t('createdAt'), render: (_, r) => date(r.createdAt) },
            {
              key: 'actions',
              title: t('actions'),
              render: (_, r) => (
                <Space size="small" wrap>
                  <NavLink href={myOrderHref(r.orderNo)}>{t('detail')}</NavLink>
                  {r.status === 'waiting' && (
                    <>
                      <NavLink href={payHref(r.orderNo)} data-testid="library-order-pay">
                        {t('pay')}
                      </NavLink>
                      <Popconfirm title={t('cancelConfirm')} onConfirm={() => cancel(r.orderNo)} okText={t('cancel')}>
                        <Button size="small" danger data-testid="library-order-cancel">
                          {t('cancel')}
                        </Button>
                      </Popconfirm>
                    </>
                  )}
                  {r.status === 'paid' &&
                    r.items
                      .filter((i) => i.hasFile)
                      .map((i) => (
                        <Button key={i.id} size="small" onClick={() => void downloadItem(i.id).catch(() => undefined)} data-testid="library-order-download">
                          {t('downloadAgain')}
                        </Button>
                      ))}
                </Space>
              ),
            },
          ]}
        />
      )}
    </section>
  );
}
