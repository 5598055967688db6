import { StaticChart } from '@/components/charts/static-chart';
import { EchartView, type InitialChart } from '@/components/intelligence/echart-view';
import { intelligenceCalls } from '@/lib/intelligence/contract';
import { buildLabelledScatterOption, DEFAULT_CHART_AXES } from '@/lib/intelligence/chart-options';
import type { Locale } from '@/lib/i18n/routing';
import type { MaterialFamily } from '@/lib/materials/family-names';
import { publicGet, publicPost } from '@/lib/server/entry';
import { IntelligenceHeader } from '@/components/intelligence/intelligence-header';
import { IslandMessages } from '@/components/providers/island-messages';
import { namespaceTranslator, translate } from '@/lib/i18n/messages';
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
  const initial = await openingChart(loc, type, ids?.length ? ids : undefined);
  return (
    <IslandMessages locale={loc} namespaces={['Materials', 'Intelligence']}>
      <IntelligenceHeader title={translate(loc, 'Intelligence.chart.pageTitle')} description={translate(loc, 'Intelligence.chart.description')} />
      <EchartView ids={ids?.length ? ids : undefined} initialType={type} initial={initial} />
    </IslandMessages>
  );
}

/**
 * The chart the page opens with (yield against tensile strength), answered through the registry as a
 * visitor and drawn here as an SVG: the page needs no chart script until the reader reaches for it.
 * None when the answer fails (the island then asks itself and shows the error).
 */
async function openingChart(locale: Locale, type: MaterialFamily, ids: string[] | undefined): Promise<InitialChart | undefined> {
  const request = { type, x: DEFAULT_CHART_AXES.x, y: DEFAULT_CHART_AXES.y, colorBy: 'category' as const, ...(ids ? { ids } : {}) };
  const [chart, conditions] = await Promise.all([publicPost(locale, intelligenceCalls.visualization, request), publicGet(locale, intelligenceCalls.conditions, { type })]);
  if (!chart.ok || !conditions.ok) return undefined;
  const option = buildLabelledScatterOption({
    points: chart.data.points,
    x: request.x,
    y: request.y,
    colorBy: 'category',
    properties: conditions.data.axes.properties,
    t: namespaceTranslator(locale, 'Intelligence'),
    tm: namespaceTranslator(locale, 'Materials'),
  });
  const title = translate(locale, 'Intelligence.chart.pageTitle');
  return { data: chart.data, picture: <StaticChart option={option} height={520} title={title} /> };
}
