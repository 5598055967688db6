import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { cloudItems, cloudLaboratories } from './cloud';
import { customOrders } from './custom';
import { files } from './files';
import { orders } from './payments';

/**
 * Detection and preparation orders (issue 15 items 4–6, docs/CLOUD.md "Orders"): the customer's
 * form, its stage (lib/cloud/order-stages.ts), the laboratory's offer, the contract both sides
 * confirm, the order core's payment order (type `testing`), the delivered report with its
 * verification code, the customer's evaluation, and a timeline of events. Files (attachments,
 * contract, report, data) are the file service's, owner kind `cloudOrder`.
 */

/** The form's details kept as the customer sent them (lib/cloud/order-contract.ts shapes). */
export interface CloudOrderDetailsJson {
  samples: { sampleNo: string; material: string; state: string; processing: string; quantity: number }[];
  executiveStandard: string;
  qualification: string;
  preparation: Record<string, unknown> | null;
  deliveryMethod: string;
  /** Snapshot of the chosen delivery address (editing the address book later does not change it). */
  address: string;
  contactName: string;
  contactPhone: string;
  remarks: string;
}

export const cloudOrders = pgTable(
  'cloud_orders',
  {
    id: serial('id').primaryKey(),
    /** Digits like the order core's numbers (same daily counter), so it is readable over the phone. */
    orderNo: varchar('order_no', { length: 24 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id'),
    /** detection | preparation */
    kind: varchar('kind', { length: 12 }).notNull(),
    highThroughput: boolean('high_throughput').notNull().default(false),
    projectName: varchar('project_name', { length: 100 }).notNull(),
    /** lib/cloud/order-stages.ts ORDER_STAGES */
    stage: varchar('stage', { length: 12 }).notNull(),
    /** The laboratory the customer chose in the estimate (the order was priced with its offerings). */
    preferredLabId: integer('preferred_lab_id').references(() => cloudLaboratories.id, { onDelete: 'set null' }),
    /** The laboratory customer service sent the order to: the order's laboratory party. */
    labId: integer('lab_id').references(() => cloudLaboratories.id, { onDelete: 'set null' }),
    sampleCount: integer('sample_count').notNull(),
    details: jsonb('details').$type<CloudOrderDetailsJson>().notNull(),
    /** The server's estimate when the order was placed (estimateForLab), fen and working days. */
    estimateFen: integer('estimate_fen').notNull(),
    estimateDays: integer('estimate_days').notNull(),
    estimateDueDate: varchar('estimate_due_date', { length: 10 }).notNull(),
    /** Spec section 9: contact within 1 working day of submission, quote within 24 hours of assignment. */
    contactDueAt: timestamp('contact_due_at', { withTimezone: true }).notNull(),
    contactedAt: timestamp('contacted_at', { withTimezone: true }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    quoteDueAt: timestamp('quote_due_at', { withTimezone: true }),
    offerFen: integer('offer_fen'),
    offerDays: integer('offer_days'),
    offerNote: varchar('offer_note', { length: 300 }),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    contractFileId: uuid('contract_file_id').references(() => files.id, { onDelete: 'set null' }),
    customerConfirmedAt: timestamp('customer_confirmed_at', { withTimezone: true }),
    labConfirmedAt: timestamp('lab_confirmed_at', { withTimezone: true }),
    /** The order core's order (type testing) of the confirmed contract; a new one if it was cancelled unpaid. */
    paymentOrderId: integer('payment_order_id').references(() => orders.id, { onDelete: 'set null' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Delivery date of the offer's cycle counted from the payment (YYYY-MM-DD, working days). */
    dueDate: varchar('due_date', { length: 10 }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Custom detection (issue 34, docs/CUSTOM.md): the customisation order whose product testing this order is, opened by its supplier. */
    customOrderId: integer('custom_order_id').references(() => customOrders.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cloud_orders_no_uq').on(t.orderNo),
    uniqueIndex('cloud_orders_payment_uq').on(t.paymentOrderId),
    index('cloud_orders_user_idx').on(t.userId, t.createdAt),
    index('cloud_orders_lab_idx').on(t.labId, t.createdAt),
    index('cloud_orders_custom_idx').on(t.customOrderId),
    index('cloud_orders_stage_idx').on(t.stage, t.createdAt),
    check('cloud_orders_kind_ck', sql`${t.kind} in ('detection', 'preparation')`),
    check('cloud_orders_stage_ck', sql`${t.stage} in ('preReview', 'offer', 'contract', 'executing', 'delivered', 'completed', 'evaluated', 'cancelled')`),
    check('cloud_orders_money_ck', sql`${t.estimateFen} >= 0 and (${t.offerFen} is null or ${t.offerFen} > 0)`),
  ],
);

/** The items of an order with the parameters chosen and the estimate's unit price and cycle. */
export const cloudOrderItems = pgTable(
  'cloud_order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => cloudOrders.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => cloudItems.id, { onDelete: 'restrict' }),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    quantity: integer('quantity').notNull(),
    unitFen: integer('unit_fen').notNull(),
    cycleDays: integer('cycle_days').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('cloud_order_items_order_idx').on(t.orderId), check('cloud_order_items_money_ck', sql`${t.unitFen} >= 0 and ${t.quantity} >= 1`)],
);

/** The timeline: one row per action (lib/cloud/order-stages.ts ORDER_ACTIONS), written with the change. */
export const cloudOrderEvents = pgTable(
  'cloud_order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => cloudOrders.id, { onDelete: 'cascade' }),
    action: varchar('action', { length: 20 }).notNull(),
    party: varchar('party', { length: 12 }).notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    fromStage: varchar('from_stage', { length: 12 }),
    toStage: varchar('to_stage', { length: 12 }).notNull(),
    note: varchar('note', { length: 300 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cloud_order_events_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * A delivered report (issue 15 item 6): the laboratory's upload and the stamped copy the customer
 * downloads (first page carries the QR code of /cloud/reportVerify?code=…), both hashes, the code.
 */
export const cloudReports = pgTable(
  'cloud_reports',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => cloudOrders.id, { onDelete: 'cascade' }),
    labId: integer('lab_id').references(() => cloudLaboratories.id, { onDelete: 'set null' }),
    code: varchar('code', { length: 16 }).notNull(),
    originalFileId: uuid('original_file_id').references(() => files.id, { onDelete: 'set null' }),
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    /** SHA-256 (hex) of the laboratory's upload, byte for byte. */
    originalSha256: varchar('original_sha256', { length: 64 }).notNull(),
    /** SHA-256 (hex) of the stamped PDF the customer downloads, byte for byte. */
    sha256: varchar('sha256', { length: 64 }).notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    size: integer('size').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cloud_reports_code_uq').on(t.code), uniqueIndex('cloud_reports_order_uq').on(t.orderId)],
);

/** The customer's evaluation (spec section 3 "order review"): levels 1–5; one per order. */
export const cloudOrderReviews = pgTable(
  'cloud_order_reviews',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => cloudOrders.id, { onDelete: 'cascade' }),
    labId: integer('lab_id').references(() => cloudLaboratories.id, { onDelete: 'set null' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productQuality: integer('product_quality').notNull(),
    serviceQuality: integer('service_quality').notNull(),
    cycleTime: integer('cycle_time').notNull(),
    satisfaction: integer('satisfaction').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cloud_order_reviews_order_uq').on(t.orderId),
    index('cloud_order_reviews_lab_idx').on(t.labId, t.createdAt),
    check(
      'cloud_order_reviews_levels_ck',
      sql`${t.productQuality} between 1 and 5 and ${t.serviceQuality} between 1 and 5 and ${t.cycleTime} between 1 and 5 and ${t.satisfaction} between 1 and 5`,
    ),
  ],
);
