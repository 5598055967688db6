import { CompanyFunds } from '@/components/enterprise/company-funds';
import { enterprisePage } from '@/components/enterprise/server/enterprise-page';

/** /my/enterpriseInformationManagement/DataManagement (issue 32, docs/ACCOUNTS.md "Companies"): the administrator’s editing screen. */
const page = enterprisePage('/my/enterpriseInformationManagement/DataManagement', <CompanyFunds />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
