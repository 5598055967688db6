import { screen } from '@/components/layout/screen';
import { StandardManager } from '@/components/standards/standard-manager';

/** /my/enterpriseInformationManagement/enterpriseStandardManagement: the company user's standard system, standards, grades and properties. */
const page = screen({
  path: '/my/enterpriseInformationManagement/enterpriseStandardManagement',
  title: 'Routes.screens.my_enterpriseInformationManagement_enterpriseStandardManagement',
  noIndex: true,
  messages: ['Standards', 'Reviews'],
  render: () => <StandardManager />,
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
