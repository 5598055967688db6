import { bigserial, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Page visits sent by every page through saveVisitData (spec section 3, visit record). */
export const visits = pgTable(
  'visits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    visitorToken: varchar('visitor_token', { length: 64 }).notNull(),
    userId: integer('user_id'),
    plateform: varchar('plateform', { length: 16 }).notNull().default('PC'),
    source: text('source'),
    url: text('url'),
    path: text('path').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('visits_path_idx').on(t.path), index('visits_visitor_idx').on(t.visitorToken)],
);

/** Which named seed steps have run, so the seed is idempotent and new steps run on old databases. */
export const seedRuns = pgTable('seed_runs', {
  name: varchar('name', { length: 100 }).primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
  summary: text('summary'),
});
