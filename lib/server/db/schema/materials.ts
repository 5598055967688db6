import {
  type AnyPgColumn,
  bigserial,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
// Relative: drizzle-kit loads this file without the @/ alias.
import { MATERIAL_FAMILIES, type MaterialFamily } from '../../../materials/family';
import { users } from './auth';

/** PostgreSQL tsvector (built with the `simple` configuration from Intl.Segmenter tokens). */
const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

/** Material families of the portal (declared once in lib/materials/family.ts). */
export { MATERIAL_FAMILIES, type MaterialFamily };

/** A value the import's plausibility gate did not store as a number (lib/materials/plausibility.ts). */
export interface FlaggedValue {
  file: string | null;
  row: number;
  record: string;
  grade: string;
  column: string;
  raw: string | null;
  value: number;
  reason: string;
}

/** Per field of a row or record: the gate's reason for keeping its value as text only, and that text. */
export type ValueFlags = Record<string, { reason: string; raw: string | null }>;

/** One shared data set of reference-data/ (SOURCES.md of each folder). */
export const materialDatasets = pgTable('material_datasets', {
  code: varchar('code', { length: 60 }).primaryKey(),
  titleZh: text('title_zh').notNull(),
  titleEn: text('title_en').notNull(),
  citation: text('citation').notNull(),
  url: text('url'),
  license: text('license'),
  trust: text('trust'),
  rowsRead: integer('rows_read').notNull().default(0),
  recordsCreated: integer('records_created').notNull().default(0),
  rowsSkipped: integer('rows_skipped').notNull().default(0),
  /** Skip reasons with counts and row numbers: [{reason, count, rows}]. */
  skipped: jsonb('skipped').$type<{ reason: string; count: number; rows: number[] }[]>().notNull().default([]),
  /** Values the plausibility gate refused as numbers (issue 26): kept as text, listed with file, row, column and reason. */
  flagged: jsonb('flagged').$type<FlaggedValue[]>().notNull().default([]),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A standard: number, name, year, issuer, within a standard system (GB, ASTM, EN, JIS, ...). */
export const materialStandards = pgTable(
  'material_standards',
  {
    id: serial('id').primaryKey(),
    /** The standard as written in the source, e.g. `GB/T 700-2006`; natural key. */
    code: varchar('code', { length: 200 }).notNull(),
    system: varchar('system', { length: 16 }).notNull(),
    number: varchar('number', { length: 120 }).notNull(),
    year: integer('year'),
    nameZh: text('name_zh'),
    nameEn: text('name_en'),
    issuer: text('issuer'),
    /**
     * The edition in force (issue 46 item 5, reference-data/standard_editions): `current` when this code is it,
     * `superseded` when a later edition replaced it, `undated` for a code without a year; null when no source
     * was found. `currentCode` is the edition in force (for a superseded or undated code), with the page that
     * says so and what it says.
     */
    editionStatus: varchar('edition_status', { length: 12 }),
    currentCode: varchar('current_code', { length: 200 }),
    /** stated: a page says which edition is in force; newest: the newest edition the stored pages show. */
    editionBasis: varchar('edition_basis', { length: 8 }),
    editionSource: text('edition_source'),
    editionEvidence: text('edition_evidence'),
  },
  (t) => [uniqueIndex('material_standards_code_uq').on(t.code), index('material_standards_system_idx').on(t.system)],
);

/** One material record (a grade as given by one source row or one grouped source record). */
export const materials = pgTable(
  'materials',
  {
    id: serial('id').primaryKey(),
    /** Stable natural key: data set code + original row id, e.g. `compiled_steel_grades:STL012`. */
    naturalKey: varchar('natural_key', { length: 200 }).notNull(),
    slug: varchar('slug', { length: 200 }).notNull(),
    family: varchar('family', { length: 16 }).$type<MaterialFamily>().notNull(),
    grade: varchar('grade', { length: 200 }).notNull(),
    gradeNorm: varchar('grade_norm', { length: 200 }).notNull(),
    aliases: jsonb('aliases').$type<string[]>().notNull().default([]),
    /** Category code (labels in messages Materials.categories). */
    category: varchar('category', { length: 40 }),
    categoryText: text('category_text'),
    standardId: integer('standard_id').references(() => materialStandards.id),
    standardSystem: varchar('standard_system', { length: 16 }),
    standardText: text('standard_text'),
    /** Delivery state code (labels in Materials.deliveryStates) and the text as in the source. */
    deliveryState: varchar('delivery_state', { length: 24 }),
    deliveryText: text('delivery_text'),
    heatTreatment: text('heat_treatment'),
    microstructure: text('microstructure'),
    description: text('description'),
    density: doublePrecision('density'),
    youngModulus: doublePrecision('young_modulus'),
    shearModulus: doublePrecision('shear_modulus'),
    poissonRatio: doublePrecision('poisson_ratio'),
    /** Physical properties the plausibility gate refused as numbers: field → reason and the source's figure. */
    flags: jsonb('flags').$type<ValueFlags>().notNull().default({}),
    /** Source parameters that are not properties (process temperatures, weld parameters, ...). */
    process: jsonb('process').$type<Record<string, string | number>>().notNull().default({}),
    datasetCode: varchar('dataset_code', { length: 60 })
      .notNull()
      .references(() => materialDatasets.code),
    sourceRow: integer('source_row').notNull(),
    sourceRef: varchar('source_ref', { length: 200 }),
    citation: text('citation').notNull(),
    sourceUrls: jsonb('source_urls').$type<string[]>().notNull().default([]),
    confidence: varchar('confidence', { length: 8 }),
    notes: text('notes'),
    /**
     * A research record's link to the standard grade it belongs to (issue 13): the compiled record of the
     * same grade (`standard_id` then names that record's standard), found by its `grade` or a sourced
     * `alias`; or only the `standard` the source itself names. Null: not linked (the import report says why).
     */
    standardGradeId: integer('standard_grade_id').references((): AnyPgColumn => materials.id, { onDelete: 'set null' }),
    standardLink: varchar('standard_link', { length: 12 }).$type<'grade' | 'alias' | 'standard'>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('materials_natural_key_uq').on(t.naturalKey),
    uniqueIndex('materials_slug_uq').on(t.slug),
    index('materials_family_idx').on(t.family),
    index('materials_grade_norm_idx').on(t.gradeNorm),
    index('materials_standard_idx').on(t.standardId),
  ],
);

/** Chemical composition of a material, one row per element (wt % unless unit says ppm). */
export const materialElements = pgTable(
  'material_elements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    materialId: integer('material_id')
      .notNull()
      .references(() => materials.id, { onDelete: 'cascade' }),
    element: varchar('element', { length: 12 }).notNull(),
    /** Value text exactly as in the source (`<=0.20`, `0.90-1.65`, `<5`, ...). */
    raw: text('raw').notNull(),
    minValue: doublePrecision('min_value'),
    maxValue: doublePrecision('max_value'),
    typicalValue: doublePrecision('typical_value'),
    /** Search bounds in wt %: lowest and highest value the record guarantees (min or typical; max or typical). */
    low: doublePrecision('low'),
    high: doublePrecision('high'),
    unit: varchar('unit', { length: 8 }).notNull().default('wt%'),
    note: text('note'),
    /** A formula bound as written (`5x(C+N) min`, `>=2.5 x C`): a rule, never a number (issue 26). */
    rule: text('rule'),
    /** Why the plausibility gate kept this value as text only (a FlagReason); null when its numbers are stored. */
    flag: varchar('flag', { length: 24 }),
  },
  (t) => [
    uniqueIndex('material_elements_uq').on(t.materialId, t.element),
    // Covering the element range conditions of a search (element, bounds, record), so they are
    // answered by index-only scans without visiting the table (docs/PERFORMANCE.md).
    index('material_elements_low_cover_idx').on(t.element, t.low, t.high, t.materialId),
    index('material_elements_high_cover_idx').on(t.element, t.high, t.materialId),
  ],
);

/** Mechanical property rows (spec section 3 "mechanical property"), values as min, range or typical. */
export const materialProperties = pgTable(
  'material_properties',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    materialId: integer('material_id')
      .notNull()
      .references(() => materials.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    shape: text('shape'),
    deliveryState: text('delivery_state'),
    /** specified | typical | measured */
    valueType: varchar('value_type', { length: 12 }).notNull(),
    thicknessMin: doublePrecision('thickness_min'),
    thicknessMax: doublePrecision('thickness_max'),
    thicknessRaw: text('thickness_raw'),
    /** Gauge length or test piece of the elongation as written (`A50`, `A11.3`, `200 mm`, `No.1A`). */
    gaugeLength: varchar('gauge_length', { length: 40 }),
    /** Test direction: L (longitudinal) or T (transverse). */
    direction: varchar('direction', { length: 1 }),
    testTemperature: doublePrecision('test_temperature'),
    tensileMin: doublePrecision('tensile_min'),
    tensileMax: doublePrecision('tensile_max'),
    tensileRaw: text('tensile_raw'),
    yieldMin: doublePrecision('yield_min'),
    yieldMax: doublePrecision('yield_max'),
    yieldRaw: text('yield_raw'),
    yieldType: varchar('yield_type', { length: 24 }),
    elongationMin: doublePrecision('elongation_min'),
    elongationMax: doublePrecision('elongation_max'),
    elongationRaw: text('elongation_raw'),
    reductionMin: doublePrecision('reduction_min'),
    reductionRaw: text('reduction_raw'),
    impactEnergy: doublePrecision('impact_energy'),
    impactRaw: text('impact_raw'),
    impactTemperature: doublePrecision('impact_temperature'),
    impactNotch: varchar('impact_notch', { length: 16 }),
    hardnessValue: doublePrecision('hardness_value'),
    hardnessScale: varchar('hardness_scale', { length: 12 }),
    hardnessRaw: text('hardness_raw'),
    fatigueStrength: doublePrecision('fatigue_strength'),
    fractureStrength: doublePrecision('fracture_strength'),
    bendAngle: text('bend_angle'),
    bendRadius: text('bend_radius'),
    remarks: text('remarks'),
    /** Fields (tensile, yield, elongation, …) the plausibility gate kept as text only: field → reason and text. */
    flags: jsonb('flags').$type<ValueFlags>().notNull().default({}),
    sourceRow: integer('source_row').notNull(),
    sourceRef: varchar('source_ref', { length: 200 }),
    citation: text('citation'),
  },
  (t) => [uniqueIndex('material_properties_uq').on(t.materialId, t.seq)],
);

/** Cross-reference rows (approximate equivalents), one row per designation of an equivalence group. */
export const materialEquivalents = pgTable(
  'material_equivalents',
  {
    id: serial('id').primaryKey(),
    groupCode: varchar('group_code', { length: 40 }).notNull(),
    system: varchar('system', { length: 16 }).notNull(),
    designation: text('designation').notNull(),
    designationNorm: varchar('designation_norm', { length: 200 }).notNull(),
    standard: text('standard'),
    relation: text('relation'),
    confidence: varchar('confidence', { length: 8 }),
    sourceUrls: jsonb('source_urls').$type<string[]>().notNull().default([]),
    notes: text('notes'),
    datasetCode: varchar('dataset_code', { length: 60 }).notNull(),
    sourceRow: integer('source_row').notNull(),
  },
  (t) => [
    uniqueIndex('material_equivalents_uq').on(t.groupCode, t.system, t.designation),
    index('material_equivalents_norm_idx').on(t.designationNorm),
  ],
);

/**
 * Denormalised search document, one per material: everything steelSearch filters and sorts on
 * as plain indexed columns, plus the tsvector and the trigram-indexed term string.
 */
export const materialSearchDocs = pgTable(
  'material_search_docs',
  {
    materialId: integer('material_id')
      .primaryKey()
      .references(() => materials.id, { onDelete: 'cascade' }),
    family: varchar('family', { length: 16 }).notNull(),
    standardSystem: varchar('standard_system', { length: 16 }),
    standardId: integer('standard_id'),
    deliveryState: varchar('delivery_state', { length: 24 }),
    category: varchar('category', { length: 40 }),
    gradeNorm: varchar('grade_norm', { length: 200 }).notNull(),
    /** Normalised grade, aliases and equivalent designations, space separated (pg_trgm). */
    terms: text('terms').notNull(),
    /** Normalised grade and aliases only (lib/materials/grade-names.ts), space separated: SQL never re-implements the rule. */
    names: text('names').notNull().default(''),
    tsv: tsvector('tsv').notNull(),
    tensileMin: doublePrecision('tensile_min'),
    tensileMax: doublePrecision('tensile_max'),
    yieldMin: doublePrecision('yield_min'),
    elongationMin: doublePrecision('elongation_min'),
    reductionMin: doublePrecision('reduction_min'),
    hardness: doublePrecision('hardness'),
    impactEnergy: doublePrecision('impact_energy'),
    fatigueStrength: doublePrecision('fatigue_strength'),
    /** Ranking facts set by the import after every write (docs/DATA.md "Search"): a compiled (curated) set's record, */
    curated: boolean('curated').notNull().default(false),
    /** a record with at least one composition or property value, */
    filled: boolean('filled').notNull().default(false),
    /** an older edition's record whose grade a record of a newer edition of the same standard carries. */
    superseded: boolean('superseded').notNull().default(false),
  },
  (t) => [
    index('material_search_family_idx').on(t.family, t.gradeNorm),
    // Covering a range search's whole use of the document (condition, order, id): index-only scans (issue 10).
    index('material_search_tensile_cover_idx').on(t.family, t.tensileMin, t.tensileMax, t.gradeNorm, t.materialId),
    index('material_search_yield_cover_idx').on(t.family, t.yieldMin, t.gradeNorm, t.materialId),
    index('material_search_tsv_idx').using('gin', t.tsv),
  ],
);

/** View and search-hit counters per material (hot data); kept apart so re-imports keep them. */
export const materialStats = pgTable('material_stats', {
  materialId: integer('material_id')
    .primaryKey()
    .references(() => materials.id, { onDelete: 'cascade' }),
  views: integer('views').notNull().default(0),
  searchHits: integer('search_hits').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** How often a keyword was searched (hot keywords), per family. */
export const materialKeywordStats = pgTable(
  'material_keyword_stats',
  {
    family: varchar('family', { length: 16 }).notNull(),
    keywordNorm: varchar('keyword_norm', { length: 100 }).notNull(),
    keyword: varchar('keyword', { length: 100 }).notNull(),
    searches: integer('searches').notNull().default(0),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.family, t.keywordNorm] }), index('material_keyword_stats_count_idx').on(t.searches)],
);

/**
 * Keywords an administrator keeps off the hot searches (issue 29, item 12), by the normalised form the
 * keyword statistics use (`keyword_norm`, lib/materials/grade-names.ts), for every family.
 */
export const materialKeywordBlocks = pgTable('material_keyword_blocks', {
  keywordNorm: varchar('keyword_norm', { length: 100 }).primaryKey(),
  keyword: varchar('keyword', { length: 100 }).notNull(),
  blockedBy: integer('blocked_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A signed-in user's search history (searchHistory saveRecode/getRecode/delRecode). */
export const materialSearchHistory = pgTable(
  'material_search_history',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    family: varchar('family', { length: 16 }).notNull(),
    /** material (a material search) | ai (a question to the AI assistant, issue 36). */
    scope: varchar('scope', { length: 16 }).notNull().default('material'),
    /** The keyword (≤ 100 characters) or the question (≤ 2,000). */
    keyword: varchar('keyword', { length: 2000 }).notNull(),
    /** The URL query of the search so it can be reloaded. */
    query: text('query'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('material_search_history_user_idx').on(t.userId, t.createdAt)],
);

/** Favourite materials of a user (collection/add, collection/remove, collection/list). */
export const materialFavorites = pgTable(
  'material_favorites',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    materialId: integer('material_id')
      .notNull()
      .references(() => materials.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('material_favorites_uq').on(t.userId, t.materialId)],
);
