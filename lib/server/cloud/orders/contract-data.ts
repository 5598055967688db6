import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { formatFen } from '@/lib/money';
import { chinaDay } from '@/lib/time';
import { lookupMessage, translate } from '@/lib/i18n/messages';
import { paramSuffix } from '@/lib/cloud/param-text';
import type { ItemParam } from '@/lib/cloud/types';
import type { DbExecutor } from '@/lib/server/db/client';
import { cloudItems, cloudLaboratories, cloudOrderItems, companies, users } from '@/lib/server/db/schema';
import type { CloudOrderRecord } from './access';
import type { ContractData } from './pdf';

/** What the contract PDF says, read from the order, its items (with their first standard), the customer and the laboratory. */
export async function contractData(db: DbExecutor, order: CloudOrderRecord): Promise<ContractData> {
  const [customer] = await db.select({ userName: users.userName, fullName: users.fullName, company: companies.name }).from(users).leftJoin(companies, eq(companies.id, users.companyId)).where(eq(users.id, order.userId));
  const [lab] = await db.select({ nameZh: cloudLaboratories.nameZh, nameEn: cloudLaboratories.nameEn }).from(cloudLaboratories).where(eq(cloudLaboratories.id, order.labId!));
  const items = await db
    .select({ zh: cloudItems.nameZh, en: cloudItems.nameEn, standards: cloudItems.standards, defs: cloudItems.params, params: cloudOrderItems.params })
    .from(cloudOrderItems)
    .innerJoin(cloudItems, eq(cloudItems.id, cloudOrderItems.itemId))
    .where(eq(cloudOrderItems.orderId, order.id))
    .orderBy(asc(cloudOrderItems.sort));
  // The chosen parameters in each language's words ("试样形式 圆形试样"), not the stored codes (issue 29 item 6).
  const params = (locale: 'zh' | 'en', defs: unknown, p: Record<string, string | number>) => paramSuffix(defs as ItemParam[], p, (key) => lookupMessage(locale, key), locale);
  const method = order.details.deliveryMethod === 'pickup' ? 'pickup' : 'send';
  return {
    orderNo: order.orderNo,
    date: chinaDay(new Date()),
    customer: [customer?.company, customer?.fullName ?? customer?.userName].filter(Boolean).join(' · '),
    laboratory: lab ? `${lab.nameZh} / ${lab.nameEn}` : '',
    projectName: order.projectName,
    items: items.map((i) => ({ zh: i.zh + params('zh', i.defs, i.params), en: i.en + params('en', i.defs, i.params), standard: i.standards[0]?.code ?? null })),
    samples: order.details.samples.map((s) => ({ sampleNo: s.sampleNo, material: s.material, quantity: s.quantity })),
    price: formatFen(order.offerFen ?? 0, 'zh'),
    cycleDays: order.offerDays ?? 0,
    deliveryMethod: { zh: translate('zh', `CloudOrders.delivery.${method}`), en: translate('en', `CloudOrders.delivery.${method}`) },
    address: order.details.address,
    offerNote: order.offerNote ?? '',
  };
}
