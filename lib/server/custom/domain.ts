import 'server-only';
import { defineDomain, tablesOf } from '@/lib/server/api/domain';
import * as customTables from '@/lib/server/db/schema/custom';
import { customEndpoints } from './endpoints';
import { customFulfilment } from './actions';
import { customFileOwner } from './form';

/** The custom domain's manifest (lib/server/api/domain.ts): applied by the composition root, lib/server/registry.ts. */
export const customDomain = defineDomain({
  name: 'custom',
  summary: 'Customisation orders: the form, the contract, payment and delivery.',
  endpoints: customEndpoints,
  fulfilments: { custom: customFulfilment },
  fileOwners: [customFileOwner],
  tables: tablesOf(customTables),
  dependsOn: ['products'],
  routes: ['/custom', '/my/customList'],
  messages: ['Custom'],
  docs: ['docs/CUSTOM.md'],
});
