import 'server-only';
import { customCalls as c } from '@/lib/custom/contract';
import { RATE_LIMITS } from '@/lib/server/api/rate-limits';
import { defineEndpoint, USER } from '@/lib/server/api/types';
import { listDetections } from './detection';
import { evaluateOrder, preparePayment, runAction } from './actions';
import { formOptions, saveDraft, submitOrder } from './form';
import { getOrder, pageOrders } from './queries';

/** Customisation orders (issue 34, docs/CUSTOM.md): material/custom/*. */
export const customEndpoints = [
  defineEndpoint(c.formOptions, {
    summary: 'The customisation form’s options: material types and the approved recommended products a customisation may take as reference.',
    access: USER,
    handler: ({ db, locale }) => formOptions(db, locale),
  }),
  defineEndpoint(c.save, {
    summary: 'Saves the customisation form as the caller’s draft (new, or the draft named by orderNo): project name, material type, reference product, 1–5 lines with the dimensions of its shape, texts of at most 50 characters, delivery date after today, pictures and attachments.',
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: async ({ db, locale, input, user, request }) => getOrder(db, user!, await saveDraft(db, locale, user!, input, request.at), request.at),
  }),
  defineEndpoint(c.submit, {
    summary: 'Submits the customisation form (or the draft named by orderNo) to pre-review; the supplier is the reference product’s company; the contact deadline (1 working day) starts.',
    access: USER,
    rateLimit: RATE_LIMITS.orderCreation,
    handler: async ({ db, locale, input, user, request }) => getOrder(db, user!, await submitOrder(db, locale, user!, input, request.at), request.at),
  }),
  defineEndpoint(c.page, {
    summary: 'Customisation orders by scope: mine (drafts included), supplier (the company administrator’s incoming orders), company (placed by the company’s members), admin (customer service, with contact and quote deadlines flagged).',
    access: USER,
    handler: ({ db, input, user, request }) => pageOrders(db, user!, input, request.at),
  }),
  defineEndpoint(c.get, {
    summary: 'One customisation order with its lines, files, contract, timeline and the steps the caller may take; for its customer, its supplier and customer service (404 for anyone else).',
    access: USER,
    handler: ({ db, input, user, request }) => getOrder(db, user!, input.orderNo, request.at),
  }),
  defineEndpoint(c.action, {
    summary: 'One step of lib/custom/stages.ts by its party: contact, assign, reviewPass/reviewFail (service); draftContract with the total amount, scheme, labRnd, production, testing, deliver (supplier); sign, cancelContract (both); complete, cancel. Wrong party 403, wrong stage 409; the order row is locked, so of two parties acting at once one wins and the other gets 409.',
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: async ({ db, input, user, request, services }) => getOrder(db, user!, await runAction(db, services.storage(), services.payments, user!, input, request.at), request.at),
  }),
  defineEndpoint(c.pay, {
    summary: 'The customer’s payment order (type custom) of a contract both sides signed: the waiting one, or a new one when the last was cancelled unpaid. Paying it moves the order to executing (fulfilment hook), once.',
    access: USER,
    rateLimit: RATE_LIMITS.orderCreation,
    handler: ({ db, input, user, request }) => preparePayment(db, user!, input.orderNo, request.at),
  }),
  defineEndpoint(c.evaluate, {
    summary: 'The customer evaluates a completed customisation: quality, delivery and service (1–5 each) and a comment.',
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: async ({ db, input, user, request }) => getOrder(db, user!, await evaluateOrder(db, user!, input, request.at), request.at),
  }),
  defineEndpoint(c.detections, {
    summary: 'Custom detection: the detection orders linked to a customisation order (opened by its supplier at the product testing step through cloudOrder/save with customOrderNo), with their stages; whether the caller may open another. For its customer, supplier and customer service (404 for anyone else).',
    access: USER,
    handler: ({ db, input, user }) => listDetections(db, user!, input.orderNo),
  }),
];
