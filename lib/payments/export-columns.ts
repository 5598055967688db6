import type { FieldDef } from '@/lib/units';

/** payment/exportOrder's columns (lib/server/payments/export.ts): the amount in yuan, declared here once (lib/units.ts). */
export const ORDER_EXPORT_COLUMNS = [
  { key: 'orderNo', label: 'Payments.export.orderNo', unit: null },
  { key: 'user', label: 'Payments.export.user', unit: null },
  { key: 'company', label: 'Payments.export.company', unit: null },
  { key: 'type', label: 'Payments.export.type', unit: null },
  { key: 'title', label: 'Payments.export.title', unit: null },
  { key: 'amount', label: 'Payments.export.amount', unit: 'yuan' },
  { key: 'status', label: 'Payments.export.status', unit: null },
  { key: 'channel', label: 'Payments.export.channel', unit: null },
  { key: 'createdAt', label: 'Payments.export.createdAt', unit: null },
  { key: 'paidAt', label: 'Payments.export.paidAt', unit: null },
  { key: 'cancelledAt', label: 'Payments.export.cancelledAt', unit: null },
  { key: 'invoice', label: 'Payments.export.invoice', unit: null },
  { key: 'transferCode', label: 'Payments.export.transferCode', unit: null },
  { key: 'transferReference', label: 'Payments.export.transferReference', unit: null },
] as const satisfies readonly FieldDef[];
