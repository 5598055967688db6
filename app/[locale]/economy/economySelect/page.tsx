import { SimSelect } from '@/components/ranking/simulation/sim-select';
import { SimPage } from '@/components/ranking/simulation/sim-page';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/economy/economySelect', 'Ranking.sim.title', { descriptionKey: 'Ranking.sim.metaDescription', noIndex: true });

/** /economy/economySelect: step "select" of the simulation (docs/RANKING.md). */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  return (
    <SimPage locale={locale} step="select">
      <SimSelect />
    </SimPage>
  );
}
