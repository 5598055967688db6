import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companies, users } from './auth';

/**
 * Orders, payments, invoices and VIP membership (issue 12, docs/PAYMENTS.md). Money is integer fen
 * everywhere; the amounts are computed on the server from `catalogue_items`. Users are never deleted
 * while they have orders (no cascade: an order is a financial record).
 */

/**
 * What can be bought, with its price. VIP plans (kind `vip`, code monthly|quarterly|yearly) keep the
 * monthly list price; the plan's discount and reduction are rules (lib/payments/pricing.ts). Books,
 * documents and reports are a small demo catalogue (`demo` true) until the library and ranking issues
 * own their catalogues: they then keep this table or point their items at it.
 */
export const catalogueItems = pgTable(
  'catalogue_items',
  {
    id: serial('id').primaryKey(),
    /** vip | book | document | report */
    kind: varchar('kind', { length: 20 }).notNull(),
    code: varchar('code', { length: 64 }).notNull(),
    titleZh: varchar('title_zh', { length: 200 }).notNull(),
    titleEn: varchar('title_en', { length: 200 }).notNull(),
    priceFen: integer('price_fen').notNull(),
    /** VIP plans: the months a plan adds. */
    months: integer('months'),
    /** A printed book is shipped: its order needs an address. */
    shipped: boolean('shipped').notNull().default(false),
    demo: boolean('demo').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('catalogue_items_code_uq').on(t.kind, t.code), check('catalogue_items_price_ck', sql`${t.priceFen} >= 0`)],
);

/** One row per China calendar day: the last order number's sequence (lib/payments/order-number.ts). */
export const orderCounters = pgTable('order_counters', {
  day: varchar('day', { length: 8 }).primaryKey(),
  last: integer('last').notNull(),
});

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Bought for the company (company users only). */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** lib/payments/contract.ts ORDER_TYPES */
    type: varchar('type', { length: 20 }).notNull(),
    amountFen: integer('amount_fen').notNull(),
    /** waiting | paid | cancelled */
    status: varchar('status', { length: 12 }).notNull().default('waiting'),
    /** wechat | alipay | offline: the method chosen last (null until one is chosen). */
    channel: varchar('channel', { length: 12 }),
    consignee: varchar('consignee', { length: 50 }),
    phone: varchar('phone', { length: 20 }),
    address: varchar('address', { length: 400 }),
    /** WeChat native code_url, kept so the QR stays the same for the order's life. */
    wechatCodeUrl: varchar('wechat_code_url', { length: 300 }),
    /** Offered to Alipay (page pay or precreate): closed there too when the order is cancelled. */
    alipayOffered: boolean('alipay_offered').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The owner removed the cancelled order from their own lists (order/delete, issue 32); it stays a record. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_order_no_uq').on(t.orderNo),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    // The timer and the reconciliation scan waiting orders by deadline.
    index('orders_waiting_expires_idx').on(t.expiresAt).where(sql`${t.status} = 'waiting'`),
    check('orders_amount_ck', sql`${t.amountFen} >= 0`),
    check('orders_status_ck', sql`${t.status} in ('waiting', 'paid', 'cancelled')`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The order type of the item (vip, book, document, report …). */
    itemType: varchar('item_type', { length: 20 }).notNull(),
    /** catalogue_items.id (null for lines of later issues that price elsewhere). */
    itemId: integer('item_id').references(() => catalogueItems.id, { onDelete: 'set null' }),
    titleZh: varchar('title_zh', { length: 200 }).notNull(),
    titleEn: varchar('title_en', { length: 200 }).notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceFen: integer('unit_price_fen').notNull(),
    /** VIP lines: months the line adds to the deadline. */
    months: integer('months'),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId), check('order_lines_quantity_ck', sql`${t.quantity} > 0`), check('order_lines_price_ck', sql`${t.unitPriceFen} >= 0`)],
);

/** Every change of an order's status, one row each (who, when, from, to, why). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** owner | service | provider | reconcile | timer */
    actor: varchar('actor', { length: 12 }).notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    fromStatus: varchar('from_status', { length: 12 }),
    toStatus: varchar('to_status', { length: 12 }).notNull(),
    reason: varchar('reason', { length: 24 }).notNull(),
    note: varchar('note', { length: 200 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

/**
 * Money received: one row per provider transaction (unique per channel, so a notification applied
 * twice cannot insert a second row) or offline transfer reference. `applied` is false for a second
 * payment of an already paid order (to be refunded by customer service).
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    channel: varchar('channel', { length: 12 }).notNull(),
    transactionId: varchar('transaction_id', { length: 64 }).notNull(),
    amountFen: integer('amount_fen').notNull(),
    applied: boolean('applied').notNull().default(true),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payments_channel_transaction_uq').on(t.channel, t.transactionId), index('payments_order_idx').on(t.orderId)],
);

/** Idempotency-Key of order creation: the first answer per (user, key), and the body it answered. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 64 }).notNull(),
    /** SHA-256 of the call path and the parsed input. */
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    answer: jsonb('answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('idempotency_keys_user_key_uq').on(t.userId, t.key), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/** An invoice request for a paid order, with a snapshot of the invoice title as it was chosen. */
export const invoiceRequests = pgTable(
  'invoice_requests',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: jsonb('title').notNull(),
    /** requested | issued | refused */
    state: varchar('state', { length: 12 }).notNull().default('requested'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One invoice per order.
  (t) => [uniqueIndex('invoice_requests_order_uq').on(t.orderId), index('invoice_requests_user_idx').on(t.userId, t.createdAt)],
);

/** The VIP data privilege: valid until a deadline (spec section 4). */
export const vipEntitlements = pgTable('vip_entitlements', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
  /** When the 1-month free data package of new users was granted (once per user). */
  welcomeGrantedAt: timestamp('welcome_granted_at', { withTimezone: true }),
  /** Until when the welcome package alone carries the deadline (null once a plan was bought). */
  welcomeUntil: timestamp('welcome_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Timers claimed across app instances (`FOR UPDATE SKIP LOCKED`): one row per job. */
export const jobClaims = pgTable('job_claims', {
  name: varchar('name', { length: 40 }).primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  lastRunBy: varchar('last_run_by', { length: 80 }),
  lastResult: text('last_result'),
});

/**
 * The account a buyer transfers money to when paying by bank transfer (docs/PAYMENTS.md, "Bank
 * transfer"). The payment dialog shows the active row; a demo row (seeded, `demo` true) is labelled as
 * demo in both languages so nobody sends real money to it.
 */
export const bankAccounts = pgTable('bank_accounts', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 40 }).notNull().unique(),
  accountNameZh: varchar('account_name_zh', { length: 200 }).notNull(),
  accountNameEn: varchar('account_name_en', { length: 200 }).notNull(),
  bankNameZh: varchar('bank_name_zh', { length: 200 }).notNull(),
  bankNameEn: varchar('bank_name_en', { length: 200 }).notNull(),
  accountNo: varchar('account_no', { length: 40 }).notNull(),
  demo: boolean('demo').notNull().default(false),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
