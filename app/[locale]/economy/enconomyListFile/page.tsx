import { screen } from '@/components/layout/screen';
import '@/components/ranking/ranking.css';
import { AnnouncementListScreen } from '@/components/ranking/server/announcement-screens';

/** /economy/enconomyListFile (announcements with attached files). */
const page = screen({
  path: '/economy/enconomyListFile',
  title: 'Ranking.announcements.filesTitle',
  description: 'Ranking.announcements.metaDescription',
  render: async ({ locale, searchParams }) => <AnnouncementListScreen locale={locale} searchParams={await searchParams} files />,
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
