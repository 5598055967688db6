import { z } from '@/lib/zod';
import { call, dbId, intParam, noInput, pageSchema, type Paged } from '@/lib/contract';

/**
 * Orders, payments, invoices and VIP membership (issue 12; spec sections 3, 4, 7, 9): the one order
 * model every paid thing stands on. The browser names WHAT it buys (a plan code, catalogue item ids
 * and quantities, a saved address, a saved invoice title); the server computes every price, amount,
 * status and owner from the database. Any other key (price, amount, status, userId …) is refused by
 * the dispatcher's strict input rule (lib/server/api/input-rules.ts), so it can change nothing.
 *
 * Order creation (`saveVipOrder`, `saveBooksOrder`, `saveReportOrder`) honours an `Idempotency-Key`
 * header (1–64 characters of [A-Za-z0-9_-:.]): the same key with the same body answers the first
 * answer, the same key with a different body is refused (`Payments.idempotencyConflict`, HTTP 409).
 *
 * Paying an order: `pay/wxpay/native/order` answers the WeChat QR code as a PNG image (GET, so an
 * <img> can show it with the session cookie); `pay/alipay/certUnifiedOrder` answers the Alipay
 * wallet page URL (or a precreate QR content). Then the screen polls `getOrderStatus` until the
 * status is no longer `waiting`. Only a verified provider notification, the reconciliation job or
 * customer service (offline transfer) ever marks an order paid; a success page never does.
 */

// ---------------------------------------------------------------------------------------------
// Enumerations (status → tag maps and filters of the screens use these; labels in Payments.*)

/** Spec section 4: waiting for payment, already paid, cancelled. */
export const ORDER_STATUSES = ['waiting', 'paid', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What an order sells; later issues add their lines (data products, testing). */
export const ORDER_TYPES = ['vip', 'book', 'document', 'report', 'dataProduct', 'testing', 'custom', 'appointment'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/** How an order is paid: WeChat native (QR), Alipay (wallet page / QR), offline bank transfer. */
export const PAY_CHANNELS = ['wechat', 'alipay', 'offline'] as const;
export type PayChannelName = (typeof PAY_CHANNELS)[number];

/**
 * Who moved an order (order_events.actor): the owner, customer service, a provider notification, a job, or the
 * seller of what the order pays for (a customisation's supplier cancelling the signed contract).
 */
export const ORDER_ACTORS = ['owner', 'service', 'provider', 'reconcile', 'timer', 'seller'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

/** Why an order moved (order_events.reason), labelled by `Payments.reasons.<reason>`. */
export const ORDER_EVENT_REASONS = ['created', 'providerPaid', 'reconciled', 'offlineConfirmed', 'latePayment', 'ownerCancelled', 'timeout', 'serviceCancelled', 'sellerCancelled', 'notPayable'] as const;
export type OrderEventReason = (typeof ORDER_EVENT_REASONS)[number];

/** VIP plans (lib/payments/pricing.ts, docs/PAYMENTS.md for the reading of spec section 9). */
export const VIP_PLAN_CODES = ['monthly', 'quarterly', 'yearly'] as const;
export type VipPlanCode = (typeof VIP_PLAN_CODES)[number];

/** Invoice request states: requested (waiting for customer service), issued, refused. */
export const INVOICE_STATES = ['requested', 'issued', 'refused'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

/** Catalogue item kinds that `saveBooksOrder` / `saveReportOrder` / `saveDataProductOrder` sell. */
export const CATALOGUE_KINDS = ['book', 'document', 'report', 'dataProduct'] as const;
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];

// ---------------------------------------------------------------------------------------------
// Inputs

/** Order numbers: 8 digits of the date (Asia/Shanghai) and a 6+ digit daily sequence, e.g. 20261123000042. */
export const ORDER_NO_PATTERN = /^\d{8}\d{6,10}$/;
export const orderNoField = z.string({ error: 'Payments.orderNotFound' }).trim().regex(ORDER_NO_PATTERN, 'Payments.orderNotFound');

export const orderNoSchema = z.object({ orderNo: orderNoField });
export type OrderNoInput = z.infer<typeof orderNoSchema>;

/** At most this many units of one item in an order (a library order, not a warehouse). */
export const MAX_QUANTITY = 99;
/** At most this many lines in one order. */
export const MAX_LINES = 20;

/** Offline transfer (large orders) is chosen at creation; wallets can be chosen later in the payment dialog. */
const channelField = z.enum(PAY_CHANNELS, { error: 'Payments.badChannel' }).optional();

export const saveVipOrderSchema = z.object({
  plan: z.enum(VIP_PLAN_CODES, { error: 'Payments.badPlan' }),
  /** Bought for the caller's company (company users only): the order carries the company. */
  forCompany: z.boolean().optional().default(false),
  channel: channelField,
});
export type SaveVipOrderInput = z.infer<typeof saveVipOrderSchema>;

export const orderLineInputSchema = z.object({
  itemId: dbId('Payments.itemNotFound'),
  quantity: intParam(1, MAX_QUANTITY, 'Payments.badQuantity').optional().default(1),
});

export const saveBooksOrderSchema = z.object({
  items: z.array(orderLineInputSchema, { error: 'Payments.noItems' }).min(1, 'Payments.noItems').max(MAX_LINES, 'Payments.tooManyLines'),
  /** One of the caller's saved addresses (user/address); required when a printed book is ordered. */
  addressId: dbId('Payments.addressRequired').optional(),
  forCompany: z.boolean().optional().default(false),
  channel: channelField,
});
export type SaveBooksOrderInput = z.infer<typeof saveBooksOrderSchema>;

export const saveReportOrderSchema = z.object({
  itemId: dbId('Payments.itemNotFound'),
  forCompany: z.boolean().optional().default(false),
  channel: channelField,
});
export type SaveReportOrderInput = z.infer<typeof saveReportOrderSchema>;

/** One data product of the marketplace (its catalogue row, kind dataProduct; docs/MARKET.md). */
export const saveDataProductOrderSchema = saveReportOrderSchema;
export type SaveDataProductOrderInput = z.infer<typeof saveDataProductOrderSchema>;

export const orderPageSchema = pageSchema.extend({
  status: z.enum(ORDER_STATUSES, { error: 'Payments.badFilter' }).optional(),
  type: z.enum(ORDER_TYPES, { error: 'Payments.badFilter' }).optional(),
});
export type OrderPageInput = z.infer<typeof orderPageSchema>;

const dateField = z.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/, 'Payments.badDate');

/** Customer service's list and its Excel export: the same filters. */
export const adminOrderFilterSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'Payments.badFilter' }).optional(),
  type: z.enum(ORDER_TYPES, { error: 'Payments.badFilter' }).optional(),
  channel: z.enum(PAY_CHANNELS, { error: 'Payments.badFilter' }).optional(),
  /** A part of the order number or of the buyer's user name. */
  keyword: z.string().trim().max(64, 'Payments.tooLong').optional(),
  /** Created on or after / on or before (dates in Asia/Shanghai, YYYY-MM-DD). */
  from: dateField.optional(),
  to: dateField.optional(),
});
export const adminOrderPageSchema = pageSchema.extend(adminOrderFilterSchema.shape);
export type AdminOrderFilterInput = z.infer<typeof adminOrderFilterSchema>;
export type AdminOrderPageInput = z.infer<typeof adminOrderPageSchema>;

export const confirmOfflineSchema = z.object({
  orderNo: orderNoField,
  /** The bank transfer's reference as on the statement (unique: one transfer pays one order). */
  reference: z.string({ error: 'Payments.referenceRequired' }).trim().min(4, 'Payments.referenceRequired').max(64, 'Payments.tooLong').regex(/^[0-9A-Za-z_\-/.]+$/, 'Payments.referenceFormat'),
});
export type ConfirmOfflineInput = z.infer<typeof confirmOfflineSchema>;

export const requestInvoiceSchema = z.object({
  orderNo: orderNoField,
  /** One of the caller's saved invoice titles (user/invoice); the request keeps a snapshot of it. */
  invoiceTitleId: dbId('Payments.invoiceTitleRequired'),
});
export type RequestInvoiceInput = z.infer<typeof requestInvoiceSchema>;

export const invoicePageSchema = pageSchema.extend({
  state: z.enum(INVOICE_STATES, { error: 'Payments.badFilter' }).optional(),
});
export type InvoicePageInput = z.infer<typeof invoicePageSchema>;

export const alipayOrderSchema = z.object({
  orderNo: orderNoField,
  /** page: the wallet's payment page URL (default); qr: precreate, a QR content for the wallet app. */
  kind: z.enum(['page', 'qr'], { error: 'Payments.badFilter' }).optional().default('page'),
});
export type AlipayOrderInput = z.infer<typeof alipayOrderSchema>;

export const catalogueQuerySchema = z.object({
  kind: z.enum(CATALOGUE_KINDS, { error: 'Payments.badFilter' }).optional(),
});

// ---------------------------------------------------------------------------------------------
// Outputs (dates are ISO 8601; money is integer fen, formatted by the screens with Intl as ¥/元)

export interface VipPlan {
  code: VipPlanCode;
  /** In the caller's language. */
  name: string;
  months: number;
  /** Undiscounted price: months × the monthly list price. */
  listPriceFen: number;
  /** The 12 % discount (spec section 9). */
  discountPercent: number;
  /** The additional reduction after the discount (0, 240 or 1680 yuan). */
  reductionFen: number;
  /** What the order costs: list × (100 − discount) / 100 − reduction. */
  priceFen: number;
  /** priceFen / months, rounded, to compare the plans. */
  monthlyFen: number;
}

export interface VipStatus {
  /** active: valid until `validUntil`; expired: was VIP, the deadline passed; none: never. */
  state: 'active' | 'expired' | 'none';
  validUntil: string | null;
  /** True while the 1-month free data package of new users (spec section 9) is what makes it active. */
  welcomePackage: boolean;
}

/** What the plan page lists: the plans, the caller's state, what VIP unlocks (labels in the caller's language). */
export interface VipOffer {
  plans: VipPlan[];
  status: VipStatus | null;
  privileges: string[];
}

export interface CatalogueItem {
  id: number;
  kind: CatalogueKind;
  title: string;
  priceFen: number;
  /** A printed book is shipped: its order needs an address. */
  shipped: boolean;
  /** Demo items seeded until the library and ranking issues own their catalogues. */
  demo: boolean;
}

export interface OrderLine {
  itemType: OrderType;
  itemId: number | null;
  /** In the caller's language (stored in both at order time). */
  title: string;
  quantity: number;
  unitPriceFen: number;
  amountFen: number;
}

export interface OrderEvent {
  at: string;
  actor: OrderActor;
  /** The person's user name when a person acted (owner, customer service). */
  actorName: string | null;
  from: OrderStatus | null;
  to: OrderStatus;
  reason: OrderEventReason;
  /** Free note, e.g. the offline transfer reference. */
  note: string | null;
}

export interface OrderRow {
  orderNo: string;
  type: OrderType;
  /** The first line's title (and "…" count when there are more), in the caller's language. */
  title: string;
  amountFen: number;
  status: OrderStatus;
  channel: PayChannelName | null;
  /** Bought for the company: its name. */
  companyName: string | null;
  createdAt: string;
  /** An unpaid order cancels itself at this time. */
  expiresAt: string;
  paidAt: string | null;
  cancelledAt: string | null;
  /** An invoice was requested for this order. */
  invoiceState: InvoiceState | null;
}

export interface OrderDetail extends OrderRow {
  lines: OrderLine[];
  consignee: string | null;
  phone: string | null;
  address: string | null;
  events: OrderEvent[];
  /** The offline transfer reference once confirmed. */
  transferReference: string | null;
}

/** Customer service sees the buyer too. */
export interface AdminOrderRow extends OrderRow {
  userName: string;
  userId: number;
  /** Bank transfer: the reference the buyer quotes (order number + check digits, lib/payments/transfer.ts); null for other channels. */
  transferCode: string | null;
  /** The bank's reference of the confirmed transfer (what customer service typed), once confirmed. */
  transferReference: string | null;
}

/** Where and how to pay an order by bank transfer (payment/chooseBankTransfer, payment/getBankTransfer). */
export interface BankTransferDetails {
  orderNo: string;
  amountFen: number;
  /** The reference to quote in the transfer's remark: the order number and two check digits. */
  transferCode: string;
  /** The order now waits until this time for the transfer to arrive. */
  expiresAt: string;
  status: OrderStatus;
  /** The receiving account (names in the caller's language); null when none is configured. */
  account: { accountName: string; bankName: string; accountNo: string; demo: boolean } | null;
}

/** The page a WeChat native QR code leads to, for a desktop browser that cannot scan it. */
export interface WechatPayLink {
  /** An http(s) address to open in this browser (the sandbox cashier); null when the code is for the WeChat app only. */
  url: string | null;
}

/** What the payment dialog polls. */
export interface OrderStatusAnswer {
  orderNo: string;
  status: OrderStatus;
  amountFen: number;
  expiresAt: string;
  paidAt: string | null;
  /** Seconds until the order cancels itself (0 once paid or cancelled). */
  secondsLeft: number;
}

/** Whether payments are simulated: the payment screens show a sandbox banner while `sandbox` is true. */
export interface PayMode {
  sandbox: boolean;
}

export interface AlipayPayment {
  kind: 'page' | 'qr';
  /** page: the wallet page to open. */
  url: string | null;
  /** qr: the content to show as a QR code. */
  qrCode: string | null;
}

export interface InvoiceTitleSnapshot {
  titleType: 'personal' | 'enterprise';
  title: string;
  taxNumber: string | null;
  address: string | null;
  telephone: string | null;
  bankAccount: string | null;
  bankName: string | null;
  email: string | null;
}

export interface InvoiceRequestRow {
  id: number;
  orderNo: string;
  orderTitle: string;
  amountFen: number;
  state: InvoiceState;
  title: InvoiceTitleSnapshot;
  requestedAt: string;
}

// ---------------------------------------------------------------------------------------------
// Calls (spec section 7 names first, then what the screens need)

export const paymentCalls = {
  listVip: call('GET', 'payment/listVip', noInput).returns<VipOffer>(),
  getVipStatus: call('GET', 'payment/getVipStatus', noInput).returns<VipStatus>(),
  listCatalogue: call('GET', 'payment/listCatalogue', catalogueQuerySchema).returns<CatalogueItem[]>(),
  saveVipOrder: call('POST', 'payment/saveVipOrder', saveVipOrderSchema).idempotent().returns<OrderDetail>(),
  saveBooksOrder: call('POST', 'payment/saveBooksOrder', saveBooksOrderSchema).idempotent().returns<OrderDetail>(),
  saveReportOrder: call('POST', 'payment/saveReportOrder', saveReportOrderSchema).idempotent().returns<OrderDetail>(),
  saveDataProductOrder: call('POST', 'payment/saveDataProductOrder', saveDataProductOrderSchema).idempotent().returns<OrderDetail>(),
  getOrder: call('GET', 'payment/getOrder', orderNoSchema).returns<OrderDetail>(),
  getOrderStatus: call('GET', 'payment/getOrderStatus', orderNoSchema).returns<OrderStatusAnswer>(),
  /** Public: whether the in-app payment sandbox is on (every payment screen then shows a banner). */
  getPayMode: call('GET', 'payment/getPayMode', noInput).returns<PayMode>(),
  pageOrder: call('GET', 'payment/pageOrder', orderPageSchema).returns<Paged<OrderRow>>(),
  cancelOrder: call('POST', 'payment/cancelOrder', orderNoSchema).returns<OrderDetail>(),
  /** Hides one of the caller's cancelled orders from their own lists (issue 32); paid and waiting orders stay (409). */
  deleteOrder: call('POST', 'order/delete', orderNoSchema).returns<null>(),
  listInvoice: call('GET', 'payment/listInvoice', invoicePageSchema).returns<Paged<InvoiceRequestRow>>(),
  saveInvoice: call('POST', 'payment/saveInvoice', requestInvoiceSchema).returns<InvoiceRequestRow>(),
  /** The buyer pays one of their waiting orders by bank transfer: the receiving account and the reference to quote. */
  chooseBankTransfer: call('POST', 'payment/chooseBankTransfer', orderNoSchema).returns<BankTransferDetails>(),
  getBankTransfer: call('GET', 'payment/getBankTransfer', orderNoSchema).returns<BankTransferDetails>(),
  /** Customer service (permission order:confirm-payment). */
  pageAllOrder: call('GET', 'payment/pageAllOrder', adminOrderPageSchema).returns<Paged<AdminOrderRow>>(),
  getAnyOrder: call('GET', 'payment/getAnyOrder', orderNoSchema).returns<OrderDetail & { userName: string }>(),
  confirmOffline: call('POST', 'payment/confirmOffline', confirmOfflineSchema).returns<OrderDetail>(),
  /** Customer service cancels a waiting order (e.g. an offline transfer that will not come). */
  cancelAnyOrder: call('POST', 'payment/cancelAnyOrder', orderNoSchema).returns<OrderDetail>(),
  /** An .xlsx file of the filtered list (binary answer). */
  exportOrder: call('GET', 'payment/exportOrder', adminOrderFilterSchema).xlsx(),
};

export const payCalls = {
  /** The WeChat native QR code for the order, image/png (binary answer). */
  wxpayNativeOrder: call('GET', 'pay/wxpay/native/order', orderNoSchema).binary(),
  /** The address the same QR code holds, when a browser can open it (desktop users without a phone at hand). */
  wxpayNativeLink: call('GET', 'pay/wxpay/native/link', orderNoSchema).returns<WechatPayLink>(),
  alipayUnifiedOrder: call('POST', 'pay/alipay/certUnifiedOrder', alipayOrderSchema).returns<AlipayPayment>(),
};
