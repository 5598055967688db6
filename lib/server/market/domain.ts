import 'server-only';
import { defineDomain, tablesOf } from '@/lib/server/api/domain';
import * as marketTables from '@/lib/server/db/schema/market';
import { marketEndpoints } from './endpoints';
import { marketSeedStep } from './seed';
import { dataProductFulfilment } from './fulfilment';
import { dataProductFileOwner } from './files';
import { rdOfferReviewHooks } from './rd-offers';

/** The market domain's manifest (lib/server/api/domain.ts): applied by the composition root, lib/server/registry.ts. */
export const marketDomain = defineDomain({
  name: 'market',
  summary: 'The data market: data products, parts, R&D data offers and my files.',
  dependsOn: ['research-data'],
  endpoints: marketEndpoints,
  seedSteps: [marketSeedStep],
  fulfilments: { dataProduct: dataProductFulfilment },
  fileOwners: [dataProductFileOwner],
  reviewHooks: { dataProductOffer: rdOfferReviewHooks },
  tables: tablesOf(marketTables),
  routes: ['/zhj', '/commonParts', '/standardParts', '/fileManage'],
  messages: ['Market'],
  docs: ['docs/MARKET.md'],
});
