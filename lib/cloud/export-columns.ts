import type { FieldDef } from '@/lib/units';

/** cloudOrder/exportAdmin's columns (lib/server/cloud/orders/export.ts): money in yuan, declared here once (lib/units.ts). */
export const CLOUD_ORDER_EXPORT_COLUMNS = [
  { key: 'orderNo', label: 'CloudOrders.export.orderNo', unit: null },
  { key: 'project', label: 'CloudOrders.export.project', unit: null },
  { key: 'customer', label: 'CloudOrders.export.customer', unit: null },
  { key: 'kind', label: 'CloudOrders.export.kind', unit: null },
  { key: 'items', label: 'CloudOrders.export.items', unit: null },
  { key: 'samples', label: 'CloudOrders.export.samples', unit: null },
  { key: 'laboratory', label: 'CloudOrders.export.laboratory', unit: null },
  { key: 'stage', label: 'CloudOrders.export.stage', unit: null },
  { key: 'estimate', label: 'CloudOrders.export.estimate', unit: 'yuan' },
  { key: 'offer', label: 'CloudOrders.export.offer', unit: 'yuan' },
  { key: 'createdAt', label: 'CloudOrders.export.createdAt', unit: null },
  { key: 'contactDueAt', label: 'CloudOrders.export.contactDueAt', unit: null },
  { key: 'quoteDueAt', label: 'CloudOrders.export.quoteDueAt', unit: null },
  { key: 'overdue', label: 'CloudOrders.export.overdue', unit: null },
] as const satisfies readonly FieldDef[];

/** equipments/orderExport's columns (lib/server/cloud/appointments/export.ts): money in yuan. */
export const APPOINTMENT_EXPORT_COLUMNS = [
  { key: 'orderNo', label: 'CloudAppointments.export.orderNo', unit: null },
  { key: 'user', label: 'CloudAppointments.export.user', unit: null },
  { key: 'equipment', label: 'CloudAppointments.export.equipment', unit: null },
  { key: 'laboratory', label: 'CloudAppointments.export.laboratory', unit: null },
  { key: 'time', label: 'CloudAppointments.export.time', unit: null },
  { key: 'sample', label: 'CloudAppointments.export.sample', unit: null },
  { key: 'status', label: 'CloudAppointments.export.status', unit: null },
  { key: 'estimate', label: 'CloudAppointments.export.estimate', unit: 'yuan' },
  { key: 'price', label: 'CloudAppointments.export.price', unit: 'yuan' },
  { key: 'createdAt', label: 'CloudAppointments.export.createdAt', unit: null },
  { key: 'contactDueAt', label: 'CloudAppointments.export.contactDueAt', unit: null },
  { key: 'quoteDueAt', label: 'CloudAppointments.export.quoteDueAt', unit: null },
  { key: 'overdue', label: 'CloudAppointments.export.overdue', unit: null },
] as const satisfies readonly FieldDef[];
