import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * The portal's own pages (docs/SITE.md): the agreements the forms ask people to accept (one text per kind and
 * version; the newest version in force is served), the contact details, and the parts of "about us" (profile,
 * qualifications, honours, partners), each in both languages.
 */

export const siteAgreements = pgTable(
  'site_agreements',
  {
    id: serial('id').primaryKey(),
    /** user | privacy | platform | technicalService */
    kind: varchar('kind', { length: 20 }).notNull(),
    version: varchar('version', { length: 20 }).notNull(),
    /** The day this version takes effect (China time). */
    effectiveOn: date('effective_on').notNull(),
    titleZh: varchar('title_zh', { length: 100 }).notNull(),
    titleEn: varchar('title_en', { length: 150 }).notNull(),
    bodyZh: text('body_zh').notNull(),
    bodyEn: text('body_en').notNull(),
    demo: boolean('demo').notNull().default(false),
  },
  (t) => [uniqueIndex('site_agreements_kind_version_uq').on(t.kind, t.version), check('site_agreements_kind', sql`${t.kind} in ('user', 'privacy', 'platform', 'technicalService')`)],
);

export const siteContacts = pgTable('site_contacts', {
  id: serial('id').primaryKey(),
  companyZh: varchar('company_zh', { length: 100 }).notNull(),
  companyEn: varchar('company_en', { length: 150 }).notNull(),
  addressZh: varchar('address_zh', { length: 200 }).notNull(),
  addressEn: varchar('address_en', { length: 300 }).notNull(),
  phone: varchar('phone', { length: 40 }).notNull(),
  email: varchar('email', { length: 100 }).notNull(),
  hoursZh: varchar('hours_zh', { length: 100 }).notNull(),
  hoursEn: varchar('hours_en', { length: 150 }).notNull(),
  demo: boolean('demo').notNull().default(false),
});

export const siteAboutItems = pgTable(
  'site_about_items',
  {
    id: serial('id').primaryKey(),
    /** profile | qualification | honour | partner */
    kind: varchar('kind', { length: 20 }).notNull(),
    position: integer('position').notNull(),
    titleZh: varchar('title_zh', { length: 200 }).notNull(),
    titleEn: varchar('title_en', { length: 300 }).notNull(),
    bodyZh: text('body_zh').notNull().default(''),
    bodyEn: text('body_en').notNull().default(''),
    /** A year for honours and qualifications, when there is one. */
    year: integer('year'),
    demo: boolean('demo').notNull().default(false),
  },
  (t) => [index('site_about_items_idx').on(t.kind, t.position), check('site_about_items_kind', sql`${t.kind} in ('profile', 'qualification', 'honour', 'partner')`)],
);
