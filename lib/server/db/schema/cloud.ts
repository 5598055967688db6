import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { files } from './files';

/**
 * Cloud testing and preparation services (issue 15, docs/CLOUD.md): the catalogue of test and
 * preparation items, laboratories with their qualifications, equipment, offerings (price and cycle
 * per laboratory and item) and cases, test bags, laboratory settlement applications and the public
 * expert/tester profiles. Review states (test bags, applications) live in the shared review service
 * (kinds `testBag` and `laboratory`), never in a column here.
 */

/** A standard an item follows (the JSON of cloud_items.standards; lib/cloud/types.ts mirrors it). */
export interface ItemStandardJson {
  code: string;
  titleZh: string;
  titleEn: string;
}

/** A parameter the customer chooses (cloud_items.params; lib/cloud/types.ts ItemParam). */
export interface ItemParamJson {
  key: string;
  type: 'choice' | 'number';
  options?: string[];
  unit?: string;
  min?: number;
  max?: number;
  required?: boolean;
}

/** A detection item (tensile, impact …) or a preparation service (smelting, forging …). Facts, not demo. */
export const cloudItems = pgTable(
  'cloud_items',
  {
    id: serial('id').primaryKey(),
    /** Stable key of the seed (`tensile-rt`, `impact-charpy` …). */
    code: varchar('code', { length: 40 }).notNull(),
    /** detection | preparation */
    kind: varchar('kind', { length: 12 }).notNull(),
    /** lib/cloud/types.ts ITEM_CATEGORIES */
    category: varchar('category', { length: 20 }).notNull(),
    nameZh: varchar('name_zh', { length: 100 }).notNull(),
    nameEn: varchar('name_en', { length: 160 }).notNull(),
    /** The standards the item follows: real numbers and titles. */
    standards: jsonb('standards').$type<ItemStandardJson[]>().notNull().default([]),
    sampleZh: text('sample_zh').notNull(),
    sampleEn: text('sample_en').notNull(),
    /** Parameters the customer chooses (temperature, hardness scale, method, furnace …). */
    params: jsonb('params').$type<ItemParamJson[]>().notNull().default([]),
    /** sample | batch: what one unit of the price is. */
    unit: varchar('unit', { length: 8 }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('cloud_items_code_uq').on(t.code),
    index('cloud_items_kind_idx').on(t.kind, t.category, t.sort),
    check('cloud_items_kind_ck', sql`${t.kind} in ('detection', 'preparation')`),
    check('cloud_items_unit_ck', sql`${t.unit} in ('sample', 'batch')`),
  ],
);

export const cloudLaboratories = pgTable(
  'cloud_laboratories',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 80 }).notNull(),
    /** The laboratory-role user who manages it (null: a demo laboratory nobody manages). */
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    nameZh: varchar('name_zh', { length: 100 }).notNull(),
    nameEn: varchar('name_en', { length: 200 }).notNull(),
    introZh: text('intro_zh').notNull().default(''),
    introEn: text('intro_en').notNull().default(''),
    /** regions.code of the province and city (GB/T 2260 codes). */
    provinceCode: varchar('province_code', { length: 12 }).notNull(),
    cityCode: varchar('city_code', { length: 12 }),
    address: varchar('address', { length: 200 }),
    contactName: varchar('contact_name', { length: 50 }).notNull(),
    contactPhone: varchar('contact_phone', { length: 32 }).notNull(),
    contactEmail: varchar('contact_email', { length: 200 }),
    logoFileId: uuid('logo_file_id').references(() => files.id, { onDelete: 'set null' }),
    cma: boolean('cma').notNull().default(false),
    cnas: boolean('cnas').notNull().default(false),
    /** Sum and count of customers' ratings (1–5); the order side (helper B) adds to both when an order is rated. */
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    demo: boolean('demo').notNull().default(false),
    /** active | suspended (a suspended laboratory is not listed and takes no orders). */
    status: varchar('status', { length: 12 }).notNull().default('active'),
    /** The settlement application it was created from. */
    applicationId: integer('application_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cloud_laboratories_slug_uq').on(t.slug),
    index('cloud_laboratories_owner_idx').on(t.ownerId),
    index('cloud_laboratories_province_idx').on(t.provinceCode),
    check('cloud_laboratories_status_ck', sql`${t.status} in ('active', 'suspended')`),
    check('cloud_laboratories_rating_ck', sql`${t.ratingSum} >= 0 and ${t.ratingCount} >= 0`),
  ],
);

export const cloudQualifications = pgTable(
  'cloud_qualifications',
  {
    id: serial('id').primaryKey(),
    labId: integer('lab_id')
      .notNull()
      .references(() => cloudLaboratories.id, { onDelete: 'cascade' }),
    /** cma | cnas | other */
    kind: varchar('kind', { length: 8 }).notNull(),
    certificateNo: varchar('certificate_no', { length: 60 }).notNull(),
    /** The qualification's name (for `other`), as written. */
    name: varchar('name', { length: 100 }),
    validUntil: date('valid_until'),
  },
  (t) => [index('cloud_qualifications_lab_idx').on(t.labId)],
);

export const cloudEquipment = pgTable(
  'cloud_equipment',
  {
    id: serial('id').primaryKey(),
    labId: integer('lab_id')
      .notNull()
      .references(() => cloudLaboratories.id, { onDelete: 'cascade' }),
    nameZh: varchar('name_zh', { length: 100 }).notNull(),
    nameEn: varchar('name_en', { length: 160 }).notNull(),
    model: varchar('model', { length: 100 }).notNull(),
    maker: varchar('maker', { length: 100 }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('cloud_equipment_lab_idx').on(t.labId)],
);

/** What a laboratory offers: one item at a price (integer fen per unit) and a cycle (working days). */
export const cloudOfferings = pgTable(
  'cloud_offerings',
  {
    id: serial('id').primaryKey(),
    labId: integer('lab_id')
      .notNull()
      .references(() => cloudLaboratories.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => cloudItems.id, { onDelete: 'cascade' }),
    priceFen: integer('price_fen').notNull(),
    cycleDays: integer('cycle_days').notNull(),
    noteZh: varchar('note_zh', { length: 200 }),
    noteEn: varchar('note_en', { length: 300 }),
  },
  (t) => [
    uniqueIndex('cloud_offerings_lab_item_uq').on(t.labId, t.itemId),
    index('cloud_offerings_item_idx').on(t.itemId, t.priceFen),
    check('cloud_offerings_price_ck', sql`${t.priceFen} > 0`),
    check('cloud_offerings_cycle_ck', sql`${t.cycleDays} between 1 and 365`),
  ],
);

export const cloudCases = pgTable(
  'cloud_cases',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 60 }).notNull(),
    labId: integer('lab_id').references(() => cloudLaboratories.id, { onDelete: 'cascade' }),
    itemId: integer('item_id').references(() => cloudItems.id, { onDelete: 'set null' }),
    titleZh: varchar('title_zh', { length: 160 }).notNull(),
    titleEn: varchar('title_en', { length: 240 }).notNull(),
    summaryZh: text('summary_zh').notNull(),
    summaryEn: text('summary_en').notNull(),
    demo: boolean('demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cloud_cases_code_uq').on(t.code), index('cloud_cases_lab_idx').on(t.labId)],
);

/** A test bag: a named set of items with quantities; public ones are reviewed (kind `testBag`). */
export const cloudTestBags = pgTable(
  'cloud_test_bags',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Seeded bags: a stable key; user bags: null. */
    code: varchar('code', { length: 60 }),
    /** As written by the owner; a bag written in one language shows it in both. */
    nameZh: varchar('name_zh', { length: 100 }),
    nameEn: varchar('name_en', { length: 160 }),
    /** lib/cloud/types.ts BAG_TYPES */
    type: varchar('type', { length: 20 }).notNull(),
    isPublic: boolean('is_public').notNull().default(false),
    descriptionZh: text('description_zh'),
    descriptionEn: text('description_en'),
    /** Computed on save from the lowest offering of each item (fen) and the longest of their shortest cycles. */
    refPriceFen: integer('ref_price_fen').notNull().default(0),
    refCycleDays: integer('ref_cycle_days').notNull().default(0),
    demo: boolean('demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cloud_test_bags_owner_idx').on(t.ownerId), uniqueIndex('cloud_test_bags_code_uq').on(t.code)],
);

export const cloudTestBagItems = pgTable(
  'cloud_test_bag_items',
  {
    bagId: integer('bag_id')
      .notNull()
      .references(() => cloudTestBags.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => cloudItems.id, { onDelete: 'cascade' }),
    samples: integer('samples').notNull().default(1),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bagId, t.itemId] })],
);

export interface ApplicationQualification {
  kind: 'cma' | 'cnas' | 'other';
  certificateNo: string;
  name?: string | null;
  validUntil?: string | null;
}
export interface ApplicationEquipment {
  nameZh: string;
  nameEn: string;
  model: string;
  maker?: string | null;
}
export interface ApplicationOffering {
  itemId: number;
  priceFen: number;
  cycleDays: number;
}

/**
 * A laboratory settlement application (spec section 3 "laboratory application"): reviewed as kind
 * `laboratory`; approval gives the applicant the laboratory role and creates the laboratory. Files
 * (logo, brochure, qualification scans, service-capability templates) are the file service's, owner
 * kind `cloudApplication`.
 */
export const cloudLabApplications = pgTable(
  'cloud_lab_applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nameZh: varchar('name_zh', { length: 100 }).notNull(),
    nameEn: varchar('name_en', { length: 200 }).notNull(),
    introZh: text('intro_zh').notNull(),
    introEn: text('intro_en').notNull().default(''),
    provinceCode: varchar('province_code', { length: 12 }).notNull(),
    cityCode: varchar('city_code', { length: 12 }),
    address: varchar('address', { length: 200 }),
    contactName: varchar('contact_name', { length: 50 }).notNull(),
    contactPhone: varchar('contact_phone', { length: 32 }).notNull(),
    contactEmail: varchar('contact_email', { length: 200 }),
    qualifications: jsonb('qualifications').$type<ApplicationQualification[]>().notNull().default([]),
    equipment: jsonb('equipment').$type<ApplicationEquipment[]>().notNull().default([]),
    offerings: jsonb('offerings').$type<ApplicationOffering[]>().notNull().default([]),
    /** The laboratory created on approval. */
    labId: integer('lab_id').references(() => cloudLaboratories.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cloud_lab_applications_user_uq').on(t.userId)],
);

/** The testers and experts listed publicly on /cloud/userList. */
export const cloudProfiles = pgTable(
  'cloud_profiles',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 60 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** expert | tester */
    kind: varchar('kind', { length: 8 }).notNull(),
    labId: integer('lab_id').references(() => cloudLaboratories.id, { onDelete: 'set null' }),
    nameZh: varchar('name_zh', { length: 50 }).notNull(),
    nameEn: varchar('name_en', { length: 100 }).notNull(),
    titleZh: varchar('title_zh', { length: 100 }).notNull(),
    titleEn: varchar('title_en', { length: 160 }).notNull(),
    orgZh: varchar('org_zh', { length: 100 }).notNull(),
    orgEn: varchar('org_en', { length: 200 }).notNull(),
    /** Item categories the person covers (lib/cloud/types.ts ITEM_CATEGORIES). */
    fields: jsonb('fields').$type<string[]>().notNull().default([]),
    bioZh: text('bio_zh').notNull(),
    bioEn: text('bio_en').notNull(),
    provinceCode: varchar('province_code', { length: 12 }),
    demo: boolean('demo').notNull().default(false),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('cloud_profiles_code_uq').on(t.code), index('cloud_profiles_kind_idx').on(t.kind)],
);
