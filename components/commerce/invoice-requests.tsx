'use client';
import { Button, Descriptions, Result } from 'antd';
import '@/styles/antd/button.css';
import '@/styles/antd/descriptions.css';
import '@/styles/antd/result.css';
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { usePageParam } from '@/components/ui/use-page-param';
import { useQueryParam } from '@/components/ui/use-query-param';
import { paymentCalls } from '@/lib/api/calls/payments';
import { useCall } from '@/lib/api/use-call';
import { INVOICE_STATES, type InvoiceRequestRow, type InvoiceState, type InvoiceTitleSnapshot } from '@/lib/payments/contract';
import { InvoiceRequestModal } from './lazy-dialogs';
import { InvoiceStateTag } from './order-status-tag';
import { useMoney } from '@/components/commerce/money';
import { useOrderDate } from './use-money';
import { FilterSelect } from '@/components/ui/plain/filter-select';
import { DataTable, type DataColumn } from '@/components/ui/plain/data-table';

const PAGE_SIZE = 10;

/**
 * /my/bill, invoice requests (issue 12, item 7): my requests with their state (payment/listInvoice,
 * state filter and page in the URL) and "request an invoice" for a paid order from a saved invoice
 * title. `?orderNo=` (the link of /my/payment) opens the request for that order.
 */
export function InvoiceRequests() {
  const t = useTranslations('PaymentScreens');
  const tp = useTranslations('Payments');
  const money = useMoney();
  const date = useOrderDate();
  const [page, setPage] = usePageParam();
  const [state, setState] = useQueryParam<InvoiceState>('state', INVOICE_STATES);
  const preset = useSearchParams().get('orderNo') ?? undefined;
  const [requesting, setRequesting] = useState(preset !== undefined);
  const { data, error, isLoading, mutate } = useCall(paymentCalls.listInvoice, { page, pageSize: PAGE_SIZE, ...(state ? { state } : {}) });

  const columns: DataColumn<InvoiceRequestRow>[] = [
    { title: t('bill.columns.orderNo'), key: 'orderNo', render: (_: unknown, r) => r.orderNo },
    { title: t('bill.columns.orderTitle'), key: 'orderTitle', render: (_: unknown, r) => r.orderTitle },
    { title: t('bill.columns.amount'), key: 'amount', align: 'right', render: (_: unknown, r) => money(r.amountFen) },
    { title: t('bill.columns.title'), key: 'title', render: (_: unknown, r) => r.title.title },
    { title: t('bill.columns.taxNumber'), key: 'taxNumber', render: (_: unknown, r) => r.title.taxNumber ?? '—' },
    { title: t('bill.columns.state'), key: 'state', render: (_: unknown, r) => <InvoiceStateTag state={r.state} /> },
    { title: t('bill.columns.requestedAt'), key: 'requestedAt', render: (_: unknown, r) => date(r.requestedAt) },
  ];

  return (
    <section data-testid="invoice-requests">
      <div className="pay-toolbar">
        <FilterSelect
          className="plain-select"
          hideLabel
          label={t('bill.state')}
          name="state"
          value={state}
          anyLabel={t('bill.allStates')}
          onChange={(value) => setState((value || undefined) as InvoiceState | undefined)}
          options={INVOICE_STATES.map((value) => ({ value, label: tp(`invoiceStates.${value}`) }))}
        />
        <Button type="primary" onClick={() => setRequesting(true)} data-testid="invoice-request-open">
          {t('bill.request')}
        </Button>
      </div>
      {error && !isLoading ? (
        <Result status="warning" title={t('common.loadError')} extra={<Button onClick={() => void mutate()}>{t('common.retry')}</Button>} />
      ) : (
        <DataTable<InvoiceRequestRow>
          data-testid="invoice-requests-table"
          rowKey="id"
          loading={isLoading}
          dataSource={data?.list ?? []}
          columns={columns}
          locale={{ emptyText: t('bill.empty') }}
          scroll={{ x: 900 }}
          expandable={{ expandedRowRender: (r) => <TitleSnapshot title={r.title} /> }}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: data?.total ?? 0, hideOnSinglePage: true, onChange: setPage }}
        />
      )}
      <InvoiceRequestModal
        open={requesting}
        presetOrderNo={preset}
        onClose={() => setRequesting(false)}
        onRequested={() => {
          setRequesting(false);
          void mutate();
        }}
      />
    </section>
  );
}

const SNAPSHOT_FIELDS = ['taxNumber', 'address', 'telephone', 'bankName', 'bankAccount', 'email'] as const;

/** The invoice title as it was when the invoice was requested (the request keeps a snapshot). */
function TitleSnapshot({ title }: { title: InvoiceTitleSnapshot }) {
  const t = useTranslations('PaymentScreens');
  return (
    <Descriptions size="small" column={2} data-testid="invoice-title-snapshot">
      <Descriptions.Item label={t('bill.snapshot.titleType')}>{t(`bill.snapshot.${title.titleType}`)}</Descriptions.Item>
      {SNAPSHOT_FIELDS.filter((f) => title[f]).map((f) => (
        <Descriptions.Item key={f} label={t(`bill.snapshot.${f}`)}>
          {title[f]}
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}
