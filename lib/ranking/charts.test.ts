import { buildColumnOption, buildContributionOption } from './charts';

describe('ranking chart options', () => {
  it('colours grade columns by grade and keeps labels and values in order', () => {
    const o = buildColumnOption(['A+', 'A', 'C'], [1, 3, 0], 'n', { colorByLabel: true });
    expect(o.xAxis.data).toEqual(['A+', 'A', 'C']);
    expect(o.series[0].data.map((d) => d.value)).toEqual([1, 3, 0]);
    expect(o.series[0].data[2].itemStyle.color).toBe('#cf222e');
  });

  it('draws points beside their maximum per indicator', () => {
    const o = buildContributionOption(['a', 'b'], [14, 5], [17.5, 10], { points: 'points', max: 'max' });
    expect(o.series.map((s) => [s.name, s.data])).toEqual([
      ['points', [14, 5]],
      ['max', [17.5, 10]],
    ]);
  });
});
