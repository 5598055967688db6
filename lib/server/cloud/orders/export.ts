import 'server-only';
import type { AdminOrderFilterInput } from '@/lib/cloud/order-contract';
import type { Locale } from '@/lib/i18n/routing';
import type { Translate } from '@/lib/server/api/types';
import type { Db } from '@/lib/server/db/client';
import { yuanOf } from '@/lib/money';
import { chinaDay, chinaMinute } from '@/lib/time';
import { CLOUD_ORDER_EXPORT_COLUMNS } from '@/lib/cloud/export-columns';
import { sheetOf, XLSX_TYPE } from '@/lib/export/table';
import { attachment, workbookOf } from '@/lib/server/export/workbook';
import { listForExport } from './queries';

const chinaTime = (iso: string | null) => (iso ? chinaMinute(iso) : null);

/** cloudOrder/exportAdmin: customer service's filtered queue as .xlsx (exceljs), labels in the caller's language, money in yuan. */
export async function exportCloudOrders(db: Db, input: AdminOrderFilterInput, locale: Locale, t: Translate): Promise<Response> {
  const { list } = await listForExport(db, input, locale);
  const h = (k: string) => t(`CloudOrders.export.${k}`);
  const records = list.map((r) => ({
    orderNo: r.orderNo,
    project: r.projectName,
    customer: r.customer ?? '',
    kind: t(`CloudOrders.kinds.${r.kind}`),
    items: r.items.join('; '),
    samples: r.sampleCount,
    laboratory: r.labName,
    stage: t(`CloudOrders.stages.${r.stage}`),
    estimate: yuanOf(r.estimateFen),
    offer: r.offerFen === null ? null : yuanOf(r.offerFen),
    createdAt: chinaTime(r.createdAt),
    contactDueAt: chinaTime(r.contactDueAt),
    quoteDueAt: chinaTime(r.quoteDueAt),
    overdue: r.overdue.map((f) => t(`CloudOrders.overdue.${f}`)).join(', '),
  }));
  const sheet = sheetOf(CLOUD_ORDER_EXPORT_COLUMNS, records, t, locale);
  const bytes = await workbookOf(sheet, h('sheet'));
  const day = chinaDay(new Date());
  return new Response(bytes as BlobPart, {
    status: 200,
    headers: { 'content-type': XLSX_TYPE, 'content-disposition': attachment(`${h('fileName')}-${day}.xlsx`), 'cache-control': 'no-store' },
  });
}
