import { sql } from 'drizzle-orm';
import { boolean, check, customType, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { files } from './files';
import { materialStandards } from './materials';
import { catalogueItems, orders } from './payments';

/**
 * The technical library (issue 14, docs/LIBRARY.md). Items are documents and books; a paid item
 * points at its `catalogue_items` row (the order core's price list), a downloadable item at its
 * `files` row (the shared file service), a standard at its `material_standards` row (so the grades it
 * defines are the material records with that standard, both ways).
 */

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Primary types (parent null) and their secondary types. */
export const libraryTypes = pgTable('library_types', {
  code: varchar('code', { length: 40 }).primaryKey(),
  parentCode: varchar('parent_code', { length: 40 }),
  nameZh: varchar('name_zh', { length: 60 }).notNull(),
  nameEn: varchar('name_en', { length: 80 }).notNull(),
  sort: integer('sort').notNull().default(0),
});

export const libraryItems = pgTable(
  'library_items',
  {
    id: serial('id').primaryKey(),
    /** Natural key of the seed (e.g. `standard:GB/T 1591-2018`, `dataset:matnavi_low_alloy_steels`). */
    code: varchar('code', { length: 200 }).notNull(),
    /** document | book */
    kind: varchar('kind', { length: 12 }).notNull(),
    primaryType: varchar('primary_type', { length: 40 }).notNull(),
    secondaryType: varchar('secondary_type', { length: 40 }),
    /** pdf | word | excel | ebook | print */
    format: varchar('format', { length: 12 }).notNull(),
    /** free | paid */
    expense: varchar('expense', { length: 8 }).notNull(),
    /** The order core's price list row of a paid item (price in fen lives there). */
    catalogueItemId: integer('catalogue_item_id').references(() => catalogueItems.id, { onDelete: 'set null' }),
    titleZh: text('title_zh'),
    titleEn: text('title_en'),
    summaryZh: text('summary_zh'),
    summaryEn: text('summary_en'),
    source: text('source'),
    issuer: text('issuer'),
    publishedAt: date('published_at'),
    year: integer('year'),
    keywords: jsonb('keywords').$type<string[]>().notNull().default([]),
    /** zh | en | zh-en */
    language: varchar('language', { length: 8 }).notNull(),
    pages: integer('pages'),
    /** Printed books: copies in stock. */
    stock: integer('stock'),
    licence: text('licence'),
    citation: text('citation'),
    /** Standards: the code as written (GB/T 1591-2018), its number key (1591), edition, status. */
    standardId: integer('standard_id').references(() => materialStandards.id, { onDelete: 'set null' }),
    standardCode: varchar('standard_code', { length: 200 }),
    numberKey: varchar('number_key', { length: 60 }),
    editionYear: integer('edition_year'),
    /** current | replaced | withdrawn */
    standardStatus: varchar('standard_status', { length: 12 }),
    replacedBy: varchar('replaced_by', { length: 200 }),
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    demo: boolean('demo').notNull().default(false),
    active: boolean('active').notNull().default(true),
    downloads: integer('downloads').notNull().default(0),
    /** Lower-case text of titles, number, keywords and grades (substring search). */
    searchText: text('search_text').notNull().default(''),
    /** Intl.Segmenter words of the same (lib/materials/text.ts searchTokens), `simple` configuration. */
    tsv: tsvector('tsv').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('library_items_code_uq').on(t.code),
    index('library_items_type_idx').on(t.primaryType, t.secondaryType),
    index('library_items_standard_idx').on(t.standardId),
    index('library_items_created_idx').on(t.createdAt),
    index('library_items_tsv_idx').using('gin', t.tsv),
    check('library_items_kind_ck', sql`${t.kind} in ('document', 'book')`),
    check('library_items_expense_ck', sql`${t.expense} in ('free', 'paid')`),
  ],
);

/** Every download: who, which item, under which order, when (counted on library_items.downloads too). */
export const libraryDownloads = pgTable(
  'library_downloads',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => libraryItems.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    watermarked: boolean('watermarked').notNull().default(false),
    ip: varchar('ip', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('library_downloads_item_idx').on(t.itemId), index('library_downloads_user_idx').on(t.userId, t.createdAt)],
);

/** The library's side of an order of the order core: which items, and the invoice title chosen at checkout. */
export const libraryOrders = pgTable('library_orders', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  itemIds: jsonb('item_ids').$type<number[]>().notNull(),
  invoiceTitleId: integer('invoice_title_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
