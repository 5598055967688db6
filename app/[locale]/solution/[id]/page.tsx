import '@/components/content/content.css';
import { ContentDetailScreen, NEWS_LIST } from '@/components/content/server/content-screens';
import { screen } from '@/components/layout/screen';
import { contentCalls } from '@/lib/content/contract';

/** /solution/{id}: one solution (solution/get). */
const page = screen<{ id: string }>({
  path: '/solution',
  title: 'Content.solutionTitle',
  render: ({ locale, params }) => <ContentDetailScreen locale={locale} id={params.id} calls={[contentCalls.solutionGet]} list={NEWS_LIST} testId="content-detail" />,
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
