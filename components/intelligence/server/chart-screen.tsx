import { StaticChart } from '@/components/charts/static-chart';
import { EchartView, type InitialChart } from '@/components/intelligence/echart-view';
import { IntelligenceHeader } from '@/components/intelligence/intelligence-header';
import { IslandMessages } from '@/components/providers/island-messages';
import { buildLabelledScatterOption, DEFAULT_CHART_AXES } from '@/lib/intelligence/chart-options';
import { intelligenceCalls } from '@/lib/intelligence/contract';
import { namespaceTranslator, translate } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/routing';
import type { MaterialFamily } from '@/lib/materials/family-names';
import { publicGet, publicPost } from '@/lib/server/entry';

/** The chart screen of a family or of a search result: the page above and the cached family route. */
export async function ChartScreen({ locale: loc, type, ids }: { locale: Locale; type: MaterialFamily; ids?: string[] }) {
  const initial = await openingChart(loc, type, ids);
  return (
    <IslandMessages locale={loc} namespaces={['Materials', 'Intelligence']}>
      <IntelligenceHeader title={translate(loc, 'Intelligence.chart.pageTitle')} description={translate(loc, 'Intelligence.chart.description')} />
      <EchartView ids={ids} initialType={type} initial={initial} />
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
