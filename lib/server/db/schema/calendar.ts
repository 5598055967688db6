import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { HolidayDayRow } from '../../../calendar/contract';
import { users } from './auth';

/**
 * The official holiday arrangement the portal owns (issue 45 item 10, lib/calendar/contract.ts): a year's State
 * Council notice and its days, entered by an administrator and read before the calendar package's data by every
 * working-day rule (lib/working-days.ts). A year without a row here (and unknown to the package) is "not yet
 * published". Nothing is seeded: only an administrator who has the notice enters it.
 */

export const holidayYears = pgTable('holiday_years', {
  year: integer('year').primaryKey(),
  noticeNumber: varchar('notice_number', { length: 60 }).notNull().default(''),
  publishedOn: date('published_on').notNull(),
  sourceUrl: varchar('source_url', { length: 500 }).notNull().default(''),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export const holidayDays = pgTable(
  'holiday_days',
  {
    /** The day (China calendar); one arrangement per day. */
    day: date('day').primaryKey(),
    year: integer('year')
      .notNull()
      .references(() => holidayYears.year, { onDelete: 'cascade' }),
    /** holiday (a day off) | workday (a make-up working day on a weekend). */
    kind: varchar('kind', { length: 10 }).notNull(),
    /** The statutory holiday the day belongs to (HOLIDAY_FESTIVALS). */
    festival: varchar('festival', { length: 20 }).notNull(),
  },
  (t) => [
    index('holiday_days_year_idx').on(t.year),
    check('holiday_days_kind', sql`${t.kind} in ('holiday', 'workday')`),
    check('holiday_days_in_year', sql`extract(year from ${t.day}) = ${t.year}`),
  ],
);

/** The audit trail of the table: every create, update and delete of a year, with the days before and after. */
export const holidayChanges = pgTable(
  'holiday_changes',
  {
    id: serial('id').primaryKey(),
    year: integer('year').notNull(),
    /** create | update | delete */
    action: varchar('action', { length: 10 }).notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    before: jsonb('before').$type<HolidayDayRow[] | null>(),
    after: jsonb('after').$type<HolidayDayRow[] | null>(),
  },
  (t) => [index('holiday_changes_year_idx').on(t.year, t.at), check('holiday_changes_action', sql`${t.action} in ('create', 'update', 'delete')`)],
);
