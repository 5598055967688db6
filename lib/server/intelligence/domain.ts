import 'server-only';
import { defineDomain, tablesOf } from '@/lib/server/api/domain';
import * as intelligenceTables from '@/lib/server/db/schema/intelligence';
import { intelligenceEndpoints } from './endpoints';
import { intelligenceSeedStep, weldSelectionSeedStep } from './seed';

/** The intelligence domain's manifest (lib/server/api/domain.ts): applied by the composition root, lib/server/registry.ts. */
export const intelligenceDomain = defineDomain({
  name: 'intelligence',
  summary: 'Comparison, charts and weld matching over the material records.',
  endpoints: intelligenceEndpoints,
  seedSteps: [intelligenceSeedStep, weldSelectionSeedStep],
  tables: tablesOf(intelligenceTables),
  dependsOn: ['materials'],
  routes: ['/mind/mindCompare', '/mind/mindEchart', '/mind/gcMatching', '/mind/gcMatchingNext'],
  messages: ['Intelligence'],
  docs: ['docs/INTELLIGENCE.md'],
});
