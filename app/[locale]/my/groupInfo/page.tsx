import { GroupList } from '@/components/enterprise/group-list';
import { enterprisePage } from '@/components/enterprise/server/enterprise-page';

/** /my/groupInfo (issue 32, docs/ACCOUNTS.md "Companies"): every member of the company reads it. */
const page = enterprisePage('/my/groupInfo', <GroupList />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
