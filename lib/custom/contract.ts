import { textLimit, z } from '@/lib/zod';
import { call, dbId, pageSchema, yuanParam, type Paged } from '@/lib/contract';
import { fileIdField, type StoredFile } from '@/lib/files/contract';
import { PRICE_UNITS, PRODUCT_TYPES, type PriceUnit, type ProductShape, type ProductType } from '@/lib/products/enums';
import { priceProblem } from '@/lib/products/price';
import { MAX_TEXT_CHARS } from '@/lib/text-length';
import { DIMENSIONS, MAX_LINES, type Dimension } from './dimensions';
import type { OrderStage } from '@/lib/cloud/order-stages';
import { CUSTOM_STAGES, EXECUTING_STEPS, REQUESTED_ACTIONS, type CustomAction, type CustomParty, type CustomStage } from './stages';

/**
 * The customisation order (issue 34; spec sections 3 "customization order", 4 stages and custom steps,
 * 5 "Product customisation text fields: at most 50 characters", "Select a reference product first",
 * "Keep at least one item", "Up to 5 records", 7 "material/custom calls", 9 contact within 1 working
 * day, quote within 24 hours). Paid through the payment core as order type `custom`. docs/CUSTOM.md.
 */

export { CUSTOM_STAGES, type CustomStage, type CustomAction, type CustomParty };

/** A text of at most 50 user-perceived characters and its code-point ceiling (lib/text-length.ts; the form counts the same way). */
const text50 = z
  .string()
  .trim()
  .superRefine(textLimit(MAX_TEXT_CHARS, { tooLong: 'Custom.tooLong', tooManyCodePoints: 'Custom.tooManyCodePoints' }));
const optional50 = text50.optional().default('');
const required50 = (required: string) => text50.pipe(z.string().min(1, required));

/** A dimension in mm: a positive number, or empty. */
const dimension = z
  .union([z.number(), z.null(), z.string().trim().regex(/^$|^\d+(\.\d+)?$/).transform((s) => (s === '' ? null : Number(s)))], { error: 'Custom.badNumber' })
  .pipe(z.number().positive('Custom.badNumber').max(100_000, 'Custom.badNumber').nullable())
  .optional()
  .default(null);

export const lineSchema = z.object({
  ...(Object.fromEntries(DIMENSIONS.map((d) => [d, dimension])) as Record<Dimension, typeof dimension>),
  quantity: z.union([z.number(), z.string().trim().regex(/^\d+$/).transform(Number)], { error: 'Custom.badQuantity' }).pipe(z.number().int('Custom.badQuantity').min(1, 'Custom.badQuantity').max(1_000_000, 'Custom.badQuantity')),
});
export type LineInput = z.input<typeof lineSchema>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const customFormSchema = z
  .object({
    /** A draft being edited or submitted. */
    orderNo: z.string().trim().max(32).optional(),
    projectName: required50('Custom.projectNameRequired'),
    materialType: z.enum(PRODUCT_TYPES, { error: 'Custom.materialTypeRequired' }),
    productId: dbId('Custom.productRequired'),
    lines: z.array(lineSchema, { error: 'Custom.keepOneItem' }).min(1, 'Custom.keepOneItem').max(MAX_LINES, 'Custom.upToFive'),
    technicalRequirement: optional50,
    application: optional50,
    /** YYYY-MM-DD, after today (China time), checked by the server with its clock. */
    deliveryDate: z.string({ error: 'Custom.deliveryDateRequired' }).trim().regex(DAY, 'Custom.deliveryDateRequired'),
    remarks: optional50,
    environment: optional50,
    orderingFrequency: optional50,
    costLimit: z.string().trim().max(20).optional().default(''),
    costUnit: z.enum(PRICE_UNITS, { error: 'Custom.costUnitRequired' }).optional().default('yuan'),
    producerRequirements: optional50,
    ipRequirements: optional50,
    fundingSource: optional50,
    contact: required50('Custom.contactRequired'),
    pictureIds: z.array(fileIdField).max(5, 'Custom.tooManyFiles').optional().default([]),
    attachmentIds: z.array(fileIdField).max(5, 'Custom.tooManyFiles').optional().default([]),
  })
  .superRefine((v, ctx) => {
    const problem = v.costLimit ? priceProblem(v.costLimit, v.costUnit, 'Custom.badCost') : null;
    if (problem) ctx.addIssue({ code: 'custom', path: ['costLimit'], message: problem });
  });
export type CustomFormInput = z.input<typeof customFormSchema>;
export type CustomFormParsed = z.output<typeof customFormSchema>;

export const orderNoSchema = z.object({ orderNo: z.string({ error: 'Custom.noSuchOrder' }).trim().min(1, 'Custom.noSuchOrder').max(32, 'Custom.noSuchOrder') });

export const CUSTOM_SCOPES = ['mine', 'supplier', 'admin', 'company'] as const;
export const customPageSchema = pageSchema.extend({
  scope: z.enum(CUSTOM_SCOPES, { error: 'Custom.badScope' }).optional().default('mine'),
  stage: z.enum([...CUSTOM_STAGES, 'draft'], { error: 'Custom.badStage' }).optional(),
  keyword: z.string().trim().max(50, 'Custom.tooLong').optional(),
});

export const actionSchema = z.object({
  orderNo: orderNoSchema.shape.orderNo,
  action: z.enum(REQUESTED_ACTIONS, { error: 'Custom.badAction' }),
  /** reviewFail, cancel, cancelContract: the reason; other steps: an optional note. */
  note: z.string().trim().max(500, 'Custom.noteTooLong').optional().default(''),
  /** draftContract: the total amount in yuan, answered as fen (at most MAX_AMOUNT_FEN, lib/money.ts). */
  total: yuanParam(1, 'Custom.badTotal').optional(),
  /** assign: the supplier company. */
  companyId: dbId('Custom.noSuchCompany').optional(),
});
export type ActionInput = z.output<typeof actionSchema>;

export const QUALITIES = ['quality', 'delivery', 'service'] as const;
const level = z.number({ error: 'Custom.badLevel' }).int('Custom.badLevel').min(1, 'Custom.badLevel').max(5, 'Custom.badLevel');
export const evaluateSchema = z.object({
  orderNo: orderNoSchema.shape.orderNo,
  quality: level,
  delivery: level,
  service: level,
  comment: z.string().trim().max(500, 'Custom.noteTooLong').optional().default(''),
});

export const paySchema = z.object({ orderNo: orderNoSchema.shape.orderNo });

// ---------------------------------------------------------------------------------------------
// Outputs

export interface CustomLine extends Partial<Record<Dimension, number | null>> {
  quantity: number;
}

export interface CustomEvent {
  action: CustomAction;
  party: CustomParty;
  actorName: string;
  from: CustomStage | null;
  to: CustomStage;
  note: string | null;
  /** The amount the step set (draftContract: the contract total), in fen; the screen formats it as every amount is. */
  amountFen: number | null;
  at: string;
}

export interface CustomRow {
  orderNo: string;
  projectName: string;
  /** null: a draft. */
  stage: CustomStage | null;
  productId: number;
  productName: string;
  shape: ProductShape;
  customerName: string;
  supplierName: string | null;
  totalFen: number | null;
  submittedAt: string | null;
  updatedAt: string;
  /** Customer service's deadlines (spec section 9): contact within 1 working day, the quote within 24 hours. */
  contactDue: string | null;
  quoteDue: string | null;
  overdue: ('contact' | 'quote')[];
  /** The executing steps done (0–4). */
  done: number;
}

export interface CustomDetail extends CustomRow {
  materialType: ProductType;
  lines: CustomLine[];
  fields: Record<'technicalRequirement' | 'application' | 'remarks' | 'environment' | 'orderingFrequency' | 'producerRequirements' | 'ipRequirements' | 'fundingSource' | 'contact', string>;
  deliveryDate: string;
  costLimitFen: number | null;
  costUnit: PriceUnit;
  pictures: StoredFile[];
  attachments: StoredFile[];
  contract: StoredFile | null;
  customerSignedAt: string | null;
  supplierSignedAt: string | null;
  paymentOrderNo: string | null;
  paid: boolean;
  evaluation: { quality: number; delivery: number; service: number; comment: string } | null;
  events: CustomEvent[];
  /** The caller's side and what it may do now. */
  party: CustomParty;
  actions: CustomAction[];
}

export interface CustomFormOptions {
  materialTypes: readonly ProductType[];
  products: { id: number; name: string; shape: ProductShape; type: ProductType; companyName: string }[];
  executingSteps: typeof EXECUTING_STEPS;
}

/** Custom detection (docs/CUSTOM.md): a detection order opened for the product testing of a customisation order. */
export interface CustomDetectionRow {
  orderNo: string;
  projectName: string;
  kind: 'detection' | 'preparation';
  /** lib/cloud/order-stages.ts */
  stage: OrderStage;
  sampleCount: number;
  createdAt: string;
  /** The detection order's id: its detail is /cloud/requirementDetail?id=. */
  id: number;
  /** The caller placed it (its supplier). */
  mine: boolean;
  /**
   * The caller may open its detail: the supplier who placed it, customer service, and the customisation
   * order's customer (read only, as `observer` of cloudOrder/get).
   */
  canView: boolean;
}

export interface CustomDetections {
  orderNo: string;
  projectName: string;
  stage: CustomStage;
  materialType: ProductType;
  lineCount: number;
  party: CustomParty;
  /** The supplier at the product testing step: it may open detection orders (/cloud/requirementFill?customOrderNo=). */
  canOpen: boolean;
  detections: CustomDetectionRow[];
}

export const customCalls = {
  formOptions: call('GET', 'material/custom/formOptions', z.object({})).returns<CustomFormOptions>(),
  save: call('POST', 'material/custom/save', customFormSchema).returns<CustomDetail>(),
  submit: call('POST', 'material/custom/submit', customFormSchema).returns<CustomDetail>(),
  page: call('GET', 'material/custom/page', customPageSchema).returns<Paged<CustomRow>>(),
  get: call('GET', 'material/custom/get', orderNoSchema).returns<CustomDetail>(),
  action: call('POST', 'material/custom/action', actionSchema).returns<CustomDetail>(),
  pay: call('POST', 'material/custom/pay', paySchema).returns<{ paymentOrderNo: string; amountFen: number }>(),
  evaluate: call('POST', 'material/custom/evaluate', evaluateSchema).returns<CustomDetail>(),
  detections: call('GET', 'material/custom/detections', orderNoSchema).returns<CustomDetections>(),
};
