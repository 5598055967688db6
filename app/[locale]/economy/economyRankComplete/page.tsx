import { screen } from '@/components/layout/screen';
import { SimResult } from '@/components/ranking/simulation/sim-result';
import { SimPage } from '@/components/ranking/simulation/sim-page';
import { idParam } from '@/lib/id-param';

/** /economy/economyRankComplete: step "complete" of the simulation (docs/RANKING.md). */
const page = screen({
  path: '/economy/economyRankComplete',
  title: 'Ranking.sim.title',
  description: 'Ranking.sim.metaDescription',
  noIndex: true,
  render: async ({ locale, searchParams }) => {
    const query = await searchParams;
    return (
      <SimPage locale={locale} step="complete">
        <SimResult id={idParam(query.id)} />
      </SimPage>
    );
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
