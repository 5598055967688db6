'use client';
import { Alert, Button, Popconfirm, Space } from 'antd';
import '@/styles/antd/alert.css';
import '@/styles/antd/button.css';
import '@/styles/antd/popconfirm.css';
import '@/styles/antd/space.css';
import dynamic from 'next/dynamic';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { DataTable, type DataColumn } from '@/components/ui/plain/data-table';
import { toast } from '@/components/ui/plain/toast';
import { Spinner } from '@/components/ui/spinner';
import { useOpened } from '@/components/ui/use-opened';
import { useYearList } from '@/components/ui/year-list';
import { calendarCalls } from '@/lib/api/calls/calendar';
import { request } from '@/lib/api/client';
import { useCall } from '@/lib/api/use-call';
import type { HolidayYearRow, SaveHolidayYearInput } from '@/lib/calendar/contract';

/** The dialog (antd Form, Modal, the schema) loads when first opened, so the list's first load carries none of it. */
const HolidayDialog = dynamic(() => import('./holiday-dialog').then((m) => m.HolidayDialog));

/**
 * /my/administration/holidays: the years entered from the State Council's notices, what the calendar package
 * covers, which years around today are not yet published, and the dialog that enters or corrects a year. Every
 * rule is the server's (holiday/* calls); its refusals are shown in the dialog's fields or by the API client.
 */
export function HolidayAdmin() {
  const t = useTranslations('Calendar.admin');
  const tc = useTranslations('Common');
  const format = useFormatter();
  const yearList = useYearList();
  const { data, error, isLoading, mutate } = useCall(calendarCalls.list, {});
  const [editing, setEditing] = useState<HolidayYearRow | 'new' | null>(null);
  const [busy, setBusy] = useState(false);
  const dialogOpened = useOpened(editing !== null);

  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  const count = (r: HolidayYearRow, kind: 'holiday' | 'workday') => r.days.filter((d) => d.kind === kind).length;

  async function save(values: SaveHolidayYearInput): Promise<boolean> {
    setBusy(true);
    try {
      await request(editing === 'new' ? calendarCalls.create : calendarCalls.update, values);
      toast.success(t('saved'));
      setEditing(null);
      await mutate();
      return true;
    } catch {
      return false; // the API client has shown the refusal
    } finally {
      setBusy(false);
    }
  }

  async function remove(year: number) {
    try {
      await request(calendarCalls.delete, { year });
      toast.success(t('deleted'));
      await mutate();
    } catch {
      // the API client has shown the refusal
    }
  }

  if (error && !data) {
    return <Alert type="error" title={t('loadFailed')} action={<Button size="small" onClick={() => void mutate()}>{tc('retry')}</Button>} data-testid="holidays-load-failed" />;
  }

  const columns: DataColumn<HolidayYearRow>[] = [
    { key: 'year', title: t('columns.year'), dataIndex: 'year' },
    { key: 'notice', title: t('columns.notice'), render: (_, r) => (r.sourceUrl ? <a href={r.sourceUrl} target="_blank" rel="noopener noreferrer">{r.noticeNumber || r.sourceUrl}</a> : r.noticeNumber || '—') },
    { key: 'publishedOn', title: t('columns.publishedOn'), dataIndex: 'publishedOn' },
    { key: 'holidays', title: t('columns.holidays'), align: 'right', render: (_, r) => count(r, 'holiday') },
    { key: 'workdays', title: t('columns.workdays'), align: 'right', render: (_, r) => count(r, 'workday') },
    { key: 'updated', title: t('columns.updated'), render: (_, r) => t('updatedBy', { by: r.updatedBy ?? t('unknownUser'), at: when(r.updatedAt) }) },
    {
      key: 'actions',
      title: t('columns.actions'),
      fixed: 'right',
      render: (_, r) => (
        <Space wrap size={4}>
          <Button size="small" onClick={() => setEditing(r)} data-testid={`holiday-edit-${r.year}`}>
            {t('edit')}
          </Button>
          <Popconfirm title={t('deleteConfirm', { year: r.year })} onConfirm={() => remove(r.year)} okText={tc('confirm')} cancelText={tc('cancel')}>
            <Button size="small" danger data-testid={`holiday-delete-${r.year}`}>
              {t('delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <section className="my-panel" data-testid="holiday-admin">
      <div className="my-panel__head">
        <h1 className="my-panel__title">{t('title')}</h1>
        <Button type="primary" onClick={() => setEditing('new')} disabled={!data} data-testid="holiday-add">
          {t('add')}
        </Button>
      </div>
      <p className="auth-muted">{t('intro')}</p>
      {isLoading || !data ? (
        <Spinner />
      ) : (
        <>
          <p className="auth-muted" data-testid="holiday-package">
            {t('packageNote', { source: data.package.source, version: data.package.version, firstYear: String(data.package.firstYear), lastYear: String(data.package.lastYear) })}
          </p>
          {data.unpublishedYears.length ? (
            <Alert type="warning" showIcon title={t('unpublished', { years: yearList(data.unpublishedYears) })} data-testid="holiday-unpublished" />
          ) : (
            <Alert type="success" showIcon title={t('allPublished')} data-testid="holiday-all-published" />
          )}
          <div className="data-table-wrap" style={{ marginTop: 16 }}>
            <DataTable<HolidayYearRow> rowKey="year" size="small" dataSource={data.years} columns={columns} pagination={false} scroll={{ x: true }} locale={{ emptyText: t('empty') }} data-testid="holiday-years" />
          </div>
        </>
      )}
      {dialogOpened && <HolidayDialog open={editing !== null} initial={editing === 'new' ? null : editing} busy={busy} onCancel={() => setEditing(null)} onSave={save} />}
    </section>
  );
}
