import 'server-only';
import { eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '@/lib/server/db/client';
import { researchData } from '@/lib/server/db/schema';
import { stateOf, type RecordRow } from './access';

/**
 * The R&D records as the data market reads them (docs/MARKET.md "R&D data sets"): a record offered for sale, whether it
 * is published now, and the count of its sales. The market sells only a *published* record (saved, public, publication
 * approved) and builds the data set from that one record's own values; it reads the records through these functions,
 * never the table (tests/unit/domains.test.ts).
 */
export type SaleRecord = RecordRow;

/** A record by id, whoever owns it and whatever its state (undefined: none). */
export async function saleRecord(db: DbExecutor, id: number): Promise<SaleRecord | undefined> {
  const [r] = await db.select().from(researchData).where(eq(researchData.id, id));
  return r;
}

/** The records of these ids, by id (ids without a record are absent). */
export async function saleRecords(db: DbExecutor, ids: readonly number[]): Promise<Map<number, SaleRecord>> {
  if (!ids.length) return new Map();
  const rows = await db.select().from(researchData).where(inArray(researchData.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Whether the record is published now, by the R&D area's own rule (`stateOf`). */
export async function recordPublishedNow(db: DbExecutor, r: SaleRecord): Promise<boolean> {
  return (await stateOf(db, r)) === 'published';
}

/** Counts one sale of the record's data set (the record's `traded`). */
export async function countRecordSale(tx: DbExecutor, id: number): Promise<void> {
  await tx.update(researchData).set({ traded: sql`${researchData.traded} + 1` }).where(eq(researchData.id, id));
}
