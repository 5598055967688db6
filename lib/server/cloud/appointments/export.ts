import 'server-only';
import type { AppointmentFilterInput } from '@/lib/cloud/appointment-contract';
import { APPOINTMENT_EXPORT_COLUMNS } from '@/lib/cloud/export-columns';
import { sheetOf } from '@/lib/export/table';
import type { Locale } from '@/lib/i18n/routing';
import { yuanOf } from '@/lib/money';
import type { Translate } from '@/lib/server/api/types';
import type { Db } from '@/lib/server/db/client';
import { xlsxDownload } from '@/lib/server/export/workbook';
import { chinaDay, chinaMinute } from '@/lib/time';
import { listForExport } from './queries';

/** equipments/orderExport: customer service's filtered demands as .xlsx, labels in the caller's language, money in yuan, deadlines and overdue flags. */
export async function exportAppointments(db: Db, input: AppointmentFilterInput, locale: Locale, t: Translate, now: Date): Promise<Response> {
  const list = await listForExport(db, input, locale, now);
  const h = (k: string) => t(`CloudAppointments.export.${k}`);
  const records = list.map((r) => ({
    orderNo: r.orderNo,
    user: r.user,
    equipment: `${r.equipment} ${r.model}`,
    laboratory: r.labName,
    time: `${r.day} ${r.start}–${r.end}`,
    sample: r.sampleName,
    status: t(`CloudAppointments.statuses.${r.status}`),
    estimate: yuanOf(r.estimateFen),
    price: r.priceFen === null ? null : yuanOf(r.priceFen),
    createdAt: chinaMinute(r.createdAt),
    contactDueAt: chinaMinute(r.contactDueAt),
    quoteDueAt: chinaMinute(r.quoteDueAt),
    overdue: r.overdue.map((f) => t(`CloudAppointments.overdue.${f}`)).join(', '),
  }));
  const rows = sheetOf(APPOINTMENT_EXPORT_COLUMNS, records, t, locale);
  return xlsxDownload(rows, h('sheet'), `appointments-${chinaDay(now)}.xlsx`);
}
