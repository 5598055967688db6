import 'server-only';
import { max } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/files/service';
import { contentRevisions } from '@/lib/server/db/schema';

/**
 * Records that readers' content changed (an item published, unpublished, edited while published or deleted; a position
 * changed). The time is part of the cached pages' generation (lib/server/materials/data-generation.ts), so the cached
 * home page (cached-home/<generation>) is rendered afresh on its next visit.
 */
export async function touchContent(tx: DbOrTx, at: Date): Promise<void> {
  await tx.insert(contentRevisions).values({ scope: 'home', changedAt: at }).onConflictDoUpdate({ target: contentRevisions.scope, set: { changedAt: at } });
}

/** The last change readers saw, or null before any: the content's answer to materials' `lastContentChange` (lib/server/ports/answers.ts). */
export async function lastContentChange(db: DbOrTx): Promise<Date | null> {
  const [row] = await db.select({ at: max(contentRevisions.changedAt) }).from(contentRevisions);
  return row?.at ? new Date(row.at) : null;
}
