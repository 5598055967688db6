import 'server-only';
import { defineDomain, tablesOf } from '@/lib/server/api/domain';
import * as materialsTables from '@/lib/server/db/schema/materials';
import { materialEndpoints } from './endpoints';
import { materialsEditionsSeedStep, materialsRankFactsSeedStep, materialsSeedStep, materialsVacuumSeedStep } from './seed';

/** The materials domain's manifest (lib/server/api/domain.ts): applied by the composition root, lib/server/registry.ts. */
export const materialsDomain = defineDomain({
  name: 'materials',
  summary: 'The material datasets: search, detail, favourites, hot searches and the cached pages.',
  endpoints: materialEndpoints,
  seedSteps: [materialsSeedStep, materialsVacuumSeedStep, materialsRankFactsSeedStep, materialsEditionsSeedStep],
  tables: tablesOf(materialsTables),
  routes: ['/hotSearch', '/material', '/mind/mindIndex', '/mind/seeDetail', '/mind/seeDetailHC', '/mind/seeDetailLHJ', '/mind/standard', '/my/myFavorites'],
  messages: ['Materials', 'MaterialPages'],
  docs: ['docs/DATA.md', 'docs/PERFORMANCE.md'],
  tests: ['search'],
});
