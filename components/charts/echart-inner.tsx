'use client';
import { useEffect, useRef } from 'react';
import * as echarts from 'echarts/core';
import { BarChart, RadarChart, ScatterChart } from 'echarts/charts';
import { DataZoomComponent, GridComponent, LegendComponent, RadarComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import './echart.css';

echarts.use([BarChart, RadarChart, ScatterChart, DataZoomComponent, GridComponent, LegendComponent, RadarComponent, TooltipComponent, CanvasRenderer]);

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

  useEffect(() => {
    if (!ref.current) return;
    const instance = echarts.init(ref.current);
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

  useEffect(() => {
    chart.current?.setOption(option as echarts.EChartsCoreOption, true);
  }, [option]);

  return <div ref={ref} className="echart-box" style={{ height }} role="img" aria-label={ariaLabel} data-testid={testId ?? 'echart'} />;
}
