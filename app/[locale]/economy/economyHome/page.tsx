import { screen } from '@/components/layout/screen';
import '@/components/ranking/ranking.css';
import { RankingHomeScreen } from '@/components/ranking/server/home-screen';

/** /economy/economyHome (the ranking's home page). */
const page = screen({
  path: '/economy/economyHome',
  title: 'Ranking.home.title',
  description: 'Ranking.home.metaDescription',
  render: ({ locale }) => <RankingHomeScreen locale={locale} />,
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
