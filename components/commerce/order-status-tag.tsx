'use client';
import { Tag } from 'antd';
import '@/styles/antd/tag.css';
import { useTranslations } from 'next-intl';
import type { InvoiceState, OrderStatus } from '@/lib/payments/contract';

const COLOURS: Record<OrderStatus, string> = { waiting: 'gold', paid: 'green', cancelled: 'default' };
const INVOICE_COLOURS: Record<InvoiceState, string> = { requested: 'blue', issued: 'green', refused: 'red' };

/** An order status as a coloured tag (spec section 4: waiting for payment, paid, cancelled). */
export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const t = useTranslations('Payments');
  return (
    <Tag color={COLOURS[status]} data-testid="order-status">
      {t(`statuses.${status}`)}
    </Tag>
  );
}

/** An invoice request's state as a coloured tag. */
export function InvoiceStateTag({ state }: { state: InvoiceState }) {
  const t = useTranslations('Payments');
  return (
    <Tag color={INVOICE_COLOURS[state]} data-testid="invoice-state">
      {t(`invoiceStates.${state}`)}
    </Tag>
  );
}
