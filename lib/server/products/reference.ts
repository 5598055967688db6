import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { DbExecutor } from '@/lib/server/db/client';
import { companies, recommendedProducts, reviewItems } from '@/lib/server/db/schema';
import { reviewState } from '@/lib/server/reviews/service';
import { KIND, type ProductRow } from './access';

/**
 * The approved recommended products a customisation order may take as its reference (lib/server/custom/form.ts, a
 * declared dependency on this domain): the products decide which are approved, custom what it does with them.
 */

/** The approved products with their company's name, by id, at most `limit`. */
export async function approvedReferenceProducts(db: DbExecutor, limit: number): Promise<{ p: ProductRow; companyName: string }[]> {
  return db
    .select({ p: recommendedProducts, companyName: companies.name })
    .from(recommendedProducts)
    .innerJoin(reviewItems, and(eq(reviewItems.subjectId, recommendedProducts.id), eq(reviewItems.kind, KIND)))
    .innerJoin(companies, eq(companies.id, recommendedProducts.companyId))
    .where(eq(reviewItems.state, 'approved'))
    .orderBy(asc(recommendedProducts.id))
    .limit(limit);
}

/** The product `id` when it exists and is approved, or null. */
export async function approvedProduct(db: DbExecutor, id: number): Promise<ProductRow | null> {
  const [row] = await db.select().from(recommendedProducts).where(eq(recommendedProducts.id, id));
  if (!row || (await reviewState(db, { kind: KIND, id })) !== 'approved') return null;
  return row;
}
