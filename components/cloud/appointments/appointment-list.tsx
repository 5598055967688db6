'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useMoney } from '@/components/commerce/money';
import { DataTable, type DataColumn } from '@/components/ui/plain/data-table';
import { LoadFailed } from '@/components/ui/plain/load-failed';
import { useQueryFilters } from '@/components/ui/use-query-filters';
import { appointmentCalls } from '@/lib/api/calls/cloud';
import { request } from '@/lib/api/client';
import { useCall } from '@/lib/api/use-call';
import type { AppointmentRow } from '@/lib/cloud/appointment-contract';
import { APPOINTMENT_STATUSES, type AppointmentStatus } from '@/lib/cloud/appointment-stages';
import { AppointmentDetail } from './appointment-detail';
import { AppointmentStatusTag } from './status-tag';
import './appointments.css';

const PAGE_SIZE = 20;

/**
 * Demands as a list (mine, my laboratory's, or every one for customer service): filters and page in
 * the address, the contact and quote deadlines with missed ones in red, the Excel export for customer
 * service, and the chosen demand (`?appointment=`, not `orderNo`: the detection orders' tab beside it reads that) opened below with its actions and logs.
 */
export function AppointmentList({ scope }: { scope: 'mine' | 'lab' | 'admin' }) {
  const t = useTranslations('CloudAppointments');
  const money = useMoney();
  const { values, page, go } = useQueryFilters();
  const [keyword, setKeyword] = useState(values.keyword ?? '');
  const [exporting, setExporting] = useState(false);
  const filters = {
    status: (APPOINTMENT_STATUSES as readonly string[]).includes(values.status) ? (values.status as AppointmentStatus) : undefined,
    overdue: scope === 'admin' && values.overdue === 'yes' ? ('yes' as const) : undefined,
    keyword: values.keyword || undefined,
  };
  const { data, error, isLoading, mutate } = useCall(appointmentCalls.orderPage, { scope, page, pageSize: PAGE_SIZE, ...filters });
  const open = /^\d{14,18}$/.test(values.appointment ?? '') ? values.appointment : null;

  async function download() {
    setExporting(true);
    try {
      const file = await request(appointmentCalls.orderExport, filters);
      const url = URL.createObjectURL(file);
      const link = document.createElement('a');
      link.href = url;
      link.download = `${t('export.sheet')}-${new Date().toISOString().slice(0, 10)}.xlsx`;
      document.body.appendChild(link);
      link.click();
      link.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch {
      // shown by the client
    } finally {
      setExporting(false);
    }
  }

  const columns: DataColumn<AppointmentRow>[] = [
    {
      key: 'orderNo',
      title: t('ui.orderNo'),
      render: (_: unknown, r) => (
        <button type="button" className="appt-link" onClick={() => go({ appointment: r.orderNo, page })} data-testid="appointment-open">
          {r.orderNo}
        </button>
      ),
    },
    { key: 'equipment', title: t('ui.equipment'), render: (_: unknown, r) => `${r.equipment} ${r.model}` },
    ...(scope === 'mine' ? [] : [{ key: 'user', title: t('ui.user'), dataIndex: 'user' } as DataColumn<AppointmentRow>]),
    ...(scope === 'lab' ? [] : [{ key: 'lab', title: t('ui.laboratory'), dataIndex: 'labName' } as DataColumn<AppointmentRow>]),
    { key: 'time', title: t('ui.time'), render: (_: unknown, r) => `${r.day} ${r.start}–${r.end}` },
    { key: 'sample', title: t('ui.sampleName'), dataIndex: 'sampleName', ellipsis: true },
    { key: 'price', title: t('ui.price'), align: 'right', render: (_: unknown, r) => (r.priceFen === null ? t('ui.noPriceYet') : money(r.priceFen)) },
    { key: 'status', title: t('ui.status'), render: (_: unknown, r) => <AppointmentStatusTag status={r.status} /> },
    ...(scope === 'mine'
      ? []
      : [
          {
            key: 'overdue',
            title: t('ui.deadlines'),
            render: (_: unknown, r: AppointmentRow) =>
              r.overdue.length ? (
                <span className="appt-overdue" data-testid="appointment-overdue">
                  {r.overdue.map((f) => t(`overdue.${f}`)).join(', ')}
                </span>
              ) : (
                '—'
              ),
          } as DataColumn<AppointmentRow>,
        ]),
  ];

  return (
    <div data-testid={`appointments-${scope}`}>
      <form
        className="appt-filters"
        onSubmit={(e) => {
          e.preventDefault();
          go({ keyword, appointment: undefined });
        }}
      >
        <select aria-label={t('ui.status')} value={filters.status ?? ''} onChange={(e) => go({ status: e.target.value, appointment: undefined })} data-testid="appointment-status-filter">
          <option value="">{t('ui.allStatuses')}</option>
          {APPOINTMENT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`statuses.${s}`)}
            </option>
          ))}
        </select>
        {scope === 'admin' && (
          <label>
            <input type="checkbox" checked={filters.overdue === 'yes'} onChange={(e) => go({ overdue: e.target.checked ? 'yes' : undefined, appointment: undefined })} data-testid="appointment-overdue-filter" /> {t('ui.overdueOnly')}
          </label>
        )}
        <input aria-label={t('ui.keyword')} placeholder={t('ui.keyword')} value={keyword} maxLength={64} onChange={(e) => setKeyword(e.target.value)} data-testid="appointment-keyword" />
        <button type="submit" className="button button--small">
          {t('ui.search')}
        </button>
        {scope === 'admin' && (
          <button type="button" className="button button--small" onClick={() => void download()} disabled={exporting} aria-busy={exporting} data-testid="appointment-export">
            {t('ui.export')}
          </button>
        )}
      </form>
      {error ? (
        <LoadFailed message={t('ui.loadError')} retryLabel={t('ui.retry')} onRetry={() => void mutate()} />
      ) : (
        <DataTable
          columns={columns}
          dataSource={data?.list ?? []}
          rowKey="orderNo"
          loading={isLoading}
          locale={{ emptyText: t('ui.empty') }}
          rowClassName={(r) => (r.overdue.length && scope !== 'mine' ? 'appt-row--overdue' : '')}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: data?.total ?? 0, onChange: (p) => go({ page: p }), hideOnSinglePage: true }}
          data-testid="appointment-table"
        />
      )}
      {open && <AppointmentDetail key={open} orderNo={open} onChanged={() => void mutate()} />}
    </div>
  );
}
