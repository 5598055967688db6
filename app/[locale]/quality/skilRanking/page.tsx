import { screen } from '@/components/layout/screen';
import '@/components/ranking/ranking.css';
import { SkilScreen } from '@/components/ranking/server/skil-screen';

/** /quality/skilRanking (each category's leaders by level). */
const page = screen({
  path: '/quality/skilRanking',
  title: 'Ranking.skil.title',
  description: 'Ranking.skil.metaDescription',
  render: async ({ locale, searchParams }) => <SkilScreen locale={locale} searchParams={await searchParams} />,
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
