/**
 * The detection (and preparation) order's stages (spec section 4: pre-review → offer → contract →
 * executing → delivered → completed → service evaluation) and the one table of who may move an
 * order, from which stage, to which stage. The server applies it in every endpoint
 * (lib/server/cloud/orders/transition.ts); anything not in the table is refused with
 * `CloudOrders.badStage` (HTTP 409) or `CloudOrders.notYourRole` (HTTP 403). docs/CLOUD.md, "Orders".
 *
 * `cancelled` is the eighth state: customer service may refuse an order in pre-review, and the
 * customer may withdraw it before paying.
 */
export const ORDER_STAGES = ['preReview', 'offer', 'contract', 'executing', 'delivered', 'completed', 'evaluated', 'cancelled'] as const;
export type OrderStage = (typeof ORDER_STAGES)[number];

/** The stages of the spec, in order (the progress bar of the screens); `cancelled` stands apart. */
export const STAGE_FLOW: readonly OrderStage[] = ['preReview', 'offer', 'contract', 'executing', 'delivered', 'completed', 'evaluated'];

/**
 * Who acts on an order: the customer who placed it, customer service (permission
 * `order:confirm-payment`), the laboratory the order was sent to, or the payment core (a verified
 * payment or an offline transfer confirmed by customer service moves a paid contract to executing).
 */
export const ORDER_PARTIES = ['customer', 'service', 'laboratory', 'payment'] as const;
export type OrderParty = (typeof ORDER_PARTIES)[number];

/** What can be done to an order; each is one row of the timeline (`CloudOrders.actions.<action>`). */
export const ORDER_ACTIONS = ['submit', 'route', 'contact', 'assign', 'offer', 'accept', 'confirmContract', 'pay', 'paid', 'deliver', 'complete', 'evaluate', 'cancel'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export interface StageRule {
  action: OrderAction;
  from: readonly (OrderStage | null)[];
  /** The stage after the action (the same stage for actions that record something without moving). */
  to: OrderStage;
  parties: readonly OrderParty[];
  /** Done by the server as part of another step, never offered as a button or reachable by an endpoint of its own. */
  automatic?: boolean;
}

/**
 * - submit: the customer's form makes a pre-review order.
 * - route: in the same transaction, the order goes to the laboratory the customer chose when that
 *   laboratory is active and has a manager (the 24-hour quote deadline starts); customer service
 *   still contacts the customer and may send it to another laboratory (assign). Otherwise the order
 *   waits in pre-review for customer service to send it.
 * - contact: customer service records that it contacted the customer (deadline: 1 working day).
 * - assign: customer service sends the order to a laboratory (deadline for the quote: 24 hours).
 * - offer: the laboratory of the order offers price and cycle (again while the customer has not accepted).
 * - accept: the customer accepts the offer; the contract PDF is generated.
 * - confirmContract: each side confirms the contract; when both have, the payment order is made.
 * - pay: the customer opens (or reopens) the payment order of the confirmed contract.
 * - paid: the payment core reports the payment (wallet or confirmed offline transfer).
 * - deliver: the laboratory uploads the report and data files.
 * - complete: the customer (or customer service on the customer's behalf) closes the delivered order.
 * - evaluate: the customer rates the service; the laboratory's rating follows.
 * - cancel: customer service in pre-review or offer; the customer until the contract is paid.
 */
export const STAGE_RULES: readonly StageRule[] = [
  { action: 'submit', from: [null], to: 'preReview', parties: ['customer'] },
  { action: 'route', from: ['preReview'], to: 'offer', parties: ['customer'], automatic: true },
  { action: 'contact', from: ['preReview', 'offer'], to: 'preReview', parties: ['service'] },
  { action: 'assign', from: ['preReview', 'offer'], to: 'offer', parties: ['service'] },
  { action: 'offer', from: ['offer'], to: 'offer', parties: ['laboratory'] },
  { action: 'accept', from: ['offer'], to: 'contract', parties: ['customer'] },
  { action: 'confirmContract', from: ['contract'], to: 'contract', parties: ['customer', 'laboratory'] },
  { action: 'pay', from: ['contract'], to: 'contract', parties: ['customer'] },
  { action: 'paid', from: ['contract'], to: 'executing', parties: ['payment'] },
  { action: 'deliver', from: ['executing'], to: 'delivered', parties: ['laboratory'] },
  { action: 'complete', from: ['delivered'], to: 'completed', parties: ['customer', 'service'] },
  { action: 'evaluate', from: ['completed'], to: 'evaluated', parties: ['customer'] },
  { action: 'cancel', from: ['preReview', 'offer'], to: 'cancelled', parties: ['service', 'customer'] },
  { action: 'cancel', from: ['contract'], to: 'cancelled', parties: ['customer'] },
];

export type StageDecision = { ok: true; to: OrderStage } | { ok: false; reason: 'CloudOrders.badStage' | 'CloudOrders.notYourRole' };

/**
 * Whether `party` may do `action` to an order in `stage`, and the stage after it. A party the action
 * never belongs to is refused as a role (403), a right party at the wrong moment as a stage (409).
 * `contact` keeps the stage it was done in.
 */
export function decideStage(stage: OrderStage | null, action: OrderAction, party: OrderParty): StageDecision {
  const rules = STAGE_RULES.filter((r) => r.action === action);
  if (!rules.some((r) => r.parties.includes(party))) return { ok: false, reason: 'CloudOrders.notYourRole' };
  const rule = rules.find((r) => r.parties.includes(party) && r.from.includes(stage));
  if (!rule) return { ok: false, reason: 'CloudOrders.badStage' };
  return { ok: true, to: action === 'contact' && stage ? stage : rule.to };
}

/** The actions `party` may take on an order in `stage` (the screens show these buttons only). */
export function actionsFor(stage: OrderStage, party: OrderParty): OrderAction[] {
  return STAGE_RULES.filter((r) => !r.automatic && r.from.includes(stage) && r.parties.includes(party)).map((r) => r.action);
}

/** Whether the customer may see and download the results: only once the payment was confirmed (spec section 6). */
export function resultsVisible(stage: OrderStage, paid: boolean): boolean {
  return paid && (stage === 'delivered' || stage === 'completed' || stage === 'evaluated');
}
