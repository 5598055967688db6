import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Visibility } from '@/lib/research-data/policy';
import { recordState } from '@/lib/research-data/states';
import type { DbExecutor } from '@/lib/server/db/client';
import { researchData } from '@/lib/server/db/schema';
import { reviewState } from '@/lib/server/reviews/service';

/**
 * The R&D records as the data market reads them (docs/MARKET.md "R&D data sets"): a record offered for sale, its owner,
 * whether it is published now, and the count of its sales. The market sells only a *published* record (saved, public,
 * publication approved: `recordState`) and builds the data set from that one record's own values; it reads the
 * records through these functions, never the table (tests/unit/domains.test.ts).
 */
export type SaleRecord = typeof researchData.$inferSelect;

/** A record by id, whoever owns it and whatever its state (undefined: none). */
export async function saleRecord(db: DbExecutor, id: number): Promise<SaleRecord | undefined> {
  const [r] = await db.select().from(researchData).where(eq(researchData.id, id));
  return r;
}

/** A record of `ownerId` by id (someone else's or an unknown one: undefined). */
export async function ownSaleRecord(db: DbExecutor, id: number, ownerId: number): Promise<SaleRecord | undefined> {
  const [r] = await db.select().from(researchData).where(and(eq(researchData.id, id), eq(researchData.ownerId, ownerId)));
  return r;
}

/** The records of these ids, by id (ids without a record are absent). */
export async function saleRecords(db: DbExecutor, ids: readonly number[]): Promise<Map<number, SaleRecord>> {
  if (!ids.length) return new Map();
  const rows = await db.select().from(researchData).where(inArray(researchData.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The owner of a record (undefined: no such record). */
export async function saleRecordOwner(db: DbExecutor, id: number): Promise<number | undefined> {
  const [r] = await db.select({ ownerId: researchData.ownerId }).from(researchData).where(eq(researchData.id, id));
  return r?.ownerId;
}

/** Whether the record is published now (saved, public, publication approved), by the R&D area's own rule. */
export async function recordPublishedNow(db: DbExecutor, r: SaleRecord): Promise<boolean> {
  const review = await reviewState(db, { kind: 'researchData', id: r.id });
  return recordState({ draft: r.draft, deleted: r.deletedAt !== null, visibility: r.visibility as Visibility }, review) === 'published';
}

/** Counts one sale of the record's data set (the record's `traded`). */
export async function countRecordSale(tx: DbExecutor, id: number): Promise<void> {
  await tx.update(researchData).set({ traded: sql`${researchData.traded} + 1` }).where(eq(researchData.id, id));
}
