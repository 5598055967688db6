import { z } from '@/lib/zod';
import { call, dbId, intParam, noInput, pageSchema, type Paged } from '@/lib/contract';
import { mobileField } from '@/lib/auth/contract';
import { fileIdField, type StoredFile } from '@/lib/files/contract';
import type { OrderStatus } from '@/lib/payments/contract';
import type { Address } from '@/lib/account/contract';
import type { ItemParam } from './types';
import { ORDER_ACTIONS, ORDER_STAGES, type OrderAction, type OrderParty, type OrderStage } from './order-stages';

/**
 * The detection / preparation order (issue 15 items 4–6; spec sections 3 "detection order" and
 * "order review", 4 stages, 5 validation messages, 9 deadlines). The customer names what is tested
 * (items of the catalogue, samples, a laboratory it prefers); the server prices it with the
 * catalogue's `estimateForLab`. The laboratory of the order offers the binding price and cycle, the
 * customer accepts, both confirm the generated contract PDF, and the payment core sells it as an
 * order of type `testing`. docs/CLOUD.md, "Orders".
 */

export { ORDER_STAGES, ORDER_ACTIONS };
export type { OrderStage, OrderAction, OrderParty };

export const ORDER_KINDS = ['detection', 'preparation'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** Testing qualification asked for (spec section 3): any, CMA, CNAS, or both. */
export const QUALIFICATIONS = ['any', 'CMA', 'CNAS', 'CMA_CNAS'] as const;
export type Qualification = (typeof QUALIFICATIONS)[number];

/** Sample delivery (spec section 3): sent to the laboratory, or picked up at the customer's address. */
export const DELIVERY_METHODS = ['send', 'pickup'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** Smelting (spec section 3: furnace type, smelting mode). */
export const FURNACE_TYPES = ['vacuumInduction', 'induction', 'electricArc', 'electroslag'] as const;
export const SMELTING_MODES = ['vacuum', 'argon', 'air'] as const;
export const COOLING_METHODS = ['air', 'water', 'oil', 'furnace', 'controlled'] as const;
/** Elements a smelting target composition may name. */
export const ELEMENTS = ['C', 'Si', 'Mn', 'P', 'S', 'Cr', 'Ni', 'Mo', 'V', 'Nb', 'Ti', 'Al', 'Cu', 'B', 'N'] as const;

/** Five satisfaction levels (spec section 3 "order review"), 1 = very dissatisfied … 5 = very satisfied. */
export const SATISFACTION_LEVELS = [1, 2, 3, 4, 5] as const;

export const MAX_SAMPLES = 500;
export const MAX_ITEMS = 30;
/** Spec section 9: customer service contacts the customer within 1 working day, quotes within 24 hours. */
export const CONTACT_WORKING_DAYS = 1;
export const QUOTE_HOURS = 24;
/** An unpaid testing contract's payment order waits this many days (bank transfers take days). */
export const PAYMENT_DAYS = 14;

// ---------------------------------------------------------------------------------------------
// Field rules (the form checks each field with these too)

const text = (max: number) => z.string({ error: 'CloudOrders.tooLong' }).trim().max(max, 'CloudOrders.tooLong');
const optionalText = (max: number) => text(max).optional().default('');

/**
 * A number typed in a field (spec section 5 "numeric-only input"): digits with an optional decimal
 * part, or a JSON number ≥ 0; an empty field is "not given".
 */
export const numericField = z
  .union([z.number({ error: 'CloudOrders.numericOnly' }).finite('CloudOrders.numericOnly').min(0, 'CloudOrders.numericOnly'), z.string({ error: 'CloudOrders.numericOnly' }).trim().regex(/^(\d{1,7}(\.\d{1,4})?)?$/, 'CloudOrders.numericOnly')], { error: 'CloudOrders.numericOnly' })
  .transform((v) => (v === '' ? undefined : Number(v)))
  .optional();

export const projectNameField = z.string({ error: 'CloudOrders.projectRequired' }).trim().min(1, 'CloudOrders.projectRequired').max(100, 'CloudOrders.tooLong');

export const sampleSchema = z.object({
  sampleNo: z.string({ error: 'CloudOrders.sampleNoRequired' }).trim().min(1, 'CloudOrders.sampleNoRequired').max(40, 'CloudOrders.tooLong'),
  /** Material or composition as the customer knows it, e.g. Q355B. */
  material: z.string({ error: 'CloudOrders.materialRequired' }).trim().min(1, 'CloudOrders.materialRequired').max(60, 'CloudOrders.tooLong'),
  state: optionalText(60),
  processing: optionalText(100),
  quantity: intParam(1, 999, 'CloudOrders.badQuantity').optional().default(1),
});
export type SampleInput = z.infer<typeof sampleSchema>;

const componentSchema = z
  .object({
    /** Empty while the row's element is not chosen yet: refused ("unselected smelting components"). */
    element: z.union([z.enum(ELEMENTS), z.literal('')], { error: 'CloudOrders.componentUnselected' }),
    min: numericField,
    max: numericField,
  })
  .superRefine((c, ctx) => {
    if (c.element === '') ctx.addIssue({ code: 'custom', path: ['element'], message: 'CloudOrders.componentUnselected' });
    if (c.min !== undefined && c.max !== undefined && c.max < c.min) ctx.addIssue({ code: 'custom', path: ['max'], message: 'CloudOrders.maxBelowMin' });
  });

const rangeSchema = z
  .object({ startTemp: numericField, finishTemp: numericField, thicknessFrom: numericField, thicknessTo: numericField })
  .superRefine((r, ctx) => {
    if (r.thicknessFrom !== undefined && r.thicknessTo !== undefined && r.thicknessTo > r.thicknessFrom)
      ctx.addIssue({ code: 'custom', path: ['thicknessTo'], message: 'CloudOrders.finalThicker' });
  });

export const preparationSchema = z.object({
  components: z.array(componentSchema).max(ELEMENTS.length, 'CloudOrders.tooMany').optional().default([]),
  furnaceType: z.enum(FURNACE_TYPES, { error: 'CloudOrders.badChoice' }).optional(),
  ingotWeightKg: numericField,
  smeltingMode: z.enum(SMELTING_MODES, { error: 'CloudOrders.badChoice' }).optional(),
  furnaces: intParam(1, 99, 'CloudOrders.numericOnly').optional(),
  forging: rangeSchema.optional(),
  rolling: rangeSchema.optional(),
  heatTreatment: optionalText(200),
  cooling: z.enum(COOLING_METHODS, { error: 'CloudOrders.badChoice' }).optional(),
});
export type PreparationInput = z.infer<typeof preparationSchema>;

/** One item of the order with the parameters the customer chose (impact temperature, hardness scale …: the item's `params`). */
export const orderItemSchema = z.object({
  itemId: dbId('CloudOrders.noSuchItem'),
  params: z
    .record(z.string().regex(/^[a-zA-Z][a-zA-Z0-9]{0,29}$/, 'CloudOrders.badParam'), z.union([z.string().trim().max(40, 'CloudOrders.badParam'), z.number().finite('CloudOrders.badParam')], { error: 'CloudOrders.badParam' }), { error: 'CloudOrders.badParam' })
    .optional()
    .default({}),
});
export type OrderItemInput = z.input<typeof orderItemSchema>;

/**
 * cloudOrder/save: the order form of /cloud/requirementFill and /cloud/highThroughput. The order's
 * kind follows its items: any preparation service makes it a preparation order.
 */
export const saveCloudOrderSchema = z
  .object({
    /** A batch of many samples under one parameter grid (/cloud/highThroughput), priced per sample. */
    highThroughput: z.boolean({ error: 'CloudOrders.badChoice' }).optional().default(false),
    projectName: projectNameField,
    items: z.array(orderItemSchema, { error: 'CloudOrders.selectItems' }).min(1, 'CloudOrders.selectItems').max(MAX_ITEMS, 'CloudOrders.tooMany'),
    /** The laboratory chosen in the estimate: the order is priced with its offerings; customer service may send it elsewhere. */
    labId: dbId('CloudOrders.selectLab'),
    samples: z.array(sampleSchema, { error: 'CloudOrders.keepOneSample' }).min(1, 'CloudOrders.keepOneSample').max(MAX_SAMPLES, 'CloudOrders.tooMany'),
    executiveStandard: optionalText(100),
    qualification: z.enum(QUALIFICATIONS, { error: 'CloudOrders.badChoice' }).optional().default('any'),
    preparation: preparationSchema.optional(),
    deliveryMethod: z.enum(DELIVERY_METHODS, { error: 'CloudOrders.badChoice' }).optional().default('send'),
    /** One of the caller's saved delivery addresses (user/address): pickup address and where results and samples go back. */
    addressId: dbId('CloudOrders.selectAddress'),
    contactName: z.string({ error: 'CloudOrders.contactRequired' }).trim().min(1, 'CloudOrders.contactRequired').max(40, 'CloudOrders.tooLong'),
    contactPhone: mobileField,
    remarks: optionalText(500),
    attachmentIds: z.array(fileIdField, { error: 'Files.noSuchFile' }).max(5, 'CloudOrders.tooManyFiles').optional().default([]),
    /** Spec section 5: must read and agree to the technical service agreement. */
    agreement: z.literal(true, { error: 'CloudOrders.agreementRequired' }),
  })
  .superRefine((o, ctx) => {
    const items = new Set<number>();
    o.items.forEach((item, i) => {
      if (items.has(item.itemId)) ctx.addIssue({ code: 'custom', path: ['items', i, 'itemId'], message: 'CloudOrders.duplicateItem' });
      items.add(item.itemId);
    });
    const seen = new Set<string>();
    o.samples.forEach((s, i) => {
      if (seen.has(s.sampleNo)) ctx.addIssue({ code: 'custom', path: ['samples', i, 'sampleNo'], message: 'CloudOrders.duplicateSampleNo' });
      seen.add(s.sampleNo);
    });
  });
export type SaveCloudOrderInput = z.input<typeof saveCloudOrderSchema>;
export type SaveCloudOrderParsed = z.output<typeof saveCloudOrderSchema>;

/** cloudOrder/estimate: the live estimate of the form (the same function prices the order). */
export const orderEstimateSchema = z.object({
  labId: dbId('CloudOrders.selectLab'),
  items: z.array(orderItemSchema, { error: 'CloudOrders.selectItems' }).min(1, 'CloudOrders.selectItems').max(MAX_ITEMS, 'CloudOrders.tooMany'),
  sampleCount: intParam(1, MAX_SAMPLES, 'CloudOrders.keepOneSample'),
});
export type OrderEstimateInput = z.infer<typeof orderEstimateSchema>;

export const cloudOrderNoField = z.string({ error: 'CloudOrders.notFound' }).trim().regex(/^\d{8}\d{6,10}$/, 'CloudOrders.notFound');
export const cloudOrderNoSchema = z.object({ orderNo: cloudOrderNoField });

export const assignSchema = z.object({ orderNo: cloudOrderNoField, labId: dbId('CloudOrders.noSuchLab') });
export const contactSchema = z.object({ orderNo: cloudOrderNoField, note: optionalText(300) });

/** The laboratory's offer: the seller names its price (integer fen) and cycle in working days. */
export const offerSchema = z.object({
  orderNo: cloudOrderNoField,
  priceFen: intParam(100, 100_000_000, 'CloudOrders.badPrice'),
  cycleDays: intParam(1, 120, 'CloudOrders.badCycle'),
  note: optionalText(300),
});
export type OfferInput = z.infer<typeof offerSchema>;

export const deliverSchema = z.object({
  orderNo: cloudOrderNoField,
  /** The report PDF uploaded with kind `report`. */
  reportFileId: fileIdField,
  dataFileIds: z.array(fileIdField, { error: 'Files.noSuchFile' }).max(5, 'CloudOrders.tooManyFiles').optional().default([]),
});
export type DeliverInput = z.infer<typeof deliverSchema>;

const level = intParam(1, 5, 'CloudOrders.badLevel');
export const evaluateSchema = z.object({
  orderNo: cloudOrderNoField,
  productQuality: level,
  serviceQuality: level,
  cycleTime: level,
  satisfaction: level,
  comment: optionalText(500),
});
export type EvaluateInput = z.infer<typeof evaluateSchema>;

export const cancelSchema = z.object({ orderNo: cloudOrderNoField, reason: optionalText(300) });

export const myOrderPageSchema = pageSchema.extend({
  stage: z.enum(ORDER_STAGES, { error: 'CloudOrders.badFilter' }).optional(),
  kind: z.enum(ORDER_KINDS, { error: 'CloudOrders.badFilter' }).optional(),
});
export type MyOrderPageInput = z.infer<typeof myOrderPageSchema>;

export const adminOrderFilterSchema = z.object({
  stage: z.enum(ORDER_STAGES, { error: 'CloudOrders.badFilter' }).optional(),
  overdue: z.enum(['yes'], { error: 'CloudOrders.badFilter' }).optional(),
  /** A part of the order number, the project name or the customer's user name. */
  keyword: z.string().trim().max(64, 'CloudOrders.tooLong').optional(),
});
export const adminOrderPageSchema = pageSchema.extend(adminOrderFilterSchema.shape);
export type AdminOrderFilterInput = z.infer<typeof adminOrderFilterSchema>;
export type AdminOrderPageInput = z.infer<typeof adminOrderPageSchema>;

export const publicPageSchema = pageSchema.extend({ kind: z.enum(ORDER_KINDS, { error: 'CloudOrders.badFilter' }).optional() });
export type PublicPageInput = z.infer<typeof publicPageSchema>;
export const requirementIdSchema = z.object({ id: dbId('CloudOrders.notFound') });

/** Verification codes printed on reports: 16 characters of Crockford base32 (no I, L, O, U). */
export const VERIFY_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{16}$/;
export const verifyCodeSchema = z.object({ code: z.string({ error: 'CloudOrders.badCode' }).trim().toUpperCase().regex(VERIFY_CODE_PATTERN, 'CloudOrders.badCode') });

export const gradePageSchema = pageSchema;

// ---------------------------------------------------------------------------------------------
// Outputs (money in integer fen; dates ISO 8601; names in the caller's language)

export interface OrderEstimate {
  labId: number;
  labName: string;
  /** Per sample, over all items. */
  perSampleFen: number;
  sampleCount: number;
  totalFen: number;
  /** Working days (Chinese calendar) of the slowest item. */
  cycleDays: number;
  /** Delivery date counted from today in working days (YYYY-MM-DD). */
  dueDate: string;
  /** Items the laboratory does not offer (not priced). */
  missingItemIds: number[];
  lines: { itemId: number; name: string; unitFen: number; cycleDays: number }[];
  calendarVersion: string;
}

export type OverdueFlag = 'contact' | 'quote';

export interface OrderItemView {
  id: number;
  name: string;
  /** The standard the item follows (e.g. GB/T 228.1-2021). */
  standard: string | null;
}

export interface CloudOrderRow {
  orderNo: string;
  kind: OrderKind;
  highThroughput: boolean;
  projectName: string;
  stage: OrderStage;
  labId: number | null;
  labName: string | null;
  items: string[];
  sampleCount: number;
  estimateFen: number;
  offerFen: number | null;
  createdAt: string;
  /** Spec section 9 deadlines: contact within 1 working day, quote within 24 hours of sending to the laboratory. */
  contactDueAt: string;
  contactedAt: string | null;
  quoteDueAt: string | null;
  overdue: OverdueFlag[];
  /** The customer's user name (customer service and the laboratory only). */
  customer?: string;
}

export interface OrderEvent {
  action: OrderAction;
  party: OrderParty;
  fromStage: OrderStage | null;
  toStage: OrderStage;
  note: string | null;
  at: string;
}

export interface ReportView {
  name: string;
  url: string;
  code: string;
  /** SHA-256 of the delivered file (the stamped PDF the customer downloads). */
  sha256: string;
  /** SHA-256 of the laboratory's original upload, before the verification stamp. */
  originalSha256: string;
  issuedAt: string;
}

export interface CloudOrderDetail extends CloudOrderRow {
  id: number;
  /** Who the caller is to this order, and what the caller may do now. */
  party: OrderParty;
  actions: OrderAction[];
  /** The laboratory the customer chose in the estimate (the one the order was priced with). */
  preferredLabId: number | null;
  items: string[];
  itemViews: OrderItemView[];
  samples: SampleInput[];
  executiveStandard: string;
  qualification: Qualification;
  preparation: PreparationInput | null;
  deliveryMethod: DeliveryMethod;
  address: string;
  contactName: string;
  contactPhone: string;
  remarks: string;
  attachments: StoredFile[];
  estimateDays: number;
  estimateDueDate: string;
  offer: { priceFen: number; cycleDays: number; note: string; at: string } | null;
  contract: { url: string | null; customerConfirmedAt: string | null; labConfirmedAt: string | null } | null;
  payment: { orderNo: string; status: OrderStatus; amountFen: number; channel: string | null } | null;
  paid: boolean;
  /** Delivery date promised by the offer, counted in working days from the payment. */
  dueDate: string | null;
  /** Null until delivered, and for the customer until the payment is confirmed. */
  results: { report: ReportView | null; data: StoredFile[] } | null;
  evaluation: Evaluation | null;
  events: OrderEvent[];
}

export interface PublicRequirement {
  id: number;
  kind: OrderKind;
  highThroughput: boolean;
  projectName: string;
  stage: OrderStage;
  items: string[];
  materials: string[];
  sampleCount: number;
  qualification: Qualification;
  createdAt: string;
}

export interface Evaluation {
  productQuality: number;
  serviceQuality: number;
  cycleTime: number;
  satisfaction: number;
  comment: string;
  at: string;
}

export interface ReportVerification {
  code: string;
  orderNo: string;
  labName: string;
  /** Which bytes the hashes cover (docs/CLOUD.md). */
  sha256: string;
  originalSha256: string;
  fileName: string;
  size: number;
  issuedAt: string;
  items: string[];
}

export interface LabGrade {
  labId: number;
  labName: string;
  ratingCount: number;
  /** Mean of the satisfaction levels, 1–5 with one decimal; null without ratings. */
  rating: number | null;
  completed: number;
}

export interface RecentEvaluation extends Evaluation {
  labName: string;
  items: string[];
}

export interface CloudGrades {
  labs: LabGrade[];
  recent: Paged<RecentEvaluation>;
}

/** What the order form chooses from: the catalogue's items, the laboratories with what they offer, the caller's addresses. */
export interface OrderFormOptions {
  items: { id: number; code: string; kind: OrderKind; category: string; name: string; standard: string | null; unit: 'sample' | 'batch'; params: ItemParam[] }[];
  labs: { id: number; slug: string; name: string; cma: boolean; cnas: boolean; demo: boolean; itemIds: number[]; rating: number | null }[];
  addresses: Address[];
}

export interface CloudFigures {
  ordersTotal: number;
  ordersCompleted: number;
  ratingCount: number;
  averageRating: number | null;
}

// ---------------------------------------------------------------------------------------------
// Calls

export const cloudOrderCalls = {
  formOptions: call('GET', 'cloudOrder/formOptions', noInput).returns<OrderFormOptions>(),
  estimate: call('POST', 'cloudOrder/estimate', orderEstimateSchema).returns<OrderEstimate>(),
  save: call('POST', 'cloudOrder/save', saveCloudOrderSchema).returns<CloudOrderDetail>(),
  get: call('GET', 'cloudOrder/get', cloudOrderNoSchema).returns<CloudOrderDetail>(),
  pageMine: call('GET', 'cloudOrder/pageMine', myOrderPageSchema).returns<Paged<CloudOrderRow>>(),
  pageLab: call('GET', 'cloudOrder/pageLab', myOrderPageSchema).returns<Paged<CloudOrderRow>>(),
  pageAdmin: call('GET', 'cloudOrder/pageAdmin', adminOrderPageSchema).returns<Paged<CloudOrderRow>>(),
  exportAdmin: call('GET', 'cloudOrder/exportAdmin', adminOrderFilterSchema).xlsx(),
  pagePublic: call('GET', 'cloudOrder/pagePublic', publicPageSchema).returns<Paged<PublicRequirement>>(),
  getPublic: call('GET', 'cloudOrder/getPublic', requirementIdSchema).returns<PublicRequirement & { mine: string | null }>(),
  contact: call('POST', 'cloudOrder/contact', contactSchema).returns<CloudOrderDetail>(),
  assign: call('POST', 'cloudOrder/assign', assignSchema).returns<CloudOrderDetail>(),
  offer: call('POST', 'cloudOrder/offer', offerSchema).returns<CloudOrderDetail>(),
  accept: call('POST', 'cloudOrder/accept', cloudOrderNoSchema).returns<CloudOrderDetail>(),
  confirmContract: call('POST', 'cloudOrder/confirmContract', cloudOrderNoSchema).returns<CloudOrderDetail>(),
  pay: call('POST', 'cloudOrder/pay', cloudOrderNoSchema).returns<CloudOrderDetail>(),
  deliver: call('POST', 'cloudOrder/deliver', deliverSchema).returns<CloudOrderDetail>(),
  complete: call('POST', 'cloudOrder/complete', cloudOrderNoSchema).returns<CloudOrderDetail>(),
  evaluate: call('POST', 'cloudOrder/evaluate', evaluateSchema).returns<CloudOrderDetail>(),
  cancel: call('POST', 'cloudOrder/cancel', cancelSchema).returns<CloudOrderDetail>(),
  verifyReport: call('GET', 'cloudOrder/verifyReport', verifyCodeSchema).returns<ReportVerification>(),
  grades: call('GET', 'cloudOrder/grades', gradePageSchema).returns<CloudGrades>(),
  figures: call('GET', 'cloudOrder/figures', noInput).returns<CloudFigures>(),
};
