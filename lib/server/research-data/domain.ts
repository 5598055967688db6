import 'server-only';
import { defineDomain, tablesOf } from '@/lib/server/api/domain';
import * as researchDataTables from '@/lib/server/db/schema/research-data';
import { researchDataEndpoints } from './endpoints';
import { researchDataSeedStep } from './seed';
import { researchDataFileOwner } from './files';

/** The research-data domain's manifest (lib/server/api/domain.ts): applied by the composition root, lib/server/registry.ts. */
export const researchDataDomain = defineDomain({
  name: 'research-data',
  summary: 'R&D data: records, their access policy, exchanges, similarity and provenance.',
  endpoints: researchDataEndpoints,
  seedSteps: [researchDataSeedStep],
  fileOwners: [researchDataFileOwner],
  tables: tablesOf(researchDataTables),
  dependsOn: ['intelligence', 'materials', 'standards'],
  routes: ['/allServer', '/my/enterpriseInformationManagement/R&dDataManagement', '/my/researchCheck'],
  messages: ['ResearchData'],
  docs: ['docs/RESEARCH-DATA.md', 'docs/PROVENANCE.md'],
});
