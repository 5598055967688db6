import { z } from '@/lib/zod';
import { dbId, fenParam, intParam, pageSchema } from '@/lib/contract';
import { fileIdField, type StoredFile } from '@/lib/files/contract';
import type { OrderStatus } from '@/lib/payments/contract';
import { optionalText, ORDER_KINDS, type DeliveryMethod, type OrderKind, type PreparationInput, type Qualification, type SampleInput } from './order-form-contract';
import { ORDER_STAGES, type OrderAction, type OrderParty, type OrderStage } from './order-stages';

/**
 * The order's workflow after the form (spec sections 4 stages and 9 deadlines): the steps' inputs
 * (contact, assign, offer, deliver, evaluate, cancel), the lists and their filters, and the order as
 * each party sees it.
 */

/** Spec section 9: customer service contacts the customer within 1 working day, quotes within 24 hours. */
export const CONTACT_WORKING_DAYS = 1;
export const QUOTE_HOURS = 24;
/** An unpaid testing contract's payment order waits this many days (bank transfers take days). */
export const PAYMENT_DAYS = 14;

export const cloudOrderNoField = z.string({ error: 'CloudOrders.notFound' }).trim().regex(/^\d{8}\d{6,10}$/, 'CloudOrders.notFound');
export const cloudOrderNoSchema = z.object({ orderNo: cloudOrderNoField });

export const assignSchema = z.object({ orderNo: cloudOrderNoField, labId: dbId('CloudOrders.noSuchLab') });
export const contactSchema = z.object({ orderNo: cloudOrderNoField, note: optionalText(300) });

/** The laboratory's offer: the seller names its price (integer fen) and cycle in working days. */
export const offerSchema = z.object({
  orderNo: cloudOrderNoField,
  priceFen: fenParam(100, 'CloudOrders.badPrice'),
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

// ---------------------------------------------------------------------------------------------
// Outputs (money in integer fen; dates ISO 8601; names in the caller's language)

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

/**
 * Who reads an order: one of its parties, or an `observer`: the customer of the customisation order a
 * detection order is linked to (custom detection, docs/CUSTOM.md), who reads it without acting and
 * without the supplier's contact, address, files, offer, contract, payment or results.
 */
export type OrderViewer = OrderParty | 'observer';

export interface CloudOrderDetail extends CloudOrderRow {
  id: number;
  /** Who the caller is to this order, and what the caller may do now. */
  party: OrderViewer;
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

export interface Evaluation {
  productQuality: number;
  serviceQuality: number;
  cycleTime: number;
  satisfaction: number;
  comment: string;
  at: string;
}
