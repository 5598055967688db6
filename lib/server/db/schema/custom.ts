import { index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { companies, users } from './auth';
import { orders } from './payments';
import { recommendedProducts } from './products';

/**
 * Customisation orders (issue 34, docs/CUSTOM.md): a customer orders a customised product with an
 * approved recommended product as reference; the stage follows lib/custom/stages.ts; the supplier is a
 * company (the reference product's, or one customer service assigns) acting through its administrator;
 * paid through the payment core (order type `custom`, `payment_order_id`). `stage` null is a draft.
 * Texts are `text`: their limit is 50 user-perceived characters, checked by the contract.
 */
export const customOrders = pgTable(
  'custom_orders',
  {
    id: serial('id').primaryKey(),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerCompanyId: integer('customer_company_id').references(() => companies.id, { onDelete: 'set null' }),
    productId: integer('product_id').references(() => recommendedProducts.id, { onDelete: 'set null' }),
    /** The reference product's name and shape when the order was written (the product may change later). */
    productName: text('product_name').notNull(),
    shape: varchar('shape', { length: 20 }).notNull(),
    supplierCompanyId: integer('supplier_company_id').references(() => companies.id, { onDelete: 'set null' }),
    stage: varchar('stage', { length: 20 }),
    /** Executing steps completed (0–4). */
    done: smallint('done').notNull().default(0),
    projectName: text('project_name').notNull(),
    materialType: varchar('material_type', { length: 30 }).notNull(),
    lines: jsonb('lines').$type<Record<string, number | null>[]>().notNull(),
    fields: jsonb('fields').$type<Record<string, string>>().notNull(),
    deliveryDate: varchar('delivery_date', { length: 10 }).notNull(),
    /** Money is int4 fen everywhere, bounded at input by MAX_AMOUNT_FEN (lib/money.ts), as the payment order's amount. */
    costLimitFen: integer('cost_limit_fen'),
    costUnit: varchar('cost_unit', { length: 20 }).notNull().default('yuan'),
    totalFen: integer('total_fen'),
    contractFileId: uuid('contract_file_id'),
    customerSignedAt: timestamp('customer_signed_at', { withTimezone: true }),
    supplierSignedAt: timestamp('supplier_signed_at', { withTimezone: true }),
    paymentOrderId: integer('payment_order_id').references(() => orders.id, { onDelete: 'set null' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    contactedAt: timestamp('contacted_at', { withTimezone: true }),
    /** When the formal review passed: the 24-hour quote deadline runs from here. */
    passedAt: timestamp('passed_at', { withTimezone: true }),
    quotedAt: timestamp('quoted_at', { withTimezone: true }),
    evaluation: jsonb('evaluation').$type<{ quality: number; delivery: number; service: number; comment: string }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('custom_orders_no_uq').on(t.orderNo),
    uniqueIndex('custom_orders_payment_uq').on(t.paymentOrderId),
    index('custom_orders_customer_idx').on(t.customerId),
    index('custom_orders_supplier_idx').on(t.supplierCompanyId),
    index('custom_orders_stage_idx').on(t.stage),
  ],
);

/** The order's timeline: one row per step (who, which side, from and to which stage, a note). */
export const customOrderEvents = pgTable(
  'custom_order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => customOrders.id, { onDelete: 'cascade' }),
    action: varchar('action', { length: 30 }).notNull(),
    party: varchar('party', { length: 20 }).notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    fromStage: varchar('from_stage', { length: 20 }),
    toStage: varchar('to_stage', { length: 20 }).notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('custom_order_events_order_idx').on(t.orderId)],
);
