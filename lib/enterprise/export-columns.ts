import type { FieldDef } from '@/lib/units';

/** order/companyExport's columns (lib/server/enterprise/export.ts): amounts in yuan, declared here once (lib/units.ts). */
export const COMPANY_ORDER_EXPORT_COLUMNS = [
  { key: 'orderNo', label: 'Enterprise.export.orderNo', unit: null },
  { key: 'source', label: 'Enterprise.export.source', unit: null },
  { key: 'member', label: 'Enterprise.export.member', unit: null },
  { key: 'type', label: 'Enterprise.export.type', unit: null },
  { key: 'title', label: 'Enterprise.export.title', unit: null },
  { key: 'amount', label: 'Enterprise.export.amount', unit: 'yuan' },
  { key: 'status', label: 'Enterprise.export.status', unit: null },
  { key: 'createdAt', label: 'Enterprise.export.createdAt', unit: null },
] as const satisfies readonly FieldDef[];
