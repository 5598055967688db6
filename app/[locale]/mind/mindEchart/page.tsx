import { ChartScreen } from '@/components/intelligence/server/chart-screen';
import { screen } from '@/components/layout/screen';
import { MATERIAL_FAMILIES } from '@/lib/materials/family';

/**
 * Visualisation (issue 5, item 6): a search result (`?ids=`), rendered per request. The whole database of a
 * family (no `ids`) is served from the cached route `[generation]/[type]` (proxy.ts, lib/materials/cached-pages.ts).
 */
const page = screen({
  path: '/mind/mindEchart',
  title: 'Intelligence.chart.pageTitle',
  description: 'Intelligence.chart.description',
  render: async ({ locale: loc, searchParams }) => {
    const q = await searchParams;
    const ids = typeof q.ids === 'string' ? q.ids.split(',').filter((s) => /^\d+$/.test(s)).slice(0, 2000) : undefined;
    const type = MATERIAL_FAMILIES.find((t) => t === q.type) ?? 'steel';
    return <ChartScreen locale={loc} type={type} ids={ids?.length ? ids : undefined} />;
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
