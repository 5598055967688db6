'use client';
import { useMemo } from 'react';
import { buildCompositionBarOption } from '@/lib/intelligence/chart-options';
import { EChart } from '@/components/charts/echart';
import { useLooseT } from './use-loose-t';

/** Composition bars of one record (each element's specified range), for detail pages. */
export function CompositionChart({ rows }: { rows: { element: string; min: number | null; max: number | null }[] }) {
  const t = useLooseT('Intelligence');
  const option = useMemo(() => buildCompositionBarOption(rows.filter((r) => /^[A-Z][a-z]?$/.test(r.element))), [rows]);
  return <EChart option={option} height={260} ariaLabel={t('chart.composition')} testId="composition-chart" />;
}
