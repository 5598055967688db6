import { CompanyForm } from '@/components/enterprise/company-form';
import { enterprisePage } from '@/components/enterprise/server/enterprise-page';

/** /my/enterpriseInformationManagement/basicInformationManagement (issue 32, docs/ACCOUNTS.md "Companies"): the administrator’s editing screen. */
const page = enterprisePage('/my/enterpriseInformationManagement/basicInformationManagement', <CompanyForm />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
