import { date, index, integer, jsonb, pgTable, primaryKey, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companies, users } from './auth';

/**
 * API keys (issue 53 item 2, docs/API-KEYS.md): a user's or a company's key for calling /atsteel/ from a script.
 * The key is `ak_<prefix>_<secret>`; only the prefix (shown, unique) and the SHA-256 of the secret are stored.
 * `company_id` is the company the owner belonged to when the key was made: the key stops working when the owner is
 * no longer a member of it. A `company` key (made by the company's administrator) has the company tier's quota.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** personal | company */
    kind: varchar('kind', { length: 10 }).notNull().default('personal'),
    name: varchar('name', { length: 60 }).notNull(),
    prefix: varchar('prefix', { length: 16 }).notNull(),
    secretHash: varchar('secret_hash', { length: 64 }).notNull(),
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('api_keys_user_idx').on(t.userId, t.createdAt),
    index('api_keys_company_idx').on(t.companyId),
    // The lookup of every keyed call.
    uniqueIndex('api_keys_prefix_uq').on(t.prefix),
  ],
);

/** The audit of keyed calls: one row per call once the key is identified, refusals included. */
export const apiKeyCalls = pgTable(
  'api_key_calls',
  {
    id: serial('id').primaryKey(),
    keyId: integer('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    path: varchar('path', { length: 200 }).notNull(),
    method: varchar('method', { length: 8 }).notNull(),
    /** The HTTP status answered. */
    status: smallint('status').notNull(),
    /** The envelope's code (0, -1, -101 …). */
    code: integer('code').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('api_key_calls_key_idx').on(t.keyId, t.at)],
);

/** Calls of a key per UTC day, counted atomically in the database (insert … on conflict do update … returning). */
export const apiKeyDays = pgTable(
  'api_key_days',
  {
    keyId: integer('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.day] })],
);
