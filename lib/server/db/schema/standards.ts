import { boolean, doublePrecision, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companies, users } from './auth';

/**
 * Standard systems, standards, grades and mechanical properties (issue 16 item 6, docs/STANDARDS.md).
 * A standard system belongs to the user who added it (one per user: `standard_systems_owner_uq`) and to
 * that user's company; its standards are enterprise standards, reviewed through the shared workflow
 * (kind `enterpriseStandard`, state in `review_items`); repeal is recorded here and is final.
 */
export const standardSystems = pgTable(
  'standard_systems',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 100 }).notNull(),
    code: varchar('code', { length: 40 }).notNull(),
    country: varchar('country', { length: 60 }).notNull(),
    issuer: varchar('issuer', { length: 100 }).notNull(),
    /** Seeded demonstration content. */
    demo: boolean('demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('standard_systems_owner_uq').on(t.ownerId), index('standard_systems_company_idx').on(t.companyId)],
);

export const standards = pgTable(
  'standards',
  {
    id: serial('id').primaryKey(),
    systemId: integer('system_id')
      .notNull()
      .references(() => standardSystems.id, { onDelete: 'cascade' }),
    number: varchar('number', { length: 60 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    year: integer('year').notNull(),
    issuer: varchar('issuer', { length: 100 }).notNull(),
    demo: boolean('demo').notNull().default(false),
    repealedAt: timestamp('repealed_at', { withTimezone: true }),
    repealedBy: integer('repealed_by').references(() => users.id, { onDelete: 'set null' }),
    repealReason: text('repeal_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('standards_system_idx').on(t.systemId), uniqueIndex('standards_system_number_uq').on(t.systemId, t.number, t.year)],
);

export const standardGrades = pgTable(
  'standard_grades',
  {
    id: serial('id').primaryKey(),
    standardId: integer('standard_id')
      .notNull()
      .references(() => standards.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 60 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('standard_grades_name_uq').on(t.standardId, t.name)],
);

/** One row per shape, delivery status and specification band of a grade. Units: mm, MPa, %, J, °C, degrees. */
export const standardProperties = pgTable(
  'standard_properties',
  {
    id: serial('id').primaryKey(),
    gradeId: integer('grade_id')
      .notNull()
      .references(() => standardGrades.id, { onDelete: 'cascade' }),
    shape: varchar('shape', { length: 20 }).notNull(),
    deliveryStatus: varchar('delivery_status', { length: 30 }).notNull(),
    specMin: doublePrecision('spec_min'),
    specMax: doublePrecision('spec_max'),
    tensileMin: doublePrecision('tensile_min'),
    tensileMax: doublePrecision('tensile_max'),
    elongation: doublePrecision('elongation'),
    reductionOfArea: doublePrecision('reduction_of_area'),
    impactEnergy: doublePrecision('impact_energy'),
    impactTemperature: doublePrecision('impact_temperature'),
    hardness: varchar('hardness', { length: 40 }).notNull().default(''),
    bendingAngle: doublePrecision('bending_angle'),
    bendingRadius: varchar('bending_radius', { length: 40 }).notNull().default(''),
    remarks: text('remarks').notNull().default(''),
  },
  (t) => [index('standard_properties_grade_idx').on(t.gradeId)],
);
