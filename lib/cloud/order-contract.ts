import { call, noInput, type Paged } from '@/lib/contract';
import { orderEstimateSchema, saveCloudOrderSchema, type OrderEstimate, type OrderFormOptions } from './order-form-contract';
import { gradePageSchema, publicPageSchema, requirementIdSchema, verifyCodeSchema, type CloudFigures, type CloudGrades, type PublicRequirement, type ReportVerification } from './order-public-contract';
import { ORDER_ACTIONS, ORDER_STAGES, type OrderAction, type OrderParty, type OrderStage } from './order-stages';
import {
  adminOrderFilterSchema,
  adminOrderPageSchema,
  assignSchema,
  cancelSchema,
  cloudOrderNoSchema,
  contactSchema,
  deliverSchema,
  evaluateSchema,
  myOrderPageSchema,
  offerSchema,
  type CloudOrderDetail,
  type CloudOrderRow,
} from './order-workflow-contract';

/**
 * The detection / preparation order (issue 15 items 4–6; spec sections 3 "detection order" and
 * "order review", 4 stages, 5 validation messages, 9 deadlines). The customer names what is tested
 * (items of the catalogue, samples, a laboratory it prefers); the server prices it with the
 * catalogue's `estimateForLab`. The laboratory of the order offers the binding price and cycle, the
 * customer accepts, both confirm the generated contract PDF, and the payment core sells it as an
 * order of type `testing`. docs/CLOUD.md, "Orders". This file is the call table; the form
 * (order-form-contract.ts), the workflow (order-workflow-contract.ts) and the public side
 * (order-public-contract.ts) hold the inputs and answers, all re-exported here.
 */

export { ORDER_STAGES, ORDER_ACTIONS };
export type { OrderStage, OrderAction, OrderParty };
export * from './order-form-contract';
export * from './order-public-contract';
export * from './order-workflow-contract';

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

