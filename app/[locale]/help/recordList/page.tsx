import '@/components/content/content.css';
import { RECORD_LIST, HelpScreen } from '@/components/content/server/content-screens';
import { screen } from '@/components/layout/screen';

/** /help/recordList: the portal's update record (help/recordList), newest first. */
const page = screen({
  path: RECORD_LIST,
  title: 'Content.recordTitle',
  description: 'Content.recordDescription',
  render: async ({ locale, searchParams }) => <HelpScreen locale={locale} searchParams={await searchParams} tab="record" />,
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
