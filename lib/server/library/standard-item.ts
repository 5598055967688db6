import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '@/lib/server/db/client';
import { libraryItems } from '@/lib/server/db/schema';

/**
 * The library item of a standard (the material detail page's "defined in" link), or null: the library's answer to
 * materials' `standardLibraryItem` (lib/server/ports/answers.ts). The library imports materials (its seed builds
 * documents from the material datasets), so materials asks rather than import the library or read its table.
 */
export async function standardItemId(db: DbExecutor, standardId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: libraryItems.id })
    .from(libraryItems)
    .where(and(eq(libraryItems.standardId, standardId), eq(libraryItems.primaryType, 'standard'), eq(libraryItems.active, true)))
    .limit(1);
  return row?.id ?? null;
}
