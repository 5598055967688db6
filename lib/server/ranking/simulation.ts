import 'server-only';
import type ExcelJS from 'exceljs';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Paged } from '@/lib/contract';
import type { KindRule } from '@/lib/files/kinds';
import type { Locale } from '@/lib/i18n/routing';
import { SIMULATION_MAX_CELLS, SIMULATION_MAX_ROWS, SIMULATION_UPLOAD_MAX_BYTES, type ParsedRow, type ParsedTemplate, type SimulationView } from '@/lib/ranking/contract';
import { INDICATOR_RULES, INDICATORS, type Grade, type Indicator, type IndicatorValues } from '@/lib/ranking/model';
import { rankAmong, scoreIndicators, valueInRange } from '@/lib/ranking/score';
import { ApiError, badRequest, notFoundId } from '@/lib/server/api/errors';
import type { Translate } from '@/lib/server/api/types';
import type { Db, DbExecutor } from '@/lib/server/db/client';
import { rankingPublications, rankingRecords, rankingResults, rankingSimulations } from '@/lib/server/db/schema';
import { attachment, workbookOf } from '@/lib/server/export/workbook';
import { countUpload } from '@/lib/server/files/upload-count';
import { receiveFile } from '@/lib/server/files/receive';
import { readWorkbook } from '@/lib/server/files/spreadsheet';
import type { RateLimiter } from '@/lib/server/ratelimit/types';
import type { FileStorage } from '@/lib/server/ports/file-storage';
import { categoryByCode, categoryView, listCategories, type CategoryRow } from './model';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The workbook is checked like any upload (type from its bytes, size), kept only while it is read. */
const TEMPLATE_RULE: KindRule = { maxBytes: SIMULATION_UPLOAD_MAX_BYTES, maxPerField: 1, types: [XLSX_MIME], allowUnrecognised: false, decode: false, extensions: ['.xlsx'] };
/** Columns of the template: key, indicator, unit, allowed range, value. */
const VALUE_COLUMN = 5;
/** The most of a cell's text an answer repeats (the preview shows it in a table cell). */
const CELL_TEXT_MAX = 100;

/** `qc/simulationTemplate`: the category's template (workbookOf): one row per indicator with its unit and range, the value to fill in. */
export async function simulationTemplate(db: DbExecutor, locale: Locale, t: Translate, code: string): Promise<Response> {
  const category = await categoryByCode(db, code);
  const rows = [
    [t('Ranking.sim.colKey'), t('Ranking.sim.colIndicator'), t('Ranking.sim.colUnit'), t('Ranking.sim.colRange'), t('Ranking.sim.colValue')],
    ...INDICATOR_RULES.map((r) => [r.key, t(`Ranking.indicators.${r.key}`), t(`Ranking.units.${r.unit}`), `${r.min}–${r.max}`, null]),
  ];
  const bytes = await workbookOf(rows, categoryView(category, locale).name);
  return new Response(Buffer.from(bytes), {
    headers: { 'content-type': XLSX_MIME, 'content-disposition': attachment(`${t('Ranking.sim.templateName')}-${category.code}.xlsx`), 'cache-control': 'no-store' },
  });
}

/** A cell as text and as a number (numbers, numeric text and formula results count; anything else is not a number). */
function readCell(value: ExcelJS.CellValue): { raw: string; value: number | null } {
  if (value === null || value === undefined) return { raw: '', value: null };
  if (typeof value === 'number') return { raw: String(value), value };
  if (typeof value === 'string') {
    const s = value.trim();
    return { raw: s.slice(0, CELL_TEXT_MAX), value: /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(s) ? Number(s) : null };
  }
  if (typeof value === 'object' && 'result' in value && typeof value.result === 'number') return { raw: String(value.result), value: value.result };
  return { raw: String((value as { text?: string }).text ?? JSON.stringify(value)).slice(0, 40), value: null };
}

/** Checks one indicator's value: a message in the caller's language, or null. */
function valueError(t: Translate, indicator: Indicator, value: number | null, raw: string): string | null {
  const rule = INDICATOR_RULES.find((r) => r.key === indicator)!;
  const name = t(`Ranking.indicators.${indicator}`);
  if (raw === '') return t('Ranking.sim.missingValue', { indicator: name });
  if (value === null) return t('Ranking.sim.notNumber', { indicator: name });
  if (!valueInRange(rule, value)) return t('Ranking.sim.outOfRange', { indicator: name, min: rule.min, max: rule.max });
  return null;
}

/**
 * `qc/simulationUpload` (multipart, one .xlsx): the template read row by row; every row is listed with its value or
 * why it is refused (unknown indicator, missing, not a number, out of range), and every indicator the sheet lacks.
 * Nothing is stored. A file that is not an .xlsx workbook is 400; the workbook is read through the file service's
 * guard (`readWorkbook`: zip bounds, at most SIMULATION_MAX_ROWS rows and SIMULATION_MAX_CELLS cells, else 400 naming
 * the maximum), so the answer lists at most what the preview shows. Counted as an upload (`countUpload`, 429).
 */
export async function parseSimulationUpload(
  db: DbExecutor,
  services: { storage: FileStorage; limiter: RateLimiter },
  user: { id: number },
  locale: Locale,
  t: Translate,
  code: string,
  headers: Headers,
  body: ReadableStream<Uint8Array> | null | undefined,
): Promise<ParsedTemplate> {
  const { storage } = services;
  const category = await categoryByCode(db, code);
  if (!body) throw badRequest('Files.noFile');
  await countUpload(services.limiter, user.id);
  let received;
  try {
    received = await receiveFile(body as unknown as WebReadableStream<Uint8Array>, headers.get('content-type') ?? '', TEMPLATE_RULE, storage);
  } catch (error) {
    if (ApiError.is(error) && (['Files.typeRefused', 'Files.typeUnknown', 'Files.markupRefused', 'Files.empty'].includes(error.messageKey))) throw badRequest('Ranking.sim.notXlsx');
    throw error;
  }
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of await storage.read(received.tempKey)) chunks.push(Buffer.from(chunk));
  } finally {
    await storage.remove(received.tempKey).catch(() => undefined);
  }
  const book = await readWorkbook(Buffer.concat(chunks), { maxRows: SIMULATION_MAX_ROWS, maxCells: SIMULATION_MAX_CELLS });
  const sheet = book.worksheets[0];
  const rows: ParsedRow[] = [];
  const values: Partial<Record<Indicator, number>> = {};
  const seen = new Set<Indicator>();
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    const key = readCell(row.getCell(1).value).raw;
    const cell = readCell(row.getCell(VALUE_COLUMN).value);
    if (!key && !cell.raw) return;
    const indicator = (INDICATORS as readonly string[]).includes(key) && !seen.has(key as Indicator) ? (key as Indicator) : null;
    if (!indicator) {
      rows.push({ row: n, indicator: null, label: key.slice(0, CELL_TEXT_MAX), raw: cell.raw, value: cell.value, error: t('Ranking.sim.unknownIndicator', { row: n }) });
      return;
    }
    seen.add(indicator);
    const error = valueError(t, indicator, cell.value, cell.raw);
    if (!error) values[indicator] = cell.value!;
    rows.push({ row: n, indicator, label: t(`Ranking.indicators.${indicator}`), raw: cell.raw, value: cell.value, error });
  });
  for (const indicator of INDICATORS.filter((k) => !seen.has(k))) {
    rows.push({ row: 0, indicator, label: t(`Ranking.indicators.${indicator}`), raw: '', value: null, error: t('Ranking.sim.missingValue', { indicator: t(`Ranking.indicators.${indicator}`) }) });
  }
  return { category: categoryView(category, locale), rows, valid: rows.every((r) => !r.error), values };
}

/** The newest publication of a category and its enterprise-level scores (what a simulation is ranked among). */
async function publishedScores(db: DbExecutor, category: CategoryRow): Promise<{ year: number | null; scores: number[] }> {
  const [pub] = await db.select().from(rankingPublications).where(eq(rankingPublications.categoryId, category.id)).orderBy(desc(rankingPublications.year)).limit(1);
  if (!pub) return { year: null, scores: [] };
  const rows = await db
    .select({ centi: rankingResults.scoreCenti })
    .from(rankingResults)
    .innerJoin(rankingRecords, eq(rankingRecords.id, rankingResults.recordId))
    .where(and(eq(rankingResults.publicationId, pub.id), eq(rankingRecords.level, 'enterprise')));
  return { year: pub.year, scores: rows.map((r) => r.centi / 100) };
}

function simulationView(row: typeof rankingSimulations.$inferSelect, category: CategoryRow, locale: Locale, t: Translate): SimulationView {
  const result = scoreIndicators(row.values as IndicatorValues);
  return {
    id: row.id,
    category: categoryView(category, locale),
    year: row.wouldRank === null ? null : row.year,
    score: row.scoreCenti / 100,
    grade: row.grade as Grade,
    blocks: result.blocks,
    contributions: result.contributions.map((c) => ({ indicator: c.indicator, label: t(`Ranking.indicators.${c.indicator}`), value: c.value, unit: INDICATOR_RULES.find((r) => r.key === c.indicator)!.unit, subScore: c.subScore, points: c.points, maxPoints: c.maxPoints })),
    wouldRank: row.wouldRank,
    rankedAmong: row.rankedAmong,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * `qc/simulate` (issue 33 behaviour 5): scores the values with the model's one function, places the score among the
 * newest published enterprise-level results of the category and keeps it in the caller's own history. Every
 * indicator is required, numeric and in range (400 naming the indicator).
 */
export async function simulate(db: Db, locale: Locale, t: Translate, userId: number, input: { category: string; values: Record<string, number | string> }, at: Date): Promise<SimulationView> {
  const category = await categoryByCode(db, input.category);
  const values = {} as IndicatorValues;
  for (const indicator of INDICATORS) {
    const given = input.values[indicator];
    const { raw, value } = readCell(given ?? null);
    const error = valueError(t, indicator, value, raw);
    if (error) throw badRequest('Ranking.sim.refused', { reason: error });
    values[indicator] = value!;
  }
  const result = scoreIndicators(values);
  const { year, scores } = await publishedScores(db, category);
  const [row] = await db
    .insert(rankingSimulations)
    .values({
      userId,
      categoryId: category.id,
      year: year ?? at.getUTCFullYear(),
      values,
      scoreCenti: Math.round(result.score * 100),
      grade: result.grade,
      wouldRank: year === null ? null : rankAmong(result.score, scores),
      rankedAmong: scores.length,
      createdAt: at,
    })
    .returning();
  return simulationView(row, category, locale, t);
}

/** `qc/simulationGet`: one of the caller's simulations; anyone else's 404. */
export async function simulationGet(db: DbExecutor, locale: Locale, t: Translate, userId: number, id: number): Promise<SimulationView> {
  const [row] = await db.select().from(rankingSimulations).where(and(eq(rankingSimulations.id, id), eq(rankingSimulations.userId, userId)));
  if (!row) throw notFoundId();
  const category = (await listCategories(db)).find((c) => c.id === row.categoryId)!;
  return simulationView(row, category, locale, t);
}

/** `qc/mySimulations`: the caller's own simulation history, newest first. */
export async function mySimulations(db: DbExecutor, locale: Locale, t: Translate, userId: number, page: { page: number; pageSize: number }): Promise<Paged<SimulationView>> {
  const where = eq(rankingSimulations.userId, userId);
  const rows = await db.select().from(rankingSimulations).where(where).orderBy(desc(rankingSimulations.createdAt), desc(rankingSimulations.id)).limit(page.pageSize).offset((page.page - 1) * page.pageSize);
  const [{ n }] = await db.select({ n: count() }).from(rankingSimulations).where(where);
  const categories = await listCategories(db);
  return { list: rows.map((r) => simulationView(r, categories.find((c) => c.id === r.categoryId)!, locale, t)), total: Number(n), page: page.page, pageSize: page.pageSize };
}
