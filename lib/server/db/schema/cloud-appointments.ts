import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { cloudEquipment, cloudLaboratories } from './cloud';
import { orders } from './payments';

/**
 * Equipment appointments and remote research (issue 35, docs/CLOUD.md "Appointments"): an
 * instrument's booking settings, the researcher's demand with its state
 * (lib/cloud/appointment-stages.ts), the slots it holds under a unique index (no double booking,
 * decided by the database), and its logs (automatic state rows and customer service's notes).
 * Attachments are the file service's, owner kind `cloudAppointment`.
 */

/** What makes a `cloud_equipment` row bookable; one row per instrument, written by its laboratory's manager. */
export const equipmentSettings = pgTable(
  'equipment_settings',
  {
    equipmentId: integer('equipment_id')
      .primaryKey()
      .references(() => cloudEquipment.id, { onDelete: 'cascade' }),
    bookable: boolean('bookable').notNull().default(false),
    /** lib/cloud/appointment-contract.ts EQUIPMENT_KINDS */
    kind: varchar('kind', { length: 16 }).notNull(),
    hourlyPriceFen: integer('hourly_price_fen').notNull(),
    slotMinutes: smallint('slot_minutes').notNull(),
    /** Opening hours, minutes after 00:00 China time. */
    openMinute: smallint('open_minute').notNull(),
    closeMinute: smallint('close_minute').notNull(),
    minMinutes: smallint('min_minutes').notNull(),
    maxMinutes: smallint('max_minutes').notNull(),
    magnificationMin: integer('magnification_min'),
    magnificationMax: integer('magnification_max'),
    demo: boolean('demo').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('equipment_settings_kind_idx').on(t.kind, t.bookable),
    check('equipment_settings_hours_ck', sql`${t.openMinute} >= 0 and ${t.closeMinute} <= 1440 and ${t.openMinute} < ${t.closeMinute}`),
    check('equipment_settings_duration_ck', sql`${t.slotMinutes} > 0 and ${t.minMinutes} > 0 and ${t.maxMinutes} >= ${t.minMinutes}`),
    check('equipment_settings_price_ck', sql`${t.hourlyPriceFen} > 0`),
  ],
);

/** The demand's details as the researcher sent them (spec section 3 "remote research demand"). */
export interface AppointmentDetailsJson {
  sampleName: string;
  sampleCount: number;
  magnetic: boolean;
  goldSprayed: boolean;
  magnification: number | null;
  mainContents: string;
  contactName: string;
  contactPhone: string;
  /** Snapshot of the chosen address (editing the address book later does not change it). */
  address: string;
  remarks: string;
}

export const cloudAppointments = pgTable(
  'cloud_appointments',
  {
    id: serial('id').primaryKey(),
    /** Digits from the order core's daily counter, like the detection order's numbers. */
    orderNo: varchar('order_no', { length: 24 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id'),
    equipmentId: integer('equipment_id')
      .notNull()
      .references(() => cloudEquipment.id, { onDelete: 'restrict' }),
    labId: integer('lab_id')
      .notNull()
      .references(() => cloudLaboratories.id, { onDelete: 'restrict' }),
    /** lib/cloud/appointment-stages.ts APPOINTMENT_STATUSES */
    status: varchar('status', { length: 12 }).notNull(),
    /** China day and the booked time: start and end instants. */
    day: varchar('day', { length: 10 }).notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    durationMinutes: smallint('duration_minutes').notNull(),
    details: jsonb('details').$type<AppointmentDetailsJson>().notNull(),
    /** Hourly price × hours when booked (a reference); the laboratory's response is binding. */
    estimateFen: integer('estimate_fen').notNull(),
    priceFen: integer('price_fen'),
    responseNote: varchar('response_note', { length: 300 }),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    contactDueAt: timestamp('contact_due_at', { withTimezone: true }).notNull(),
    contactedAt: timestamp('contacted_at', { withTimezone: true }),
    quoteDueAt: timestamp('quote_due_at', { withTimezone: true }).notNull(),
    paymentOrderId: integer('payment_order_id').references(() => orders.id, { onDelete: 'set null' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    sessionLink: varchar('session_link', { length: 300 }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The evaluation: three qualities and satisfaction (1–5), a comment. */
    productQuality: smallint('product_quality'),
    serviceQuality: smallint('service_quality'),
    cycleTime: smallint('cycle_time'),
    satisfaction: smallint('satisfaction'),
    evaluationComment: text('evaluation_comment'),
    evaluatedAt: timestamp('evaluated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cloud_appointments_no_uq').on(t.orderNo),
    uniqueIndex('cloud_appointments_payment_uq').on(t.paymentOrderId),
    index('cloud_appointments_user_idx').on(t.userId, t.createdAt),
    index('cloud_appointments_lab_idx').on(t.labId, t.createdAt),
    index('cloud_appointments_status_idx').on(t.status, t.createdAt),
    check('cloud_appointments_status_ck', sql`${t.status} in ('waiting', 'responded', 'paid', 'executing', 'paused', 'completed', 'evaluated', 'cancelled')`),
    check('cloud_appointments_money_ck', sql`${t.estimateFen} >= 0 and (${t.priceFen} is null or ${t.priceFen} > 0)`),
  ],
);

/**
 * One row per booked slot of an instrument. The primary key (equipment, slot start) is the rule
 * "no double booking": every slot of a demand is inserted in the demand's transaction, so of two
 * demands for one slot exactly one commits. A cancelled appointment's rows are deleted.
 */
export const equipmentSlots = pgTable(
  'equipment_slots',
  {
    equipmentId: integer('equipment_id')
      .notNull()
      .references(() => cloudEquipment.id, { onDelete: 'cascade' }),
    slotStart: timestamp('slot_start', { withTimezone: true }).notNull(),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => cloudAppointments.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ name: 'equipment_slots_pk', columns: [t.equipmentId, t.slotStart] }), index('equipment_slots_appointment_idx').on(t.appointmentId)],
);

/** The logs: a `state` row for every move (lib/cloud/appointment-stages.ts) and customer service's `note` rows. */
export const appointmentLogs = pgTable(
  'appointment_logs',
  {
    id: serial('id').primaryKey(),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => cloudAppointments.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 8 }).notNull(),
    action: varchar('action', { length: 12 }).notNull(),
    party: varchar('party', { length: 12 }).notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    fromStatus: varchar('from_status', { length: 12 }),
    toStatus: varchar('to_status', { length: 12 }).notNull(),
    note: varchar('note', { length: 500 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('appointment_logs_appointment_idx').on(t.appointmentId, t.createdAt), check('appointment_logs_kind_ck', sql`${t.kind} in ('state', 'note')`)],
);
