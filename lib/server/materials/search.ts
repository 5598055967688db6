import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import type { Locale } from '@/lib/i18n/routing';
import { translate } from '@/lib/i18n/messages';
import type { MaterialFamily, MaterialSearchResult, MaterialSearchRow } from '@/lib/materials/contract';
import { MATERIAL_FAMILIES } from '@/lib/materials/family';
import type { MaterialSearchInput } from '@/lib/materials/contract';
import { checkRanges, type Range } from './ranges';
import { normalizeGrade, segmentWords } from '@/lib/materials/text';
import { badRequest } from '@/lib/server/api/errors';
import type { SharedAnswers } from '@/lib/server/cache/types';
import { cachedAnswer, rowDetails, sharedGeneration } from './search-cache';
import { aliasesByName, isCurrentGrade, type GradeAlias } from './import/grade-aliases';

/**
 * Property key → [lower-bound column, upper-bound expression] of material_search_docs. A Map, not a
 * plain object: a key such as `constructor` or `__proto__` must find nothing (an object's inherited
 * properties once reached sql.raw and answered 500).
 */
const PROPERTY_COLUMNS = new Map<string, [string, string]>([
  ['tensileStrength', ['d.tensile_min', 'coalesce(d.tensile_max, d.tensile_min)']],
  ['yieldStrength', ['d.yield_min', 'd.yield_min']],
  ['elongation', ['d.elongation_min', 'd.elongation_min']],
  ['reductionOfArea', ['d.reduction_min', 'd.reduction_min']],
  ['hardness', ['d.hardness', 'd.hardness']],
  ['impactEnergy', ['d.impact_energy', 'd.impact_energy']],
  ['fatigueStrength', ['d.fatigue_strength', 'd.fatigue_strength']],
]);

const MAIN_ELEMENTS: Record<MaterialFamily, string[]> = {
  steel: ['C', 'Si', 'Mn', 'Cr', 'Ni', 'Mo'],
  welding: ['C', 'Si', 'Mn', 'Cr', 'Ni', 'Mo'],
  alloy: ['Si', 'Fe', 'Cu', 'Mn', 'Mg', 'Zn'],
};

/** `'a' & 'b'` for to_tsquery, from Intl.Segmenter words (quoted, so input cannot inject syntax). */
export function tsQueryText(keyword: string): string {
  return segmentWords(keyword)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean)
    .map((w) => `'${w}'`)
    .join(' & ');
}

interface Criteria {
  family: MaterialFamily;
  keyword: string;
  elements: Range[];
  properties: Range[];
}

/**
 * Whether the record's standard number, without its system prefix and edition part, is the keyword:
 * `ASTM A588/A588M` → `A588`, `JIS G3101` → `G3101`. Only for keywords with a letter and a digit, so a
 * bare number (a grade such as `1050` or `45`) never matches a standard number.
 */
function standardNumberIs(norm: string): SQL {
  if (!/[A-Z]/.test(norm) || !/\d/.test(norm)) return sql`false`;
  return sql`d.standard_id IN (SELECT s.id FROM material_standards s
    WHERE replace(split_part(regexp_replace(upper(s.number), '^(ASTM|ASME|GB/T|GB|EN|JIS|API|AWS|ISO|DIN|GOST)\\s*', ''), '/', 1), ' ', '') = ${norm})`;
}

function whereClause(input: MaterialSearchInput, c: Criteria): { where: SQL; score: SQL } {
  const parts: SQL[] = [sql`d.family = ${c.family}`];
  const norm = normalizeGrade(c.keyword);
  const tsq = tsQueryText(c.keyword);
  let score: SQL = sql`0`;
  if (c.keyword) {
    const keywordParts: SQL[] = [];
    if (norm) keywordParts.push(sql`d.terms LIKE ${`%${norm}%`}`);
    if (tsq) keywordParts.push(sql`d.tsv @@ to_tsquery('simple', ${tsq})`);
    if (!keywordParts.length) keywordParts.push(sql`false`);
    parts.push(sql`(${sql.join(keywordParts, sql` OR `)})`);
    // Exact grade, then an exact own name (former name, UNS, Werkstoff number), then the exact grade of a
    // superseded edition's record (0Cr18Ni9 of GB/T 14976-2002 after 06Cr19Ni10, whose former name it is),
    // then the records of a standard whose number is the keyword (A588 → ASTM A588/A588M's grades), grade
    // prefix (Q355 → Q355B…), an exact equivalent designation, contains, words.
    score = norm
      ? sql`CASE WHEN d.grade_norm = ${norm} THEN (CASE WHEN d.superseded THEN 94 ELSE 100 END)
          WHEN (' ' || d.names || ' ') LIKE ${`% ${norm} %`} THEN 95 WHEN ${standardNumberIs(norm)} THEN 90
          WHEN d.grade_norm LIKE ${`${norm}%`} THEN 85 WHEN d.terms LIKE ${`% ${norm} %`} THEN 80
          WHEN d.grade_norm LIKE ${`%${norm}%`} THEN 60 WHEN d.terms LIKE ${`%${norm}%`} THEN 50 ELSE 30 END`
      : sql`30`;
  }
  if (input.system) parts.push(input.system === 'none' ? sql`d.standard_system IS NULL` : sql`d.standard_system = ${input.system}`);
  if (input.standard !== undefined && input.standard !== '') {
    const s = String(input.standard);
    parts.push(
      /^\d+$/.test(s)
        ? sql`d.standard_id = ${Number(s)}`
        : sql`d.standard_id IN (SELECT id FROM material_standards WHERE code = ${s} OR number = ${s})`,
    );
  }
  if (input.delivery) parts.push(sql`d.delivery_state = ${input.delivery}`);
  if (input.category) parts.push(sql`d.category = ${input.category}`);
  for (const e of c.elements) {
    const bounds: SQL[] = [sql`e.material_id = d.material_id`, sql`e.element = ${e.key}`];
    if (e.min !== null) bounds.push(sql`e.low >= ${e.min}`);
    if (e.max !== null) bounds.push(sql`e.high <= ${e.max}`);
    parts.push(sql`EXISTS (SELECT 1 FROM material_elements e WHERE ${sql.join(bounds, sql` AND `)})`);
  }
  for (const p of c.properties) {
    const columns = PROPERTY_COLUMNS.get(p.key);
    if (!columns) throw badRequest('Materials.unknownProperty', { field: p.key });
    const [low, high] = columns;
    if (p.min !== null) parts.push(sql`${sql.raw(low)} >= ${p.min}`);
    if (p.max !== null) parts.push(sql`${sql.raw(high)} <= ${p.max}`);
  }
  return { where: sql.join(parts, sql` AND `), score };
}

/**
 * The standard system the caller's language and keyword imply: GB on the Chinese site or for a keyword
 * with Chinese characters (a Chinese engineer typing 20G means GB/T 5310's 20G, not GOST 1050's 20Г).
 */
export function impliedSystem(locale: Locale, keyword: string): string | null {
  return locale === 'zh' || /\p{Script=Han}/u.test(keyword) ? 'GB' : null;
}

function orderClause(input: MaterialSearchInput, keyword: string, system: string | null): SQL {
  const hasKeyword = !!keyword;
  const dir = input.order === 'asc' ? 'ASC' : input.order === 'desc' ? 'DESC' : null;
  const sortColumns = input.sort ? PROPERTY_COLUMNS.get(input.sort) : undefined;
  if (sortColumns) {
    return sql.raw(`${sortColumns[0]} ${dir ?? 'DESC'} NULLS LAST, length(d.grade_norm), d.grade_norm, d.material_id`);
  }
  if (input.sort === 'grade' || !hasKeyword) {
    return sql.raw(`length(d.grade_norm) ${dir === 'DESC' ? 'DESC' : 'ASC'}, d.grade_norm ${dir ?? 'ASC'}, d.material_id`);
  }
  // Ties (docs/DATA.md "Search"): a record with values before an empty one, then the implied standard
  // system's record, a compiled (curated) record before a library or research row, records that name a
  // standard before those that do not, then the shorter grade.
  // The system preference holds among the records of the typed grade itself (its grade or own name), not
  // among records found by an equivalent designation or a word (双相不锈钢 still answers 2205 first).
  const norm = normalizeGrade(keyword);
  const preferred =
    system && norm
      ? sql`((d.grade_norm = ${norm} OR (' ' || d.names || ' ') LIKE ${`% ${norm} %`}) AND d.standard_system IS DISTINCT FROM ${system}), `
      : sql``;
  return sql`score DESC, d.filled DESC, ${preferred}d.curated DESC, (d.standard_id IS NULL), length(d.grade_norm), d.grade_norm, d.material_id`;
}

type Row = Record<string, unknown>;

/**
 * Searches one family (issue 4, point 4): keyword over grade, aliases, equivalents (trigram-indexed
 * terms) and Chinese/English words (tsvector); standard system, standard, delivery state, category,
 * element and property ranges as indexed comparisons; relevance or property sort; pagination.
 * The answer is the same for every visitor: kept per process and, given the shared level (`shared`, Redis), across
 * instances (search-cache.ts).
 */
export async function searchMaterials(db: Db, family: MaterialFamily, input: MaterialSearchInput, locale: Locale, shared?: SharedAnswers | null): Promise<MaterialSearchResult> {
  if (input.sort && input.sort !== 'relevance' && input.sort !== 'grade' && !PROPERTY_COLUMNS.has(input.sort)) {
    throw badRequest('Materials.badSort');
  }
  const criteria: Criteria = {
    family,
    keyword: input.keyword ?? '',
    elements: checkRanges(input.elements ?? [], 'elements', locale),
    properties: checkRanges(input.properties ?? [], 'properties', locale, { strength: input.strengthUnit ?? 'MPa', temperature: 'C' }),
  };
  const cacheKey = JSON.stringify([family, locale, input]);
  return cachedAnswer(db, shared, cacheKey, () => runSearch(db, input, criteria, locale, sharedGeneration(shared)));
}

async function runSearch(db: Db, input: MaterialSearchInput, criteria: Criteria, locale: Locale, generation: string | undefined): Promise<MaterialSearchResult> {
  const { family } = criteria;
  const { where, score } = whereClause(input, criteria);
  const offset = (input.page - 1) * input.pageSize;
  // One statement chooses the page's record ids on the search documents (covering indexes let range
  // conditions run as index-only scans), counting every match in the same pass. What each row shows
  // (document columns, record, data set, standard, main elements) is the same in every search: it comes
  // from the per-process row cache, read from the database only for records not seen since the last import.
  const result = await db.execute(sql`
    SELECT d.material_id AS id, ${score} AS score, count(*) OVER () AS total
    FROM material_search_docs d
    WHERE ${where}
    ORDER BY ${orderClause(input, criteria.keyword, impliedSystem(locale, criteria.keyword))}
    LIMIT ${input.pageSize} OFFSET ${offset}`);
  const rows = await withDetails(db, family, result.rows as Row[], generation);
  // A page past the last one has no row to carry the count.
  const total = rows.length ? Number(rows[0].total) : offset > 0 ? await countOnly(db, where) : 0;
  return {
    list: toRows(rows, family, criteria.keyword, locale),
    total,
    page: input.page,
    pageSize: input.pageSize,
    notice: total === 0 ? translate(locale, 'Materials.noMatchingData') : null,
    ...(total === 0 && criteria.keyword ? { elsewhere: await keywordElsewhere(db, family, criteria.keyword) } : {}),
  };
}

/** What a result row shows besides the search document's own columns. */
type RowDetail = Row;

/** Adds each row's details from the row cache; the records missing there are read in one statement. */
async function withDetails(db: Db, family: MaterialFamily, rows: Row[], generation: string | undefined): Promise<Row[]> {
  const known = rowDetails<RowDetail>(db, generation);
  const missing = rows.map((r) => Number(r.id)).filter((id) => !known.has(id));
  if (missing.length) {
    const main = MAIN_ELEMENTS[family];
    const read = await db.execute(sql`
      SELECT d.material_id AS id, d.grade_norm, d.category, d.standard_id, d.standard_system, d.delivery_state,
             d.tensile_min, d.tensile_max, d.yield_min, d.elongation_min, d.reduction_min, d.hardness,
             d.impact_energy, d.fatigue_strength, m.slug, m.grade, m.aliases, s.code AS standard_code,
             CASE WHEN s.edition_status = 'superseded' THEN s.current_code END AS standard_superseded_by,
             m.dataset_code, ds.title_zh, ds.title_en, m.confidence,
             (SELECT json_object_agg(e.element, e.raw) FROM material_elements e
               WHERE e.material_id = d.material_id AND e.element IN (${sql.join(main.map((e) => sql`${e}`), sql`, `)})) AS elements
      FROM material_search_docs d
      JOIN materials m ON m.id = d.material_id
      JOIN material_datasets ds ON ds.code = m.dataset_code
      LEFT JOIN material_standards s ON s.id = d.standard_id
      WHERE d.material_id IN (${sql.join(missing.map((id) => sql`${id}`), sql`, `)})`);
    for (const r of read.rows as Row[]) {
      const { id, ...detail } = r;
      known.set(Number(id), detail as RowDetail);
    }
  }
  // A record removed by an import between the two statements is left out.
  return rows.filter((r) => known.has(Number(r.id))).map((r) => ({ ...known.get(Number(r.id)), ...r }));
}

/**
 * The other families where the keyword alone finds records (the same keyword rule, no other filter),
 * so an empty search can point there: "6061-T6" typed into the steel search finds the aluminium 6061.
 */
async function keywordElsewhere(db: Db, family: MaterialFamily, keyword: string): Promise<{ family: MaterialFamily; total: number }[]> {
  const out: { family: MaterialFamily; total: number }[] = [];
  for (const other of MATERIAL_FAMILIES.filter((f) => f !== family)) {
    const { where } = whereClause({ keyword } as MaterialSearchInput, { family: other, keyword, elements: [], properties: [] });
    const n = await countOnly(db, where);
    if (n > 0) out.push({ family: other, total: n });
  }
  return out;
}

async function countOnly(db: Db, where: SQL): Promise<number> {
  const r = await db.execute(sql`SELECT count(*) AS n FROM material_search_docs d WHERE ${where}`);
  return Number((r.rows[0] as Row).n);
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

function toRows(rows: Row[], family: MaterialFamily, keyword: string, locale: Locale): MaterialSearchRow[] {
  if (!rows.length) return [];
  const norm = normalizeGrade(keyword);
  const t = (key: string) => translate(locale, key);
  // The alias file is read at most once per computed answer, and only when a row was found by one of its names.
  let listed: Map<string, GradeAlias[]> | undefined;
  const listedAliases = () => (listed ??= aliasesByName());
  return rows.map((r) => {
    const aliases = (r.aliases as string[]) ?? [];
    const gradeNorm = String(r.grade_norm);
    const matchedBy: MaterialSearchRow['matchedBy'] = !keyword
      ? null
      : norm && gradeNorm.includes(norm)
        ? 'grade'
        : norm && aliases.some((a) => normalizeGrade(a).includes(norm))
          ? 'alias'
          : Number(r.score) >= 50
            ? 'equivalent'
            : 'text';
    return {
      id: Number(r.id),
      slug: String(r.slug),
      family,
      grade: String(r.grade),
      aliases,
      category: (r.category as string) ?? null,
      categoryLabel: r.category ? t(`Materials.categories.${r.category}`) : null,
      standardId: num(r.standard_id),
      standardCode: (r.standard_code as string) ?? null,
      standardSupersededBy: (r.standard_superseded_by as string) ?? null,
      standardSystem: (r.standard_system as string) ?? null,
      deliveryState: (r.delivery_state as string) ?? null,
      deliveryLabel: r.delivery_state ? t(`Materials.deliveryStates.${r.delivery_state}`) : null,
      tensileMin: num(r.tensile_min),
      tensileMax: num(r.tensile_max),
      yieldMin: num(r.yield_min),
      elongationMin: num(r.elongation_min),
      reductionOfAreaMin: num(r.reduction_min),
      hardness: num(r.hardness),
      impactEnergy: num(r.impact_energy),
      fatigueStrength: num(r.fatigue_strength),
      elements: parseElements(r.elements),
      matchedBy,
      datasetCode: String(r.dataset_code),
      datasetTitle: String(locale === 'zh' ? r.title_zh : r.title_en),
      confidence: (r.confidence as string) ?? null,
      aliasNote: aliasNote(norm, gradeNorm, String(r.grade), aliases, locale, listedAliases),
    };
  });
}

/**
 * "Q345B is the former designation of Q355B" when the keyword is one of the row's own names and not its
 * grade; the kind comes from reference-data/grade_aliases (former, UNS, Werkstoff…), else a plain alias.
 */
export function aliasNote(norm: string, gradeNorm: string, grade: string, aliases: string[], locale: Locale, listedAliases: () => Map<string, GradeAlias[]> = aliasesByName): string | null {
  if (!norm || gradeNorm === norm) return null;
  const alias = aliases.find((a) => normalizeGrade(a) === norm);
  if (!alias) return null;
  const listed = (listedAliases().get(norm) ?? []).find((a) => isCurrentGrade(grade, a.currentGrade));
  return translate(locale, `Materials.aliasNotes.${listed?.kind ?? 'alias'}`, { alias, grade });
}

/** The page query's element object (PGlite hands back parsed JSON, node-postgres too; text just in case). */
function parseElements(value: unknown): Record<string, string> {
  if (!value) return {};
  return (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, string>;
}
