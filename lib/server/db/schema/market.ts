import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { files } from './files';
import { catalogueItems, orderLines } from './payments';
import { researchData } from './research-data';

/**
 * The data-product marketplace (issue 37, docs/MARKET.md). A data set is a table stored in the
 * database (fields and rows, copied from the reference data by the seed, with its licence and
 * citation); a product sells or gives one data set; a generated file is one product (or one part's
 * dimension table) in one format for one entitlement, made once (`market_files_entitlement_uq`).
 */

export interface DataField {
  name: string;
  /** The unit where the source states one. */
  unit?: string | null;
}

export const marketDatasets = pgTable('market_datasets', {
  id: serial('id').primaryKey(),
  /** Natural key of the seed: the reference-data folder, or `curated:<name>`. */
  code: varchar('code', { length: 80 }).notNull().unique(),
  /** reference | curated */
  origin: varchar('origin', { length: 12 }).notNull(),
  titleZh: text('title_zh').notNull(),
  titleEn: text('title_en').notNull(),
  descriptionZh: text('description_zh').notNull(),
  descriptionEn: text('description_en').notNull(),
  fields: jsonb('fields').$type<DataField[]>().notNull(),
  rowCount: integer('row_count').notNull().default(0),
  /** The licence as the source states it (SOURCES.md, verbatim). */
  licence: text('licence').notNull(),
  citation: text('citation').notNull(),
  sourceUrl: text('source_url'),
  /** allowed: rows stored and passed on; linkOnly: described, rows not stored. */
  redistribution: varchar('redistribution', { length: 12 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The rows of a data set whose licence allows passing it on, cells as text in the order of `fields`. */
export const marketDatasetRows = pgTable(
  'market_dataset_rows',
  {
    id: serial('id').primaryKey(),
    datasetId: integer('dataset_id')
      .notNull()
      .references(() => marketDatasets.id, { onDelete: 'cascade' }),
    rowNo: integer('row_no').notNull(),
    cells: jsonb('cells').$type<string[]>().notNull(),
  },
  (t) => [uniqueIndex('market_dataset_rows_uq').on(t.datasetId, t.rowNo)],
);

export const marketProducts = pgTable(
  'market_products',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 80 }).notNull().unique(),
    datasetId: integer('dataset_id')
      .notNull()
      .references(() => marketDatasets.id, { onDelete: 'restrict' }),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    summaryZh: text('summary_zh').notNull(),
    summaryEn: text('summary_en').notNull(),
    /** free | paid */
    expense: varchar('expense', { length: 8 }).notNull(),
    /** A paid product's row in the order core's price list (kind dataProduct; the price lives there). */
    catalogueItemId: integer('catalogue_item_id').references(() => catalogueItems.id, { onDelete: 'set null' }),
    /** Formats offered (csv, xlsx, json); empty for a link-only product. */
    formats: jsonb('formats').$type<string[]>().notNull(),
    /** published | withdrawn */
    status: varchar('status', { length: 12 }).notNull().default('published'),
    /** Paid orders (grows with each sale, in the paying transaction). */
    traded: integer('traded').notNull().default(0),
    demo: boolean('demo').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('market_products_status_idx').on(t.status, t.sort), check('market_products_traded_ck', sql`${t.traded} >= 0`)],
);

/**
 * A generated file: made once per entitlement and format. `entitlement` is `line:<order line id>`
 * (a paid product), `free:<product id>:<user id>` (a free one) or `part:<part id>` (a part's table);
 * the unique index makes 20 concurrent calls claim one row. The row is the claim while `state` is
 * `generating` and points at the stored file when `ready`; a failed generation deletes it.
 */
export const marketFiles = pgTable(
  'market_files',
  {
    id: serial('id').primaryKey(),
    entitlement: varchar('entitlement', { length: 80 }).notNull(),
    format: varchar('format', { length: 8 }).notNull(),
    productId: integer('product_id').references(() => marketProducts.id, { onDelete: 'cascade' }),
    partId: integer('part_id'),
    orderLineId: integer('order_line_id').references(() => orderLines.id, { onDelete: 'set null' }),
    /** Who asked first (the buyer, a company member, or a signed-in user of a free product). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** generating | ready */
    state: varchar('state', { length: 12 }).notNull(),
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('market_files_entitlement_uq').on(t.entitlement, t.format), index('market_files_user_idx').on(t.userId)],
);

/**
 * Standard and common parts (issue 37 behaviour 4): a part is one product standard (hex bolts
 * GB/T 5782, H sections GB/T 11263 …) with the fields of its dimension table, the property classes
 * or grades the standard names, and the material grades it names; each size is a row of the table
 * with the source it was read from, or `demo` where no source could be cited.
 */
export const parts = pgTable(
  'parts',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 80 }).notNull().unique(),
    /** standard | common */
    catalogue: varchar('catalogue', { length: 12 }).notNull(),
    /** The category (tui/dir): hexBolt, hexNut, washer, hSection, channel, angle, pipe. */
    category: varchar('category', { length: 24 }).notNull(),
    standard: varchar('standard', { length: 80 }).notNull(),
    /** The corresponding international standard, where the national one names it. */
    intlStandard: varchar('intl_standard', { length: 80 }),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    descriptionZh: text('description_zh').notNull(),
    descriptionEn: text('description_en').notNull(),
    dimFields: jsonb('dim_fields').$type<DataField[]>().notNull(),
    /** Property classes (bolts 8.8, nuts 8) or steel grades the standard names. */
    classes: jsonb('classes').$type<string[]>().notNull().default([]),
    /** Where the list of classes was read (null when the part names none). */
    classesSource: text('classes_source'),
    /** Material grades named by the source (linked to material records by grade where they exist). */
    materials: jsonb('materials').$type<string[]>().notNull().default([]),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('parts_catalogue_idx').on(t.catalogue, t.category)],
);

export const partSizes = pgTable(
  'part_sizes',
  {
    id: serial('id').primaryKey(),
    partId: integer('part_id')
      .notNull()
      .references(() => parts.id, { onDelete: 'cascade' }),
    /** The size as written (M12, 200×200, 63×63×6, 60.3×3.6). */
    size: varchar('size', { length: 40 }).notNull(),
    /** The leading number of the size (12 for M12, 200 for 200×200) for range filters. */
    sizeKey: integer('size_key').notNull(),
    /** Cells in the order of the part's dimFields. */
    cells: jsonb('cells').$type<string[]>().notNull(),
    sourceUrl: text('source_url'),
    citation: text('citation'),
    demo: boolean('demo').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('part_sizes_uq').on(t.partId, t.size), index('part_sizes_key_idx').on(t.sizeKey)],
);

/**
 * An R&D data record offered for sale by its owner (issue 37 behaviour 1, docs/MARKET.md "R&D data
 * sets"): one offer per record, reviewed as kind `dataProductOffer` (subject id = the record id).
 * Approval builds the data set from the record and creates or re-activates `productId`; the owner is
 * the seller. Price and descriptions are the owner's terms; the product carries them once approved.
 */
export const marketRdOffers = pgTable(
  'market_rd_offers',
  {
    id: serial('id').primaryKey(),
    recordId: integer('record_id')
      .notNull()
      .unique()
      .references(() => researchData.id, { onDelete: 'cascade' }),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Integer fen; 0 offers it free. */
    priceFen: integer('price_fen').notNull(),
    descriptionZh: text('description_zh').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    productId: integer('product_id').references(() => marketProducts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('market_rd_offers_product_idx').on(t.productId), check('market_rd_offers_price_ck', sql`${t.priceFen} >= 0`)],
);
