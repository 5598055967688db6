import { SimUpload } from '@/components/ranking/simulation/sim-upload';
import { SimPage } from '@/components/ranking/simulation/sim-page';
import { categoryOf } from '@/lib/ranking/paths';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = metadataFor('/economy/economyUpload', 'Ranking.sim.title', { descriptionKey: 'Ranking.sim.metaDescription', noIndex: true });

/** /economy/economyUpload: step "upload" of the simulation (docs/RANKING.md). */
export default async function Page({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  return (
    <SimPage locale={locale} step="upload">
      <SimUpload category={categoryOf(query.category)} />
    </SimPage>
  );
}
