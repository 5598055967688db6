import type { ComparisonTable } from './outputs';

/**
 * echarts option builders (pure functions, unit-tested; the one chart wrapper in
 * components/charts renders them). Option objects are plain data plus small formatters.
 */
export interface ScatterPoint {
  id: string;
  name: string;
  x: number | null;
  y: number | null;
  group: string;
}

export interface AxisSpec {
  label: string;
  log?: boolean;
}

export interface ScatterInput {
  points: readonly ScatterPoint[];
  x: AxisSpec;
  y: AxisSpec;
  /** Display names of the groups (family or standard system). */
  groupLabels?: Record<string, string>;
}

export const PALETTE = ['#1f5fae', '#d4561f', '#2f9e5b', '#8e44ad', '#c9a227', '#17a2b8', '#e83e8c', '#6c757d', '#795548', '#20c997'];

/** Points that can be drawn: both values present and positive on a log axis. */
export function plottable(points: readonly ScatterPoint[], x: AxisSpec, y: AxisSpec): ScatterPoint[] {
  return points.filter((p) => p.x !== null && p.y !== null && Number.isFinite(p.x) && Number.isFinite(p.y) && (!x.log || p.x > 0) && (!y.log || p.y > 0));
}

/** Where an axis of the scatter puts its name and labels: see buildScatterOption. */
const AXIS_NAME = { nameLocation: 'middle', nameGap: 10, nameMoveOverlap: true, nameTruncate: { maxWidth: 260 }, axisLabel: { hideOverlap: true } } as const;

/** Ashby-style scatter of two properties or elements, one series per group. */
/** The axes the Ashby chart opens with (issue 29, item 11): guaranteed yield against tensile strength. */
export const DEFAULT_CHART_AXES = { x: 'yield', y: 'tensile' } as const;

const SYMBOLS = ['circle', 'rect', 'triangle', 'diamond', 'roundRect', 'pin'] as const;

function hslToHex(h: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

/**
 * One colour per group that no other group shares (issue 29, item 11: 25 categories shared 10 colours):
 * the palette while it lasts, then hues spread by the golden angle at alternating lightness, so
 * neighbours in the legend differ most. Pure, unit-tested.
 */
export function distinctColors(n: number): string[] {
  if (n <= PALETTE.length) return PALETTE.slice(0, n);
  return Array.from({ length: n }, (_, i) => hslToHex((i * 137.508) % 360, 0.62, [0.42, 0.58, 0.34][i % 3]));
}

export function buildScatterOption(input: ScatterInput) {
  const drawn = plottable(input.points, input.x, input.y);
  const groups = [...new Set(drawn.map((p) => p.group))].sort();
  const colors = distinctColors(groups.length);
  return {
    color: colors,
    animation: false,
    // Axis names beside the axes, moved clear of the tick labels (nameMoveOverlap), tick labels that
    // would overlap hidden, and the grid shrunk so labels and names stay inside the chart (echarts 6
    // outerBounds; `containLabel` turned the name's overlap handling off and the names ran into the
    // tick labels and the legend, issue 29).
    grid: { left: 12, right: 24, top: 44, bottom: 12, outerBoundsMode: 'same', outerBoundsContain: 'all' },
    legend: { type: 'scroll', top: 0, data: groups.map((g) => input.groupLabels?.[g] ?? g) },
    tooltip: { trigger: 'item' },
    xAxis: { type: input.x.log ? 'log' : 'value', name: input.x.label, ...AXIS_NAME, scale: true },
    yAxis: { type: input.y.log ? 'log' : 'value', name: input.y.label, ...AXIS_NAME, scale: true },
    dataZoom: [{ type: 'inside', xAxisIndex: 0 }, { type: 'inside', yAxisIndex: 0 }],
    series: groups.map((g, i) => ({
      type: 'scatter',
      name: input.groupLabels?.[g] ?? g,
      // Colour and, beyond the palette, shape: a group stays distinct for readers who see few colours.
      itemStyle: { color: colors[i] },
      symbol: groups.length > PALETTE.length ? SYMBOLS[i % SYMBOLS.length] : 'circle',
      symbolSize: 10,
      emphasis: { focus: 'series' },
      data: drawn.filter((p) => p.group === g).map((p) => ({ value: [p.x, p.y], name: p.name, id: p.id })),
    })),
  };
}

export interface CompositionBar {
  element: string;
  min: number | null;
  max: number | null;
}

/** Composition bars of one record: the specified range drawn from min (or 0) to max. */
export function buildCompositionBarOption(bars: readonly CompositionBar[], unitLabel = 'wt %') {
  const rows = bars.filter((b) => b.min !== null || b.max !== null);
  return {
    animation: false,
    grid: { left: 48, right: 16, top: 32, bottom: 32, containLabel: true },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: { type: 'category', data: rows.map((b) => b.element) },
    yAxis: { type: 'value', name: unitLabel },
    series: [
      { type: 'bar', stack: 'range', itemStyle: { color: 'transparent' }, data: rows.map((b) => b.min ?? 0), tooltip: { show: false } },
      { type: 'bar', stack: 'range', itemStyle: { color: PALETTE[0] }, data: rows.map((b) => Math.max(0, (b.max ?? b.min ?? 0) - (b.min ?? 0)) || (b.min ?? 0) * 0.02) },
    ],
  };
}

export interface ComparisonSeries {
  name: string;
  values: readonly (number | null)[];
}

export interface ComparisonInput {
  categories: readonly string[];
  series: readonly ComparisonSeries[];
}

/**
 * The chart input of a comparison (steelComparison …): one category per charted property (hardness
 * is left out: its scales differ between records), one series per record. `label` names a
 * property with its unit in the reader's language, on the server or in the browser alike.
 */
export function comparisonChartInput(table: Pick<ComparisonTable, 'records' | 'properties'>, label: (key: string, unit: string) => string): ComparisonInput {
  const props = table.properties.filter((p) => p.key !== 'hardness');
  return {
    categories: props.map((p) => label(p.key, p.unit)),
    series: table.records.map((r, i) => ({ name: r.grade, values: props.map((p) => p.values[i]) })),
  };
}

/** Grouped bars: one group per property, one bar per record. */
export function buildComparisonBarOption(input: ComparisonInput) {
  return {
    color: PALETTE,
    animation: false,
    grid: { left: 48, right: 16, top: 48, bottom: 32, containLabel: true },
    legend: { top: 0, data: input.series.map((s) => s.name) },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: { type: 'category', data: [...input.categories] },
    yAxis: { type: 'value' },
    series: input.series.map((s) => ({ type: 'bar', name: s.name, data: s.values.map((v) => v ?? '-') })),
  };
}

/** Radar of the records, each property scaled to the largest value among them (= 100). */
export function buildRadarOption(input: ComparisonInput) {
  const maxima = input.categories.map((_, i) => Math.max(0, ...input.series.map((s) => s.values[i] ?? 0)));
  const keep = input.categories.map((_, i) => maxima[i] > 0);
  return {
    color: PALETTE,
    animation: false,
    legend: { top: 0, data: input.series.map((s) => s.name) },
    tooltip: { trigger: 'item' },
    radar: { indicator: input.categories.filter((_, i) => keep[i]).map((name) => ({ name, max: 100 })), radius: '62%', center: ['50%', '56%'] },
    series: [
      {
        type: 'radar',
        data: input.series.map((s) => ({
          name: s.name,
          value: s.values.filter((_, i) => keep[i]).map((v, j) => {
            const max = maxima.filter((_, i) => keep[i])[j];
            return v === null ? 0 : Math.round((1000 * v) / max) / 10;
          }),
        })),
      },
    ],
  };
}

/** A translator for keys built at run time (the browser's `useLooseT`, or the server's over `lookupMessage`). */
export type KeyTranslator = ((key: string, values?: Record<string, string | number>) => string) & { has: (key: string) => boolean };

export interface LabelledScatter {
  points: readonly ScatterPoint[];
  x: string;
  y: string;
  xLog?: boolean;
  yLog?: boolean;
  colorBy: 'category' | 'system';
  /** The family's axes (intelligentMatching/conditions), for the properties' units. */
  properties: readonly { key: string; unit: string }[];
  /** Translators of the Intelligence and Materials namespaces. */
  t: KeyTranslator;
  tm: KeyTranslator;
}

/** An axis's name: a property with its unit, or an element. */
export function chartAxisLabel(key: string, properties: LabelledScatter['properties'], t: KeyTranslator): string {
  if (key.startsWith('el:')) return t('chart.element', { el: key.slice(3) });
  const p = properties.find((a) => a.key === key);
  return `${t(`properties.${key}`)}${p?.unit ? ` (${p.unit})` : ''}`;
}

/**
 * The Ashby chart's option with its names in the reader's language: the same function draws the
 * first chart on the server (an SVG, no chart script) and every chart in the browser.
 */
export function buildLabelledScatterOption(input: LabelledScatter) {
  const groupLabels: Record<string, string> = {};
  for (const p of input.points) {
    const key = input.colorBy === 'system' ? `systems.${p.group}` : `categories.${p.group}`;
    groupLabels[p.group] = input.tm.has(key) ? input.tm(key) : p.group;
  }
  return buildScatterOption({
    points: input.points,
    x: { label: chartAxisLabel(input.x, input.properties, input.t), log: input.xLog },
    y: { label: chartAxisLabel(input.y, input.properties, input.t), log: input.yLog },
    groupLabels,
  });
}
