import { index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { companies, companyGroups, users } from './auth';

/**
 * Enterprise accounts (issue 32, docs/ACCOUNTS.md "Companies"): an administrator invites a mobile number into the
 * company; the invitation names the group the member joins and lasts 7 days. `code` is the random secret of the
 * invitation link (/register?invite=<code>) and of the message-centre acceptance. One open invitation per company and
 * number.
 */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => companyGroups.id, { onDelete: 'set null' }),
    mobile: varchar('mobile', { length: 20 }).notNull(),
    code: varchar('code', { length: 64 }).notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('company_invitations_code_uq').on(t.code),
    index('company_invitations_company_idx').on(t.companyId, t.createdAt),
    index('company_invitations_mobile_idx').on(t.mobile).where(sql`${t.acceptedAt} is null`),
  ],
);
