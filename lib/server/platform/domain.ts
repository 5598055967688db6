import 'server-only';
import { defineDomain, tablesOf } from '@/lib/server/api/domain';
import * as platformTables from '@/lib/server/db/schema/platform';
import { platformEndpoints } from './endpoints';
import { linkVisitor } from './visits';

/** The platform domain's manifest (lib/server/api/domain.ts): applied by the composition root, lib/server/registry.ts. */
export const platformDomain = defineDomain({
  name: 'platform',
  summary: "Page visits and their statistics, the signed-in user's language, and the record of the seed steps that ran.",
  endpoints: platformEndpoints,
  tables: tablesOf(platformTables),
  answers: { linkVisitor },
  routes: ['/my/administration/visitStatistics'],
  docs: ['docs/ACCOUNTS.md'],
});
