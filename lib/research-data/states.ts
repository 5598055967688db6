import type { ReviewState } from '@/lib/reviews/states';
import type { Visibility } from './policy';

/**
 * The states of an R&D data record (spec section 4): draft, private, selected users, directional
 * disclosure, and for a record asking to be public: to be reviewed, published, audit failed,
 * unpublished (withdrawn or revoked). Derived from the record's own columns and the shared review
 * workflow's state (kind `researchData`), never stored twice.
 */
export const RECORD_STATES = ['draft', 'private', 'selected', 'directional', 'toBeReviewed', 'published', 'auditFailed', 'unpublished', 'recycled'] as const;
export type RecordState = (typeof RECORD_STATES)[number];

export function recordState(r: { draft: boolean; deleted: boolean; visibility: Visibility }, review: ReviewState): RecordState {
  if (r.deleted) return 'recycled';
  if (r.draft) return 'draft';
  if (r.visibility !== 'public') return r.visibility;
  switch (review) {
    case 'submitted':
    case 'underReview':
      return 'toBeReviewed';
    case 'approved':
      return 'published';
    case 'failed':
      return 'auditFailed';
    default:
      return 'unpublished';
  }
}
