'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { enterpriseCalls } from '@/lib/api/calls/enterprise';
import { request } from '@/lib/api/client';
import { useCall } from '@/lib/api/use-call';
import { COMPANY_ORDER_SOURCES, COMPANY_ORDER_STATUSES, type CompanyOrderRow, type CompanyOrderStatus } from '@/lib/enterprise/contract';
import { useMoney } from '@/components/commerce/money';
import { DataTable, type DataColumn } from '@/components/ui/plain/data-table';
import { useDateTime } from '@/components/ui/use-date-time';
import { loose } from '@/components/ui/zod-rule';
import { LoadState } from './list-state';
import { OrderFilters } from './order-filters';
import { idParam, useQueryFilters } from '@/components/ui/use-query-filters';

const PAGE_SIZE = 20;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The company's orders (/my/businessOrder for members, …/enterpriseOrderManagement for the administrator): orders
 * bought for the company and every member's detection order, filters in the address, totals and an Excel export.
 */
export function CompanyOrders() {
  const t = useTranslations('Enterprise');
  const tp = useTranslations('Payments');
  const money = useMoney();
  const dateText = useDateTime();
  const { values, page, go } = useQueryFilters();
  const [exporting, setExporting] = useState(false);
  const filters = {
    userId: idParam(values.userId),
    source: (COMPANY_ORDER_SOURCES as readonly string[]).includes(values.source) ? (values.source as CompanyOrderRow['source']) : undefined,
    status: (COMPANY_ORDER_STATUSES as readonly string[]).includes(values.status) ? (values.status as CompanyOrderStatus) : undefined,
    from: DAY.test(values.from ?? '') ? values.from : undefined,
    to: DAY.test(values.to ?? '') ? values.to : undefined,
  };
  const { data, error, isLoading, mutate } = useCall(enterpriseCalls.companyOrders, { page, pageSize: PAGE_SIZE, ...filters });

  async function download() {
    setExporting(true);
    try {
      const file = await request(enterpriseCalls.companyExport, filters);
      const url = URL.createObjectURL(file);
      const a = document.createElement('a');
      a.href = url;
      a.download = `${t('export.fileName')}-${new Date().toISOString().slice(0, 10)}.xlsx`;
      document.body.appendChild(a);
      a.click();
      a.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch {
      /* toast shown */
    } finally {
      setExporting(false);
    }
  }

  const typeLabel = (r: CompanyOrderRow) => (r.source === 'payment' ? loose(tp)(`types.${r.type}`) : loose(t)(`orderKinds.${r.type}`));
  const statusLabel = (r: CompanyOrderRow) => (r.source === 'payment' ? loose(tp)(`statuses.${r.status}`) : loose(t)(`stages.${r.status}`));
  const columns: DataColumn<CompanyOrderRow>[] = [
    { key: 'orderNo', title: t('screens.orders.orderNo'), dataIndex: 'orderNo' },
    { key: 'source', title: t('screens.orders.source'), render: (_: unknown, r) => <span className={r.source === 'payment' ? 'tag tag--blue' : 'tag tag--orange'}>{t(`sources.${r.source}`)}</span> },
    { key: 'member', title: t('screens.orders.member'), dataIndex: 'userName' },
    { key: 'type', title: t('screens.orders.type'), render: (_: unknown, r) => typeLabel(r) },
    { key: 'content', title: t('screens.orders.content'), dataIndex: 'title', ellipsis: true },
    { key: 'amount', title: t('screens.orders.amount'), align: 'right', render: (_: unknown, r) => money(r.amountFen) },
    { key: 'status', title: t('screens.orders.status'), render: (_: unknown, r) => statusLabel(r) },
    { key: 'createdAt', title: t('screens.orders.createdAt'), dataIndex: 'createdAt', render: (at: string) => dateText(at) },
  ];

  return (
    <div className="enterprise-screen" data-testid="company-orders">
      <h1>{t('screens.orders.title')}</h1>
      <OrderFilters values={values} go={go} />
      <div className="enterprise-filters">
        {data && <span data-testid="orders-paid">{t('screens.orders.paidTotal', { amount: money(data.paidFen) })}</span>}
        {data && <span>{t('screens.orders.waitingTotal', { amount: money(data.waitingFen) })}</span>}
        <button type="button" className="button button--small" onClick={download} disabled={exporting} aria-busy={exporting} data-testid="orders-export">
          {t('screens.orders.export')}
        </button>
      </div>
      <LoadState loading={isLoading && !data} error={error} retry={() => mutate()}>
        <DataTable
          rowKey="orderNo"
          columns={columns}
          dataSource={data?.list ?? []}
          loading={isLoading}
          locale={{ emptyText: t('screens.empty') }}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: data?.total ?? 0, onChange: (p) => go({ page: p }), hideOnSinglePage: true }}
          data-testid="orders-table"
        />
      </LoadState>
    </div>
  );
}
