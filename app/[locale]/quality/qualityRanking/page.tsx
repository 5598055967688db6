import { screen } from '@/components/layout/screen';
import '@/components/ranking/ranking.css';
import { RankingScreen } from '@/components/ranking/server/ranking-screen';

/** /quality/qualityRanking (qc/productRanking, qc/companyRanking; docs/RANKING.md). */
const page = screen({
  path: '/quality/qualityRanking',
  title: 'Ranking.ranking.title',
  description: 'Ranking.ranking.metaDescription',
  render: async ({ locale, searchParams }) => <RankingScreen locale={locale} searchParams={await searchParams} />,
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
