import { integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * The in-app payment sandbox's own record of each prepay (issue 12): what WeChat Pay or Alipay
 * would keep on their side. It lives in the database, not in memory, so several app instances
 * sharing one PostgreSQL agree on a trade's state; a state change is one conditional UPDATE.
 * Nothing of the order core reads it: the portal learns about payments only through the
 * provider protocol (signed answers and notifications).
 *
 * state: waiting → paid | failed | abandoned | closed. `failed` is the payer's payment failing
 * (WeChat PAYERROR); `abandoned` is the payer walking away (the trade keeps waiting until it
 * expires or the merchant closes it, as at the real providers).
 */
export const paySandboxTrades = pgTable(
  'pay_sandbox_trades',
  {
    /** Random, URL-safe: the sandbox page's address names the trade by it. */
    id: varchar('id', { length: 32 }).primaryKey(),
    channel: varchar('channel', { length: 10 }).$type<'wechat' | 'alipay'>().notNull(),
    /** mchid (WeChat) or app_id (Alipay) of the merchant that created the trade. */
    merchantId: varchar('merchant_id', { length: 32 }).notNull(),
    /** appid (WeChat) or seller_id (Alipay). */
    appId: varchar('app_id', { length: 32 }).notNull(),
    outTradeNo: varchar('out_trade_no', { length: 64 }).notNull(),
    description: text('description').notNull(),
    amountFen: integer('amount_fen').notNull(),
    notifyUrl: text('notify_url').notNull(),
    returnUrl: text('return_url'),
    state: varchar('state', { length: 12 }).$type<'waiting' | 'paid' | 'failed' | 'abandoned' | 'closed'>().notNull().default('waiting'),
    /** The provider's transaction id (WeChat transaction_id, Alipay trade_no). */
    transactionId: varchar('transaction_id', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Delivery of the payment notification: attempts and the last HTTP status (0 = no answer). */
    notifyAttempts: integer('notify_attempts').notNull().default(0),
    notifyStatus: integer('notify_status'),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pay_sandbox_trades_order_uq').on(t.channel, t.merchantId, t.outTradeNo),
    uniqueIndex('pay_sandbox_trades_transaction_uq').on(t.channel, t.transactionId),
  ],
);
