'use client';
import dynamic from 'next/dynamic';
import type { EChartInnerProps } from './echart-inner';
import { useNearViewport } from './use-near-viewport';
import './echart.css';

const EChartLazy = dynamic<EChartInnerProps>(() => import('./echart-inner').then((m) => m.EChartInner), {
  ssr: false,
  loading: () => <div className="echart-box echart-box--loading" aria-busy="true" />,
});

/**
 * The one chart component of the portal. echarts is loaded lazily (its own chunk, only the
 * charts and components the portal draws) and only once the chart is near the viewport, so
 * pages without a chart never download it. The slot keeps the chart's height while it loads.
 */
export function EChart(props: EChartInnerProps) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  const height = props.height ?? 380;
  return (
    <div ref={ref} className="echart-slot" style={{ '--echart-height': `${height}px` } as React.CSSProperties} data-testid={props.testId}>
      {near ? <EChartLazy {...props} testId={undefined} /> : <div className="echart-box echart-box--loading" aria-busy="true" />}
    </div>
  );
}
export type { EChartInnerProps as EChartProps };
