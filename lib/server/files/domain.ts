import 'server-only';
import { defineDomain, tablesOf } from '@/lib/server/api/domain';
import * as filesTables from '@/lib/server/db/schema/files';
import { fileEndpoints } from './endpoints';
import { scheduleFileCleanup } from './cleanup';

/** The files domain's manifest (lib/server/api/domain.ts): applied by the composition root, lib/server/registry.ts. */
export const filesDomain = defineDomain({
  name: 'files',
  summary: 'Receiving, checking, storing and serving uploaded files for every area.',
  endpoints: fileEndpoints,
  jobs: [{ name: 'files.cleanup', start: (services) => scheduleFileCleanup(services) }],
  tables: tablesOf(filesTables),
  messages: ['Files'],
  docs: ['docs/FILES.md'],
});
