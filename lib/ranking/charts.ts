/** The ranking's charts as echarts options (drawn on the server by components/charts/static-chart). */
const BLUE = '#1f5fae';
const GRADE_COLORS: Record<string, string> = { 'A+': '#1a7f37', A: '#2da44e', 'B+': '#1f5fae', B: '#bf8700', C: '#cf222e' };

/** One vertical bar per label with its value on top (grade distribution, mean score per year, score per year). */
export function buildColumnOption(labels: readonly string[], values: readonly number[], axisName: string, options: { max?: number; colorByLabel?: boolean } = {}) {
  return {
    animation: false,
    grid: { left: 8, right: 16, top: 32, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: [...labels] },
    yAxis: { type: 'value', name: axisName, max: options.max, minInterval: options.max ? undefined : 1 },
    series: [
      {
        type: 'bar',
        barMaxWidth: 36,
        label: { show: true, position: 'top' },
        data: values.map((value, i) => ({ value, itemStyle: { color: options.colorByLabel ? (GRADE_COLORS[labels[i]] ?? BLUE) : BLUE } })),
      },
    ],
  };
}

/** Horizontal bars: each indicator's points beside its maximum (the contributions of a result or a simulation). */
export function buildContributionOption(labels: readonly string[], points: readonly number[], maxPoints: readonly number[], names: { points: string; max: string }) {
  return {
    animation: false,
    legend: { top: 0 },
    grid: { left: 8, right: 40, top: 32, bottom: 8, containLabel: true },
    xAxis: { type: 'value' },
    yAxis: { type: 'category', inverse: true, data: [...labels], axisLabel: { width: 220, overflow: 'truncate' } },
    series: [
      { type: 'bar', name: names.points, data: [...points], itemStyle: { color: BLUE }, barMaxWidth: 14, label: { show: true, position: 'right' } },
      { type: 'bar', name: names.max, data: [...maxPoints], itemStyle: { color: '#d0d7de' }, barMaxWidth: 14 },
    ],
  };
}
