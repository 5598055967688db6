'use client';
import { Button } from 'antd';
import '@/styles/antd/button.css';
import { useTranslations } from 'next-intl';
import type { FormEvent } from 'react';
import { FilterSelect } from '@/components/ui/plain/filter-select';
import { ORDER_STATUSES, ORDER_TYPES, PAY_CHANNELS, type OrderStatus, type OrderType, type PayChannelName } from '@/lib/payments/contract';
import type { OrderFilters } from './use-order-filters';

/**
 * The filter bar of customer service's order list: status, type, method, keyword, date range. A plain
 * form (native selects and inputs, issue 30: antd's Form and Select cost the screen ≈ 40 KB gz); the
 * URL holds the filters (useOrderFilters), so the form is re-made from them when they change.
 */
export function AdminOrderFilters({ value, onApply }: { value: OrderFilters; onApply: (next: OrderFilters) => void }) {
  const t = useTranslations('PaymentScreens');
  const tp = useTranslations('Payments');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const field = (name: keyof OrderFilters) => String(data.get(name) ?? '').trim() || undefined;
    onApply({
      keyword: field('keyword'),
      status: field('status') as OrderStatus | undefined,
      type: field('type') as OrderType | undefined,
      channel: field('channel') as PayChannelName | undefined,
      from: field('from'),
      to: field('to'),
    });
  }

  return (
    <form className="pay-filters plain-filters" key={JSON.stringify(value)} onSubmit={submit} data-testid="admin-order-filters">
      <input
        className="plain-input"
        type="search"
        name="keyword"
        defaultValue={value.keyword ?? ''}
        placeholder={t('admin.keyword')}
        aria-label={t('admin.keyword')}
        maxLength={64}
        data-testid="admin-filter-keyword"
      />
      <FilterSelect className="plain-select" hideLabel label={t('admin.status')} name="status" value={value.status} anyLabel={t('admin.status')} options={ORDER_STATUSES.map((v) => ({ value: v, label: tp(`statuses.${v}`) }))} testId="admin-filter-status" />
      <FilterSelect className="plain-select" hideLabel label={t('admin.type')} name="type" value={value.type} anyLabel={t('admin.type')} options={ORDER_TYPES.map((v) => ({ value: v, label: tp(`types.${v}`) }))} />
      <FilterSelect className="plain-select" hideLabel label={t('admin.channel')} name="channel" value={value.channel} anyLabel={t('admin.channel')} options={PAY_CHANNELS.map((v) => ({ value: v, label: tp(`channels.${v}`) }))} />
      <label className="plain-select">
        {t('admin.from')}
        <input className="plain-input" type="date" name="from" defaultValue={value.from ?? ''} />
      </label>
      <label className="plain-select">
        {t('admin.to')}
        <input className="plain-input" type="date" name="to" defaultValue={value.to ?? ''} />
      </label>
      <Button type="primary" htmlType="submit" data-testid="admin-filter-search">
        {t('admin.search')}
      </Button>
      <Button onClick={() => onApply({})}>{t('admin.reset')}</Button>
    </form>
  );
}
