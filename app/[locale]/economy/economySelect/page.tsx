import { screen } from '@/components/layout/screen';
import { SimSelect } from '@/components/ranking/simulation/sim-select';
import { SimPage } from '@/components/ranking/simulation/sim-page';

/** /economy/economySelect: step "select" of the simulation (docs/RANKING.md). */
const page = screen({
  path: '/economy/economySelect',
  title: 'Ranking.sim.title',
  description: 'Ranking.sim.metaDescription',
  noIndex: true,
  render: ({ locale }) => (
    <SimPage locale={locale} step="select">
      <SimSelect />
    </SimPage>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
