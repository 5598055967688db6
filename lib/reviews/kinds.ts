import type { Role } from '@/lib/session/permissions';

/**
 * Who reviews what (spec section 6: "Public test bags, laboratory settlement, enterprise standards
 * and recommended products need review"; "Public administrator: approves public disclosure of R&D
 * data"; "Administrators audit submissions"). The one place a reviewed kind is declared: the server
 * checks every reviewer's action against it, the queue lists only the kinds its reader reviews.
 *
 * A reviewer is a role, on the whole platform or only for things owned inside the reviewer's own
 * company (`ownerCompany`: an enterprise administrator reviewing the company's employees' work).
 * Each kind's name is its label key `Reviews.kinds.<kind>`.
 */

export type ReviewerScope = 'platform' | 'ownerCompany';

export interface Reviewer {
  role: Role;
  scope: ReviewerScope;
}

export interface ReviewKindDef {
  reviewers: readonly Reviewer[];
  /** The administrators' screen that reviews this kind (routes.json). */
  reviewScreen: string;
  /** Where the owner finds the thing (the link of the decision message). */
  ownerScreen: string;
  /**
   * The queue is one section of a console its route rule opens to more roles (the section is drawn for the reviewers
   * only). Without it the review screen is the queue, and only the kind's reviewers may open it (lib/account/menu.ts).
   */
  queueIsSection?: true;
}

const PUBLIC_ADMIN: Reviewer = { role: 'public_admin', scope: 'platform' };

export const REVIEW_KINDS = {
  /** A public test bag (issue 15). Saving an approved one sends it back to review. */
  testBag: { reviewers: [PUBLIC_ADMIN], reviewScreen: '/my/administration/commonDetectionPackage', ownerScreen: '/my/checkBag' },
  /** A laboratory settlement application (issue 15). */
  laboratory: { reviewers: [PUBLIC_ADMIN], reviewScreen: '/my/laboratorySettledCheck', ownerScreen: '/cloud/testerSettled' },
  /** An enterprise standard (issue 16). */
  enterpriseStandard: {
    reviewers: [PUBLIC_ADMIN],
    reviewScreen: '/my/enterpriseStandardCheck',
    ownerScreen: '/my/enterpriseInformationManagement/enterpriseStandardManagement',
  },
  /** A recommended enterprise product. */
  recommendedProduct: { reviewers: [PUBLIC_ADMIN], reviewScreen: '/my/enterpriseProductCheck', ownerScreen: '/my/businessRecommendProduct' },
  /** Publication of R&D data to all users (issue 16). */
  researchData: { reviewers: [PUBLIC_ADMIN], reviewScreen: '/my/researchCheck', ownerScreen: '/allServer/myAllServer' },
  /** An R&D data record offered for sale in the data market by its owner (issue 37; subject id = the record id). */
  dataProductOffer: { reviewers: [PUBLIC_ADMIN], reviewScreen: '/my/researchCheck?tab=offers', ownerScreen: '/allServer/myAllServer' },
  /** An application to be ranked in the quality reliability ranking (issue 33). */
  rankingApplication: { reviewers: [PUBLIC_ADMIN], reviewScreen: '/my/administration/qualityRanking', ownerScreen: '/economy/economySuccess', queueIsSection: true },
} as const satisfies Record<string, ReviewKindDef>;

export type ReviewKind = keyof typeof REVIEW_KINDS;
export const REVIEW_KIND_NAMES = Object.keys(REVIEW_KINDS) as ReviewKind[];

export function isReviewKind(kind: string): kind is ReviewKind {
  return Object.hasOwn(REVIEW_KINDS, kind);
}

/** The caller as the review rules see it, read from the database by the server. */
export interface ReviewCaller {
  role: string;
  companyId: number | null;
}

/** Whether `caller` reviews things of `kind` owned inside `ownerCompanyId` (null: an individual's). */
export function mayReview(kind: string, caller: ReviewCaller, ownerCompanyId: number | null, table: Record<string, ReviewKindDef> = REVIEW_KINDS): boolean {
  const def = Object.hasOwn(table, kind) ? table[kind] : undefined;
  return !!def && def.reviewers.some(
    (r) => r.role === caller.role && (r.scope === 'platform' || (caller.companyId !== null && caller.companyId === ownerCompanyId)),
  );
}

/** The kinds a role reviews at all (the queue's kind filter; an empty list means no queue). */
export function kindsReviewedBy<K extends string = ReviewKind>(role: string, table: Record<K, ReviewKindDef> = REVIEW_KINDS as unknown as Record<K, ReviewKindDef>): K[] {
  return (Object.keys(table) as K[]).filter((kind) => table[kind].reviewers.some((r) => r.role === role));
}
