import 'server-only';
import { and, asc, eq, lt } from 'drizzle-orm';
import { toCsv, XLSX_TYPE, type Cell } from '@/lib/export/table';
import type { DataFormat, GeneratedFileView } from '@/lib/market/contract';
import { generatedFileName } from '@/lib/market/fields';
import { badRequest, conflict, forbidden, notFound } from '@/lib/server/api/errors';
import type { Db } from '@/lib/server/db/client';
import { files, marketDatasetRows, marketDatasets, marketFiles, partSizes } from '@/lib/server/db/schema';
import { workbookOf } from '@/lib/server/export/workbook';
import type { FileStorage } from '@/lib/server/files/storage';
import { storeGeneratedFile } from '@/lib/server/files/service';
import type { SessionUser } from '@/lib/session/permissions';
import { entitlementOf, findProduct, mayReadGenerated, type MarketFileRow } from './access';
import { DATA_PRODUCT_OWNER_KIND } from './files';
import { findPart } from './parts';
import { generatedView } from './products';

/** A claim older than this is taken to be a crashed generation and may be taken over. */
export const STALE_CLAIM_MS = 2 * 60_000;

const MIME: Record<DataFormat, string> = { csv: 'text/csv', xlsx: XLSX_TYPE, json: 'application/json' };

/** The table to write: a header row of field names (with units), then the cells. */
export interface TableToWrite {
  code: string;
  title: string;
  licence: string;
  citation: string;
  fields: { name: string; unit: string | null }[];
  rows: string[][];
}

/** The bytes of a table in a format: CSV (BOM, formula-escaped), XLSX (workbookOf) or JSON (fields, licence, citation and rows as objects). */
export async function bytesOf(table: TableToWrite, format: DataFormat): Promise<Uint8Array> {
  const header = table.fields.map((f) => (f.unit ? `${f.name} (${f.unit})` : f.name));
  const grid: Cell[][] = [header, ...table.rows];
  if (format === 'csv') return new TextEncoder().encode(toCsv(grid));
  if (format === 'xlsx') return workbookOf(grid, table.code);
  const rows = table.rows.map((cells) => Object.fromEntries(table.fields.map((f, i) => [f.name, cells[i] ?? ''])));
  return new TextEncoder().encode(JSON.stringify({ title: table.title, licence: table.licence, citation: table.citation, fields: table.fields, rows }, null, 2));
}

async function productTable(db: Db, datasetId: number, code: string): Promise<TableToWrite> {
  const [d] = await db.select().from(marketDatasets).where(eq(marketDatasets.id, datasetId));
  const rows = await db.select({ cells: marketDatasetRows.cells }).from(marketDatasetRows).where(eq(marketDatasetRows.datasetId, datasetId)).orderBy(asc(marketDatasetRows.rowNo));
  return { code, title: d.titleEn, licence: d.licence, citation: d.citation, fields: d.fields.map((f) => ({ name: f.name, unit: f.unit ?? null })), rows: rows.map((r) => r.cells) };
}

interface Claim {
  entitlement: string;
  format: DataFormat;
  productId: number | null;
  partId: number | null;
  orderLineId: number | null;
  userId: number;
}

async function viewOf(db: Db, row: MarketFileRow): Promise<GeneratedFileView> {
  const [file] = row.fileId ? await db.select().from(files).where(eq(files.id, row.fileId)) : [];
  return generatedView(row, file ?? null);
}

/**
 * Makes a file once per entitlement and format (issue 37 behaviour 3). The unique index on
 * (entitlement, format) decides who generates: the first caller inserts the claim and builds the
 * file; every other caller (20 at once included) answers the same row, `generating` until it is
 * `ready`. A generation that fails removes its claim and its file, so nothing is left half-made; a
 * claim left by a crashed process is taken over after STALE_CLAIM_MS.
 */
export async function generateOnce(db: Db, storage: FileStorage, claim: Claim, build: () => Promise<{ name: string; bytes: Uint8Array }>, now: Date): Promise<GeneratedFileView> {
  let [row] = await db.insert(marketFiles).values({ ...claim, state: 'generating', claimedAt: now }).onConflictDoNothing().returning();
  if (!row) {
    const [existing] = await db.select().from(marketFiles).where(and(eq(marketFiles.entitlement, claim.entitlement), eq(marketFiles.format, claim.format)));
    if (!existing) throw conflict('Market.generationBusy');
    if (existing.state === 'ready') return viewOf(db, existing);
    const stale = new Date(now.getTime() - STALE_CLAIM_MS);
    [row] = await db.update(marketFiles).set({ claimedAt: now, userId: claim.userId }).where(and(eq(marketFiles.id, existing.id), eq(marketFiles.state, 'generating'), lt(marketFiles.claimedAt, stale))).returning();
    if (!row) return viewOf(db, existing);
  }
  let stored: typeof files.$inferSelect | null = null;
  try {
    const { name, bytes } = await build();
    stored = await storeGeneratedFile(db, storage, { kind: 'attachment', name, mime: MIME[claim.format], bytes, ownerKind: DATA_PRODUCT_OWNER_KIND, ownerId: row.id, field: 'file' });
    const [ready] = await db.update(marketFiles).set({ state: 'ready', fileId: stored.id, readyAt: new Date(now.getTime()) }).where(eq(marketFiles.id, row.id)).returning();
    if (!ready) throw new Error('generation claim vanished');
    return generatedView(ready, stored);
  } catch (error) {
    if (stored) {
      await db.delete(files).where(eq(files.id, stored.id));
      await storage.remove(stored.storageKey).catch(() => undefined);
    }
    await db.delete(marketFiles).where(and(eq(marketFiles.id, row.id), eq(marketFiles.state, 'generating')));
    throw error;
  }
}

/** tui/fileGener for a data product: published, offered in the format, and the caller entitled (paid order or free). */
export async function generateProductFile(db: Db, storage: FileStorage, user: SessionUser, productId: number, format: DataFormat, now: Date): Promise<GeneratedFileView> {
  const product = await findProduct(db, productId);
  if (!product.formats.length) throw conflict('Market.linkOnly');
  if (!product.formats.includes(format)) throw badRequest('Market.badFormat');
  const entitlement = await entitlementOf(db, user, product);
  if (!entitlement.key) throw forbidden('Market.notBought');
  return generateOnce(
    db,
    storage,
    { entitlement: entitlement.key, format, productId: product.id, partId: null, orderLineId: entitlement.orderLineId, userId: user.id },
    async () => ({ name: generatedFileName(product.code, format), bytes: await bytesOf(await productTable(db, product.datasetId, product.code), format) }),
    now,
  );
}

/** tui/fileGener for a part's dimension table (CSV or XLSX): size, the dimensions, source and demo flag per row; one file per part and format for everyone. */
export async function generatePartFile(db: Db, storage: FileStorage, user: SessionUser, partId: number, format: DataFormat, now: Date): Promise<GeneratedFileView> {
  const part = await findPart(db, partId);
  if (format === 'json') throw badRequest('Market.badFormat');
  const build = async () => {
    const sizes = await db.select().from(partSizes).where(eq(partSizes.partId, part.id)).orderBy(asc(partSizes.sort));
    const table: TableToWrite = {
      code: part.code,
      title: part.titleEn,
      licence: '',
      citation: '',
      fields: [{ name: 'size', unit: null }, ...part.dimFields.map((f) => ({ name: f.name, unit: f.unit ?? null })), { name: 'source', unit: null }, { name: 'demo', unit: null }],
      rows: sizes.map((s) => [s.size, ...s.cells, s.sourceUrl ?? '', s.demo ? 'demo' : '']),
    };
    return { name: generatedFileName(part.code, format), bytes: await bytesOf(table, format) };
  };
  return generateOnce(db, storage, { entitlement: `part:${part.id}`, format, productId: null, partId: part.id, orderLineId: null, userId: user.id }, build, now);
}

/** tui/fileCheck: a generated file's state, size and SHA-256, for whoever may read it (anyone else: not found). */
export async function checkGeneratedFile(db: Db, user: SessionUser, id: number): Promise<GeneratedFileView> {
  const [row] = await db.select().from(marketFiles).where(eq(marketFiles.id, id));
  if (!row || !(await mayReadGenerated(db, user, row))) throw notFound('Market.noSuchFile');
  return viewOf(db, row);
}
