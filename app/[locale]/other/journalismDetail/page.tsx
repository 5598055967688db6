import '@/components/content/content.css';
import { ContentDetailScreen, NEWS_LIST } from '@/components/content/server/content-screens';
import { screen } from '@/components/layout/screen';
import { contentCalls } from '@/lib/content/contract';

/** /other/journalismDetail?id=: one news item (dm/getDetail); no id: the list; unpublished: 404. */
const page = screen({
  path: '/other/journalismDetail',
  title: 'Content.newsTitle',
  render: async ({ locale, searchParams }) => <ContentDetailScreen locale={locale} id={(await searchParams).id} calls={[contentCalls.newsDetail]} list={NEWS_LIST} testId="content-detail" />,
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
