import 'server-only';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { PRICE_UNITS, type PriceUnit } from '@/lib/products/enums';
import { priceToFen } from '@/lib/products/price';
import type { Db } from '@/lib/server/db/client';
import { readSeedData } from '@/lib/server/db/seed-data';
import { recommendedProducts, users } from '@/lib/server/db/schema';
import { storeGeneratedFile } from '@/lib/server/files/service';
import type { SeedStep } from '@/lib/server/ports/seed';
import type { Services } from '@/lib/server/ports/services';
import { decide, startReview, submitForReview } from '@/lib/server/reviews/service';
import { sanitizeRichText } from '@/lib/security/rich-text';
import { KIND, OWNER_KIND, PICTURES } from './access';

/**
 * Demo recommended products (docs/CUSTOM.md): four products of the demo company, published by
 * demo_admin and approved by demo_public_admin through the review workflow, names and introductions
 * in both languages, every one labelled demo. The grades are real (their standards are cited); sizes
 * and prices are demo values. Each gets one generated picture (a plain colour panel, PNG).
 */

interface DemoProduct {
  name: string;
  nameEn: string;
  type: string;
  shape: string;
  specification: string;
  price: string;
  unit: string;
  priceUnit: PriceUnit;
  colour: [number, number, number];
  introduction: string;
  introductionEn: string;
}

async function picture([r, g, b]: [number, number, number]): Promise<Uint8Array> {
  return sharp({ create: { width: 480, height: 320, channels: 3, background: { r, g, b } } }).png().toBuffer();
}

export async function seedDemoProducts(db: Db, services: Services): Promise<number> {
  const [owner] = await db.select({ id: users.id, companyId: users.companyId }).from(users).where(eq(users.loginName, 'demo_admin'));
  const [reviewer] = await db.select({ id: users.id }).from(users).where(eq(users.loginName, 'demo_public_admin'));
  if (!owner || !reviewer || owner.companyId === null) return 0;
  let n = 0;
  for (const p of readSeedData<DemoProduct[]>('products/products.json')) {
    if (!PRICE_UNITS.includes(p.priceUnit)) throw new Error(`bad price unit ${p.priceUnit}`);
    const priceFen = priceToFen(p.price, p.priceUnit);
    if (priceFen === null) throw new Error(`bad demo price ${p.price}`);
    const [row] = await db
      .insert(recommendedProducts)
      .values({
        ownerId: owner.id,
        companyId: owner.companyId,
        name: p.name,
        nameEn: p.nameEn,
        type: p.type,
        shape: p.shape,
        specification: p.specification,
        priceFen,
        unit: p.unit,
        priceUnit: p.priceUnit,
        introduction: sanitizeRichText(p.introduction),
        introductionEn: sanitizeRichText(p.introductionEn),
        demo: true,
      })
      .returning();
    await storeGeneratedFile(db, services.storage(), { kind: 'image', name: `demo-product-${row.id}.png`, mime: 'image/png', bytes: await picture(p.colour), ownerKind: OWNER_KIND, ownerId: row.id, field: PICTURES });
    await db.transaction(async (tx) => {
      const ref = { kind: KIND, id: row.id };
      await submitForReview(tx, { ...ref, userId: owner.id, title: p.name });
      await startReview(tx, { ...ref, userId: reviewer.id });
      await decide(tx, { ...ref, userId: reviewer.id, decision: 'approve', comment: 'Demo' });
    });
    n += 1;
  }
  return n;
}

export const productsSeedStep: SeedStep = {
  name: 'products-demo-v1',
  async run(db, services) {
    return `${await seedDemoProducts(db, services)} demo recommended products`;
  },
};
