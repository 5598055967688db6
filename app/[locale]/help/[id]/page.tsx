import '@/components/content/content.css';
import { ContentDetailScreen, HELP_LIST } from '@/components/content/server/content-screens';
import { screen } from '@/components/layout/screen';
import { contentCalls } from '@/lib/content/contract';

/** /help/{id}: a help article or an update record (help/get). */
const page = screen<{ id: string }>({
  path: '/help',
  title: 'Content.helpTitle',
  render: ({ locale, params }) => <ContentDetailScreen locale={locale} id={params.id} calls={[contentCalls.helpGet]} list={HELP_LIST} testId="content-detail" />,
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
