import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { cloudProfiles } from './cloud';

/**
 * The services directories (docs/DIRECTORIES.md): expert services (one entry per expert of the cloud area), industry
 * apps and digital talent training courses. Texts in both languages; descriptions are cleaned rich text; `published`
 * decides whether readers see an entry; `demo` marks seeded rows. `code` is the seed's natural key (null for entries
 * written by editors).
 */

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const directoryExperts = pgTable(
  'directory_experts',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 60 }),
    /** The expert: a cloud profile of kind `expert` (one directory entry per expert). */
    profileId: integer('profile_id')
      .notNull()
      .references(() => cloudProfiles.id, { onDelete: 'cascade' }),
    category: varchar('category', { length: 24 }).notNull(),
    servicesZh: text('services_zh').notNull(),
    servicesEn: text('services_en').notNull(),
    published: boolean('published').notNull().default(false),
    demo: boolean('demo').notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('directory_experts_profile_uq').on(t.profileId), uniqueIndex('directory_experts_code_uq').on(t.code), index('directory_experts_list_idx').on(t.published, t.category)],
);

export const directoryApps = pgTable(
  'directory_apps',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 60 }),
    nameZh: varchar('name_zh', { length: 100 }).notNull(),
    nameEn: varchar('name_en', { length: 100 }).notNull(),
    vendorZh: varchar('vendor_zh', { length: 100 }).notNull(),
    vendorEn: varchar('vendor_en', { length: 100 }).notNull(),
    category: varchar('category', { length: 24 }).notNull(),
    descriptionZh: text('description_zh').notNull(),
    descriptionEn: text('description_en').notNull(),
    link: varchar('link', { length: 500 }).notNull(),
    published: boolean('published').notNull().default(false),
    demo: boolean('demo').notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('directory_apps_code_uq').on(t.code), index('directory_apps_list_idx').on(t.published, t.category)],
);

export const directoryCourses = pgTable(
  'directory_courses',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 60 }),
    titleZh: varchar('title_zh', { length: 100 }).notNull(),
    titleEn: varchar('title_en', { length: 100 }).notNull(),
    category: varchar('category', { length: 24 }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** online | offline */
    format: varchar('format', { length: 8 }).notNull(),
    feeNoteZh: varchar('fee_note_zh', { length: 200 }).notNull().default(''),
    feeNoteEn: varchar('fee_note_en', { length: 200 }).notNull().default(''),
    contactZh: varchar('contact_zh', { length: 200 }).notNull(),
    contactEn: varchar('contact_en', { length: 200 }).notNull(),
    descriptionZh: text('description_zh').notNull(),
    descriptionEn: text('description_en').notNull(),
    published: boolean('published').notNull().default(false),
    demo: boolean('demo').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('directory_courses_code_uq').on(t.code),
    index('directory_courses_list_idx').on(t.published, t.startDate),
    check('directory_courses_format', sql`${t.format} in ('online', 'offline')`),
    check('directory_courses_dates', sql`${t.endDate} >= ${t.startDate}`),
  ],
);
