import { screen } from '@/components/layout/screen';
import '@/components/market/market.css';
import { PartListPage } from '@/components/market/server/part-list-page';

/** /standardParts/list: the standard parts of the address's query (size, class, category), rendered on the server. */
const page = screen({
  path: '/standardParts/list',
  title: 'Routes.screens.standardParts_list',
  description: 'Market.parts.standardLead',
  render: async ({ locale, searchParams }) => <PartListPage locale={locale} base="/standardParts/list" kind="standard" search={await searchParams} />,
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
