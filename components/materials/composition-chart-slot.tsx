import { useTranslations } from 'next-intl';
import type { CompositionRow } from '@/lib/materials/contract';
import type { CompositionBar } from '@/lib/intelligence/chart-options';
import { CompositionChart } from './composition-chart';

/**
 * The bars of a composition table: elements with a stated value, in wt % (ppm converted), a
 * typical value drawn as a point-like bar. Rows with only text (e.g. "balance") are left out.
 */
export function toCompositionBars(rows: readonly CompositionRow[]): CompositionBar[] {
  const bars: CompositionBar[] = [];
  for (const r of rows) {
    if (!/^[A-Z][a-z]?$/.test(r.element)) continue;
    const k = r.unit === 'ppm' ? 1e-4 : 1;
    const typical = r.min === null && r.max === null ? r.typical : null;
    const min = r.min ?? typical;
    const max = r.max ?? typical;
    if (min === null && max === null) continue;
    bars.push({ element: r.element, min: min === null ? null : min * k, max: max === null ? null : max * k });
  }
  return bars;
}

/** Composition chart under the composition table (server-rendered SVG); nothing when the record has no values. */
export function CompositionChartSlot({ rows }: { rows: readonly CompositionRow[] }) {
  const t = useTranslations('Intelligence.chart');
  const bars = toCompositionBars(rows);
  if (!bars.length) return null;
  return (
    <figure className="mat-chart-slot" data-testid="composition-chart-slot">
      <figcaption className="mat-chart-slot__caption">{t('compositionNote')}</figcaption>
      <CompositionChart rows={bars} />
    </figure>
  );
}
