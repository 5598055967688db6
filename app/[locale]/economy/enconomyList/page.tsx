import { screen } from '@/components/layout/screen';
import '@/components/ranking/ranking.css';
import { AnnouncementListScreen } from '@/components/ranking/server/announcement-screens';

/** /economy/enconomyList (announcements and, with ?kind=news, the news centre). */
const page = screen({
  path: '/economy/enconomyList',
  title: 'Ranking.announcements.title',
  description: 'Ranking.announcements.metaDescription',
  render: async ({ locale, searchParams }) => <AnnouncementListScreen locale={locale} searchParams={await searchParams} files={false} />,
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
