import 'server-only';
import { cloudOrderCalls as calls } from '@/lib/cloud/order-contract';
import { defineEndpoint, permission, PUBLIC, USER } from '@/lib/server/api/types';
import { RATE_LIMITS } from '@/lib/server/api/rate-limits';
import { PERMISSIONS } from '@/lib/session/permissions';
import { acceptOffer, assignLab, cancelCloudOrder, completeOrder, confirmContract, contactCustomer, deliverResults, evaluateOrder, makeOffer, preparePayment } from './actions';
import { estimateOrder, saveCloudOrder } from './create';
import { exportCloudOrders } from './export';
import { formOptions } from './form-options';
import { cloudFigures, cloudGrades, getCloudOrder, getPublic, pageAdmin, pageLab, pageMine, pagePublic, verifyReport } from './queries';

const SERVICE = permission(PERMISSIONS.orderConfirmPayment);

/**
 * The detection order (issue 15 items 4–6, docs/CLOUD.md "Orders"). Every step endpoint is open to
 * signed-in users and decides the caller's party from the database (customer of the order, manager
 * of its laboratory, customer service) and the stage table (lib/cloud/order-stages.ts): anyone else
 * gets "not found", a wrong party 403, a wrong moment 409. Each answers the order as the caller sees it.
 */
export const cloudOrderEndpoints = [
  defineEndpoint(calls.formOptions, {
    summary: 'What the order form chooses from: test and preparation items with their parameters, active laboratories with the items they offer, and (signed in) the caller’s delivery addresses.',
    access: PUBLIC,
    handler: ({ db, user, locale }) => formOptions(db, user, locale),
  }),
  defineEndpoint(calls.estimate, {
    summary: 'The order form’s live estimate: a laboratory’s price for the items × samples and the delivery date in Chinese working days (the function that prices the order).',
    access: PUBLIC,
    rateLimit: RATE_LIMITS.read,
    handler: ({ db, input, locale }) => estimateOrder(db, input, locale),
  }),
  defineEndpoint(calls.save, {
    summary: 'Places a detection or preparation order (spec section 3 fields, section 5 validation messages), priced on the server with the chosen laboratory’s offerings; stage pre-review.',
    access: permission(PERMISSIONS.orderCreate),
    rateLimit: RATE_LIMITS.orderCreation,
    handler: async ({ db, input, user, locale }) => getCloudOrder(db, user!, await saveCloudOrder(db, user!, input, locale), locale),
  }),
  defineEndpoint(calls.get, {
    summary: 'One order for its customer, its laboratory or customer service: stage, deadlines, offer, contract, payment, results (the customer’s only after payment), evaluation, timeline, allowed actions.',
    access: USER,
    handler: ({ db, input, user, locale }) => getCloudOrder(db, user!, input.orderNo, locale),
  }),
  defineEndpoint(calls.pageMine, {
    summary: 'The caller’s detection orders, newest first, filterable by stage.',
    access: USER,
    handler: ({ db, input, user, locale }) => pageMine(db, user!, input, locale),
  }),
  defineEndpoint(calls.pageLab, {
    summary: 'The orders sent to the laboratory the caller manages, filterable by stage.',
    access: permission(PERMISSIONS.laboratoryManage),
    handler: ({ db, input, user, locale }) => pageLab(db, user!, input, locale),
  }),
  defineEndpoint(calls.pageAdmin, {
    summary: 'Customer service’s queue: every order with its deadlines and overdue flags (contact within 1 working day, quote within 24 hours); filters stage, overdue, keyword.',
    access: SERVICE,
    handler: ({ db, input, locale }) => pageAdmin(db, input, locale),
  }),
  defineEndpoint(calls.exportAdmin, {
    summary: 'Customer service’s filtered queue as an .xlsx file (at most 10,000 rows), labels in the caller’s language.',
    access: SERVICE,
    binary: true,
    handler: ({ db, input, locale, t }) => exportCloudOrders(db, input, locale, t),
  }),
  defineEndpoint(calls.pagePublic, {
    summary: 'Open test requirements (pre-review and offer) without personal data: items, materials, sample count, qualification.',
    access: PUBLIC,
    handler: ({ db, input, locale }) => pagePublic(db, input, locale),
  }),
  defineEndpoint(calls.getPublic, {
    summary: 'One test requirement’s public part; its parties also get the order number to open the full order.',
    access: USER,
    handler: ({ db, input, user, locale }) => getPublic(db, user!, input.id, locale),
  }),
  defineEndpoint(calls.contact, {
    summary: 'Customer service records that it contacted the customer (the 1-working-day deadline is met).',
    access: USER,
    rateLimit: RATE_LIMITS.message,
    handler: async ({ db, input, user, locale }) => (await contactCustomer(db, user!, input.orderNo, input.note), getCloudOrder(db, user!, input.orderNo, locale)),
  }),
  defineEndpoint(calls.assign, {
    summary: 'Customer service sends the order to a laboratory (stage offer; the 24-hour quote deadline starts).',
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: async ({ db, input, user, locale }) => (await assignLab(db, user!, input.orderNo, input.labId), getCloudOrder(db, user!, input.orderNo, locale)),
  }),
  defineEndpoint(calls.offer, {
    summary: 'The laboratory of the order offers the price (integer fen) and the cycle (working days).',
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: async ({ db, input, user, locale }) => (await makeOffer(db, user!, input), getCloudOrder(db, user!, input.orderNo, locale)),
  }),
  defineEndpoint(calls.accept, {
    summary: 'The customer accepts the offer; the contract PDF is generated (stage contract).',
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: async ({ db, services, input, user, locale }) => (await acceptOffer(db, services.storage(), user!, input.orderNo), getCloudOrder(db, user!, input.orderNo, locale)),
  }),
  defineEndpoint(calls.confirmContract, {
    summary: 'The customer or the laboratory confirms the contract; the second confirmation opens the payment order (type testing).',
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: async ({ db, input, user, locale }) => (await confirmContract(db, user!, input.orderNo), getCloudOrder(db, user!, input.orderNo, locale)),
  }),
  defineEndpoint(calls.pay, {
    summary: 'The customer opens the payment order of the confirmed contract (a new one if the last was cancelled unpaid); paying it moves the order to executing.',
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: async ({ db, input, user, locale }) => (await preparePayment(db, user!, input.orderNo), getCloudOrder(db, user!, input.orderNo, locale)),
  }),
  defineEndpoint(calls.deliver, {
    summary: 'The laboratory of a paid order delivers the report PDF (stamped with a QR code to its verification page) and data files (stage delivered). A PDF that cannot be read or rewritten (damaged, a page tree that points to itself, encrypted) 400 with the reason.',
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: async ({ db, services, input, user, locale }) => (await deliverResults(db, services.storage(), user!, input), getCloudOrder(db, user!, input.orderNo, locale)),
  }),
  defineEndpoint(calls.complete, {
    summary: 'The customer (or customer service) closes a delivered order (stage completed).',
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: async ({ db, input, user, locale }) => (await completeOrder(db, user!, input.orderNo), getCloudOrder(db, user!, input.orderNo, locale)),
  }),
  defineEndpoint(calls.evaluate, {
    summary: 'The customer rates a completed order (product quality, service quality, cycle time, satisfaction 1–5, comment); the laboratory’s rating follows.',
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: async ({ db, input, user, locale }) => (await evaluateOrder(db, user!, input), getCloudOrder(db, user!, input.orderNo, locale)),
  }),
  defineEndpoint(calls.cancel, {
    summary: 'Customer service (before the contract) or the customer (until paid) cancels the order; a waiting payment order is cancelled with it.',
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: async ({ db, services, input, user, locale }) => (await cancelCloudOrder(db, services.payments, user!, input.orderNo, input.reason), getCloudOrder(db, user!, input.orderNo, locale)),
  }),
  defineEndpoint(calls.verifyReport, {
    summary: 'A delivered report’s verification (no account): laboratory, order number, date, items and the SHA-256 of the delivered and the original file.',
    access: PUBLIC,
    handler: ({ db, input, locale }) => verifyReport(db, input.code, locale),
  }),
  defineEndpoint(calls.grades, {
    summary: 'Laboratories by customers’ rating with completed orders, and the newest evaluations (paginated).',
    access: PUBLIC,
    handler: ({ db, input, locale }) => cloudGrades(db, input, locale),
  }),
  defineEndpoint(calls.figures, {
    summary: 'Live figures of the cloud home page: orders placed and completed, evaluations and the average satisfaction.',
    access: PUBLIC,
    handler: ({ db }) => cloudFigures(db),
  }),
];
