import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { OrderFormOptions, OrderKind } from '@/lib/cloud/order-contract';
import type { ItemParam } from '@/lib/cloud/types';
import type { Locale } from '@/lib/i18n/routing';
import { listAddresses } from '@/lib/server/account/addresses';
import type { Db } from '@/lib/server/db/client';
import { cloudItems, cloudLaboratories, cloudOfferings } from '@/lib/server/db/schema';
import type { SessionUser } from '@/lib/session/permissions';

/** cloudOrder/formOptions: the catalogue's items, the active laboratories with the items they offer, and (signed in) the caller's saved addresses. */
export async function formOptions(db: Db, user: SessionUser | null, locale: Locale): Promise<OrderFormOptions> {
  const [items, labs, offers, addresses] = await Promise.all([
    db.select().from(cloudItems).orderBy(asc(cloudItems.kind), asc(cloudItems.sort), asc(cloudItems.id)),
    db.select().from(cloudLaboratories).where(eq(cloudLaboratories.status, 'active')).orderBy(asc(cloudLaboratories.id)),
    db.select({ labId: cloudOfferings.labId, itemId: cloudOfferings.itemId }).from(cloudOfferings),
    user ? listAddresses(db, user.id) : Promise.resolve([]),
  ]);
  const offered = new Map<number, number[]>();
  for (const o of offers) offered.set(o.labId, [...(offered.get(o.labId) ?? []), o.itemId]);
  return {
    items: items.map((i) => ({
      id: i.id,
      code: i.code,
      kind: i.kind as OrderKind,
      category: i.category,
      name: locale === 'zh' ? i.nameZh : i.nameEn,
      standard: i.standards[0]?.code ?? null,
      unit: i.unit as 'sample' | 'batch',
      params: i.params as ItemParam[],
    })),
    labs: labs.map((l) => ({ id: l.id, slug: l.slug, name: locale === 'zh' ? l.nameZh : l.nameEn, cma: l.cma, cnas: l.cnas, demo: l.demo, itemIds: offered.get(l.id) ?? [], rating: l.ratingCount ? Math.round((l.ratingSum / l.ratingCount) * 10) / 10 : null })),
    addresses,
  };
}
