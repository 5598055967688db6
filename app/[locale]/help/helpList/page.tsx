import '@/components/content/content.css';
import { HELP_LIST, HelpScreen } from '@/components/content/server/content-screens';
import { screen } from '@/components/layout/screen';

/** /help/helpList: the help centre's articles (help/page), filtered by the address. */
const page = screen({
  path: HELP_LIST,
  title: 'Content.helpTitle',
  description: 'Content.helpDescription',
  render: async ({ locale, searchParams }) => <HelpScreen locale={locale} searchParams={await searchParams} tab="help" />,
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
