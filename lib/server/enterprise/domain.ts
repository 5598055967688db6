import 'server-only';
import { defineDomain, tablesOf } from '@/lib/server/api/domain';
import * as enterpriseTables from '@/lib/server/db/schema/enterprise';
import { enterpriseEndpoints } from './endpoints';
import { companyFileOwner } from './files';

/** The enterprise domain's manifest (lib/server/api/domain.ts): applied by the composition root, lib/server/registry.ts. */
export const enterpriseDomain = defineDomain({
  name: 'enterprise',
  summary: 'Companies: members, groups, funds, orders and documents.',
  endpoints: enterpriseEndpoints,
  fileOwners: [companyFileOwner],
  tables: tablesOf(enterpriseTables),
  dependsOn: ['cloud'],
  routes: ['/my/business', '/my/businessOrder', '/my/companyEmployee', '/my/groupInfo', '/my/userList', '/my/enterpriseInformationManagement/DataManagement', '/my/enterpriseInformationManagement/basicInformationManagement', '/my/enterpriseInformationManagement/employeeInformationManagement', '/my/enterpriseInformationManagement/enterpriseOrderManagement', '/my/enterpriseInformationManagement/packetInformationManagement'],
  messages: ['Enterprise'],
  docs: ['docs/ACCOUNTS.md'],
});
