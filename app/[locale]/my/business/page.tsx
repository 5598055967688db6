import { CompanyView } from '@/components/enterprise/company-view';
import { enterprisePage } from '@/components/enterprise/server/enterprise-page';

/** /my/business (issue 32, docs/ACCOUNTS.md "Companies"): every member of the company reads it. */
const page = enterprisePage('/my/business', <CompanyView />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
