import 'server-only';
import type { FileKind } from '@/lib/files/kinds';
import type { ReviewKind } from '@/lib/reviews/kinds';
import type { ReviewAction } from '@/lib/reviews/states';
import type { Db, DbExecutor } from '@/lib/server/db/client';
import type { orders } from '@/lib/server/db/schema';
import type { SessionUser } from '@/lib/session/permissions';

/**
 * Infrastructure: the shapes of what a domain hands the platform services through its manifest
 * (lib/server/api/domain.ts) — a payment fulfilment, a file owner, review hooks. Types only: the
 * platform services (payments, files, reviews) implement the registries, the composition root
 * (lib/server/registry.ts) fills them from the manifests, and a domain never registers itself.
 */

/** An order row as the payment core reads it (lib/server/payments/transitions.ts). */
export type FulfilledOrder = typeof orders.$inferSelect;

/**
 * What a product does when one of its orders changes state. Each hook runs inside the transaction
 * that moves the order (after the state, the event row and the owner's message are written), so the
 * move and its consequences commit or roll back together; a hook that throws undoes the move (a
 * provider notification is then answered with an error and retried). `at` is the time of the move.
 *
 * - onPaid: waiting → paid and cancelled → paid (a late payment), from a provider, the reconciliation
 *   job or customer service's offline confirmation;
 * - onCancelled: waiting → cancelled by the owner, customer service or the product itself;
 * - onExpired: waiting → cancelled by the timer after the order's deadline (reason `timeout`).
 *
 * And one question the core asks before it takes money (issue 45 item 1, "one rule"):
 *
 * - notPayable: whether what the order pays for can still be paid for, read from the product's current state in
 *   the caller's transaction (a customisation still waiting for payment, an appointment still responded, a data
 *   set still on sale to this buyer). null when it can; otherwise why not (a message key and an HTTP status). The
 *   core asks it when the order is created from the catalogue, when it is offered to a wallet or a bank
 *   transfer, when customer service confirms a transfer, and when a provider's payment arrives: that payment is
 *   then recorded unapplied for a refund and the order is closed (reason `notPayable`), never marked paid.
 *   Absent: the order is always payable while it waits (a VIP plan, a book).
 *
 * The other half of the rule: a product that ends what an order pays for (a contract or an appointment
 * cancelled) closes the order's open payment order in the same transaction with `closePaymentOrder`
 * (./cancel-order.ts), never by writing the order row itself.
 */
export interface Fulfilment {
  onPaid?: (tx: DbExecutor, order: FulfilledOrder, at: Date) => Promise<void>;
  onCancelled?: (tx: DbExecutor, order: FulfilledOrder, at: Date) => Promise<void>;
  onExpired?: (tx: DbExecutor, order: FulfilledOrder, at: Date) => Promise<void>;
  notPayable?: (tx: DbExecutor, order: FulfilledOrder, at: Date) => Promise<PaymentRefusal | null>;
}

/** Why an order cannot be paid for now: the message key the caller reads and the HTTP status it is answered with. */
export interface PaymentRefusal {
  key: string;
  status: 403 | 404 | 409;
}

/** One file field of an owner record, e.g. a product's `pictures` (images, up to 5) or a lab's `logo` (one image). */
export interface FileFieldRule {
  kind: FileKind;
  /** At most this many files (default and ceiling: the kind's limit, 5). */
  max?: number;
}

export interface FileOwnerRule {
  fields: Record<string, FileFieldRule>;
  /**
   * Whether `viewer` (null for a visitor) may download the files of owner record `ownerId`: the
   * same rule as reading the record itself, decided from the database on every download.
   */
  canDownload: (db: Db, viewer: SessionUser | null, ownerId: number) => Promise<boolean>;
}

/**
 * An owner kind as a domain declares it in its manifest (lib/server/<domain>/domain.ts): its name, its file fields
 * with their kind and count, and who may download its files. The composition root hands it to the file service
 * (registerFileOwner); docs/FILES.md shows the whole use.
 */
export interface FileOwner extends FileOwnerRule {
  ownerKind: string;
}

/**
 * What a reviewed kind's own domain does when a reviewer decides (docs/REVIEWS.md "Reacting to a
 * decision"): e.g. approving a laboratory settlement application creates the laboratory and gives
 * the applicant the laboratory role. A hook runs inside the decision's transaction, after the state
 * moved, so the decision and its consequences commit or roll back together; a hook that throws
 * undoes the decision. Declared in the owning domain's manifest and handed to the review workflow
 * by the composition root (lib/server/registry.ts).
 */
export interface ReviewEvent {
  kind: ReviewKind;
  subjectId: number;
  ownerId: number;
  actorId: number;
  action: ReviewAction;
}

export type ReviewHook = (tx: DbExecutor, event: ReviewEvent) => Promise<void>;

/** A reviewed kind's hooks by decision (approve, revoke …). */
export type ReviewHooks = Partial<Record<ReviewAction, ReviewHook>>;
