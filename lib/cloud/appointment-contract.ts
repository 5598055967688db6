import { z } from '@/lib/zod';
import { mobileField } from '@/lib/auth/contract';
import { call, dbId, fenParam, intParam, pageSchema, type Paged } from '@/lib/contract';
import { fileIdField, type StoredFile } from '@/lib/files/contract';
import type { OrderStatus } from '@/lib/payments/contract';
import type { AppointmentOverdue } from './appointment-deadlines';
import { APPOINTMENT_STATUSES, STATUS_ACTIONS, type AppointmentAction, type AppointmentParty, type AppointmentStatus } from './appointment-stages';

/**
 * Remote research and equipment appointments (issue 35; spec section 3 "remote research demand",
 * 4 experiment and response states, 5 validation, 7 "equipments", 8 "no available appointment time
 * under the date", 9 deadlines). A laboratory makes an instrument bookable (price per hour in fen,
 * slot length, opening hours, duration range, magnification range); a researcher books free slots
 * on working days and describes the samples; the laboratory answers with the price; the payment
 * core sells it as an order of type `appointment`. docs/CLOUD.md, "Appointments".
 */

export const EQUIPMENT_KINDS = ['sem', 'tem', 'xrd', 'ebsd', 'microscope', 'tensile', 'impact', 'fatigue', 'hardness', 'spectrometer', 'other'] as const;
export type EquipmentKind = (typeof EQUIPMENT_KINDS)[number];

/** Slot lengths a laboratory may choose (minutes). */
export const SLOT_LENGTHS = [30, 60, 120] as const;
/** Attachments of a demand (spec section 5: at most 5, each at most 50 MB, file kind `attachment`). */
export const MAX_APPOINTMENT_FILES = 5;
/** An unpaid appointment's payment order waits at most this long (and never beyond the appointment's start). */
export const APPOINTMENT_PAYMENT_HOURS = 24;

const text = (max: number) => z.string({ error: 'CloudAppointments.tooLong' }).trim().max(max, 'CloudAppointments.tooLong');
const optionalText = (max: number) => text(max).optional().default('');
const hhmmField = z.string({ error: 'CloudAppointments.outsideHours' }).trim().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'CloudAppointments.outsideHours');
const dayField = z.string({ error: 'CloudAppointments.badDay' }).trim().regex(/^\d{4}-\d{2}-\d{2}$/, 'CloudAppointments.badDay');

export const appointmentNoField = z.string({ error: 'CloudAppointments.notFound' }).trim().regex(/^\d{8}\d{6,10}$/, 'CloudAppointments.notFound');
export const appointmentNoSchema = z.object({ orderNo: appointmentNoField });

/**
 * Magnification typed in the form (spec section 5 "numeric-only input"): a number, or digits with an
 * optional decimal part; empty means "not needed". Its range is the instrument's (checked on the server).
 */
export const magnificationField = z
  .union([z.number({ error: 'CloudAppointments.magnificationNumeric' }).finite('CloudAppointments.magnificationNumeric').positive('CloudAppointments.magnificationNumeric'), z.string({ error: 'CloudAppointments.magnificationNumeric' }).trim().regex(/^(\d{1,7}(\.\d{1,2})?)?$/, 'CloudAppointments.magnificationNumeric')], { error: 'CloudAppointments.magnificationNumeric' })
  .transform((v) => (v === '' ? undefined : Number(v)))
  .optional();

// ---------------------------------------------------------------------------------------------
// Inputs

export const equipmentPageSchema = pageSchema.extend({
  kind: z.enum(EQUIPMENT_KINDS, { error: 'CloudAppointments.badFilter' }).optional(),
  labId: dbId('CloudAppointments.badFilter').optional(),
  province: z.string({ error: 'CloudAppointments.badFilter' }).trim().regex(/^\d{6}$/, 'CloudAppointments.badFilter').optional(),
  keyword: z.string({ error: 'CloudAppointments.tooLong' }).trim().max(64, 'CloudAppointments.tooLong').optional(),
});
export type EquipmentPageInput = z.infer<typeof equipmentPageSchema>;

export const equipmentIdSchema = z.object({ id: dbId('CloudAppointments.noSuchEquipment') });

export const slotsSchema = z.object({
  equipmentId: dbId('CloudAppointments.noSuchEquipment'),
  /** A day: its slots. Without: the 60 days of the calendar with their free slot counts. */
  day: dayField.optional(),
});

export const saveEquipmentSchema = z
  .object({
    equipmentId: dbId('CloudAppointments.noSuchEquipment'),
    bookable: z.boolean({ error: 'CloudAppointments.badChoice' }),
    kind: z.enum(EQUIPMENT_KINDS, { error: 'CloudAppointments.badChoice' }),
    hourlyPriceFen: fenParam(100, 'CloudAppointments.badPrice'),
    slotMinutes: intParam(30, 120, 'CloudAppointments.badSlotLength').refine((n) => (SLOT_LENGTHS as readonly number[]).includes(n), 'CloudAppointments.badSlotLength'),
    openFrom: hhmmField,
    openTo: hhmmField,
    minMinutes: intParam(30, 1440, 'CloudAppointments.badDuration'),
    maxMinutes: intParam(30, 1440, 'CloudAppointments.badDuration'),
    magnificationMin: intParam(1, 10_000_000, 'CloudAppointments.magnificationNumeric').optional(),
    magnificationMax: intParam(1, 10_000_000, 'CloudAppointments.magnificationNumeric').optional(),
  })
  .superRefine((o, ctx) => {
    if (o.openTo <= o.openFrom) ctx.addIssue({ code: 'custom', path: ['openTo'], message: 'CloudAppointments.badHours' });
    if (o.maxMinutes < o.minMinutes || o.minMinutes % o.slotMinutes !== 0 || o.maxMinutes % o.slotMinutes !== 0) ctx.addIssue({ code: 'custom', path: ['maxMinutes'], message: 'CloudAppointments.badDuration' });
    if ((o.magnificationMin === undefined) !== (o.magnificationMax === undefined) || (o.magnificationMin !== undefined && o.magnificationMax! < o.magnificationMin))
      ctx.addIssue({ code: 'custom', path: ['magnificationMax'], message: 'CloudAppointments.badMagnificationRange' });
  });
export type SaveEquipmentInput = z.infer<typeof saveEquipmentSchema>;

/** Spec section 3 "remote research demand"; the price is the laboratory's, never the browser's. */
export const saveAppointmentSchema = z.object({
  equipmentId: dbId('CloudAppointments.noSuchEquipment'),
  day: dayField,
  start: hhmmField,
  durationMinutes: intParam(1, 1440, 'CloudAppointments.badDuration'),
  sampleName: z.string({ error: 'CloudAppointments.sampleNameRequired' }).trim().min(1, 'CloudAppointments.sampleNameRequired').max(100, 'CloudAppointments.tooLong'),
  sampleCount: intParam(1, 500, 'CloudAppointments.badSampleCount'),
  magnetic: z.boolean({ error: 'CloudAppointments.badChoice' }).optional().default(false),
  goldSprayed: z.boolean({ error: 'CloudAppointments.badChoice' }).optional().default(false),
  magnification: magnificationField,
  mainContents: z.string({ error: 'CloudAppointments.contentsRequired' }).trim().min(1, 'CloudAppointments.contentsRequired').max(1000, 'CloudAppointments.tooLong'),
  attachmentIds: z.array(fileIdField, { error: 'Files.noSuchFile' }).max(MAX_APPOINTMENT_FILES, 'CloudAppointments.tooManyFiles').optional().default([]),
  contactName: z.string({ error: 'CloudAppointments.contactRequired' }).trim().min(1, 'CloudAppointments.contactRequired').max(40, 'CloudAppointments.tooLong'),
  contactPhone: mobileField,
  /** One of the caller's saved addresses (user/address): where samples come from and go back to. */
  addressId: dbId('CloudAppointments.selectAddress'),
  remarks: optionalText(500),
});
export type SaveAppointmentInput = z.infer<typeof saveAppointmentSchema>;

export const appointmentScopes = ['mine', 'lab', 'admin'] as const;
export const appointmentFilterSchema = z.object({
  status: z.enum(APPOINTMENT_STATUSES, { error: 'CloudAppointments.badFilter' }).optional(),
  overdue: z.enum(['yes'], { error: 'CloudAppointments.badFilter' }).optional(),
  /** A part of the number, the sample name, the instrument or the researcher's user name. */
  keyword: z.string({ error: 'CloudAppointments.tooLong' }).trim().max(64, 'CloudAppointments.tooLong').optional(),
});
export const appointmentPageSchema = pageSchema.extend({ scope: z.enum(appointmentScopes, { error: 'CloudAppointments.badFilter' }), ...appointmentFilterSchema.shape });
export type AppointmentPageInput = z.infer<typeof appointmentPageSchema>;
export type AppointmentFilterInput = z.infer<typeof appointmentFilterSchema>;

export const statusSchema = z.object({
  orderNo: appointmentNoField,
  action: z.enum(STATUS_ACTIONS, { error: 'CloudAppointments.badChoice' }),
  /** respond: the laboratory's price in fen. */
  priceFen: fenParam(100, 'CloudAppointments.badPrice').optional(),
  /** start / resume: a remote session the researcher follows (https only). */
  sessionLink: z.string({ error: 'CloudAppointments.badLink' }).trim().max(300, 'CloudAppointments.badLink').regex(/^(https:\/\/[^\s<>"']+)?$/, 'CloudAppointments.badLink').optional(),
  note: optionalText(300),
});
export type StatusInput = z.infer<typeof statusSchema>;

const level = intParam(1, 5, 'CloudAppointments.badLevel');
export const appointmentEvaluationSchema = z.object({
  orderNo: appointmentNoField,
  productQuality: level,
  serviceQuality: level,
  cycleTime: level,
  satisfaction: level,
  comment: optionalText(500),
});
export type AppointmentEvaluationInput = z.infer<typeof appointmentEvaluationSchema>;

export const logSchema = z.object({ orderNo: appointmentNoField, note: z.string({ error: 'CloudAppointments.noteRequired' }).trim().min(1, 'CloudAppointments.noteRequired').max(500, 'CloudAppointments.tooLong') });

// ---------------------------------------------------------------------------------------------
// Outputs (money in fen, instants ISO 8601, names in the caller's language)

export interface EquipmentSettingsView {
  bookable: boolean;
  kind: EquipmentKind;
  hourlyPriceFen: number;
  slotMinutes: number;
  openFrom: string;
  openTo: string;
  minMinutes: number;
  maxMinutes: number;
  magnificationMin: number | null;
  magnificationMax: number | null;
  demo: boolean;
}

export interface EquipmentCard {
  id: number;
  name: string;
  model: string;
  maker: string | null;
  labId: number;
  labName: string;
  labSlug: string;
  province: string;
  settings: EquipmentSettingsView | null;
}

export interface CalendarDay {
  day: string;
  working: boolean;
  /** The day's year has no published holidays: not offered (issue 45 item 10). */
  unpublished: boolean;
  /** Free slots left (0 greys the day). */
  free: number;
}

export interface SlotView {
  start: string;
  startAt: string;
  free: boolean;
}

export interface SlotsAnswer {
  days: CalendarDay[];
  slots: SlotView[];
  calendarVersion: string;
  /** Years of the shown days whose official holidays are not yet published: none of their days is offered. */
  unpublishedYears: number[];
}

export interface AppointmentLog {
  id: number;
  kind: 'state' | 'note';
  action: string;
  party: AppointmentParty;
  actor: string | null;
  fromStatus: AppointmentStatus | null;
  toStatus: AppointmentStatus;
  note: string | null;
  createdAt: string;
}

export interface AppointmentRow {
  orderNo: string;
  status: AppointmentStatus;
  equipmentId: number;
  equipment: string;
  model: string;
  labId: number;
  labName: string;
  user: string;
  day: string;
  start: string;
  end: string;
  durationMinutes: number;
  sampleName: string;
  estimateFen: number;
  priceFen: number | null;
  contactDueAt: string;
  quoteDueAt: string;
  overdue: AppointmentOverdue[];
  createdAt: string;
}

export interface AppointmentEvaluationView {
  productQuality: number;
  serviceQuality: number;
  cycleTime: number;
  satisfaction: number;
  comment: string;
  createdAt: string;
}

export interface AppointmentDetail extends AppointmentRow {
  party: AppointmentParty;
  actions: AppointmentAction[];
  sampleCount: number;
  magnetic: boolean;
  goldSprayed: boolean;
  magnification: number | null;
  mainContents: string;
  contactName: string;
  contactPhone: string;
  address: string;
  remarks: string;
  responseNote: string | null;
  respondedAt: string | null;
  contactedAt: string | null;
  sessionLink: string | null;
  attachments: StoredFile[];
  payment: { orderNo: string; status: OrderStatus; amountFen: number; expiresAt: string } | null;
  paidAt: string | null;
  evaluation: AppointmentEvaluationView | null;
  /** State logs for everyone; customer service's notes too for service and the laboratory. */
  logs: AppointmentLog[];
}

// ---------------------------------------------------------------------------------------------
// Calls (spec section 7 "equipments list, page, get, save orders, evaluation, status and customer-service logs")

export const appointmentCalls = {
  list: call('GET', 'equipments/list', z.object({})).returns<EquipmentCard[]>(),
  page: call('GET', 'equipments/page', equipmentPageSchema).returns<Paged<EquipmentCard>>(),
  get: call('GET', 'equipments/get', equipmentIdSchema).returns<EquipmentCard>(),
  slots: call('GET', 'equipments/slots', slotsSchema).returns<SlotsAnswer>(),
  save: call('POST', 'equipments/save', saveEquipmentSchema).returns<EquipmentCard>(),
  saveOrder: call('POST', 'equipments/saveOrder', saveAppointmentSchema).returns<AppointmentDetail>(),
  orderPage: call('GET', 'equipments/orderPage', appointmentPageSchema).returns<Paged<AppointmentRow>>(),
  orderGet: call('GET', 'equipments/orderGet', appointmentNoSchema).returns<AppointmentDetail>(),
  orderExport: call('GET', 'equipments/orderExport', appointmentFilterSchema).xlsx(),
  status: call('POST', 'equipments/status', statusSchema).returns<AppointmentDetail>(),
  pay: call('POST', 'equipments/pay', appointmentNoSchema).returns<AppointmentDetail>(),
  evaluation: call('POST', 'equipments/evaluation', appointmentEvaluationSchema).returns<AppointmentDetail>(),
  logs: call('GET', 'equipments/logs', appointmentNoSchema).returns<AppointmentLog[]>(),
  log: call('POST', 'equipments/log', logSchema).returns<AppointmentLog[]>(),
};
