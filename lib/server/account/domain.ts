import 'server-only';
import { defineDomain, tablesOf } from '@/lib/server/api/domain';
import * as accountTables from '@/lib/server/db/schema/account';
import { accountEndpoints } from './endpoints';
import { accountSeedStep } from './seed';
import { avatarFileOwner } from './avatar';

/** The account domain's manifest (lib/server/api/domain.ts): applied by the composition root, lib/server/registry.ts. */
export const accountDomain = defineDomain({
  name: 'account',
  summary: "The user's own data: profile, avatar, delivery addresses, invoice titles.",
  endpoints: accountEndpoints,
  seedSteps: [accountSeedStep],
  fileOwners: [avatarFileOwner],
  tables: tablesOf(accountTables),
  routes: ['/my/info', '/my/deliveryAddress'],
  messages: ['Account'],
  docs: ['docs/ACCOUNTS.md'],
});
