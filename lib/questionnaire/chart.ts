/** Brand blue of the portal's charts (lib/intelligence/chart-options PALETTE[0]). */
const BAR_COLOR = '#1f5fae';

/**
 * A horizontal bar per option (or per score) with its count written at the bar's end: the picture of one question's
 * answers on the results screen, drawn on the server (components/charts/static-chart). Labels keep their order.
 */
export function buildCountBarOption(labels: readonly string[], counts: readonly number[], axisName: string) {
  return {
    animation: false,
    grid: { left: 8, right: 48, top: 28, bottom: 8, containLabel: true },
    xAxis: { type: 'value', name: axisName, minInterval: 1 },
    // Top to bottom in the question's order.
    yAxis: { type: 'category', inverse: true, data: [...labels], axisLabel: { width: 260, overflow: 'truncate' } },
    series: [{ type: 'bar', data: [...counts], itemStyle: { color: BAR_COLOR }, barMaxWidth: 22, label: { show: true, position: 'right' } }],
  };
}

/** The chart's height for a number of bars: enough room per bar, never cramped. */
export function countBarHeight(bars: number): number {
  return Math.max(140, 48 + bars * 34);
}
