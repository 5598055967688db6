import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Suggestions (spec section 3: content, reply, respondent, reply time, state). The state is
 * derived: no reply while `reply` is null, replied after. `attachment_id` is the seam for the
 * optional attachment of issue 11: it will name a row of the files service (branch i11-files) and
 * gain its foreign key when both land; until then nothing writes it.
 */
export const suggestions = pgTable(
  'suggestions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    attachmentId: integer('attachment_id'),
    reply: text('reply'),
    repliedBy: integer('replied_by').references(() => users.id, { onDelete: 'set null' }),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('suggestions_user_idx').on(t.userId, t.createdAt), index('suggestions_created_idx').on(t.createdAt)],
);
