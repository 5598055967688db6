import 'server-only';
import { defineDomain, tablesOf } from '@/lib/server/api/domain';
import * as apiKeyTables from '@/lib/server/db/schema/api-keys';
import { apiKeyEndpoints } from './endpoints';

/** The API keys' manifest (lib/server/api/domain.ts): applied by the composition root, lib/server/registry.ts. */
export const apiKeysDomain = defineDomain({
  name: 'api-keys',
  summary: 'API keys: named, scoped, hashed keys with per-tier quotas and an audit of every keyed call (the dispatcher decides keyed calls).',
  endpoints: apiKeyEndpoints,
  tables: tablesOf(apiKeyTables),
  routes: ['/my/apiKeys'],
  messages: ['ApiKeys'],
  docs: ['docs/API-KEYS.md'],
});
