import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import type { AdminOrderFilterInput } from '@/lib/payments/contract';
import type { Translate } from '@/lib/server/api/types';
import type { Db } from '@/lib/server/db/client';
import { yuanOf } from '@/lib/money';
import { chinaMinute } from '@/lib/time';
import { xlsxDownload } from '@/lib/server/export/workbook';
import { listOrdersForExport } from './order-queries';

/** Dates in the sheet: China time, "2026-11-23 14:05". */
const chinaTime = (iso: string | null) => (iso ? chinaMinute(iso) : null);

/**
 * payment/exportOrder: customer service's filtered order list as .xlsx (exceljs, the same writer as
 * the comparison export: formula-looking text kept as text), labels in the caller's language,
 * amounts in yuan as numbers.
 */
export async function exportOrders(db: Db, input: AdminOrderFilterInput, locale: Locale, t: Translate): Promise<Response> {
  const rows = await listOrdersForExport(db, input, locale);
  const h = (k: string) => t(`Payments.export.${k}`);
  const sheet = [
    [h('orderNo'), h('user'), h('company'), h('type'), h('title'), h('amount'), h('status'), h('channel'), h('createdAt'), h('paidAt'), h('cancelledAt'), h('invoice'), h('transferCode'), h('transferReference')],
    ...rows.map((r) => [
      r.orderNo,
      r.userName,
      r.companyName,
      t(`Payments.types.${r.type}`),
      r.title,
      yuanOf(r.amountFen),
      t(`Payments.statuses.${r.status}`),
      r.channel ? t(`Payments.channels.${r.channel}`) : null,
      chinaTime(r.createdAt),
      chinaTime(r.paidAt),
      chinaTime(r.cancelledAt),
      r.invoiceState ? t(`Payments.invoiceStates.${r.invoiceState}`) : null,
      r.transferCode,
      r.transferReference,
    ]),
  ];
  const day = chinaTime(new Date().toISOString())!.slice(0, 10);
  return xlsxDownload(sheet, h('sheetName'), `${h('fileName')}-${day}.xlsx`);
}
