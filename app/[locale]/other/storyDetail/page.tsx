import '@/components/content/content.css';
import { ContentDetailScreen, NEWS_LIST } from '@/components/content/server/content-screens';
import { screen } from '@/components/layout/screen';
import { contentCalls } from '@/lib/content/contract';

/** /other/storyDetail?id=: one cover story (cover/get). */
const page = screen({
  path: '/other/storyDetail',
  title: 'Content.coverTitle',
  render: async ({ locale, searchParams }) => <ContentDetailScreen locale={locale} id={(await searchParams).id} calls={[contentCalls.coverGet]} list={NEWS_LIST} testId="content-detail" />,
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
