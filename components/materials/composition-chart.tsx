import { useLocale, useTranslations } from 'next-intl';
import type { CompositionBar } from '@/lib/intelligence/chart-options';

const num = (v: number) => String(Math.round(v * 10000) / 10000);

/** How a bar reads: "18–20", "≤ 0.08", "≥ 0.5" (wt %). */
export function compositionRangeText(bar: CompositionBar): string {
  if (bar.min !== null && bar.max !== null) return bar.min === bar.max ? num(bar.min) : `${num(bar.min)}–${num(bar.max)}`;
  if (bar.max !== null) return `≤ ${num(bar.max)}`;
  return bar.min !== null ? `≥ ${num(bar.min)}` : '—';
}

/** A round axis end at or above `max` (1, 2, 2.5 or 5 times a power of ten) and its tick step. */
export function compositionScale(max: number): { end: number; step: number } {
  if (!(max > 0)) return { end: 1, step: 0.25 };
  const power = 10 ** Math.floor(Math.log10(max));
  const end = [1, 2, 2.5, 5, 10].map((m) => m * power).find((v) => v >= max * (1 - 1e-9)) ?? 10 * power;
  const step = end / (end / power === 2.5 || end / power === 5 ? 5 : 4);
  return { end, step };
}

const ROW = 26;
const TOP = 6;
const AXIS = 26;
/** Horizontal layout in per cent of the width, so the chart follows its container without scaling its text. */
const LABEL_END = 11;
const BAR_START = 13;
const BAR_END = 76;

/**
 * Composition bars of one record, drawn on the server as SVG (no chart library in the browser): each
 * element's specified range from its minimum to its maximum on one wt % axis, a bare maximum from 0
 * (lighter), a single value as a mark; the range is written beside each bar and the whole chart is
 * described for screen readers.
 */
export function CompositionChart({ rows }: { rows: readonly CompositionBar[] }) {
  const t = useTranslations('MaterialPages.detail');
  const tc = useTranslations('Intelligence.chart');
  const separator = useLocale() === 'zh' ? '；' : '; ';
  const bars = rows.filter((r) => /^[A-Z][a-z]?$/.test(r.element) && (r.min !== null || r.max !== null));
  if (!bars.length) return null;
  const { end, step } = compositionScale(Math.max(...bars.map((b) => b.max ?? b.min ?? 0)));
  const x = (v: number) => BAR_START + ((BAR_END - BAR_START) * v) / end;
  const height = TOP + bars.length * ROW + AXIS;
  const axisY = TOP + bars.length * ROW;
  const ticks = Array.from({ length: Math.round(end / step) + 1 }, (_, i) => i * step);
  const description = t('chartDescription', { list: bars.map((b) => `${b.element} ${compositionRangeText(b)}`).join(separator) });
  return (
    <div data-testid="composition-chart">
      <svg className="mat-chart" width="100%" height={height} role="img" aria-labelledby="composition-chart-title" aria-describedby="composition-chart-desc" data-elements={bars.map((b) => b.element).join(',')}>
        <title id="composition-chart-title">{tc('composition')}</title>
        <desc id="composition-chart-desc">{description}</desc>
        {ticks.map((v) => (
          <g key={v} className="mat-chart__tick">
            <line x1={`${x(v)}%`} x2={`${x(v)}%`} y1={TOP} y2={axisY} />
            <text x={`${x(v)}%`} y={axisY + 16} textAnchor="middle">
              {num(v)}
            </text>
          </g>
        ))}
        <text className="mat-chart__unit" x={`${BAR_END}%`} dx={12} y={axisY + 16}>
          wt %
        </text>
        {bars.map((b, i) => {
          const y = TOP + i * ROW;
          const from = x(b.min ?? 0);
          const to = x(b.max ?? b.min ?? 0);
          const point = b.max === null || b.min === b.max;
          const text = `${b.element}: ${compositionRangeText(b)} wt %`;
          return (
            <g key={b.element} className={`mat-chart__row${b.min === null ? ' mat-chart__row--upto' : ''}`}>
              <title>{text}</title>
              <text className="mat-chart__label" x={`${LABEL_END}%`} y={y + ROW / 2 + 4} textAnchor="end">
                {b.element}
              </text>
              {point ? (
                <line className="mat-chart__mark" x1={`${to}%`} x2={`${to}%`} y1={y + 5} y2={y + ROW - 5} />
              ) : (
                <rect className="mat-chart__bar" x={`${from}%`} width={`${to - from}%`} y={y + 6} height={ROW - 12} rx={2} />
              )}
              <text className="mat-chart__value" x={`${to}%`} dx={8} y={y + ROW / 2 + 4}>
                {compositionRangeText(b)}
              </text>
            </g>
          );
        })}
        <line className="mat-chart__axis" x1={`${BAR_START}%`} x2={`${BAR_END}%`} y1={axisY} y2={axisY} />
      </svg>
    </div>
  );
}
