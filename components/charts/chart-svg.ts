import 'server-only';
import * as echarts from 'echarts/core';
import { BarChart, RadarChart, ScatterChart } from 'echarts/charts';
import { DataZoomComponent, GridComponent, LegendComponent, RadarComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';

echarts.use([BarChart, RadarChart, ScatterChart, DataZoomComponent, GridComponent, LegendComponent, RadarComponent, TooltipComponent, SVGRenderer]);

export interface ChartSize {
  width: number;
  height: number;
}

/**
 * An option of lib/intelligence/chart-options drawn on the server as an SVG string (echarts'
 * server-side rendering: no DOM, the SVG renderer, no animation), so a page shows its first chart
 * with no chart script at all. The SVG carries a viewBox and scales to its box's width; text is
 * escaped by zrender, and the attributes it writes are numbers, colours and class names.
 * The browser draws the same option with the same renderer when the reader interacts
 * (components/charts/echart.tsx), so the picture does not change when echarts takes over.
 */
export function renderChartSvg(option: object, { width, height }: ChartSize): string {
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height });
  try {
    chart.setOption({ ...option, animation: false } as echarts.EChartsCoreOption);
    return chart.renderToSVGString({ useViewBox: true });
  } finally {
    chart.dispose();
  }
}
