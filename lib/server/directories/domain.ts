import 'server-only';
import { defineDomain, tablesOf } from '@/lib/server/api/domain';
import * as directoriesTables from '@/lib/server/db/schema/directories';
import { directoryEndpoints } from './endpoints';
import { directoriesSeedStep } from './seed';
import { appFileOwner } from './apps';

/** The directories domain's manifest (lib/server/api/domain.ts): applied by the composition root, lib/server/registry.ts. */
export const directoriesDomain = defineDomain({
  name: 'directories',
  summary: 'The services directories: expert services, industry apps, digital talent training.',
  endpoints: directoryEndpoints,
  seedSteps: [directoriesSeedStep],
  fileOwners: [appFileOwner],
  tables: tablesOf(directoriesTables),
  dependsOn: ['cloud'],
  routes: ['/expertServices', '/expertServicesList', '/industryApp', '/industryAppList', '/digitalTalentTraining', '/digitalTalentTrainingList', '/my/administration/directories'],
  messages: ['Directories'],
  docs: ['docs/DIRECTORIES.md'],
});
