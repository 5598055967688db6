import '@/components/content/content.css';
import { ContentDetailScreen, NEWS_LIST } from '@/components/content/server/content-screens';
import { screen } from '@/components/layout/screen';
import { contentCalls } from '@/lib/content/contract';

/** /other/{id}: a news item, cover story or solution by its id. */
const page = screen<{ id: string }>({
  path: '/other',
  title: 'Content.newsTitle',
  render: ({ locale, params }) => <ContentDetailScreen locale={locale} id={params.id} calls={[contentCalls.newsDetail, contentCalls.coverGet, contentCalls.solutionGet]} list={NEWS_LIST} testId="content-detail" />,
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
