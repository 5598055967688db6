import { boolean, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';

// Relative: drizzle-kit loads this file without the @/ alias.
import { SMS_PURPOSES, type SmsPurpose } from '../../../auth/sms-purposes';

/** Purposes an SMS code is bound to (lib/auth/sms-purposes.ts). */
export { SMS_PURPOSES, type SmsPurpose };

/** SMS verification codes: only a salted hash is stored; 10 minutes, 5 wrong tries (docs/SECURITY.md). */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    mobile: varchar('mobile', { length: 20 }).notNull(),
    purpose: varchar('purpose', { length: 16 }).$type<SmsPurpose>().notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    salt: varchar('salt', { length: 32 }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    ip: varchar('ip', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_codes_mobile_idx').on(t.mobile, t.purpose)],
);

/** Image captchas answered by verifyCode: the id and the answer are stored hashed, single use. */
export const captchas = pgTable('captchas', {
  idHash: varchar('id_hash', { length: 64 }).primaryKey(),
  answerHash: varchar('answer_hash', { length: 64 }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * WeChat OAuth2 states (login or binding). `state` is random and stored hashed; once the code is
 * exchanged the open id waits here for a mobile number when no account is bound yet.
 */
export const wechatStates = pgTable('wechat_states', {
  stateHash: varchar('state_hash', { length: 64 }).primaryKey(),
  /** login | bind */
  purpose: varchar('purpose', { length: 16 }).notNull(),
  /** The signed-in user who asked to bind (purpose bind). */
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  openId: varchar('open_id', { length: 64 }),
  nickname: varchar('nickname', { length: 100 }),
  /** Hash of the one-time ticket that lets bindPhone finish a login for an unbound open id. */
  bindTicketHash: varchar('bind_ticket_hash', { length: 64 }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Authorisation codes issued by the local WeChat sandbox (the real provider keeps its own). */
export const wechatSandboxCodes = pgTable('wechat_sandbox_codes', {
  code: varchar('code', { length: 64 }).primaryKey(),
  openId: varchar('open_id', { length: 64 }).notNull(),
  nickname: varchar('nickname', { length: 100 }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Delivery addresses of a user (spec section 7, user/address). */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    consignee: varchar('consignee', { length: 50 }).notNull(),
    mobile: varchar('mobile', { length: 20 }).notNull(),
    email: varchar('email', { length: 200 }),
    province: varchar('province', { length: 50 }).notNull(),
    city: varchar('city', { length: 50 }).notNull(),
    county: varchar('county', { length: 50 }).notNull(),
    detail: varchar('detail', { length: 200 }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);

/** Invoice titles: personal (a name) or enterprise (name, tax number, bank details). */
export const invoiceTitles = pgTable(
  'invoice_titles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** personal | enterprise */
    titleType: varchar('title_type', { length: 16 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    taxNumber: varchar('tax_number', { length: 32 }),
    address: varchar('address', { length: 200 }),
    telephone: varchar('telephone', { length: 32 }),
    bankAccount: varchar('bank_account', { length: 64 }),
    bankName: varchar('bank_name', { length: 100 }),
    email: varchar('email', { length: 200 }),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invoice_titles_user_idx').on(t.userId)],
);

/** Administrative regions for the address picker (province, city, county), in both languages. */
export const regions = pgTable(
  'regions',
  {
    code: varchar('code', { length: 12 }).primaryKey(),
    parentCode: varchar('parent_code', { length: 12 }),
    level: smallint('level').notNull(),
    nameZh: varchar('name_zh', { length: 50 }).notNull(),
    nameEn: varchar('name_en', { length: 80 }).notNull(),
  },
  (t) => [index('regions_parent_idx').on(t.parentCode)],
);

/** User levels answered by gateway/listUserLevelList. */
export const userLevels = pgTable(
  'user_levels',
  {
    level: integer('level').primaryKey(),
    nameZh: varchar('name_zh', { length: 50 }).notNull(),
    nameEn: varchar('name_en', { length: 80 }).notNull(),
    descriptionZh: text('description_zh'),
    descriptionEn: text('description_en'),
  },
  (t) => [uniqueIndex('user_levels_name_zh_uq').on(t.nameZh)],
);
