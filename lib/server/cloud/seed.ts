import 'server-only';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import type { SeedStep } from '@/lib/server/ports/seed';
import { cloudCases, cloudEquipment, cloudItems, cloudLaboratories, cloudOfferings, cloudProfiles, cloudQualifications, cloudTestBagItems, cloudTestBags, users } from '@/lib/server/db/schema';
import { decide, startReview, submitForReview } from '@/lib/server/reviews/service';
import { readCloudSeedData } from './seed-data';

/** Rounds a demo price to whole yuan. */
const yuan = (fen: number) => Math.round(fen / 100) * 100;

/**
 * The cloud seed (issue 15): the catalogue (facts: names and standards), demo laboratories with
 * qualifications, equipment, offerings and cases, demo expert profiles, and approved public test
 * bags composed by the demo laboratory user. Runs after the accounts (users, regions). Idempotent:
 * items are upserted by code; laboratories, cases, profiles and bags are added only when missing.
 */
export async function seedCloud(db: Db): Promise<string> {
  const { CATALOGUE, BASE_OFFERS, LABS, BAGS, PROFILES } = readCloudSeedData();
  for (const [sort, item] of CATALOGUE.entries()) {
    const values = { ...item, sort };
    await db.insert(cloudItems).values(values).onConflictDoUpdate({ target: cloudItems.code, set: values });
  }
  const itemRows = await db.select({ id: cloudItems.id, code: cloudItems.code }).from(cloudItems);
  const itemId = new Map(itemRows.map((r) => [r.code, r.id]));
  const people = await db.select({ id: users.id, loginName: users.loginName }).from(users).where(inArray(users.loginName, ['demo_lab', 'demo_public_admin', ...PROFILES.flatMap((p) => (p.user ? [p.user] : []))]));
  const userId = new Map(people.map((p) => [p.loginName, p.id]));

  let labCount = 0;
  for (const lab of LABS) {
    const [exists] = await db.select({ id: cloudLaboratories.id }).from(cloudLaboratories).where(eq(cloudLaboratories.slug, lab.slug));
    if (exists) continue;
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(cloudLaboratories)
        .values({
          slug: lab.slug,
          ownerId: lab.owner ? (userId.get(lab.owner) ?? null) : null,
          nameZh: lab.nameZh,
          nameEn: lab.nameEn,
          introZh: lab.introZh,
          introEn: lab.introEn,
          provinceCode: lab.province,
          cityCode: lab.city,
          contactName: lab.contactName,
          contactPhone: lab.contactPhone,
          cma: lab.qualifications.some(([k]) => k === 'cma'),
          cnas: lab.qualifications.some(([k]) => k === 'cnas'),
          ratingSum: lab.rating[0],
          ratingCount: lab.rating[1],
          demo: true,
        })
        .returning({ id: cloudLaboratories.id });
      await tx.insert(cloudQualifications).values(lab.qualifications.map(([kind, certificateNo, name]) => ({ labId: row.id, kind, certificateNo, name, validUntil: '2028-12-31' })));
      await tx.insert(cloudEquipment).values(lab.equipment.map(([nameZh, nameEn, model, maker], sort) => ({ labId: row.id, nameZh, nameEn, model, maker, sort })));
      await tx.insert(cloudOfferings).values(
        lab.items.map((code) => {
          const [price, cycle] = BASE_OFFERS[code];
          return { labId: row.id, itemId: itemId.get(code)!, priceFen: yuan((price * lab.factor) / 100), cycleDays: cycle + lab.extraDays };
        }),
      );
      for (const [code, item, titleZh, titleEn, summaryZh, summaryEn] of lab.cases) {
        await tx.insert(cloudCases).values({ code, labId: row.id, itemId: itemId.get(item) ?? null, titleZh, titleEn, summaryZh, summaryEn, demo: true }).onConflictDoNothing();
      }
    });
    labCount += 1;
  }

  const labIds = new Map((await db.select({ id: cloudLaboratories.id, slug: cloudLaboratories.slug }).from(cloudLaboratories)).map((r) => [r.slug, r.id]));
  for (const p of PROFILES) {
    const { lab, province, code, user, ...rest } = p;
    const owner = user ? (userId.get(user) ?? null) : null;
    await db.insert(cloudProfiles).values({ ...rest, code, userId: owner, labId: lab ? (labIds.get(lab) ?? null) : null, provinceCode: province, demo: true }).onConflictDoNothing();
    // A database seeded before the profile had its account (demo_expert is Li Ming (demo) since issue 31).
    if (owner) await db.update(cloudProfiles).set({ userId: owner }).where(and(eq(cloudProfiles.code, code), isNull(cloudProfiles.userId)));
  }

  // Public bags composed by the demo laboratory and approved by the public administrator, through the review service.
  const owner = userId.get('demo_lab');
  const reviewer = userId.get('demo_public_admin');
  let bagCount = 0;
  if (owner && reviewer) {
    for (const bag of BAGS) {
      const [exists] = await db.select({ id: cloudTestBags.id }).from(cloudTestBags).where(eq(cloudTestBags.code, bag.code));
      if (exists) continue;
      const lines = bag.items.map(([code, samples, params], sort) => ({ itemId: itemId.get(code)!, samples, params: params ?? {}, sort }));
      const stats = new Map<number, { price: number; cycle: number }>();
      for (const o of await db.select().from(cloudOfferings).where(inArray(cloudOfferings.itemId, lines.map((l) => l.itemId)))) {
        const s = stats.get(o.itemId);
        stats.set(o.itemId, { price: Math.min(s?.price ?? Infinity, o.priceFen), cycle: Math.min(s?.cycle ?? Infinity, o.cycleDays) });
      }
      const refPriceFen = lines.reduce((sum, l) => sum + (stats.get(l.itemId)?.price ?? 0) * l.samples, 0);
      const refCycleDays = Math.max(...lines.map((l) => stats.get(l.itemId)?.cycle ?? 0));
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(cloudTestBags)
          .values({ code: bag.code, ownerId: owner, nameZh: bag.nameZh, nameEn: bag.nameEn, type: bag.type, isPublic: true, descriptionZh: bag.descriptionZh, descriptionEn: bag.descriptionEn, refPriceFen, refCycleDays, demo: true })
          .returning({ id: cloudTestBags.id });
        await tx.insert(cloudTestBagItems).values(lines.map((l) => ({ ...l, bagId: row.id })));
        await submitForReview(tx, { kind: 'testBag', id: row.id, userId: owner, title: bag.nameZh });
        await startReview(tx, { kind: 'testBag', id: row.id, userId: reviewer });
        await decide(tx, { kind: 'testBag', id: row.id, userId: reviewer, decision: 'approve' });
      });
      bagCount += 1;
    }
  }
  return `${CATALOGUE.length} items, ${labCount} laboratories, ${PROFILES.length} profiles, ${bagCount} public bags`;
}

export const cloudSeedStep: SeedStep = { name: 'cloud-catalogue-v1', run: seedCloud };
