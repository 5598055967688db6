import { z } from '@/lib/zod';
import { dbId, intParam } from '@/lib/contract';
import { mobileField } from '@/lib/auth/contract';
import { fileIdField } from '@/lib/files/contract';
import type { Address } from '@/lib/account/contract';
import type { ItemParam } from './types';

/**
 * The detection / preparation order form (spec sections 3 "detection order" and 5 validation
 * messages): what the customer chooses from, the field rules the form and the server share, the
 * live estimate. The order's workflow is in order-workflow-contract.ts; the calls in order-contract.ts.
 */

export const ORDER_KINDS = ['detection', 'preparation'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

export { COOLING_METHODS, DELIVERY_METHODS, ELEMENTS, FURNACE_TYPES, QUALIFICATIONS, SMELTING_MODES } from './order-form-enums';
export type { DeliveryMethod, Qualification } from './order-form-enums';
import { COOLING_METHODS, DELIVERY_METHODS, ELEMENTS, FURNACE_TYPES, QUALIFICATIONS, SMELTING_MODES } from './order-form-enums';

/** Five satisfaction levels (spec section 3 "order review"), 1 = very dissatisfied … 5 = very satisfied. */
export const SATISFACTION_LEVELS = [1, 2, 3, 4, 5] as const;

export const MAX_SAMPLES = 500;
export const MAX_ITEMS = 30;

// ---------------------------------------------------------------------------------------------
// Field rules (the form checks each field with these too)

const text = (max: number) => z.string({ error: 'CloudOrders.tooLong' }).trim().max(max, 'CloudOrders.tooLong');
export const optionalText = (max: number) => text(max).optional().default('');

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
    /** Custom detection (docs/CUSTOM.md): the customisation order whose product testing this is (its supplier only). */
    customOrderNo: z.string({ error: 'Custom.noSuchOrder' }).trim().min(1, 'Custom.noSuchOrder').max(32, 'Custom.noSuchOrder').optional(),
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
  /** Years from today to the due date whose official holidays are not yet published. */
  unpublishedYears: number[];
}

/** What the order form chooses from: the catalogue's items, the laboratories with what they offer, the caller's addresses. */
export interface OrderFormOptions {
  items: { id: number; code: string; kind: OrderKind; category: string; name: string; standard: string | null; unit: 'sample' | 'batch'; params: ItemParam[] }[];
  labs: { id: number; slug: string; name: string; cma: boolean; cnas: boolean; demo: boolean; itemIds: number[]; rating: number | null }[];
  addresses: Address[];
}
