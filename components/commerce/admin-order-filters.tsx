'use client';
import { Button, Form, Input, Select } from 'antd';
import '@/styles/antd/button.css';
import '@/styles/antd/form.css';
import '@/styles/antd/input.css';
import '@/styles/antd/select.css';
import { useTranslations } from 'next-intl';
import { ORDER_STATUSES, ORDER_TYPES, PAY_CHANNELS } from '@/lib/payments/contract';
import type { OrderFilters } from './use-order-filters';

/** The filter bar of customer service's order list: status, type, method, keyword, date range. */
export function AdminOrderFilters({ value, onApply }: { value: OrderFilters; onApply: (next: OrderFilters) => void }) {
  const t = useTranslations('PaymentScreens');
  const tp = useTranslations('Payments');
  const [form] = Form.useForm<OrderFilters>();
  return (
    <Form form={form} layout="inline" className="pay-filters" initialValues={value} key={JSON.stringify(value)} onFinish={(v) => onApply(v)} data-testid="admin-order-filters">
      <Form.Item name="keyword">
        <Input allowClear placeholder={t('admin.keyword')} aria-label={t('admin.keyword')} maxLength={64} data-testid="admin-filter-keyword" />
      </Form.Item>
      <Form.Item name="status">
        <Select allowClear placeholder={t('admin.status')} aria-label={t('admin.status')} style={{ minWidth: 150 }} options={ORDER_STATUSES.map((v) => ({ value: v, label: tp(`statuses.${v}`) }))} data-testid="admin-filter-status" />
      </Form.Item>
      <Form.Item name="type">
        <Select allowClear placeholder={t('admin.type')} aria-label={t('admin.type')} style={{ minWidth: 140 }} options={ORDER_TYPES.map((v) => ({ value: v, label: tp(`types.${v}`) }))} />
      </Form.Item>
      <Form.Item name="channel">
        <Select allowClear placeholder={t('admin.channel')} aria-label={t('admin.channel')} style={{ minWidth: 140 }} options={PAY_CHANNELS.map((v) => ({ value: v, label: tp(`channels.${v}`) }))} />
      </Form.Item>
      <Form.Item name="from" label={t('admin.from')}>
        <Input type="date" />
      </Form.Item>
      <Form.Item name="to" label={t('admin.to')}>
        <Input type="date" />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" data-testid="admin-filter-search">
          {t('admin.search')}
        </Button>
      </Form.Item>
      <Form.Item>
        <Button onClick={() => onApply({})}>{t('admin.reset')}</Button>
      </Form.Item>
    </Form>
  );
}
