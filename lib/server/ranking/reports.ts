import 'server-only';
import { and, asc, eq, inArray, like, sql, desc } from 'drizzle-orm';
import { PDFDocument, rgb, type PDFFont } from '@cantoo/pdf-lib';
import { translate } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/routing';
import { GRADES, LEVELS, type Level } from '@/lib/ranking/model';
import type { RankingRow, ReportCategory, ReportItem, ReportView, SaveReportInput } from '@/lib/ranking/contract';
import { forbidden, notFound } from '@/lib/server/api/errors';
import type { Db, DbExecutor } from '@/lib/server/db/client';
import { catalogueItems, orderLines, orders, rankingPublications } from '@/lib/server/db/schema';
import { embedCjkFont, wrapText } from '@/lib/server/files/pdf-font';
import { PdfTextWriter } from '@/lib/server/files/pdf-writer';
import { listFiles, readStoredFile, replaceFiles, storeGeneratedFile, type FileOwner } from '@/lib/server/files/service';
import type { FileStorage } from '@/lib/server/ports/file-storage';
import { orderWith } from '@/lib/server/library/access';
import { watermarkName } from '@/lib/server/library/download';
import { watermarkPdf } from '@/lib/server/library/pdf';
import { attachmentDisposition } from '@/lib/files/file-name';
import { logger } from '@/lib/server/log';
import type { Fulfilment } from '@/lib/server/payments/fulfilment';
import type { SessionUser } from '@/lib/session/permissions';
import { categoryView, listCategories, type CategoryRow } from './model';
import { productRanking } from './rankings';
import { REPORT_FILE_FIELD, REPORT_OWNER_KIND, REPORT_UPLOAD_FIELD, reportExtras, setReportAuthor } from './report-authors';

/**
 * Paid ranking reports (issue 33 behaviour 6; docs/RANKING.md "Reports"). Each published category and year is sold as a
 * catalogue item of kind `report` coded `ranking-report-<category>-<year>`; buying is the payment core's
 * `payment/saveReportOrder`. Who reads the full report and downloads its PDF is the rule of the library
 * (lib/server/library/access.ts `orderWith`): the buyer of a paid order holding the item, or a member of the company it
 * was bought for. The PDF is generated in the buyer's language from the stored results on its first download in that
 * language and kept as a file of kind `report` (owner `rankingReport`); each download is watermarked with the buyer and
 * the order.
 */

export const REPORT_CODE_PREFIX = 'ranking-report-';
/** Demo price of a category-year report, in fen (labelled demo with the item). */
export const REPORT_DEMO_PRICE_FEN = 19_800;
/** The payment core's two placeholder report rows, retired once the ranking sells its own. */
export const RETIRED_DEMO_CODES = ['demo-report-plate-ranking-2026', 'demo-report-expert-alloy'];

/** The generated PDF of each language (the Chinese one keeps the field generated PDFs had before there were two). */
const REPORT_FILE_FIELDS: Record<Locale, string> = { zh: REPORT_FILE_FIELD, en: `${REPORT_FILE_FIELD}En` };

export const reportFileOwner: FileOwner = {
  ownerKind: REPORT_OWNER_KIND,
  fields: { [REPORT_FILE_FIELDS.zh]: { kind: 'report', max: 1 }, [REPORT_FILE_FIELDS.en]: { kind: 'report', max: 1 }, [REPORT_UPLOAD_FIELD]: { kind: 'report', max: 1 } },
  // The stored original is never handed out as such: qc/reportDownload serves a watermarked copy to an entitled viewer.
  canDownload: async () => false,
};

type ItemRow = typeof catalogueItems.$inferSelect;

const codeOf = (category: string, year: number) => `${REPORT_CODE_PREFIX}${category}-${year}`;

function parseCode(code: string): { category: string; year: number } | null {
  const m = /^ranking-report-([a-z0-9-]+)-(\d{4})$/.exec(code);
  return m ? { category: m[1], year: Number(m[2]) } : null;
}

type Extras = Awaited<ReturnType<typeof reportExtras>>;

const itemView = (row: ItemRow, year: number, locale: Locale, extras: Extras): ReportItem => ({
  id: row.id,
  title: locale === 'en' ? row.titleEn : row.titleZh,
  year,
  priceFen: row.priceFen,
  demo: row.demo,
  author: extras.get(row.id)?.author ?? null,
  uploaded: extras.get(row.id)?.uploaded ?? false,
});

/** Seed: one demo report item per published category and year; the payment core's two placeholder rows retired. */
export async function seedReportItems(db: DbExecutor): Promise<number> {
  const categories = await listCategories(db);
  const pubs = await db.select({ year: rankingPublications.year, categoryId: rankingPublications.categoryId }).from(rankingPublications);
  const values = pubs.flatMap((p) => {
    const c = categories.find((x) => x.id === p.categoryId);
    if (!c) return [];
    return [{
      kind: 'report',
      code: codeOf(c.code, p.year),
      titleZh: `【演示】${p.year}年度${c.nameZh}质量可靠性排名报告`,
      titleEn: `[Demo] ${p.year} ${c.nameEn} quality reliability ranking report`,
      priceFen: REPORT_DEMO_PRICE_FEN,
      shipped: false,
      demo: true,
    }];
  });
  if (values.length) await db.insert(catalogueItems).values(values).onConflictDoNothing();
  await db.update(catalogueItems).set({ active: false }).where(inArray(catalogueItems.code, RETIRED_DEMO_CODES));
  return values.length;
}

async function reportItem(db: DbExecutor, id: number): Promise<{ row: ItemRow; category: CategoryRow; year: number }> {
  const [row] = await db.select().from(catalogueItems).where(and(eq(catalogueItems.id, id), eq(catalogueItems.kind, 'report'), eq(catalogueItems.active, true), like(catalogueItems.code, `${REPORT_CODE_PREFIX}%`)));
  const parsed = row ? parseCode(row.code) : null;
  const category = parsed ? (await listCategories(db)).find((c) => c.code === parsed.category) : undefined;
  if (!row || !parsed || !category) throw notFound('Ranking.noSuchReport');
  return { row, category, year: parsed.year };
}

/** qc/reportCategory: the categories and their report items, newest year first. */
export async function reportCategory(db: DbExecutor, locale: Locale): Promise<ReportCategory[]> {
  const rows = await db.select().from(catalogueItems).where(and(eq(catalogueItems.kind, 'report'), eq(catalogueItems.active, true), like(catalogueItems.code, `${REPORT_CODE_PREFIX}%`))).orderBy(asc(catalogueItems.id));
  const categories = await listCategories(db);
  const extras = await reportExtras(db, rows.map((r) => r.id), locale);
  return categories
    .map((c) => ({
      category: categoryView(c, locale),
      reports: rows
        .map((r) => ({ r, p: parseCode(r.code) }))
        .filter((x) => x.p?.category === c.code)
        .map((x) => itemView(x.r, x.p!.year, locale, extras))
        .sort((a, b) => b.year - a.year),
    }))
    .filter((c) => c.reports.length > 0);
}

async function levelRows(db: DbExecutor, locale: Locale, category: string, year: number, level: Level): Promise<{ rows: RankingRow[]; ranking: Awaited<ReturnType<typeof productRanking>> }> {
  const ranking = await productRanking(db, locale, { year, category, level, page: 1, pageSize: 1000 });
  return { rows: ranking.list, ranking };
}

/** The viewer's waiting (unexpired) order of the item, if any. */
async function pendingOrder(db: DbExecutor, user: SessionUser, itemId: number): Promise<string | null> {
  const [row] = await db
    .select({ orderNo: orders.orderNo })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(and(eq(orderLines.itemId, itemId), eq(orderLines.itemType, 'report'), eq(orders.status, 'waiting'), eq(orders.userId, user.id), sql`${orders.expiresAt} > now()`))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row?.orderNo ?? null;
}

/** qc/indexReport: the summary to anyone; the full report to the buyer or a member of the company it was bought for. */
export async function indexReport(db: DbExecutor, locale: Locale, user: SessionUser | null, id: number): Promise<ReportView> {
  const { row, category, year } = await reportItem(db, id);
  const levels = await Promise.all(LEVELS.map((level) => levelRows(db, locale, category.code, year, level)));
  const enterprise = levels[0].rows;
  const order = user ? await orderWith(db, user, row.id, ['paid']) : null;
  const counts = Object.fromEntries(LEVELS.map((l, i) => [l, levels[i].rows.length])) as Record<Level, number>;
  const mean = enterprise.length ? Math.round((enterprise.reduce((a, r) => a + r.score, 0) / enterprise.length) * 100) / 100 : 0;
  return {
    report: itemView(row, year, locale, await reportExtras(db, [row.id], locale)),
    category: categoryView(category, locale),
    summary: { counts, distribution: levels[0].ranking.distribution, mean, publishedAt: levels[0].ranking.publishedAt },
    entitled: !!order,
    orderNo: order?.orderNo ?? null,
    pendingOrderNo: user && !order ? await pendingOrder(db, user, row.id) : null,
    full: order ? (Object.fromEntries(LEVELS.map((l, i) => [l, levels[i].rows])) as Record<Level, RankingRow[]>) : null,
  };
}

const MARGIN = 48;
const GRADE_COLOURS = [rgb(0.11, 0.5, 0.28), rgb(0.2, 0.6, 0.4), rgb(0.2, 0.45, 0.75), rgb(0.85, 0.6, 0.15), rgb(0.8, 0.25, 0.2)];

/**
 * The report as a PDF in the buyer's language (issue 48 items 9 and the language rule): summary, a bar chart of the
 * enterprise scores and a table per level, every heading from the messages (`Ranking.reportPdf`). It says how the scores
 * were made in the customer's terms — the evaluation model the portal publishes on its "The model and the grades" page
 * — never where the product keeps its documents.
 */
export async function reportPdf(db: DbExecutor, itemId: number, at: Date, locale: Locale): Promise<Uint8Array> {
  const { category, year } = await reportItem(db, itemId);
  const levels = await Promise.all(LEVELS.map((l) => levelRows(db, locale, category.code, year, l)));
  if (!levels[0].rows.length) throw new Error(`ranking report ${itemId}: nothing published`);
  const t = (key: string, values?: Record<string, string | number>) => translate(locale, `Ranking.reportPdf.${key}`, values);
  const name = locale === 'en' ? category.nameEn : category.nameZh;
  const pdf = await PDFDocument.create();
  pdf.setTitle(t('title', { year, category: name }));
  pdf.setProducer('pdf-lib');
  pdf.setCreationDate(at);
  pdf.setModificationDate(at);
  const regular = await embedCjkFont(pdf, 'regular');
  const bold = await embedCjkFont(pdf, 'bold');
  const doc = new PdfTextWriter(pdf, { margin: MARGIN, leading: (size) => size + 5 });
  const line = (text: string, font: PDFFont, size: number) => doc.line(text, font, size);
  line(t('title', { year, category: name }), bold, 16);
  line(t('demoAndModel', { page: translate(locale, 'Ranking.model.title') }), regular, 9);
  doc.gap(6);
  const ent = levels[0];
  line(t('counts', { enterprises: ent.rows.length, steelmaking: levels[1].rows.length, rolling: levels[2].rows.length }), regular, 10);
  line(t('grades', { grades: ent.ranking.distribution.map((d) => `${d.grade} ${d.count}`).join(' · ') }), regular, 10);

  // Bar chart: enterprise-level scores (0–100), coloured by grade.
  doc.gap(8);
  line(t('scores'), bold, 11);
  const barH = 14;
  const labelW = 190;
  const chartW = doc.width - labelW - 40;
  for (const r of ent.rows) {
    doc.room(barH + 4);
    const { page, y } = doc;
    const label = `${r.rank}. ${r.company}`;
    page.drawText(wrapText(label, regular, 8.5, labelW - 4)[0] ?? label, { x: MARGIN, y: y - barH + 3, size: 8.5, font: regular });
    const colour = GRADE_COLOURS[GRADES.indexOf(r.grade)] ?? GRADE_COLOURS[4];
    page.drawRectangle({ x: MARGIN + labelW, y: y - barH, width: Math.max(1, (chartW * r.score) / 100), height: barH - 3, color: colour });
    page.drawText(`${r.score.toFixed(2)} ${r.grade}`, { x: MARGIN + labelW + (chartW * r.score) / 100 + 4, y: y - barH + 3, size: 8.5, font: regular });
    doc.gap(barH + 2);
  }
  // Tables: every level.
  for (const [li, level] of LEVELS.entries()) {
    doc.gap(10);
    line(t(`levels.${level}`), bold, 11);
    for (const r of levels[li].rows) {
      const where = level === 'enterprise' ? '' : ` — ${r.line}`;
      line(`${r.rank}. ${r.company}${where}  ${r.score.toFixed(2)}  ${r.grade}`, regular, 9);
    }
  }
  return pdf.save();
}

/**
 * The report PDF of an item: the one an administrator uploaded, else the generated one, generated and stored on first
 * use (a failed generation stores nothing).
 */
async function reportFile(db: Db, storage: FileStorage, itemId: number, code: string, at: Date, locale: Locale) {
  const [uploaded] = await listFiles(db, REPORT_OWNER_KIND, itemId, REPORT_UPLOAD_FIELD);
  if (uploaded) {
    const file = await readStoredFile(db, storage, uploaded.id);
    if (file) return file;
  }
  const field = REPORT_FILE_FIELDS[locale];
  const [existing] = await listFiles(db, REPORT_OWNER_KIND, itemId, field);
  if (existing) {
    const file = await readStoredFile(db, storage, existing.id);
    if (file) return file;
  }
  const bytes = await reportPdf(db, itemId, at, locale);
  const row = await storeGeneratedFile(db, storage, { kind: 'report', name: `${code}-${locale}.pdf`, mime: 'application/pdf', bytes, ownerKind: REPORT_OWNER_KIND, ownerId: itemId, field });
  return { row, bytes };
}

/** qc/reportDownload: the report PDF in the caller's language, watermarked with the buyer and the order; not entitled 403. */
export async function reportDownload(db: Db, storage: FileStorage, user: SessionUser, id: number, at: Date, locale: Locale): Promise<Response> {
  const { row } = await reportItem(db, id);
  const order = await orderWith(db, user, row.id, ['paid']);
  if (!order) throw forbidden('Ranking.reportNotPurchased');
  const file = await reportFile(db, storage, row.id, row.code, at, locale);
  const bytes = await watermarkPdf(file.bytes, await watermarkName(db, user.id), order.orderNo, locale);
  logger.write('info', 'ranking_report_download', { item: row.id, user: user.id, order: order.orderNo });
  return new Response(bytes as BlobPart, {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': attachmentDisposition(`${row.code}-${locale}.pdf`),
      'content-length': String(bytes.byteLength),
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, no-store',
    },
  });
}

/**
 * qc/saveReport (administrators): the uploaded PDF that replaces the generated one (a file of kind `report` the caller
 * uploaded: a PDF by its content, at most 500 KB, checked by the file service; null goes back to the generated one) and
 * the expert author. Unknown item 404. The uploaded PDF is watermarked once as a buyer's copy would be, so a PDF
 * pdf-lib cannot rewrite (a page tree that points to itself, encrypted) is refused now with its reason (400
 * `Files.unreadable.<reason>`), not at a buyer's download.
 */
export async function saveReport(db: Db, storage: FileStorage, user: SessionUser, input: SaveReportInput, locale: Locale): Promise<ReportItem> {
  const { row, year } = await reportItem(db, input.id);
  if (input.fileId) {
    // Only the caller's own upload is read here; replaceFiles refuses anyone else's (403).
    const file = await readStoredFile(db, storage, input.fileId);
    if (file && file.row.uploaderId === user.id) await watermarkPdf(file.bytes, user.userName, row.code);
  }
  await db.transaction(async (tx) => {
    if (input.fileId !== undefined) await replaceFiles(tx, { ownerKind: REPORT_OWNER_KIND, ownerId: row.id, field: REPORT_UPLOAD_FIELD, userId: user.id, fileIds: input.fileId ? [input.fileId] : [] });
    if (input.expertId !== undefined) await setReportAuthor(tx, row.id, input.expertId);
  });
  return itemView(row, year, locale, await reportExtras(db, [row.id], locale));
}

/**
 * Report orders (the ranking owns catalogue kind `report`), registered at lib/server/registry.ts. Nothing is written
 * when one is paid: the right to read is the paid order itself (`orderWith`), so a repeated payment notification,
 * which the payment core applies once, entitles once, and a cancelled order has nothing to undo.
 */
export const rankingReportFulfilment: Fulfilment = {};
