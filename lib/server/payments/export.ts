import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import type { AdminOrderFilterInput } from '@/lib/payments/contract';
import { ORDER_EXPORT_COLUMNS } from '@/lib/payments/export-columns';
import { sheetOf } from '@/lib/export/table';
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
 * amounts in yuan as numbers (the columns: lib/payments/export-columns.ts).
 */
export async function exportOrders(db: Db, input: AdminOrderFilterInput, locale: Locale, t: Translate): Promise<Response> {
  const rows = await listOrdersForExport(db, input, locale);
  const h = (k: string) => t(`Payments.export.${k}`);
  const records = rows.map((r) => ({
    orderNo: r.orderNo,
    user: r.userName,
    company: r.companyName,
    type: t(`Payments.types.${r.type}`),
    title: r.title,
    amount: yuanOf(r.amountFen),
    status: t(`Payments.statuses.${r.status}`),
    channel: r.channel ? t(`Payments.channels.${r.channel}`) : null,
    createdAt: chinaTime(r.createdAt),
    paidAt: chinaTime(r.paidAt),
    cancelledAt: chinaTime(r.cancelledAt),
    invoice: r.invoiceState ? t(`Payments.invoiceStates.${r.invoiceState}`) : null,
    transferCode: r.transferCode,
    transferReference: r.transferReference,
  }));
  const sheet = sheetOf(ORDER_EXPORT_COLUMNS, records, t, locale);
  const day = chinaTime(new Date().toISOString())!.slice(0, 10);
  return xlsxDownload(sheet, h('sheetName'), `${h('fileName')}-${day}.xlsx`);
}
