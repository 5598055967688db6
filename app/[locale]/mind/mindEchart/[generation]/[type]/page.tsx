import { notFound } from 'next/navigation';
import { screen } from '@/components/layout/screen';
import { isMaterialFamily } from '@/lib/materials/family';
import { ChartScreen } from '@/components/intelligence/server/chart-screen';

export const dynamicParams = true;
/** A safety net only: a new import changes the generation segment. */
export const revalidate = 86400;
export const generateStaticParams = async () => [];

/**
 * The chart of a whole family (ISR), reached through the rewrite in proxy.ts (lib/materials/cached-pages.ts):
 * drawing every record takes seconds, and the answer changes only with an import (the generation segment).
 */
const page = screen<{ generation: string; type: string }>({
  path: '/mind/mindEchart',
  title: 'Intelligence.chart.pageTitle',
  description: 'Intelligence.chart.description',
  render: ({ locale, params }) => {
    const { type } = params;
    if (!isMaterialFamily(type)) notFound();
    return <ChartScreen locale={locale} type={type} />;
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
