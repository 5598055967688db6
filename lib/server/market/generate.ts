import 'server-only';
import { and, asc, eq, lt } from 'drizzle-orm';
import { toCsv, XLSX_TYPE, type Cell } from '@/lib/export/table';
import type { DataFormat, GeneratedFileView } from '@/lib/market/contract';
import { customerTable } from '@/lib/market/customer-table';
import { generatedFileName, partFieldLabel } from '@/lib/market/fields';
import { translate } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/routing';
import { fieldLabel, unitKey, withUnit, type MessageOf } from '@/lib/units';
import { badRequest, conflict, forbidden, notFound } from '@/lib/server/api/errors';
import type { Db } from '@/lib/server/db/client';
import { files, marketDatasetRows, marketDatasets, marketFiles, partSizes } from '@/lib/server/db/schema';
import { workbookOfSheets } from '@/lib/server/export/workbook';
import type { FileStorage } from '@/lib/server/files/storage';
import type { ProcessMemory } from '@/lib/server/ports';
import { storeGeneratedFile } from '@/lib/server/files/service';
import type { SessionUser } from '@/lib/session/permissions';
import { entitlementOf, fileEntitlement, findProduct, mayReadGenerated, type MarketFileRow } from './access';
import { DATA_PRODUCT_OWNER_KIND } from './files';
import { findPart } from './parts';
import { generatedView } from './products';
import { sourcesOf, type DataSource } from './sources';

/** A claim older than this is taken to be a crashed generation and may be taken over. */
export const STALE_CLAIM_MS = 2 * 60_000;

const MIME: Record<DataFormat, string> = { csv: 'text/csv', xlsx: XLSX_TYPE, json: 'application/json' };

/** A column of a file: its key in the data, its header (label with unit) and its label and unit in the file's language. */
export interface ColumnToWrite {
  key: string;
  header: string;
  label: string;
  unit: string | null;
}

/** The table to write, in one language: the columns' headers, the cells, and the sources its rows name. */
export interface TableToWrite {
  code: string;
  title: string;
  licence: string;
  citation: string;
  columns: ColumnToWrite[];
  rows: string[][];
  /** The sources sheet (XLSX) and list (JSON): its name and header in the file's language and one row per source. */
  sources: { sheet: string; header: string[]; list: DataSource[] } | null;
}

/**
 * The bytes of a table in a format: CSV (BOM, formula-escaped), XLSX (workbookOfSheets: the rows, then the sources
 * on a sheet of their own) or JSON (fields with label and unit, licence, citation, rows as objects, sources). The
 * headers are in the file's language with each unit once (lib/units.ts); sources and the compiler's notes are columns
 * of their own, never inside a value (lib/market/customer-table.ts).
 */
export async function bytesOf(table: TableToWrite, format: DataFormat): Promise<Uint8Array> {
  const grid: Cell[][] = [table.columns.map((c) => c.header), ...table.rows];
  if (format === 'csv') return new TextEncoder().encode(toCsv(grid));
  if (format === 'xlsx') {
    const s = table.sources;
    const sheets = [{ name: table.code, rows: grid }, ...(s && s.list.length ? [{ name: s.sheet, rows: [s.header, ...s.list.map((x) => [x.id, x.address, x.kind, x.note])] }] : [])];
    return workbookOfSheets(sheets);
  }
  const rows = table.rows.map((cells) => Object.fromEntries(table.columns.map((c, i) => [c.key, cells[i] ?? ''])));
  const fields = table.columns.map((c) => ({ name: c.key, label: c.label, unit: c.unit }));
  return new TextEncoder().encode(JSON.stringify({ title: table.title, licence: table.licence, citation: table.citation, fields, rows, ...(table.sources?.list.length ? { sources: table.sources.list } : {}) }, null, 2));
}

/** The sources a table's rows name, from the set's source tables, with their kinds in the file's language. */
function namedSources(all: DataSource[], rows: string[][], at: number, m: MessageOf): DataSource[] {
  if (at < 0 || !all.length) return [];
  const named = new Set(rows.flatMap((r) => (r[at] ?? '').split(/[;:,]\s*|\s+/)));
  return all.filter((s) => named.has(s.id)).map((s) => ({ ...s, kind: s.kind ? m(`Market.sourceKinds.${s.kind}`) : '' }));
}

/** A data product's table in one language: the buyer's columns (customerTable), headed with their units. */
export async function productTable(db: Db, datasetId: number, code: string, locale: Locale, memory: ProcessMemory): Promise<TableToWrite> {
  const [d] = await db.select().from(marketDatasets).where(eq(marketDatasets.id, datasetId));
  const stored = await db.select({ cells: marketDatasetRows.cells }).from(marketDatasetRows).where(eq(marketDatasetRows.datasetId, datasetId)).orderBy(asc(marketDatasetRows.rowNo));
  const m: MessageOf = (key, values) => translate(locale, key, values);
  const all = d.origin === 'research' ? [] : sourcesOf(d.code, memory);
  const table = customerTable(d.fields.map((f) => f.name), stored.map((r) => r.cells), new Set(all.map((s) => s.id)), m);
  const columns = table.columns.map((c) => ({ key: c.key, header: fieldLabel(c, m, locale), label: m(c.label, c.labelValues), unit: c.unit ? m(unitKey(c.unit)) : null }));
  const list = namedSources(all, table.rows, table.columns.findIndex((c) => c.role === 'sources'), m);
  const s = (k: string) => m(`Market.sourcesSheet.${k}`);
  return {
    code,
    title: locale === 'en' ? d.titleEn : d.titleZh,
    licence: d.licence,
    citation: d.citation,
    columns,
    rows: table.rows,
    sources: list.length ? { sheet: s('sheet'), header: [s('id'), s('address'), s('kind'), s('note')], list } : null,
  };
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

/** tui/fileGener for a data product: published, offered in the format, and the caller entitled (paid order or free); in the caller's language. */
export async function generateProductFile(db: Db, storage: FileStorage, memory: ProcessMemory, user: SessionUser, productId: number, format: DataFormat, now: Date, locale: Locale): Promise<GeneratedFileView> {
  const product = await findProduct(db, productId);
  if (!product.formats.length) throw conflict('Market.linkOnly');
  if (!product.formats.includes(format)) throw badRequest('Market.badFormat');
  const entitlement = await entitlementOf(db, user, product);
  if (!entitlement.key) throw forbidden('Market.notBought');
  return generateOnce(
    db,
    storage,
    { entitlement: fileEntitlement(entitlement.key, locale), format, productId: product.id, partId: null, orderLineId: entitlement.orderLineId, userId: user.id },
    async () => ({ name: generatedFileName(product.code, format, locale), bytes: await bytesOf(await productTable(db, product.datasetId, product.code, locale, memory), format) }),
    now,
  );
}

/** tui/fileGener for a part's dimension table (CSV or XLSX): size, the dimensions, source and demo flag per row; one file per part, format and language for everyone. */
export async function generatePartFile(db: Db, storage: FileStorage, user: SessionUser, partId: number, format: DataFormat, now: Date, locale: Locale): Promise<GeneratedFileView> {
  const part = await findPart(db, partId);
  if (format === 'json') throw badRequest('Market.badFormat');
  const m: MessageOf = (key, values) => translate(locale, key, values);
  const column = (key: string, label: string, unit: string | null): ColumnToWrite => ({ key, header: withUnit(label, unit, locale), label, unit });
  const build = async () => {
    const sizes = await db.select().from(partSizes).where(eq(partSizes.partId, part.id)).orderBy(asc(partSizes.sort));
    const table: TableToWrite = {
      code: part.code,
      title: locale === 'en' ? part.titleEn : part.titleZh,
      licence: '',
      citation: '',
      columns: [
        column('size', m('Market.columns.size'), null),
        ...part.dimFields.map((f) => column(f.name, partFieldLabel(f.name, m), f.unit ?? null)),
        column('source', m('Market.columns.source'), null),
        column('demo', m('Market.columns.demo'), null),
      ],
      rows: sizes.map((s) => [s.size, ...s.cells, s.sourceUrl ?? '', s.demo ? m('Market.parts.demo') : '']),
      sources: null,
    };
    return { name: generatedFileName(part.code, format, locale), bytes: await bytesOf(table, format) };
  };
  return generateOnce(db, storage, { entitlement: fileEntitlement(`part:${part.id}`, locale), format, productId: null, partId: part.id, orderLineId: null, userId: user.id }, build, now);
}

/** tui/fileCheck: a generated file's state, size and SHA-256, for whoever may read it (anyone else: not found). */
export async function checkGeneratedFile(db: Db, user: SessionUser, id: number): Promise<GeneratedFileView> {
  const [row] = await db.select().from(marketFiles).where(eq(marketFiles.id, id));
  if (!row || !(await mayReadGenerated(db, user, row))) throw notFound('Market.noSuchFile');
  return viewOf(db, row);
}
