/**
 * What the system writes to a user's message centre (spec section 3: message type, content, read
 * state). A message is stored as a kind plus parameters, never as finished text, so it reads in the
 * reader's language whenever it is read: the kind's title and content are
 * `Messages.kinds.<kind>.title` / `.content` in messages/{zh,en}/messages.json, formatted with the
 * parameters. A parameter whose name ends in `Key` holds a message key and is translated first, in
 * the same language, and passed without the suffix (`kindKey: 'Reviews.kinds.testBag'` → `{kind}`).
 * A parameter whose name ends in `Fen` holds integer fen and is shown with the one money format of
 * the reader's language (`amountFen: 1051200` → `{amount}` = ¥10,512.00), and one ending in `At` an
 * instant shown in China time (`paidAt` → `{paid}`), never ISO UTC (issue 29 item 6).
 *
 * Adding a kind: a line here, its title and content in both message files (tests/unit/messages.test.ts
 * and lib/messages/kinds.test.ts check them), then `notify(tx, userId, '<kind>', params)`.
 */

import { formatFen, yuanToFen } from '@/lib/money';
import { formatDateTime } from '@/lib/time';

/** The message types of the centre's filter and tag. */
export const MESSAGE_TYPES = ['system', 'review', 'suggestion', 'order', 'permission', 'appointment'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

export const MESSAGE_KINDS = {
  /** A reviewer approved a submission (lib/server/reviews). Params: kindKey, title. */
  reviewApproved: { type: 'review' },
  /** A reviewer failed a submission. Params: kindKey, title, reason. */
  reviewFailed: { type: 'review' },
  /** A reviewer revoked an approval. Params: kindKey, title, reason. */
  reviewRevoked: { type: 'review' },
  /** An approved enterprise standard was repealed by someone else (lib/server/standards). Params: title, reason. */
  standardRepealed: { type: 'review' },
  /** Someone applied for access to an R&D data record (lib/server/research-data). Params: title, applicant, reason. */
  researchAccessRequested: { type: 'permission' },
  /** The owner approved an access application. Params: title, until (a date or —). */
  researchAccessApproved: { type: 'permission' },
  /** The owner rejected an access application. Params: title, reason. */
  researchAccessRejected: { type: 'permission' },
  /** Someone proposed a data exchange for an R&D data record. Params: title, proposer, offered, message. */
  researchExchangeProposed: { type: 'permission' },
  /** The owner accepted a data exchange. Params: title, offered, until (a date or —). */
  researchExchangeAccepted: { type: 'permission' },
  /** The owner declined a data exchange. Params: title, reason. */
  researchExchangeDeclined: { type: 'permission' },
  /** Customer service answered a suggestion (lib/server/suggestions). Params: excerpt. */
  suggestionReplied: { type: 'suggestion' },
  /** An order was paid (lib/server/payments). Params: orderNo, amountFen (older messages: amount, yuan text). */
  orderPaid: { type: 'order' },
  /** An R&D data set of the user sold in the data market (lib/server/market). Params: title, orderNo. */
  dataProductSold: { type: 'order' },
  /** An order was cancelled. Params: orderNo, reasonKey (Payments.reasons.*). */
  orderCancelled: { type: 'order' },
  /** A detection order moved (lib/server/cloud/orders). Params: orderNo, project, actionKey (CloudOrders.actions.*), stageKey (CloudOrders.stages.*). */
  cloudOrderUpdated: { type: 'order' },
  /** A customisation order moved (lib/server/custom). Params: orderNo, project, actionKey (Custom.actions.*), stageKey (Custom.stages.*). */
  customOrderUpdated: { type: 'order' },
  /** An equipment appointment moved (lib/server/cloud/appointments). Params: orderNo, equipment, day, actionKey (CloudAppointments.actions.*), statusKey (CloudAppointments.statuses.*). */
  appointmentUpdated: { type: 'appointment' },
  /** A company administrator invited the user (lib/server/enterprise); the link accepts. Params: company, inviter. */
  companyInvited: { type: 'system' },
  /** The user was removed from a company and is an individual again. Params: company. */
  companyMemberRemoved: { type: 'system' },
  /** The user became the company's administrator. Params: company, from. */
  companyAdminGranted: { type: 'system' },
  /** The user handed the administrator role over. Params: company, to. */
  companyAdminHandedOver: { type: 'system' },
} as const satisfies Record<string, { type: MessageType }>;

export type MessageKind = keyof typeof MESSAGE_KINDS;
export const MESSAGE_KIND_NAMES = Object.keys(MESSAGE_KINDS) as MessageKind[];

/** Parameters of a message: short texts and numbers, kept as written (user text is never markup). */
export type MessageParams = Record<string, string | number>;

/** The longest parameter text kept: a message is a notice with a link, not the thing itself. */
export const MESSAGE_PARAM_MAX = 300;

/** An excerpt of user text for a message parameter: whitespace folded, cut at `max` characters with an ellipsis. */
export function excerpt(text: string, max = 80): string {
  const folded = text.replace(/\s+/g, ' ').trim();
  const chars = [...folded];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : folded;
}

/**
 * The values a message is formatted with: `…Key` parameters translated by `t` and renamed,
 * the others as stored.
 */
export function messageValues(params: MessageParams, t: (key: string) => string, locale: string = 'zh'): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    if (name.endsWith('Key') && name.length > 3 && typeof value === 'string') out[name.slice(0, -3)] = t(value);
    else if (name.endsWith('Fen') && name.length > 3 && typeof value === 'number' && Number.isSafeInteger(value)) out[name.slice(0, -3)] = formatFen(value, locale);
    else if (name.endsWith('At') && name.length > 2 && typeof value === 'string') out[name.slice(0, -2)] = formatDateTime(value, locale);
    // Messages written before amounts were stored in fen keep `amount` as yuan text ("10512.00").
    else if (name === 'amount' && typeof value === 'string' && yuanToFen(value) !== null) out[name] = formatFen(yuanToFen(value)!, locale);
    else out[name] = value;
  }
  return out;
}

/** The event the message centre raises after it changed read state, so the header's count follows at once. */
export const MESSAGES_CHANGED_EVENT = 'atsteel:messages-changed';
