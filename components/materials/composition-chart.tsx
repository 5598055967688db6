'use client';
import { useMemo } from 'react';
import { buildCompositionBarOption, type CompositionBar } from '@/lib/intelligence/chart-options';
import { EChart } from '@/components/charts/echart';
import { useLooseT } from '@/components/ui/use-loose-t';

const num = (v: number) => String(Math.round(v * 10000) / 10000);

/** How a bar reads in the tooltip: "18–20", "≤ 0.08", "≥ 0.5" (wt %). */
export function compositionRangeText(bar: CompositionBar): string {
  if (bar.min !== null && bar.max !== null) return bar.min === bar.max ? num(bar.min) : `${num(bar.min)}–${num(bar.max)}`;
  if (bar.max !== null) return `≤ ${num(bar.max)}`;
  return bar.min !== null ? `≥ ${num(bar.min)}` : '—';
}

/**
 * Composition bars of one record, for detail pages: each element's specified range drawn from
 * its minimum to its maximum (a bare maximum from 0), the range itself in the tooltip.
 */
export function CompositionChart({ rows }: { rows: CompositionBar[] }) {
  const t = useLooseT('Intelligence');
  const option = useMemo(() => {
    const bars = rows.filter((r) => /^[A-Z][a-z]?$/.test(r.element));
    const byElement = new Map(bars.map((b) => [b.element, b]));
    const base = buildCompositionBarOption(bars);
    // The stacked bars hold min and span; the reader wants the range as specified.
    const formatter = (params: { name: string }[]) => {
      const bar = byElement.get(params[0]?.name ?? '');
      return bar ? `${bar.element}: ${compositionRangeText(bar)} wt %` : '';
    };
    return { ...base, tooltip: { ...base.tooltip, formatter } };
  }, [rows]);
  return <EChart option={option} height={260} ariaLabel={t('chart.composition')} testId="composition-chart" />;
}
