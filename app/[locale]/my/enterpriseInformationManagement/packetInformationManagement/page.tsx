import { GroupList } from '@/components/enterprise/group-list';
import { enterprisePage } from '@/components/enterprise/server/enterprise-page';

/** /my/enterpriseInformationManagement/packetInformationManagement (issue 32, docs/ACCOUNTS.md "Companies"): the administrator’s editing screen. */
const page = enterprisePage('/my/enterpriseInformationManagement/packetInformationManagement', <GroupList manage />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
