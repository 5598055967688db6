import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * The portal's editorial content (docs/CONTENT.md): news, cover stories, solutions, help articles and update records
 * in one table, both languages side by side; the home page's positions; and the time of the last change readers see,
 * which is part of the cached pages' generation (lib/server/materials/data-generation.ts).
 */

export const contentItems = pgTable(
  'content_items',
  {
    id: serial('id').primaryKey(),
    /** news | cover | solution | help | record */
    kind: varchar('kind', { length: 20 }).notNull(),
    titleZh: varchar('title_zh', { length: 200 }).notNull(),
    titleEn: varchar('title_en', { length: 200 }).notNull(),
    summaryZh: varchar('summary_zh', { length: 500 }).notNull().default(''),
    summaryEn: varchar('summary_en', { length: 500 }).notNull().default(''),
    /** Rich text, cleaned by sanitizeRichText on save (and again on render). */
    bodyZh: text('body_zh').notNull().default(''),
    bodyEn: text('body_en').notNull().default(''),
    published: boolean('published').notNull().default(false),
    /** The publish time readers see and sort by; readers see an item only once it is published and this has passed. */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    demo: boolean('demo').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('content_items_reader_idx').on(t.kind, t.published, t.publishAt),
    check('content_items_kind', sql`${t.kind} in ('news', 'cover', 'solution', 'help', 'record')`),
  ],
);

export const contentPositions = pgTable(
  'content_positions',
  {
    id: serial('id').primaryKey(),
    /** banner | featuredNews | featuredProducts */
    position: varchar('position', { length: 20 }).notNull(),
    slot: integer('slot').notNull(),
    itemId: integer('item_id').references(() => contentItems.id, { onDelete: 'cascade' }),
    labelZh: varchar('label_zh', { length: 100 }).notNull().default(''),
    labelEn: varchar('label_en', { length: 150 }).notNull().default(''),
    href: varchar('href', { length: 300 }).notNull().default(''),
  },
  (t) => [
    uniqueIndex('content_positions_slot_uq').on(t.position, t.slot),
    check('content_positions_position', sql`${t.position} in ('banner', 'featuredNews', 'featuredProducts')`),
  ],
);

/** One row per scope ('home'): when readers last saw content change (publish, unpublish, delete, positions). */
export const contentRevisions = pgTable('content_revisions', {
  scope: varchar('scope', { length: 20 }).primaryKey(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
});
