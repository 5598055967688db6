import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Suggestions (spec section 3: content, reply, respondent, reply time, state). The state is
 * derived: no reply while `reply` is null, replied after. The optional attachment is a row of the
 * file service (`files`, owner kind `suggestion`, field `attachment`), not a column here.
 */
export const suggestions = pgTable(
  'suggestions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    reply: text('reply'),
    repliedBy: integer('replied_by').references(() => users.id, { onDelete: 'set null' }),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('suggestions_user_idx').on(t.userId, t.createdAt), index('suggestions_created_idx').on(t.createdAt)],
);
