'use client';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { EChartInnerProps } from './echart-inner';
import { useNearViewport } from './use-near-viewport';
import './echart.css';

// echarts (about 185 KB gzip even tree-shaken) is its own chunk, fetched only when a chart goes live.
const loadInner = () => import('./echart-inner');
const EChartInner = lazy(() => loadInner().then((m) => ({ default: m.EChartInner })));

/** Starts fetching echarts before a chart is drawn (e.g. while the reader chooses what to draw). */
export function preloadEChart(): void {
  void loadInner().catch(() => undefined);
}

export interface EChartProps extends EChartInnerProps {
  /**
   * The same chart drawn on the server (`<StaticChart>` of ./static-chart): shown instead, with no
   * chart script, until the reader reaches for it (pointer over it, a touch, focus inside); then
   * echarts is fetched and draws the live chart in its place. A parent that changes the option
   * (other data, another kind of chart) stops passing it.
   */
  fallback?: ReactNode;
}

/**
 * The one chart component of the portal. Without `fallback`, echarts is fetched once the chart is
 * near the viewport (charts drawn from data the reader just asked for); with it, only when the
 * reader interacts with the server-drawn picture. The slot keeps the chart's height meanwhile.
 */
export function EChart({ fallback, ...props }: EChartProps) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  const [reached, setReached] = useState(false);
  const height = props.height ?? 380;
  const live = fallback ? reached : near;
  const waiting = fallback ?? <div className="echart-box echart-box--loading" aria-busy="true" />;
  const reach = fallback && !reached ? () => setReached(true) : undefined;
  return (
    <div
      ref={ref}
      className="echart-slot"
      style={{ '--echart-height': `${height}px` } as React.CSSProperties}
      data-testid={props.testId}
      data-live={live ? 'true' : 'false'}
      onPointerEnter={reach}
      onTouchStart={reach}
      onFocus={reach}
    >
      {live ? (
        <Suspense fallback={waiting}>
          <EChartInner {...props} testId={undefined} />
        </Suspense>
      ) : (
        waiting
      )}
    </div>
  );
}
