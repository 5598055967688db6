// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { vi } from 'vitest';
import type { SimilarItem } from '@/lib/intelligence/contract';
import type { MaterialDetail } from '@/lib/materials/contract';
import type { Locale } from '@/lib/i18n/routing';
import { toCompositionBars } from './composition-chart-slot';
import { q355b } from '@/tests/fixtures/material-detail';
import { DetailView } from './detail-view';
import { renderWithProviders } from '@/tests/render';

vi.mock('next/navigation', () => ({
  useSearchParams: () => new URLSearchParams(),
  usePathname: () => '/mind/seeDetail',
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }),
}));

// echarts needs a real canvas; the wrapper's stand-in shows what CompositionChart hands it.
vi.mock('@/components/charts/echart', () => ({
  EChart: ({ option, testId }: { option: { xAxis: { data: string[] }; tooltip: { formatter: (p: { name: string }[]) => string } }; testId: string }) => (
    <div data-testid={testId} data-elements={option.xAxis.data.join(',')}>
      {option.xAxis.data.map((el) => option.tooltip.formatter([{ name: el }])).join(' | ')}
    </div>
  ),
}));

const summary = (id: string, grade: string, standard: string) => ({ id, slug: grade, type: 'steel' as const, grade, aliases: [], system: 'GB', standard, category: null, confidence: 'A', datasetCode: 'x' });
const similar = (n: number): SimilarItem[] =>
  Array.from({ length: n }, (_, i) => ({
    record: summary(String(100 + i), `Q${355 + i}C`, 'GB/T 1591-2018'),
    score: 95 - i,
    compositionScore: 95 - i,
    propertyScore: null,
    elements: [
      { element: 'Mn', reference: 0.8, candidate: 0.7, delta: -0.1, distance: 0.12, weight: 2, penalty: 2.1 },
      { element: 'C', reference: 0.1, candidate: 0.09, delta: -0.01, distance: 0.1, weight: 3, penalty: 1.4 },
      { element: 'Si', reference: 0.25, candidate: 0.25, delta: 0, distance: 0, weight: 1.5, penalty: 0 },
    ],
    properties: [],
  }));

const similarCalls: URLSearchParams[] = [];
/** The record the viewer's call answers with (the page renders the cached visitor's record first). */
let viewerDetail: MaterialDetail = q355b;
const server = setupServer(
  http.get('http://localhost:3000/atsteel/steelName/steelDetail', () => HttpResponse.json({ code: 0, data: viewerDetail, msg: 'ok' })),
  http.get('http://localhost:3000/atsteel/intelligentMatching/similar', ({ request }) => {
    similarCalls.push(new URL(request.url).searchParams);
    return HttpResponse.json({ code: 0, data: { reference: summary('42', 'Q355B', 'GB/T 1591-2018'), list: similar(5) }, msg: 'ok' });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  similarCalls.length = 0;
});
afterAll(() => server.close());

function renderDetail(locale: Locale, detail: MaterialDetail = q355b) {
  viewerDetail = detail;
  return renderWithProviders(<DetailView detail={detail} />, { locale });
}

// next-intl's navigation reaches into Next's router, which is not mounted in jsdom.
vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
  usePathname: () => '/mind/seeDetail',
  useRouter: () => ({ push: vi.fn(), replace: vi.fn() }),
}));

afterEach(() => localStorage.clear());

describe('the material detail view', () => {
  it('shows composition, properties with units, equivalents and the source', () => {
    renderDetail('en');
    expect(screen.getByTestId('detail-grade')).toHaveTextContent('Q355B');
    const composition = screen.getByTestId('composition-table');
    expect(within(composition).getByText('<=0.20')).toBeInTheDocument();
    expect(within(composition).getByText('≤ 0.2')).toBeInTheDocument();
    const props = screen.getByTestId('properties-table');
    expect(within(props).getAllByText('Tensile strength (MPa)')[0]).toBeInTheDocument();
    expect(within(props).getByText('470–630')).toBeInTheDocument();
    expect(within(props).getByText('≥ 355')).toBeInTheDocument();
    expect(within(props).getByText('°C', { exact: false })).toBeInTheDocument();
    expect(screen.getByTestId('equivalents-table')).toHaveTextContent('S355JR');
    expect(screen.getByTestId('sources-panel')).toHaveTextContent('Compiled steel grades');
    expect(screen.getByTestId('sources-panel')).toHaveTextContent('STL012');
    expect(within(props).getAllByTestId('source-cell')[0]).toHaveTextContent('Compiled steel grades');
  });

  it('converts every strength to ksi and temperatures to °F', () => {
    renderDetail('zh');
    fireEvent.click(within(screen.getAllByTestId('unit-strength')[0]).getByText('ksi'));
    const props = screen.getByTestId('properties-table');
    expect(within(props).getAllByText('抗拉强度 (ksi)')[0]).toBeInTheDocument();
    expect(within(props).getByText('68.2–91.4')).toBeInTheDocument();
    expect(within(props).getByText('≥ 51.5')).toBeInTheDocument();
    expect(within(props).queryByText('470–630')).toBeNull();
    fireEvent.click(within(screen.getAllByTestId('unit-temperature')[0]).getByText('°F'));
    expect(within(props).getByText('-4')).toBeInTheDocument();
  });

  it('offers sign-in instead of the favourite button to visitors', () => {
    renderDetail('zh');
    expect(screen.getByTestId('favorite-signin')).toHaveTextContent('登录后可收藏');
  });

  it('draws the composition ranges under the table once the chart has loaded', async () => {
    renderDetail('en');
    const chart = await screen.findByTestId('composition-chart');
    expect(chart).toHaveAttribute('data-elements', 'C,Mn');
    expect(chart).toHaveTextContent('Mn: ≤ 1.6 wt %');
    expect(screen.getByTestId('composition-chart-slot')).toHaveTextContent('Specified range of each element');
  });

  it('draws no chart for a record without composition values', () => {
    renderDetail('zh', { ...q355b, composition: [{ element: 'Fe', label: 'Iron', raw: 'balance', min: null, max: null, typical: null, unit: 'wt%', note: null }] });
    expect(screen.queryByTestId('composition-chart-slot')).toBeNull();
  });

  it('lists the five most similar records with score, top differences and links, in Chinese', async () => {
    renderDetail('zh');
    expect(screen.getByTestId('similar-inline')).toHaveAttribute('aria-busy', 'true');
    const items = await screen.findAllByTestId('similar-inline-item');
    expect(items).toHaveLength(5);
    expect(similarCalls[0].get('id')).toBe('42');
    expect(similarCalls[0].get('limit')).toBe('5');
    expect(within(items[0]).getByTestId('similar-inline-grade')).toHaveAttribute('href', '/mind/seeDetail?id=100');
    expect(within(items[0]).getByTestId('similar-inline-score')).toHaveTextContent('相似度 95.0');
    // Elements that cost no points are no difference worth showing.
    expect(within(items[0]).getAllByTestId('similar-inline-element').map((e) => e.textContent)).toEqual(['Mn 0.8→0.7', 'C 0.1→0.09']);
    expect(screen.getByTestId('similar-inline-all')).toHaveAttribute('href', '/mind/gcMatchingNext?id=42&grade=Q355B');
    expect(screen.getByTestId('similar-inline')).toHaveTextContent('与 Q355B 相似的材料');
  });

  it('hides the similar materials when the call fails or finds nothing', async () => {
    server.use(http.get('http://localhost:3000/atsteel/intelligentMatching/similar', () => HttpResponse.json({ code: -1, data: null, msg: 'boom' }, { status: 500 })));
    const { unmount } = renderDetail('en');
    await waitFor(() => expect(screen.queryByTestId('similar-inline')).toBeNull());
    unmount();
    server.use(http.get('http://localhost:3000/atsteel/intelligentMatching/similar', () => HttpResponse.json({ code: 0, data: { reference: summary('42', 'Q355B', 'x'), list: [] }, msg: 'ok' })));
    renderDetail('en');
    expect(screen.getByTestId('similar-inline')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('similar-inline')).toBeNull());
  });
});

describe('composition bars', () => {
  it('keeps elements with values, converts ppm to wt % and draws a typical value as a point', () => {
    const row = (element: string, min: number | null, max: number | null, typical: number | null, unit: 'wt%' | 'ppm' = 'wt%') => ({ element, label: element, raw: '', min, max, typical, unit, note: null });
    expect(toCompositionBars([row('Cr', 18, 20, null), row('B', null, 50, null, 'ppm'), row('Ni', null, null, 9.5), row('Fe', null, null, null), row('CEV', null, 0.45, null)])).toEqual([
      { element: 'Cr', min: 18, max: 20 },
      { element: 'B', min: null, max: 0.005 },
      { element: 'Ni', min: 9.5, max: 9.5 },
    ]);
  });
});
