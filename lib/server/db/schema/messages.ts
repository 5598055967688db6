import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * The message centre (spec section 3: type, content, read state). The content is a kind plus
 * parameters (lib/messages/kinds.ts), rendered in the reader's language when read; rows are written
 * only by `notify` (lib/server/messages/notify.ts), in the transaction of the change they report.
 */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** lib/messages/kinds.ts MESSAGE_TYPES */
    type: varchar('type', { length: 20 }).notNull(),
    /** lib/messages/kinds.ts MESSAGE_KINDS */
    kind: varchar('kind', { length: 40 }).notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    /** The screen the message is about, without the language prefix. */
    link: varchar('link', { length: 300 }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_user_created_idx').on(t.userId, t.createdAt),
    // The header asks the unread count on every signed-in page.
    index('messages_user_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);
