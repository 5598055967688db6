import { screen } from '@/components/layout/screen';
import '@/components/ranking/ranking.css';
import { ModelScreen } from '@/components/ranking/server/model-screen';

/** /economy/economyGrade (qc/introduce: the published model). */
const page = screen({
  path: '/economy/economyGrade',
  title: 'Ranking.model.title',
  description: 'Ranking.model.metaDescription',
  render: ({ locale }) => <ModelScreen locale={locale} />,
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
