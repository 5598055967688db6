import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import type { CompanyOrderFilter } from '@/lib/enterprise/contract';
import type { Translate } from '@/lib/server/api/types';
import type { Db } from '@/lib/server/db/client';
import { xlsxDownload } from '@/lib/server/export/workbook';
import { yuanOf } from '@/lib/money';
import { chinaMinute } from '@/lib/time';
import type { SessionUser } from '@/lib/session/permissions';
import { companyOrdersForExport } from './orders';

/** order/companyExport: the company's filtered orders as .xlsx, labels in the caller's language, amounts in yuan. */
export async function exportCompanyOrders(db: Db, user: SessionUser, input: CompanyOrderFilter, locale: Locale, t: Translate, at: Date): Promise<Response> {
  const rows = await companyOrdersForExport(db, user, input, locale);
  const h = (k: string) => t(`Enterprise.export.${k}`);
  const typeLabel = (source: string, type: string) => (source === 'payment' ? t(`Payments.types.${type}`) : t(`Enterprise.orderKinds.${type}`));
  const statusLabel = (source: string, status: string) => (source === 'payment' ? t(`Payments.statuses.${status}`) : t(`Enterprise.stages.${status}`));
  const sheet = [
    [h('orderNo'), h('source'), h('member'), h('type'), h('title'), h('amount'), h('status'), h('createdAt')],
    ...rows.map((r) => [r.orderNo, t(`Enterprise.sources.${r.source}`), r.userName, typeLabel(r.source, r.type), r.title, yuanOf(r.amountFen), statusLabel(r.source, r.status), chinaMinute(r.createdAt)]),
  ];
  return xlsxDownload(sheet, h('sheetName'), `${h('fileName')}-${chinaMinute(at).slice(0, 10)}.xlsx`);
}
