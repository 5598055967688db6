import { notFound } from 'next/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { isMaterialFamily } from '@/lib/materials/family';
import { ChartScreen } from '@/components/intelligence/server/chart-screen';
import { metadataFor } from '@/lib/seo';

/**
 * The chart of a whole family (ISR), reached through the rewrite in proxy.ts (lib/materials/cached-pages.ts):
 * drawing every record takes seconds, and the answer changes only with an import (the generation segment).
 */
type Props = { params: Promise<{ locale: string; generation: string; type: string }> };

export const dynamicParams = true;
/** A safety net only: a new import changes the generation segment. */
export const revalidate = 86400;
export const generateStaticParams = async () => [];

export async function generateMetadata({ params }: Props) {
  return metadataFor('/mind/mindEchart', 'Intelligence.chart.pageTitle', { descriptionKey: 'Intelligence.chart.description' })({ params });
}

export default async function CachedChartPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { type } = await params;
  if (!isMaterialFamily(type)) notFound();
  return <ChartScreen locale={locale} type={type} />;
}
