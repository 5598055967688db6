import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companies, users } from './auth';
import { standardGrades } from './standards';

/**
 * R&D data records (issue 16, docs/RESEARCH-DATA.md): the record with its values, its named
 * audience, its signed versions (lib/research-data/provenance.ts), permission applications and the
 * users' reactions. The publication review lives in the shared `review_items` (kind `researchData`);
 * files in the shared `files` table (owner kind `researchData`).
 */

/**
 * Which parts each audience reads (lib/research-data/policy.ts). Rows saved before the four
 * audiences hold `named` instead of `enterprises` and `persons`; `normaliseParts` reads both.
 */
export interface AudiencePartsColumn {
  internal: string[];
  enterprises?: string[];
  persons?: string[];
  named?: string[];
  public: string[];
}

export const researchData = pgTable(
  'research_data',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The owner's company when the record was created (enterprise internal users). */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    dataName: varchar('data_name', { length: 200 }).notNull(),
    materialName: varchar('material_name', { length: 200 }).notNull().default(''),
    project: varchar('project', { length: 200 }).notNull().default(''),
    dataSource: varchar('data_source', { length: 200 }).notNull().default(''),
    experimentType: varchar('experiment_type', { length: 20 }),
    /** private | public | selected | directional */
    visibility: varchar('visibility', { length: 12 }).notNull().default('private'),
    draft: boolean('draft').notNull().default(true),
    /** Set while the record is in the recycle bin. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    composition: jsonb('composition').notNull().default([]),
    performance: jsonb('performance').notNull().default([]),
    process: text('process').notNull().default(''),
    structure: text('structure').notNull().default(''),
    phaseStructure: text('phase_structure').notNull().default(''),
    externalIds: jsonb('external_ids').notNull().default([]),
    parts: jsonb('parts')
      .$type<AudiencePartsColumn>()
      .notNull()
      .default({ internal: ['metadata', 'composition', 'properties', 'files'], enterprises: ['metadata', 'composition', 'properties', 'files'], persons: ['metadata', 'composition', 'properties', 'files'], public: ['metadata'] }),
    referenced: integer('referenced').notNull().default(0),
    consulted: integer('consulted').notNull().default(0),
    traded: integer('traded').notNull().default(0),
    discovered: integer('discovered').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    dislikes: integer('dislikes').notNull().default(0),
    demo: boolean('demo').notNull().default(false),
    /** Natural key of a seeded record. */
    seedKey: varchar('seed_key', { length: 80 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('research_data_owner_idx').on(t.ownerId), index('research_data_company_idx').on(t.companyId), uniqueIndex('research_data_seed_uq').on(t.seedKey)],
);

/** The named audience: selected users (visibility `selected`) or companies (`directional`). */
export const researchDataAudience = pgTable(
  'research_data_audience',
  {
    id: serial('id').primaryKey(),
    recordId: integer('record_id')
      .notNull()
      .references(() => researchData.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
  },
  (t) => [index('research_data_audience_record_idx').on(t.recordId)],
);

/** Signed versions, one chain per record (lib/research-data/provenance.ts). */
export const researchDataVersions = pgTable(
  'research_data_versions',
  {
    id: serial('id').primaryKey(),
    recordId: integer('record_id')
      .notNull()
      .references(() => researchData.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    previousHash: varchar('previous_hash', { length: 64 }),
    /** The statement's time exactly as signed (ISO 8601). */
    signedAt: varchar('signed_at', { length: 30 }).notNull(),
    keyId: varchar('key_id', { length: 16 }).notNull(),
    hash: varchar('hash', { length: 64 }).notNull(),
    signature: text('signature').notNull(),
    /** The content as signed; the newest version is verified against the current rows instead. */
    content: jsonb('content').notNull(),
  },
  (t) => [uniqueIndex('research_data_versions_uq').on(t.recordId, t.version)],
);

/** Permission applications: a user asks, the owner approves (optionally until a date) or rejects. */
export const researchDataApplications = pgTable(
  'research_data_applications',
  {
    id: serial('id').primaryKey(),
    recordId: integer('record_id')
      .notNull()
      .references(() => researchData.id, { onDelete: 'cascade' }),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    /** pending | approved | rejected | revoked */
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    /** Last day of access (inclusive), UTC; null: no end. */
    until: varchar('until', { length: 10 }),
    decisionReason: text('decision_reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [index('research_data_applications_record_idx').on(t.recordId), index('research_data_applications_applicant_idx').on(t.applicantId)],
);

/** like | dislike | collect, one row per user and kind. */
export const researchDataReactions = pgTable(
  'research_data_reactions',
  {
    recordId: integer('record_id')
      .notNull()
      .references(() => researchData.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 8 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.recordId, t.userId, t.kind] })],
);

/**
 * Data exchanges (`rdda/exchange/*`): a user who can find a record but not read all of it offers one
 * of their own saved records in return. Accepting writes two approved permission applications (the
 * grants the policy already reads), one for each side, and counts one trade on both records.
 */
export const researchDataExchanges = pgTable(
  'research_data_exchanges',
  {
    id: serial('id').primaryKey(),
    /** The record the proposer wants to read. */
    recordId: integer('record_id')
      .notNull()
      .references(() => researchData.id, { onDelete: 'cascade' }),
    /** The proposer's own record offered in return. */
    offeredRecordId: integer('offered_record_id')
      .notNull()
      .references(() => researchData.id, { onDelete: 'cascade' }),
    proposerId: integer('proposer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull().default(''),
    /** pending | accepted | declined | withdrawn */
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    /** Accepted: last day of both grants (inclusive), UTC; null: no end. */
    until: varchar('until', { length: 10 }),
    decisionReason: text('decision_reason').notNull().default(''),
    /** Accepted: the grant to the proposer on `recordId` and the grant to the owner on `offeredRecordId`. */
    proposerGrantId: integer('proposer_grant_id').references(() => researchDataApplications.id, { onDelete: 'set null' }),
    ownerGrantId: integer('owner_grant_id').references(() => researchDataApplications.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('research_data_exchanges_record_idx').on(t.recordId),
    index('research_data_exchanges_offered_idx').on(t.offeredRecordId),
    index('research_data_exchanges_proposer_idx').on(t.proposerId),
  ],
);

/**
 * Links of a record to grades of standards (the editor's `myStandardList` tab, docs/RESEARCH-DATA.md):
 * several per record, each naming the grade as it was when linked (signed in the version content).
 * A grade deleted later leaves the link with its names and no grade.
 */
export const researchDataStandards = pgTable(
  'research_data_standards',
  {
    id: serial('id').primaryKey(),
    recordId: integer('record_id')
      .notNull()
      .references(() => researchData.id, { onDelete: 'cascade' }),
    gradeId: integer('grade_id').references(() => standardGrades.id, { onDelete: 'set null' }),
    systemCode: varchar('system_code', { length: 40 }).notNull(),
    standardNumber: varchar('standard_number', { length: 60 }).notNull(),
    standardYear: integer('standard_year').notNull(),
    gradeName: varchar('grade_name', { length: 60 }).notNull(),
  },
  (t) => [index('research_data_standards_record_idx').on(t.recordId), uniqueIndex('research_data_standards_uq').on(t.recordId, t.gradeId)],
);
