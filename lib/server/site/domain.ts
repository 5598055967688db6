import 'server-only';
import { defineDomain, tablesOf } from '@/lib/server/api/domain';
import * as siteTables from '@/lib/server/db/schema/site';
import { siteEndpoints } from './endpoints';
import { siteSeedStep } from './seed';

/** The site domain's manifest (lib/server/api/domain.ts): applied by the composition root, lib/server/registry.ts. */
export const siteDomain = defineDomain({
  name: 'site',
  summary: "The site's own pages (about us).",
  endpoints: siteEndpoints,
  seedSteps: [siteSeedStep],
  tables: tablesOf(siteTables),
  routes: ['/aboutUs'],
  messages: ['Site'],
  docs: ['docs/SITE.md'],
});
