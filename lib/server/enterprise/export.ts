import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import type { CompanyOrderFilter } from '@/lib/enterprise/contract';
import { COMPANY_ORDER_EXPORT_COLUMNS } from '@/lib/enterprise/export-columns';
import { sheetOf } from '@/lib/export/table';
import type { Translate } from '@/lib/server/api/types';
import type { Db } from '@/lib/server/db/client';
import { xlsxDownload } from '@/lib/server/export/workbook';
import { yuanOf } from '@/lib/money';
import { chinaMinute } from '@/lib/time';
import type { SessionUser } from '@/lib/session/permissions';
import { companyOrdersForExport } from './orders';

/** order/companyExport: the company's filtered orders as .xlsx, labels in the caller's language, amounts in yuan (the columns: lib/enterprise/export-columns.ts). */
export async function exportCompanyOrders(db: Db, user: SessionUser, input: CompanyOrderFilter, locale: Locale, t: Translate, at: Date): Promise<Response> {
  const rows = await companyOrdersForExport(db, user, input, locale);
  const h = (k: string) => t(`Enterprise.export.${k}`);
  const typeLabel = (source: string, type: string) => (source === 'payment' ? t(`Payments.types.${type}`) : t(`Enterprise.orderKinds.${type}`));
  const statusLabel = (source: string, status: string) => (source === 'payment' ? t(`Payments.statuses.${status}`) : t(`Enterprise.stages.${status}`));
  const records = rows.map((r) => ({
    orderNo: r.orderNo,
    source: t(`Enterprise.sources.${r.source}`),
    member: r.userName,
    type: typeLabel(r.source, r.type),
    title: r.title,
    amount: yuanOf(r.amountFen),
    status: statusLabel(r.source, r.status),
    createdAt: chinaMinute(r.createdAt),
  }));
  const sheet = sheetOf(COMPANY_ORDER_EXPORT_COLUMNS, records, t, locale);
  return xlsxDownload(sheet, h('sheetName'), `${h('fileName')}-${chinaMinute(at).slice(0, 10)}.xlsx`);
}
