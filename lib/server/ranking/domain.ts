import 'server-only';
import { defineDomain, tablesOf } from '@/lib/server/api/domain';
import * as rankingTables from '@/lib/server/db/schema/ranking';
import { rankingEndpoints } from './endpoints';
import { rankingReportAuthorSeedStep, rankingReportsSeedStep, rankingSeedStep } from './seed';
import { rankingReportFulfilment, reportFileOwner } from './reports';
import { announcementFileOwner, rankingApplicationFileOwner } from './files';

/** The ranking domain's manifest (lib/server/api/domain.ts): applied by the composition root, lib/server/registry.ts. */
export const rankingDomain = defineDomain({
  name: 'ranking',
  summary: 'Quality and economy rankings: applications, grades, announcements and paid reports.',
  endpoints: rankingEndpoints,
  seedSteps: [rankingSeedStep, rankingReportsSeedStep, rankingReportAuthorSeedStep],
  fulfilments: { report: rankingReportFulfilment },
  fileOwners: [announcementFileOwner, rankingApplicationFileOwner, reportFileOwner],
  tables: tablesOf(rankingTables),
  dependsOn: ['library', 'cloud'],
  routes: ['/economy', '/quality', '/my/specialReportOrder', '/my/specialReportOrderDetail', '/my/administration/qualityRanking'],
  messages: ['Ranking'],
  docs: ['docs/RANKING.md'],
  tests: ['quality'],
});
