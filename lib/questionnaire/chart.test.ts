import { buildCountBarOption, countBarHeight } from './chart';

describe('questionnaire result charts', () => {
  it('draws one bar per label in the question’s order, top to bottom, with counts written', () => {
    const option = buildCountBarOption(['Engineer', 'Buyer'], [3, 0], 'People');
    expect(option.yAxis).toMatchObject({ type: 'category', inverse: true, data: ['Engineer', 'Buyer'] });
    expect(option.series[0]).toMatchObject({ type: 'bar', data: [3, 0], label: { show: true } });
    expect(option.xAxis).toMatchObject({ name: 'People', minInterval: 1 });
  });

  it('gives each bar room and never a cramped chart', () => {
    expect(countBarHeight(1)).toBe(140);
    expect(countBarHeight(5)).toBe(218);
    expect(countBarHeight(10)).toBeGreaterThan(countBarHeight(5));
  });
});
