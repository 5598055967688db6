import 'server-only';
import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import { parseStandardCode, systemOf } from '@/lib/library/standard-code';
import type { ItemFormat, ItemKind, ItemLanguage, StandardStatus } from '@/lib/library/contract';
import { searchTokens } from '@/lib/materials/text';
import type { Db } from '@/lib/server/db/client';
import type { SeedStep } from '@/lib/server/ports/seed';
import { catalogueItems, libraryItems, libraryTypes, materials, materialStandards } from '@/lib/server/db/schema';
import { storeGeneratedFile } from '@/lib/server/files/service';
import type { FileStorage } from '@/lib/server/ports';
import { DATASETS } from '@/lib/server/materials/import/datasets';
import { LIBRARY_FILE_FIELD, LIBRARY_OWNER_KIND } from './files';
import { METHOD_NOTES } from './method-notes';
import { pageCount, renderNotePdf } from './pdf';
import { datasetWorkbook, sourcesSummary, standardCompilationPdf } from './seed-documents';
import { XLSX_TYPE } from '@/lib/export/table';
import { readLibraryFacts } from './seed-facts';

/**
 * The library's seed (issue 14, content): the standards the material database cites (facts only),
 * each reference data set as a workbook, the portal's method notes as PDFs, and demo items (paid
 * compilation, printed books) labelled as demo in both languages. Runs after the material import
 * and the payments catalogue. docs/LIBRARY.md.
 */

interface ItemSeed {
  code: string;
  kind: ItemKind;
  primaryType: string;
  secondaryType: string;
  format: ItemFormat;
  titleZh: string | null;
  titleEn: string | null;
  summaryZh?: string | null;
  summaryEn?: string | null;
  source?: string | null;
  issuer?: string | null;
  year?: number | null;
  publishedAt?: string | null;
  keywords: string[];
  language: ItemLanguage;
  pages?: number | null;
  stock?: number | null;
  licence?: string | null;
  citation?: string | null;
  standardId?: number | null;
  standardCode?: string | null;
  editionYear?: number | null;
  standardStatus?: StandardStatus | null;
  replacedBy?: string | null;
  demo?: boolean;
  catalogueItemId?: number | null;
  /** Extra searchable text (grades). */
  extra?: string[];
}

const lower = (s: string) => s.normalize('NFKC').toLowerCase();

/** Inserts or updates one item by its code (so a bumped seed refreshes the facts) and answers its id. */
export async function upsertItem(db: Db, item: ItemSeed): Promise<number> {
  const numberKey = item.standardCode ? parseStandardCode(item.standardCode).numberKey : null;
  const texts = [item.titleZh, item.titleEn, item.standardCode, numberKey, ...item.keywords, ...(item.extra ?? [])];
  const tokens = searchTokens(texts).join(' ');
  const values = {
    code: item.code,
    kind: item.kind,
    primaryType: item.primaryType,
    secondaryType: item.secondaryType,
    format: item.format,
    expense: item.catalogueItemId ? 'paid' : 'free',
    catalogueItemId: item.catalogueItemId ?? null,
    titleZh: item.titleZh,
    titleEn: item.titleEn,
    summaryZh: item.summaryZh ?? null,
    summaryEn: item.summaryEn ?? null,
    source: item.source ?? null,
    issuer: item.issuer ?? null,
    year: item.year ?? null,
    publishedAt: item.publishedAt ?? null,
    keywords: item.keywords,
    language: item.language,
    pages: item.pages ?? null,
    stock: item.stock ?? null,
    licence: item.licence ?? null,
    citation: item.citation ?? null,
    standardId: item.standardId ?? null,
    standardCode: item.standardCode ?? null,
    numberKey,
    editionYear: item.editionYear ?? null,
    standardStatus: item.standardStatus ?? null,
    replacedBy: item.replacedBy ?? null,
    demo: item.demo ?? false,
    searchText: lower(texts.filter(Boolean).join(' \u0001 ')),
    tsv: sql`to_tsvector('simple', ${tokens})` as unknown as string,
  };
  const { code: _c, ...update } = values;
  const [row] = await db.insert(libraryItems).values(values).onConflictDoUpdate({ target: libraryItems.code, set: update }).returning({ id: libraryItems.id, fileId: libraryItems.fileId });
  return row.id;
}

async function attachFile(db: Db, storage: FileStorage, itemId: number, name: string, mime: string, bytes: Uint8Array): Promise<void> {
  const [item] = await db.select({ fileId: libraryItems.fileId }).from(libraryItems).where(eq(libraryItems.id, itemId));
  if (item?.fileId) return;
  const file = await storeGeneratedFile(db, storage, { kind: 'attachment', name, mime, bytes, ownerKind: LIBRARY_OWNER_KIND, ownerId: itemId, field: LIBRARY_FILE_FIELD });
  await db.update(libraryItems).set({ fileId: file.id }).where(eq(libraryItems.id, itemId));
}

async function seedTypes(db: Db) {
  for (const t of readLibraryFacts().types) {
    await db
      .insert(libraryTypes)
      .values({ code: t.code, parentCode: t.parent, nameZh: t.zh, nameEn: t.en, sort: t.sort })
      .onConflictDoUpdate({ target: libraryTypes.code, set: { parentCode: t.parent, nameZh: t.zh, nameEn: t.en, sort: t.sort } });
  }
}

/** The standards cited by the hand-compiled (sourced) data sets, with the grades they define. */
async function seedStandards(db: Db): Promise<number> {
  const rows = await db
    .select({ s: materialStandards, grade: materials.grade })
    .from(materialStandards)
    .innerJoin(materials, eq(materials.standardId, materialStandards.id))
    .where(like(materials.datasetCode, 'compiled_%'))
    .orderBy(asc(materialStandards.code), asc(materials.grade));
  const byId = new Map<number, { s: typeof materialStandards.$inferSelect; grades: string[] }>();
  for (const r of rows) {
    const entry = byId.get(r.s.id) ?? { s: r.s, grades: [] };
    if (!entry.grades.includes(r.grade)) entry.grades.push(r.grade);
    byId.set(r.s.id, entry);
  }
  const facts = readLibraryFacts();
  // Editions of one number: all but the newest are replaced by the newest.
  const newest = new Map<string, { code: string; year: number }>();
  for (const { s } of byId.values()) {
    const parts = parseStandardCode(s.code);
    const year = parts.year ?? s.year;
    if (!year) continue;
    const prev = newest.get(parts.base);
    if (!prev || prev.year < year) newest.set(parts.base, { code: s.code, year });
  }
  for (const { s, grades } of byId.values()) {
    const parts = parseStandardCode(s.code);
    const year = parts.year ?? s.year ?? null;
    const system = systemOf(s.code) ?? s.system;
    const title = facts.titles[parts.base];
    const issuer = facts.issuers[system === 'YB' ? '' : system];
    const latest = newest.get(parts.base);
    const replaced = latest && year && latest.year > year ? latest.code : null;
    const listed = grades.slice(0, 12).join('、');
    const more = grades.length > 12 ? ` 等 ${grades.length} 个` : '';
    await upsertItem(db, {
      code: `standard:${s.code}`,
      kind: 'document',
      primaryType: 'standard',
      secondaryType: system === 'GB' || system === 'YB' ? 'standard-gb' : 'standard-foreign',
      format: 'metadata',
      titleZh: title?.zh ?? null,
      titleEn: title?.en ?? null,
      summaryZh: `${s.code} 的题录。材料数据库中引用本标准的牌号：${listed}${more}。标准全文受版权保护，本库只收录题录，全文请向发布机构获取。`,
      summaryEn: `Bibliographic record of ${s.code}. Grades in the material database that cite it: ${grades.slice(0, 12).join(', ')}${grades.length > 12 ? ` and ${grades.length - 12} more` : ''}. The text of the standard is copyrighted: the library holds its record only; get the text from the issuer.`,
      issuer: issuer ? `${issuer.zh} / ${issuer.en}` : s.issuer,
      source: 'material_standards',
      year,
      keywords: [system, parts.base, ...grades.slice(0, 20)].filter(Boolean) as string[],
      language: system === 'GB' || system === 'YB' ? 'zh' : 'en',
      standardId: s.id,
      standardCode: s.code,
      editionYear: year,
      standardStatus: replaced ? 'replaced' : null,
      replacedBy: replaced,
      extra: grades,
    });
  }
  return byId.size;
}

async function seedDatasets(db: Db, storage: FileStorage): Promise<number> {
  let n = 0;
  for (const meta of DATASETS) {
    const book = await datasetWorkbook(meta);
    const id = await upsertItem(db, {
      code: `dataset:${meta.code}`,
      kind: 'document',
      primaryType: 'data',
      secondaryType: 'data-set',
      format: 'excel',
      titleZh: `参考数据集：${meta.titleZh}`,
      titleEn: `Reference data set: ${meta.titleEn}`,
      summaryZh: `${meta.titleZh}。${book.withData ? `含全部 ${book.rows} 行数据（每个 CSV 文件一个工作表）` : '来源未声明允许转发数据的许可，本文件只含说明、许可与引用，数据请从来源获取'}；附 SOURCES.md 全文。`,
      summaryEn: `${sourcesSummary(book.sources) ?? meta.titleEn} ${book.withData ? `All ${book.rows} rows included, one sheet per CSV file.` : 'The rows are not included (the source states no licence to pass them on): the workbook describes them and says where to get them.'}`,
      source: meta.url ?? meta.citation,
      citation: meta.citation,
      licence: meta.license,
      keywords: ['数据集', 'data set', meta.code],
      language: 'zh-en',
      year: 2026,
    });
    await attachFile(db, storage, id, `${meta.code}.xlsx`, XLSX_TYPE, book.bytes);
    n++;
  }
  return n;
}

async function seedMethodNotes(db: Db, storage: FileStorage): Promise<number> {
  for (const note of METHOD_NOTES) {
    const bytes = await renderNotePdf({ ...note.doc, titleZh: note.titleZh }, { author: 'atsteel portal', subject: note.titleEn, keywords: note.keywords });
    const id = await upsertItem(db, {
      code: note.code,
      kind: 'document',
      primaryType: 'method',
      secondaryType: 'method-note',
      format: 'pdf',
      titleZh: note.titleZh,
      titleEn: note.titleEn,
      summaryZh: `${note.summaryZh}（英文 PDF）`,
      summaryEn: note.summaryEn,
      source: 'atsteel portal (lib/intelligence)',
      licence: 'atsteel portal, free to share with attribution',
      keywords: note.keywords,
      language: 'en',
      year: 2026,
      publishedAt: '2026-11-25',
      pages: await pageCount(bytes),
    });
    await attachFile(db, storage, id, `${note.code.replace(':', '-')}.pdf`, 'application/pdf', bytes);
  }
  return METHOD_NOTES.length;
}

/** A catalogue row (the order core's price list) for a paid library item; answers its id. */
async function catalogueRow(db: Db, kind: 'book' | 'document', code: string, titleZh: string, titleEn: string, priceFen: number, shipped: boolean): Promise<number> {
  const [row] = await db
    .insert(catalogueItems)
    .values({ kind, code, titleZh: titleZh.slice(0, 200), titleEn: titleEn.slice(0, 200), priceFen, shipped, demo: true })
    .onConflictDoUpdate({ target: [catalogueItems.kind, catalogueItems.code], set: { titleZh: titleZh.slice(0, 200), titleEn: titleEn.slice(0, 200) } })
    .returning({ id: catalogueItems.id });
  return row.id;
}

/** Demo items: a paid compilation (PDF) per chosen standard, and the payments catalogue's demo printed books. */
async function seedDemo(db: Db, storage: FileStorage): Promise<number> {
  let n = 0;
  for (const code of ['GB/T 1591-2018', 'GB/T 700-2006']) {
    const [s] = await db.select().from(materialStandards).where(eq(materialStandards.code, code));
    if (!s) continue;
    const pdf = await standardCompilationPdf(db, s.id, code);
    if (!pdf.grades) continue;
    const titleZh = `【演示】${code} 牌号数据汇编（PDF）`;
    const titleEn = `[Demo] ${code} grades in the portal's database (PDF)`;
    const catalogueItemId = await catalogueRow(db, 'document', `library-compilation-${code}`, titleZh, titleEn, 1_990, false);
    const id = await upsertItem(db, {
      code: `compilation:${code}`,
      kind: 'document',
      primaryType: 'data',
      secondaryType: 'data-compilation',
      format: 'pdf',
      titleZh,
      titleEn,
      summaryZh: `演示付费文档：材料数据库中引用 ${code} 的 ${pdf.grades} 条记录（牌号、交货状态、成分限值、可信度与来源），由平台自有数据生成。价格仅为演示。`,
      summaryEn: `Demo paid document: the ${pdf.grades} records of the material database that cite ${code} (grade, delivery state, composition limits, confidence and sources), generated from the portal's own data. The price is for demonstration.`,
      source: 'atsteel portal material database',
      licence: 'atsteel portal; the purchased copy is watermarked with the buyer and the order',
      keywords: ['演示', 'demo', code, parseStandardCode(code).base],
      language: 'en',
      year: 2026,
      publishedAt: '2026-11-25',
      pages: await pageCount(pdf.bytes),
      standardId: s.id,
      standardCode: code,
      demo: true,
      catalogueItemId,
    });
    await attachFile(db, storage, id, `${code.replace(/[^A-Za-z0-9]+/g, '-')}-grades.pdf`, 'application/pdf', pdf.bytes);
    n++;
  }
  // The order core's demo printed books become library books (same catalogue rows, same prices).
  const books = await db.select().from(catalogueItems).where(and(eq(catalogueItems.kind, 'book'), eq(catalogueItems.demo, true), inArray(catalogueItems.code, ['demo-book-weathering-steel', 'demo-book-welding'])));
  for (const b of books) {
    await upsertItem(db, {
      code: `book:${b.code}`,
      kind: 'book',
      primaryType: 'book',
      secondaryType: 'book-handbook',
      format: 'print',
      titleZh: b.titleZh,
      titleEn: b.titleEn,
      summaryZh: '演示图书：用于演示纸质书下单、收货地址与发票流程的占位书目，平台并未出版此书。',
      summaryEn: 'Demo book: a placeholder title that demonstrates ordering a printed book with an address and an invoice title; the portal publishes no such book.',
      source: 'demo',
      keywords: ['演示', 'demo', '图书', 'book'],
      language: 'zh',
      year: 2026,
      stock: 50,
      demo: true,
      catalogueItemId: b.id,
    });
    n++;
  }
  return n;
}

export const librarySeedStep: SeedStep = {
  name: 'library-v1',
  async run(db, services) {
    const storage = services.storage();
    await seedTypes(db);
    const standards = await seedStandards(db);
    const datasets = await seedDatasets(db, storage);
    const notes = await seedMethodNotes(db, storage);
    const demo = await seedDemo(db, storage);
    return `${standards} standards, ${datasets} data-set documents, ${notes} method notes, ${demo} demo items`;
  },
};
