import 'server-only';
import type { AdminOrderFilterInput } from '@/lib/cloud/order-contract';
import type { Locale } from '@/lib/i18n/routing';
import type { Translate } from '@/lib/server/api/types';
import type { Db } from '@/lib/server/db/client';
import { yuanOf } from '@/lib/money';
import { chinaDay, chinaMinute } from '@/lib/time';
import { XLSX_TYPE } from '@/lib/export/table';
import { attachment, workbookOf } from '@/lib/server/export/workbook';
import { listForExport } from './queries';

const chinaTime = (iso: string | null) => (iso ? chinaMinute(iso) : null);

/** cloudOrder/exportAdmin: customer service's filtered queue as .xlsx (exceljs), labels in the caller's language, money in yuan. */
export async function exportCloudOrders(db: Db, input: AdminOrderFilterInput, locale: Locale, t: Translate): Promise<Response> {
  const { list } = await listForExport(db, input, locale);
  const h = (k: string) => t(`CloudOrders.export.${k}`);
  const sheet = [
    [h('orderNo'), h('project'), h('customer'), h('kind'), h('items'), h('samples'), h('laboratory'), h('stage'), h('estimate'), h('offer'), h('createdAt'), h('contactDueAt'), h('quoteDueAt'), h('overdue')],
    ...list.map((r) => [
      r.orderNo,
      r.projectName,
      r.customer ?? '',
      t(`CloudOrders.kinds.${r.kind}`),
      r.items.join('; '),
      r.sampleCount,
      r.labName,
      t(`CloudOrders.stages.${r.stage}`),
      yuanOf(r.estimateFen),
      r.offerFen === null ? null : yuanOf(r.offerFen),
      chinaTime(r.createdAt),
      chinaTime(r.contactDueAt),
      chinaTime(r.quoteDueAt),
      r.overdue.map((f) => t(`CloudOrders.overdue.${f}`)).join(', '),
    ]),
  ];
  const bytes = await workbookOf(sheet, h('sheet'));
  const day = chinaDay(new Date());
  return new Response(bytes as BlobPart, {
    status: 200,
    headers: { 'content-type': XLSX_TYPE, 'content-disposition': attachment(`${h('fileName')}-${day}.xlsx`), 'cache-control': 'no-store' },
  });
}
