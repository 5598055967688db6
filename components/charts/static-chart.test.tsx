import { renderToStaticMarkup } from 'react-dom/server';
import { buildComparisonBarOption } from '@/lib/intelligence/chart-options';
import { renderChartSvg } from './chart-svg';
import { StaticChart } from './static-chart';

const option = buildComparisonBarOption({ categories: ['Rm (MPa)', 'A (%)'], series: [{ name: 'Q235B', values: [370, 26] }, { name: 'Q355B"<script>', values: [470, null] }] });

describe('charts drawn on the server', () => {
  it('draws an option as a scalable SVG with the text escaped', () => {
    const svg = renderChartSvg(option, { width: 600, height: 300 });
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('viewBox="0 0 600 300"');
    expect(svg).toContain('Rm (MPa)');
    expect(svg).toContain('Q355B&quot;&lt;script&gt;');
    expect(svg).not.toContain('<script');
    // The bars of both records are drawn (one path per value, with echarts' data attributes).
    expect(svg.match(/ecmeta_ssr_type="chart"/g)?.length).toBe(3);
  });

  it('wraps the picture in an image with a name and a description for assistive technology', () => {
    const html = renderToStaticMarkup(<StaticChart option={option} title="Property comparison chart" description="Q235B: Rm 370" height={300} />);
    expect(html).toMatch(/role="img" aria-label="Property comparison chart" aria-describedby="[^"]+"/);
    expect(html).toContain('Q235B: Rm 370</p>');
    expect(html).toContain('height:300px');
    expect(html).toContain('<svg');
  });
});
