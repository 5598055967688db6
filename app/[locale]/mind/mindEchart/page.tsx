import { ChartScreen } from '@/components/intelligence/server/chart-screen';
import { pageLocale } from '@/lib/i18n/page-locale';
import { MATERIAL_FAMILIES } from '@/lib/materials/family';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = metadataFor('/mind/mindEchart', 'Intelligence.chart.pageTitle', { descriptionKey: 'Intelligence.chart.description' });

/**
 * Visualisation (issue 5, item 6): a search result (`?ids=`), rendered per request. The whole database of a
 * family (no `ids`) is served from the cached route `[generation]/[type]` (proxy.ts, lib/materials/cached-pages.ts).
 */
export default async function MindEchartPage({ params, searchParams }: Props) {
  const loc = await pageLocale(params);
  const q = await searchParams;
  const ids = typeof q.ids === 'string' ? q.ids.split(',').filter((s) => /^\d+$/.test(s)).slice(0, 2000) : undefined;
  const type = MATERIAL_FAMILIES.find((t) => t === q.type) ?? 'steel';
  return <ChartScreen locale={loc} type={type} ids={ids?.length ? ids : undefined} />;
}

