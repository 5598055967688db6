import { MemberList } from '@/components/enterprise/member-list';
import { enterprisePage } from '@/components/enterprise/server/enterprise-page';

/** /my/companyEmployee (issue 32, docs/ACCOUNTS.md "Companies"): every member of the company reads it. */
const page = enterprisePage('/my/companyEmployee', <MemberList title="members" />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
