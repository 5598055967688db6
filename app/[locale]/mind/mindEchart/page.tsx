import { EchartView } from '@/components/intelligence/echart-view';
import { IntelligenceHeader } from '@/components/intelligence/intelligence-header';
import { IslandMessages } from '@/components/providers/island-messages';
import { translate } from '@/lib/i18n/messages';
import { MATERIAL_FAMILIES } from '@/lib/materials/family';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = metadataFor('/mind/mindEchart', 'Intelligence.chart.pageTitle', { descriptionKey: 'Intelligence.chart.description' });

/** Visualisation (issue 5, item 6): the whole database of a family, or a search result (`?ids=`). */
export default async function MindEchartPage({ params, searchParams }: Props) {
  const loc = await pageLocale(params);
  const q = await searchParams;
  const ids = typeof q.ids === 'string' ? q.ids.split(',').filter((s) => /^\d+$/.test(s)).slice(0, 2000) : undefined;
  const type = MATERIAL_FAMILIES.find((t) => t === q.type) ?? 'steel';
  return (
    <IslandMessages locale={loc} namespaces={['Materials', 'Intelligence']}>
      <IntelligenceHeader title={translate(loc, 'Intelligence.chart.pageTitle')} description={translate(loc, 'Intelligence.chart.description')} />
      <EchartView ids={ids?.length ? ids : undefined} initialType={type} />
    </IslandMessages>
  );
}
