import { DEFAULT_CHART_AXES, PALETTE, buildComparisonBarOption, comparisonChartInput, buildCompositionBarOption, buildRadarOption, buildScatterOption, buildLabelledScatterOption, distinctColors, plottable } from './chart-options';
import { namespaceTranslator } from '@/lib/i18n/messages';

const points = [
  { id: '1', name: 'Q235B', x: 235, y: 370, group: 'GB' },
  { id: '2', name: 'S355JR', x: 355, y: 490, group: 'EN' },
  { id: '3', name: 'X', x: 0, y: 10, group: 'EN' },
  { id: '4', name: 'Y', x: null, y: 10, group: 'JIS' },
];

describe('chart option builders', () => {
  it('builds one scatter series per group with linear or log axes', () => {
    const o = buildScatterOption({ points, x: { label: 'Yield' }, y: { label: 'Rm', log: true }, groupLabels: { GB: 'GB (China)' } });
    expect(o.xAxis.type).toBe('value');
    expect(o.yAxis.type).toBe('log');
    expect(o.series.map((s) => s.name)).toEqual(['EN', 'GB (China)']);
    expect(o.series[1].data[0]).toEqual({ value: [235, 370], name: 'Q235B', id: '1' });
  });

  it('keeps the axis names clear of the tick labels and inside the chart (issue 29: they overlapped)', () => {
    const o = buildScatterOption({ points, x: { label: 'Yield strength (MPa)' }, y: { label: 'Tensile strength (MPa)' } });
    for (const axis of [o.xAxis, o.yAxis]) {
      expect(axis).toMatchObject({ nameLocation: 'middle', nameMoveOverlap: true, axisLabel: { hideOverlap: true } });
    }
    expect(o.grid).toMatchObject({ outerBoundsMode: 'same', outerBoundsContain: 'all' });
    expect(o.grid).not.toHaveProperty('containLabel');
  });

  it('drops points a log axis cannot show and points with a missing value', () => {
    expect(plottable(points, { label: 'x', log: true }, { label: 'y' }).map((p) => p.id)).toEqual(['1', '2']);
    expect(plottable(points, { label: 'x' }, { label: 'y' }).map((p) => p.id)).toEqual(['1', '2', '3']);
  });

  it('draws composition ranges as stacked bars from the minimum', () => {
    const o = buildCompositionBarOption([{ element: 'Cr', min: 18, max: 20 }, { element: 'C', min: null, max: 0.08 }, { element: 'Ni', min: null, max: null }]);
    expect(o.xAxis.data).toEqual(['Cr', 'C']);
    expect(o.series[0].data).toEqual([18, 0]);
    expect(o.series[1].data).toEqual([2, 0.08]);
  });

  it('builds comparison bars and a radar scaled to the best record', () => {
    const input = { categories: ['Rm', 'A'], series: [{ name: 'Q235B', values: [370, 26] }, { name: 'Q355B', values: [470, null] }] };
    expect(buildComparisonBarOption(input).series[1].data).toEqual([470, '-']);
    const radar = buildRadarOption(input);
    expect(radar.series[0].data[0].value).toEqual([78.7, 100]);
    expect(radar.series[0].data[1].value).toEqual([100, 0]);
  });

  it('charts a comparison by property without hardness, one series per record', () => {
    const record = (id: string, grade: string) => ({ id, slug: grade, type: 'steel' as const, grade, aliases: [], system: 'GB', standard: null, category: null, confidence: null, datasetCode: 'x' });
    const property = (key: string, unit: string, values: (number | null)[]) => ({ key, unit, better: 'higher' as const, cells: [], values, best: [], differs: true });
    const input = comparisonChartInput(
      { records: [record('1', 'Q235B'), record('2', 'Q355B')], properties: [property('tensile', 'MPa', [370, 470]), property('hardness', 'HB', [120, null]), property('elongation', '%', [26, null])] },
      (key, unit) => `${key} (${unit})`,
    );
    expect(input.categories).toEqual(['tensile (MPa)', 'elongation (%)']);
    expect(input.series).toEqual([
      { name: 'Q235B', values: [370, 26] },
      { name: 'Q355B', values: [470, null] },
    ]);
  });
});

describe('Ashby chart colours (issue 29, item 11)', () => {
  it('gives every one of 25 categories its own colour', () => {
    const colors = distinctColors(25);
    expect(colors).toHaveLength(25);
    expect(new Set(colors).size).toBe(25);
    for (const c of colors) expect(c).toMatch(/^#[0-9a-f]{6}$/);
    expect(distinctColors(3)).toEqual(PALETTE.slice(0, 3));
  });

  it('colours each series of a 25-category scatter differently and opens on yield against tensile', () => {
    const points = Array.from({ length: 25 }, (_, i) => ({ id: String(i), name: `g${i}`, group: `c${String(i).padStart(2, '0')}`, x: 300 + i, y: 450 + i }));
    const option = buildScatterOption({ points, x: { label: 'x', log: false }, y: { label: 'y', log: false } });
    const seriesColors = option.series.map((s) => s.itemStyle.color);
    expect(new Set(seriesColors).size).toBe(25);
    expect(DEFAULT_CHART_AXES).toEqual({ x: 'yield', y: 'tensile' });
  });

  it('names the Ashby chart in the reader\'s language, the same on the server and in the browser', () => {
    for (const [locale, yieldName, gb] of [['zh', '屈服强度', 'GB'], ['en', 'Yield strength', 'GB']] as const) {
      const t = namespaceTranslator(locale, 'Intelligence');
      const tm = namespaceTranslator(locale, 'Materials');
      const o = buildLabelledScatterOption({ points, x: 'yield', y: 'el:C', colorBy: 'system', properties: [{ key: 'yield', unit: 'MPa' }], t, tm });
      expect(o.xAxis.name).toContain(yieldName);
      expect(o.xAxis.name).toContain('(MPa)');
      expect(o.yAxis.name).toBe(t('chart.element', { el: 'C' }));
      expect(o.series.map((s) => s.name)).toContain(tm.has(`systems.${gb}`) ? tm(`systems.${gb}`) : gb);
      expect(tm.has('no.such.key')).toBe(false);
    }
  });
});

