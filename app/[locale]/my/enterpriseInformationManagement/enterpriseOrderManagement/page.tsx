import { CompanyOrders } from '@/components/enterprise/company-orders';
import { enterprisePage } from '@/components/enterprise/server/enterprise-page';

/** /my/enterpriseInformationManagement/enterpriseOrderManagement (issue 32, docs/ACCOUNTS.md "Companies"): the administrator’s editing screen. */
const page = enterprisePage('/my/enterpriseInformationManagement/enterpriseOrderManagement', <CompanyOrders />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
