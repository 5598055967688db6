/**
 * The customisation order's stages and steps (spec section 4: "Detection and custom order stages:
 * pre-review, offer, contract, executing, delivered, completed, service evaluation"; "Custom order
 * steps: formal review passed or failed, contract drafted, total amount set, contract signed or
 * cancelled, development scheme completed, lab R&D completed, industrial production completed,
 * product testing completed, custom product delivered, evaluated, order cancelled"), in one table of
 * who may take which step from which stage, like lib/cloud/order-stages.ts. The server applies it in
 * every call (lib/server/custom/actions.ts): a party the step never belongs to is refused 403
 * (`Custom.notYourRole`), the right party at the wrong moment 409 (`Custom.badStage`). docs/CUSTOM.md.
 */
export const CUSTOM_STAGES = ['preReview', 'offer', 'contract', 'executing', 'delivered', 'completed', 'evaluated', 'cancelled'] as const;
export type CustomStage = (typeof CUSTOM_STAGES)[number];

/** The stages in order (the progress bar); `cancelled` stands apart. */
export const CUSTOM_FLOW: readonly CustomStage[] = ['preReview', 'offer', 'contract', 'executing', 'delivered', 'completed', 'evaluated'];

/**
 * Who acts: the customer who ordered, customer service (permission `order:confirm-payment`), the
 * supplier (the administrator of the reference product's company, or the company customer service
 * assigned), and the payment core (a verified payment of the order's `custom` payment order).
 */
export const CUSTOM_PARTIES = ['customer', 'service', 'supplier', 'payment'] as const;
export type CustomParty = (typeof CUSTOM_PARTIES)[number];

/** The four steps of the executing stage, in the order they are completed (spec section 4). */
export const EXECUTING_STEPS = ['scheme', 'labRnd', 'production', 'testing'] as const;
export type ExecutingStep = (typeof EXECUTING_STEPS)[number];

/** Every step; each is one row of the order's timeline (`Custom.actions.<action>`). */
export const CUSTOM_ACTIONS = ['submit', 'contact', 'assign', 'reviewPass', 'reviewFail', 'draftContract', 'sign', 'cancelContract', 'pay', 'paid', ...EXECUTING_STEPS, 'linkDetection', 'deliver', 'complete', 'evaluate', 'cancel'] as const;
export type CustomAction = (typeof CUSTOM_ACTIONS)[number];

/** The steps a party asks for through `material/custom/action` (the others have calls of their own or are automatic). */
export const REQUESTED_ACTIONS = ['contact', 'assign', 'reviewPass', 'reviewFail', 'draftContract', 'sign', 'cancelContract', ...EXECUTING_STEPS, 'deliver', 'complete', 'cancel'] as const;
export type RequestedAction = (typeof REQUESTED_ACTIONS)[number];

export interface CustomRule {
  action: CustomAction;
  from: readonly (CustomStage | null)[];
  to: CustomStage;
  parties: readonly CustomParty[];
  /** Done by the server as part of another step, never a button. */
  automatic?: boolean;
}

/**
 * - submit: the customer's form (a draft, or straight from the form) enters pre-review.
 * - contact: customer service records that it contacted the customer (deadline: 1 working day).
 * - assign: customer service names the supplier company (when the reference product's company should not quote).
 * - reviewPass / reviewFail: customer service's formal review; passed goes to the supplier for an
 *   offer (the 24-hour quote deadline starts), failed ends the order with the reason.
 * - draftContract: the supplier sets the total amount and drafts the contract (the PDF); again while unsigned.
 * - sign: each side signs; when both have, the order waits for payment (pay).
 * - cancelContract: either side drops the contract before paying.
 * - pay: the customer opens (or reopens) the payment order of the signed contract.
 * - paid: the payment core reports the payment → executing.
 * - scheme, labRnd, production, testing: the supplier completes the executing steps in this order.
 * - linkDetection: a detection order the supplier saved for the product testing step was linked to the
 *   order (custom detection, lib/server/custom/detection.ts); recorded, never a button.
 * - deliver: the supplier delivers the custom product once testing is completed.
 * - complete: the customer (or customer service) confirms receipt.
 * - evaluate: the customer rates three qualities and comments.
 * - cancel: the customer or customer service before the contract.
 */
export const CUSTOM_RULES: readonly CustomRule[] = [
  { action: 'submit', from: [null], to: 'preReview', parties: ['customer'] },
  { action: 'contact', from: ['preReview', 'offer'], to: 'preReview', parties: ['service'] },
  { action: 'assign', from: ['preReview', 'offer'], to: 'preReview', parties: ['service'] },
  { action: 'reviewPass', from: ['preReview'], to: 'offer', parties: ['service'] },
  { action: 'reviewFail', from: ['preReview'], to: 'cancelled', parties: ['service'] },
  { action: 'draftContract', from: ['offer', 'contract'], to: 'contract', parties: ['supplier'] },
  { action: 'sign', from: ['contract'], to: 'contract', parties: ['customer', 'supplier'] },
  { action: 'cancelContract', from: ['contract'], to: 'cancelled', parties: ['customer', 'supplier'] },
  { action: 'pay', from: ['contract'], to: 'contract', parties: ['customer'] },
  { action: 'paid', from: ['contract'], to: 'executing', parties: ['payment'], automatic: true },
  ...EXECUTING_STEPS.map((action): CustomRule => ({ action, from: ['executing'], to: 'executing', parties: ['supplier'] })),
  { action: 'linkDetection', from: ['executing'], to: 'executing', parties: ['supplier'], automatic: true },
  { action: 'deliver', from: ['executing'], to: 'delivered', parties: ['supplier'] },
  { action: 'complete', from: ['delivered'], to: 'completed', parties: ['customer', 'service'] },
  { action: 'evaluate', from: ['completed'], to: 'evaluated', parties: ['customer'] },
  { action: 'cancel', from: ['preReview', 'offer'], to: 'cancelled', parties: ['customer', 'service'] },
];

export type CustomDecision = { ok: true; to: CustomStage } | { ok: false; reason: 'Custom.badStage' | 'Custom.notYourRole' };

/** Steps that record something without moving the order keep the stage they were taken in. */
const KEEPS_STAGE: readonly CustomAction[] = ['contact', 'assign'];

/**
 * Whether `party` may take `action` on an order in `stage` (with `done`, the executing steps already
 * completed), and the stage after it. The executing steps go in order and deliver waits for testing.
 */
export function decideCustom(stage: CustomStage | null, action: CustomAction, party: CustomParty, done: number = 0): CustomDecision {
  const rules = CUSTOM_RULES.filter((r) => r.action === action);
  if (!rules.some((r) => r.parties.includes(party))) return { ok: false, reason: 'Custom.notYourRole' };
  const rule = rules.find((r) => r.parties.includes(party) && r.from.includes(stage));
  if (!rule) return { ok: false, reason: 'Custom.badStage' };
  const step = (EXECUTING_STEPS as readonly string[]).indexOf(action);
  if (step >= 0 && step !== done) return { ok: false, reason: 'Custom.badStage' };
  if (action === 'deliver' && done < EXECUTING_STEPS.length) return { ok: false, reason: 'Custom.badStage' };
  return { ok: true, to: KEEPS_STAGE.includes(action) && stage ? stage : rule.to };
}

/** The steps `party` may take now (the buttons the screens show). */
export function customActionsFor(stage: CustomStage, party: CustomParty, done = 0): CustomAction[] {
  return CUSTOM_RULES.filter((r) => !r.automatic && r.action !== 'submit' && r.parties.includes(party) && decideCustom(stage, r.action, party, done).ok).map((r) => r.action).filter((a, i, all) => all.indexOf(a) === i);
}
