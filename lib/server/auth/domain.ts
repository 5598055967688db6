import 'server-only';
import { defineDomain, tablesOf } from '@/lib/server/api/domain';
import * as authTables from '@/lib/server/db/schema/auth';
import { loginEndpoints } from './endpoints';
import { gatewayEndpoints } from './gateway-endpoints';
import { authSeedStep } from './seed';

/** The auth domain's manifest (lib/server/api/domain.ts): applied by the composition root, lib/server/registry.ts. */
export const authDomain = defineDomain({
  name: 'auth',
  summary: 'Sign-in, registration, sessions, SSO and the login gateway.',
  endpoints: [...loginEndpoints, ...gatewayEndpoints],
  seedSteps: [authSeedStep],
  tables: tablesOf(authTables),
  routes: ['/login', '/login22', '/register', '/password', '/bindPhone', '/wxBind', '/wxSuccess'],
  messages: ['Auth'],
  docs: ['docs/ACCOUNTS.md', 'docs/SECURITY.md'],
});
