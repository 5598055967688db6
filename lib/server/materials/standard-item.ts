import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { libraryItems } from '@/lib/server/db/schema';

/**
 * The library item of a standard (the material detail page's "defined in" link), or null. Read from
 * the shared schema rather than through the library's server code: the library imports materials
 * (its seed builds documents from the material datasets), so materials importing the library back
 * would close a loop between the two domains.
 */
export async function standardItemId(db: Db, standardId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: libraryItems.id })
    .from(libraryItems)
    .where(and(eq(libraryItems.standardId, standardId), eq(libraryItems.primaryType, 'standard'), eq(libraryItems.active, true)))
    .limit(1);
  return row?.id ?? null;
}
