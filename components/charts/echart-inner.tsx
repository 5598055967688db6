'use client';
import { useEffect, useLayoutEffect, useRef } from 'react';
import * as echarts from 'echarts/core';
import { BarChart, RadarChart, ScatterChart } from 'echarts/charts';
import { DataZoomInsideComponent, GridComponent, LegendComponent, RadarComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import './echart.css';

// Only what the option builders of lib/intelligence/chart-options use (the scatter zooms with the
// wheel: the inside dataZoom only), drawn with the SVG renderer, the one the server draws with.
echarts.use([BarChart, RadarChart, ScatterChart, DataZoomInsideComponent, GridComponent, LegendComponent, RadarComponent, TooltipComponent, SVGRenderer]);

export interface EChartInnerProps {
  /** An option object from lib/intelligence/chart-options. */
  option: object;
  height?: number;
  /** Called with the clicked data item (its `id` and `name` when the builder set them). */
  onItemClick?: (item: { id?: string; name?: string }) => void;
  ariaLabel?: string;
  testId?: string;
}

export function EChartInner({ option, height = 380, onItemClick, ariaLabel, testId }: EChartInnerProps) {
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const clickRef = useRef(onItemClick);

  useEffect(() => {
    clickRef.current = onItemClick;
  }, [onItemClick]);

  // Before paint, so a server-drawn picture it replaces never gives way to an empty box.
  useLayoutEffect(() => {
    if (!ref.current) return;
    const instance = echarts.init(ref.current, null, { renderer: 'svg' });
    chart.current = instance;
    instance.on('click', (params) => {
      const data = (params as { data?: { id?: string; name?: string } }).data;
      if (data && clickRef.current) clickRef.current({ id: data.id, name: data.name });
    });
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(ref.current);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useLayoutEffect(() => {
    chart.current?.setOption(option as echarts.EChartsCoreOption, true);
  }, [option]);

  return <div ref={ref} className="echart-box" style={{ height }} role="img" aria-label={ariaLabel} data-testid={testId ?? 'echart'} data-echarts="" />;
}
