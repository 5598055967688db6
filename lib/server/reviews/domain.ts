import 'server-only';
import { defineDomain, tablesOf } from '@/lib/server/api/domain';
import * as reviewsTables from '@/lib/server/db/schema/reviews';
import { reviewEndpoints } from './endpoints';

/** The reviews domain's manifest (lib/server/api/domain.ts): applied by the composition root, lib/server/registry.ts. */
export const reviewsDomain = defineDomain({
  name: 'reviews',
  summary: 'The one review workflow (submit, approve, reject, revoke) every reviewed kind goes through.',
  endpoints: reviewEndpoints,
  tables: tablesOf(reviewsTables),
  messages: ['Reviews'],
  docs: ['docs/REVIEWS.md'],
});
