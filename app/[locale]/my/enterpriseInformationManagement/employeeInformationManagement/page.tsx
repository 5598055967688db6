import { EmployeeManager } from '@/components/enterprise/employee-manager';
import { enterprisePage } from '@/components/enterprise/server/enterprise-page';

/** /my/enterpriseInformationManagement/employeeInformationManagement (issue 32, docs/ACCOUNTS.md "Companies"): the administrator’s editing screen. */
const page = enterprisePage('/my/enterpriseInformationManagement/employeeInformationManagement', <EmployeeManager />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
