import { boolean, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { companies, users } from './auth';

/**
 * Recommended products (issue 34, docs/CUSTOM.md). A product belongs to the member who published it
 * and to that member's company; its review state lives in `review_items` (kind `recommendedProduct`),
 * its pictures in `files` (owner kind `recommendedProduct`, field `pictures`). Texts are `text`
 * because their limit is 50 user-perceived characters (lib/text-length.ts), checked by the contract.
 * `name_en` / `introduction_en` carry the English of seeded demo products (read through `inLanguage`).
 */
export const recommendedProducts = pgTable(
  'recommended_products',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    type: varchar('type', { length: 30 }).notNull(),
    shape: varchar('shape', { length: 20 }).notNull(),
    specification: text('specification').notNull(),
    /** Price per unit in fen, computed on the server from the typed price and its price unit (int4 fen, at most MAX_AMOUNT_FEN, lib/money.ts). */
    priceFen: integer('price_fen').notNull(),
    unit: varchar('unit', { length: 20 }).notNull(),
    priceUnit: varchar('price_unit', { length: 20 }).notNull(),
    /** Cleaned HTML (sanitizeRichText). */
    introduction: text('introduction').notNull().default(''),
    introductionEn: text('introduction_en'),
    demo: boolean('demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('recommended_products_company_idx').on(t.companyId), index('recommended_products_owner_idx').on(t.ownerId)],
);
