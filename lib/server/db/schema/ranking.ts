import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { cloudProfiles } from './cloud';
import { catalogueItems } from './payments';

/**
 * The quality reliability ranking (docs/RANKING.md): product categories, the indicator values reported per
 * enterprise or line, year and category, the publications with their computed results, the announcements,
 * the applications to be ranked and each user's simulations. Scores are kept as hundredths (integers).
 */

export const rankingCategories = pgTable('ranking_categories', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 40 }).notNull().unique(),
  nameZh: varchar('name_zh', { length: 100 }).notNull(),
  nameEn: varchar('name_en', { length: 150 }).notNull(),
  position: integer('position').notNull().default(0),
  demo: boolean('demo').notNull().default(false),
});

/** Indicator values of one enterprise (level `enterprise`) or one of its lines for one year and category. */
export const rankingRecords = pgTable(
  'ranking_records',
  {
    id: serial('id').primaryKey(),
    year: smallint('year').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => rankingCategories.id, { onDelete: 'cascade' }),
    /** The enterprise, in both languages (the same names group an enterprise's lines). */
    companyZh: varchar('company_zh', { length: 200 }).notNull(),
    companyEn: varchar('company_en', { length: 300 }).notNull(),
    productZh: varchar('product_zh', { length: 200 }).notNull().default(''),
    productEn: varchar('product_en', { length: 300 }).notNull().default(''),
    /** enterprise | steelmaking | rolling */
    level: varchar('level', { length: 12 }).notNull(),
    /** The line's name (empty at enterprise level). */
    lineZh: varchar('line_zh', { length: 200 }).notNull().default(''),
    lineEn: varchar('line_en', { length: 300 }).notNull().default(''),
    values: jsonb('values').$type<Record<string, number>>().notNull(),
    demo: boolean('demo').notNull().default(false),
  },
  (t) => [
    uniqueIndex('ranking_records_uq').on(t.year, t.categoryId, t.companyZh, t.level, t.lineZh),
    check('ranking_records_level', sql`${t.level} in ('enterprise', 'steelmaking', 'rolling')`),
  ],
);

/** One published ranking: a year and a category, once (the unique index is the 409 of publishing twice). */
export const rankingPublications = pgTable(
  'ranking_publications',
  {
    id: serial('id').primaryKey(),
    year: smallint('year').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => rankingCategories.id, { onDelete: 'cascade' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
    demo: boolean('demo').notNull().default(false),
  },
  (t) => [uniqueIndex('ranking_publications_uq').on(t.year, t.categoryId)],
);

export interface ContributionJson {
  indicator: string;
  points: number;
}

/** The computed result of one record in a publication (score in hundredths, its grade and rank among its level). */
export const rankingResults = pgTable(
  'ranking_results',
  {
    id: serial('id').primaryKey(),
    publicationId: integer('publication_id')
      .notNull()
      .references(() => rankingPublications.id, { onDelete: 'cascade' }),
    recordId: integer('record_id')
      .notNull()
      .references(() => rankingRecords.id, { onDelete: 'cascade' }),
    scoreCenti: integer('score_centi').notNull(),
    grade: varchar('grade', { length: 2 }).notNull(),
    rank: integer('rank').notNull(),
    contributions: jsonb('contributions').$type<ContributionJson[]>().notNull(),
  },
  (t) => [uniqueIndex('ranking_results_uq').on(t.publicationId, t.recordId), index('ranking_results_record_idx').on(t.recordId)],
);

/** Announcements and news of the ranking (kind `announcement` or `news`); bodies are sanitised rich text. */
export const rankingAnnouncements = pgTable(
  'ranking_announcements',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 12 }).notNull(),
    titleZh: varchar('title_zh', { length: 200 }).notNull(),
    titleEn: varchar('title_en', { length: 300 }).notNull(),
    bodyZh: text('body_zh').notNull().default(''),
    bodyEn: text('body_en').notNull().default(''),
    /** A natural key for seeded rows. */
    code: varchar('code', { length: 60 }).unique(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    demo: boolean('demo').notNull().default(false),
  },
  (t) => [index('ranking_announcements_idx').on(t.kind, t.publishedAt), check('ranking_announcements_kind', sql`${t.kind} in ('announcement', 'news')`)],
);

/** An application to be ranked (spec section 3), reviewed as kind `rankingApplication`. */
export const rankingApplications = pgTable(
  'ranking_applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** manufacturer | user */
    userType: varchar('user_type', { length: 12 }).notNull(),
    companyName: varchar('company_name', { length: 200 }).notNull(),
    creditCode: varchar('credit_code', { length: 18 }).notNull(),
    address: varchar('address', { length: 300 }).notNull(),
    productName: varchar('product_name', { length: 200 }).notNull(),
    categoryId: integer('category_id').references(() => rankingCategories.id, { onDelete: 'set null' }),
    steelmakingLine: varchar('steelmaking_line', { length: 200 }).notNull().default(''),
    rollingLine: varchar('rolling_line', { length: 200 }).notNull().default(''),
    manufacturer: varchar('manufacturer', { length: 200 }).notNull(),
    contactName: varchar('contact_name', { length: 100 }).notNull(),
    contactInfo: varchar('contact_info', { length: 100 }).notNull(),
    instructions: text('instructions').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('ranking_applications_user_idx').on(t.userId), check('ranking_applications_type', sql`${t.userType} in ('manufacturer', 'user')`)],
);

/** One simulation of one user: the values, the category and the computed result (kept for its owner only). */
export const rankingSimulations = pgTable(
  'ranking_simulations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => rankingCategories.id, { onDelete: 'cascade' }),
    year: smallint('year').notNull(),
    values: jsonb('values').$type<Record<string, number>>().notNull(),
    scoreCenti: integer('score_centi').notNull(),
    grade: varchar('grade', { length: 2 }).notNull(),
    /** The rank it would take among the enterprise-level results of the newest publication of the category (null without one). */
    wouldRank: integer('would_rank'),
    rankedAmong: integer('ranked_among').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('ranking_simulations_user_idx').on(t.userId, t.createdAt)],
);

/** The expert author of a paid report (issue 33: expert reports are report items with an expert author). */
export const rankingReportAuthors = pgTable('ranking_report_authors', {
  itemId: integer('item_id')
    .primaryKey()
    .references(() => catalogueItems.id, { onDelete: 'cascade' }),
  expertId: integer('expert_id')
    .notNull()
    .references(() => cloudProfiles.id, { onDelete: 'cascade' }),
});

export type RankingRecordRow = typeof rankingRecords.$inferSelect;
export type RankingAnnouncementRow = typeof rankingAnnouncements.$inferSelect;
