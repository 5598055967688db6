import 'server-only';
import type { AppointmentFilterInput } from '@/lib/cloud/appointment-contract';
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
  const rows = [
    [h('orderNo'), h('user'), h('equipment'), h('laboratory'), h('time'), h('sample'), h('status'), h('estimate'), h('price'), h('createdAt'), h('contactDueAt'), h('quoteDueAt'), h('overdue')],
    ...list.map((r) => [
      r.orderNo,
      r.user,
      `${r.equipment} ${r.model}`,
      r.labName,
      `${r.day} ${r.start}–${r.end}`,
      r.sampleName,
      t(`CloudAppointments.statuses.${r.status}`),
      yuanOf(r.estimateFen),
      r.priceFen === null ? null : yuanOf(r.priceFen),
      chinaMinute(r.createdAt),
      chinaMinute(r.contactDueAt),
      chinaMinute(r.quoteDueAt),
      r.overdue.map((f) => t(`CloudAppointments.overdue.${f}`)).join(', '),
    ]),
  ];
  return xlsxDownload(rows, h('sheet'), `appointments-${chinaDay(now)}.xlsx`);
}
