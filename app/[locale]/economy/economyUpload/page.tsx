import { screen } from '@/components/layout/screen';
import { SimUpload } from '@/components/ranking/simulation/sim-upload';
import { SimPage } from '@/components/ranking/simulation/sim-page';
import { categoryOf } from '@/lib/ranking/paths';

/** /economy/economyUpload: step "upload" of the simulation (docs/RANKING.md). */
const page = screen({
  path: '/economy/economyUpload',
  title: 'Ranking.sim.title',
  description: 'Ranking.sim.metaDescription',
  noIndex: true,
  render: async ({ locale, searchParams }) => {
    const query = await searchParams;
    return (
      <SimPage locale={locale} step="upload">
        <SimUpload category={categoryOf(query.category)} />
      </SimPage>
    );
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
