import '@/components/content/content.css';
import { ContentDetailScreen, NEWS_LIST } from '@/components/content/server/content-screens';
import { screen } from '@/components/layout/screen';
import { contentCalls } from '@/lib/content/contract';

/** /other/solutionDetail?id=: one solution (solution/get). */
const page = screen({
  path: '/other/solutionDetail',
  title: 'Content.solutionTitle',
  render: async ({ locale, searchParams }) => <ContentDetailScreen locale={locale} id={(await searchParams).id} calls={[contentCalls.solutionGet]} list={NEWS_LIST} testId="content-detail" />,
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
