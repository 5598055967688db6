import 'server-only';
import { defineDomain, tablesOf } from '@/lib/server/api/domain';
import * as productsTables from '@/lib/server/db/schema/products';
import { productEndpoints } from './endpoints';
import { productsSeedStep } from './seed';
import { productFileOwner } from './products';

/** The products domain's manifest (lib/server/api/domain.ts): applied by the composition root, lib/server/registry.ts. */
export const productsDomain = defineDomain({
  name: 'products',
  summary: 'Recommended products: publishing, review and the public list.',
  endpoints: productEndpoints,
  seedSteps: [productsSeedStep],
  fileOwners: [productFileOwner],
  tables: tablesOf(productsTables),
  routes: ['/cloud/recommendedProduct', '/cloud/recommendedProductDetails', '/cloud/releaseRecomProduct', '/my/businessRecommendProduct', '/my/businessRecommendProductAdd', '/my/enterpriseProductCheck', '/my/enterpriseInformationManagement/enterpriseRecommendedProductManagement'],
  messages: ['Products'],
  docs: ['docs/CUSTOM.md'],
});
