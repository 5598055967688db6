import { screen } from '@/components/layout/screen';
import '@/components/market/market.css';
import { PartListPage } from '@/components/market/server/part-list-page';

/** /commonParts/list: the common parts of the address's query (size, class, category), rendered on the server. */
const page = screen({
  path: '/commonParts/list',
  title: 'Routes.screens.commonParts_list',
  description: 'Market.parts.commonLead',
  render: async ({ locale, searchParams }) => <PartListPage locale={locale} base="/commonParts/list" kind="common" search={await searchParams} />,
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
