import 'server-only';
import { defineDomain, tablesOf } from '@/lib/server/api/domain';
import * as suggestionsTables from '@/lib/server/db/schema/suggestions';
import { suggestionEndpoints } from './endpoints';
import { suggestionFileOwner } from './suggestions';

/** The suggestions domain's manifest (lib/server/api/domain.ts): applied by the composition root, lib/server/registry.ts. */
export const suggestionsDomain = defineDomain({
  name: 'suggestions',
  summary: 'Suggestions from users and their replies by customer service.',
  endpoints: suggestionEndpoints,
  fileOwners: [suggestionFileOwner],
  tables: tablesOf(suggestionsTables),
  routes: ['/my/suggestion'],
  messages: ['Suggestions'],
});
