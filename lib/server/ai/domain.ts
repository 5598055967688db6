import 'server-only';
import { defineDomain, tablesOf } from '@/lib/server/api/domain';
import * as aiTables from '@/lib/server/db/schema/ai';
import { aiEndpoints } from './endpoints';
import { aiDocumentFileOwner } from './documents';

/** The ai domain's manifest (lib/server/api/domain.ts): applied by the composition root, lib/server/registry.ts. */
export const aiDomain = defineDomain({
  name: 'ai',
  summary: "The AI assistant: chat over the portal's own functions, documents, charts.",
  endpoints: aiEndpoints,
  fileOwners: [aiDocumentFileOwner],
  tables: tablesOf(aiTables),
  dependsOn: ['intelligence', 'materials', 'research-data'],
  routes: ['/ai'],
  messages: ['Ai'],
  docs: ['docs/AI.md'],
  tests: ['documents'],
});
