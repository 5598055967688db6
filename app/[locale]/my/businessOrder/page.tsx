import { CompanyOrders } from '@/components/enterprise/company-orders';
import { enterprisePage } from '@/components/enterprise/server/enterprise-page';

/** /my/businessOrder (issue 32, docs/ACCOUNTS.md "Companies"): every member of the company reads it. */
const page = enterprisePage('/my/businessOrder', <CompanyOrders />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
