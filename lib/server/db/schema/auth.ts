import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
// Relative: drizzle-kit loads this file without the @/ alias.
import { ROLES, type Role } from '../../../session/permissions';

/** Roles of spec section 6 and their permissions: lib/session/permissions.ts. */
export { ROLES, type Role };

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    code: varchar('code', { length: 64 }),
    creditCode: varchar('credit_code', { length: 32 }),
    industry: varchar('industry', { length: 100 }),
    contact: varchar('contact', { length: 100 }),
    email: varchar('email', { length: 200 }),
    otherContact: varchar('other_contact', { length: 200 }),
    /** general | light_node */
    enterpriseType: varchar('enterprise_type', { length: 20 }).notNull().default('general'),
    subAccountCount: integer('sub_account_count').notNull().default(0),
    serverRequirements: text('server_requirements'),
    isStandardSystem: boolean('is_standard_system').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('companies_credit_code_uq').on(t.creditCode)],
);

export const companyGroups = pgTable('company_groups', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  name: varchar('name', { length: 100 }).notNull(),
  sort: integer('sort').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    mobile: varchar('mobile', { length: 20 }),
    loginName: varchar('login_name', { length: 64 }),
    passwordHash: text('password_hash'),
    userName: varchar('user_name', { length: 64 }).notNull(),
    fullName: varchar('full_name', { length: 100 }),
    email: varchar('email', { length: 200 }),
    /** individual | company */
    accountType: varchar('account_type', { length: 20 }).notNull().default('individual'),
    role: varchar('role', { length: 32 }).$type<Role>().notNull().default('individual'),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    groupId: integer('group_id').references(() => companyGroups.id, { onDelete: 'set null' }),
    wxOpenId: varchar('wx_open_id', { length: 64 }),
    wxNickname: varchar('wx_nickname', { length: 100 }),
    languageType: varchar('language_type', { length: 8 }).notNull().default('zh'),
    userLevel: integer('user_level').notNull().default(0),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_mobile_uq').on(t.mobile),
    uniqueIndex('users_login_name_uq').on(t.loginName),
    uniqueIndex('users_wx_open_id_uq').on(t.wxOpenId),
    index('users_company_idx').on(t.companyId),
    // A company has exactly one administrator (issue 32): two transfers at once cannot leave two.
    uniqueIndex('users_company_admin_uq').on(t.companyId).where(sql`${t.role} = 'company_admin'`),
  ],
);

/** Opaque session tokens: only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: varchar('ip', { length: 64 }),
    userAgent: text('user_agent'),
  },
  (t) => [uniqueIndex('sessions_token_hash_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/**
 * Single sign-on tokens already spent: a token's `jti` is kept until the token expires, so a
 * replayed token is refused by every server process sharing the database.
 */
export const ssoTokenUses = pgTable(
  'sso_token_uses',
  {
    jti: varchar('jti', { length: 128 }).primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sso_token_uses_expires_idx').on(t.expiresAt)],
);
