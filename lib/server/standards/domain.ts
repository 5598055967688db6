import 'server-only';
import { defineDomain, tablesOf } from '@/lib/server/api/domain';
import * as standardsTables from '@/lib/server/db/schema/standards';
import { standardEndpoints } from './endpoints';
import { standardsSeedStep } from './seed';

/** The standards domain's manifest (lib/server/api/domain.ts): applied by the composition root, lib/server/registry.ts. */
export const standardsDomain = defineDomain({
  name: 'standards',
  summary: 'Enterprise standards: publishing, review and the public list.',
  endpoints: standardEndpoints,
  seedSteps: [standardsSeedStep],
  tables: tablesOf(standardsTables),
  routes: ['/my/enterpriseStandardCheck', '/my/administration/enterpriseStandardManagement', '/my/enterpriseInformationManagement/enterpriseStandardManagement'],
  messages: ['Standards'],
  docs: ['docs/STANDARDS.md'],
});
