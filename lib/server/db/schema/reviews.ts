import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companies, users } from './auth';

/**
 * The review workflow (spec section 4, audit states; docs/REVIEWS.md): one row per reviewed thing
 * (a kind of lib/reviews/kinds.ts and the id of the thing in its own domain's table) with its
 * current state, and one step row per transition. The owning domain keeps no state column of its
 * own: it asks `reviewState` / `reviewStates` (lib/server/reviews/service.ts).
 */
export const reviewItems = pgTable(
  'review_items',
  {
    id: serial('id').primaryKey(),
    /** lib/reviews/kinds.ts REVIEW_KINDS */
    kind: varchar('kind', { length: 40 }).notNull(),
    /** The reviewed thing's id in its domain's table. */
    subjectId: integer('subject_id').notNull(),
    /** Who the thing belongs to: gets the messages, may withdraw and resubmit; can never review it. */
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The owner's company when submitted (reviewers scoped to the owner's company read it). */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** lib/reviews/states.ts REVIEW_STATES */
    state: varchar('state', { length: 20 }).notNull(),
    /** The title the reviewer sees in the queue, as of the last submission. */
    title: varchar('title', { length: 200 }).notNull(),
    /** The last submitter; like the owner, never the reviewer. */
    submittedBy: integer('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** The reviewer who took the item under review or decided it last. */
    reviewerId: integer('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('review_items_kind_subject_uq').on(t.kind, t.subjectId), index('review_items_queue_idx').on(t.state, t.kind, t.submittedAt)],
);

/** Every transition of a review item: who, when, from, to, and the comment (required to fail or revoke). */
export const reviewSteps = pgTable(
  'review_steps',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => reviewItems.id, { onDelete: 'cascade' }),
    /** lib/reviews/states.ts REVIEW_ACTIONS */
    action: varchar('action', { length: 20 }).notNull(),
    fromState: varchar('from_state', { length: 20 }).notNull(),
    toState: varchar('to_state', { length: 20 }).notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('review_steps_item_idx').on(t.itemId, t.id)],
);
