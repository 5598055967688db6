'use client';
import dynamic from 'next/dynamic';
import type { EChartInnerProps } from './echart-inner';

/**
 * The one chart component of the portal. echarts is loaded lazily (its own chunk, only the
 * charts and components the portal draws), so pages without a chart never download it.
 */
export const EChart = dynamic<EChartInnerProps>(() => import('./echart-inner').then((m) => m.EChartInner), {
  ssr: false,
  loading: () => <div className="echart-box echart-box--loading" aria-busy="true" />,
});
export type { EChartInnerProps as EChartProps };
