import { SimResult } from '@/components/ranking/simulation/sim-result';
import { SimPage } from '@/components/ranking/simulation/sim-page';
import { idParam } from '@/lib/id-param';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = metadataFor('/economy/economyRankComplete', 'Ranking.sim.title', { descriptionKey: 'Ranking.sim.metaDescription', noIndex: true });

/** /economy/economyRankComplete: step "complete" of the simulation (docs/RANKING.md). */
export default async function Page({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  return (
    <SimPage locale={locale} step="complete">
      <SimResult id={idParam(query.id)} />
    </SimPage>
  );
}
