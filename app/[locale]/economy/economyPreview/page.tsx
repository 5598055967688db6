import { screen } from '@/components/layout/screen';
import { SimPreview } from '@/components/ranking/simulation/sim-preview';
import { SimPage } from '@/components/ranking/simulation/sim-page';
import { categoryOf } from '@/lib/ranking/paths';

/** /economy/economyPreview: step "preview" of the simulation (docs/RANKING.md). */
const page = screen({
  path: '/economy/economyPreview',
  title: 'Ranking.sim.title',
  description: 'Ranking.sim.metaDescription',
  noIndex: true,
  render: async ({ locale, searchParams }) => {
    const query = await searchParams;
    return (
      <SimPage locale={locale} step="preview">
        <SimPreview category={categoryOf(query.category)} />
      </SimPage>
    );
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
