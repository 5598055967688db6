// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { vi } from 'vitest';
import type { SimilarItem } from '@/lib/intelligence/contract';
import type { MaterialDetail } from '@/lib/materials/contract';
import type { Locale } from '@/lib/i18n/routing';
import { toCompositionBars } from './composition-chart-slot';
import { compositionScale } from './composition-chart';
import { q355b } from '@/tests/fixtures/material-detail';
import { DetailView } from './detail-view';
import { renderWithProviders } from '@/tests/render';

vi.mock('next/navigation', () => ({
  useSearchParams: () => new URLSearchParams(),
  usePathname: () => '/mind/seeDetail',
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }),
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

  it('says which standard grade a linked research record belongs to and links to it, in both languages', () => {
    const research = (text: string): MaterialDetail => ({
      ...q355b,
      grade: 'SCM440',
      standardLink: { via: 'grade', materialId: 54, slug: 'scm440-stl054', family: 'steel', grade: 'SCM440', standardCode: 'JIS G4053', text },
    });
    renderDetail('en', research('Grade SCM440 of JIS G4053'));
    expect(screen.getByTestId('standard-grade')).toHaveTextContent('Grade SCM440 of JIS G4053 — see the standard grade');
    expect(screen.getByTestId('standard-grade-link')).toHaveAttribute('href', '/mind/seeDetail?id=54');
    cleanup();
    renderDetail('zh', research('JIS G4053 中的牌号 SCM440'));
    expect(screen.getByTestId('standard-grade')).toHaveTextContent('JIS G4053 中的牌号 SCM440 —— 查看标准牌号');
    cleanup();
    renderDetail('en');
    expect(screen.queryByTestId('standard-grade')).toBeNull();
  });

  it('says, in both languages, when a compiled grade has no sourced value at all', () => {
    const bare: MaterialDetail = { ...q355b, grade: '12Cr2Mo1R', composition: [], properties: [], propertiesHidden: 0 };
    renderDetail('en', bare);
    expect(screen.getByTestId('values-not-sourced')).toHaveTextContent('No composition or property value of 12Cr2Mo1R could be read in a public source yet');
    expect(screen.getByText('This record has no mechanical property data')).toBeInTheDocument();
    cleanup();
    renderDetail('zh', bare);
    expect(screen.getByTestId('values-not-sourced')).toHaveTextContent('12Cr2Mo1R 的化学成分和力学性能数值尚未在公开来源中读到');
    cleanup();
    renderDetail('en');
    expect(screen.queryByTestId('values-not-sourced')).toBeNull();
  });

  it('shows a formula bound as written and a flagged value as printed in the source, in both languages', () => {
    const note = { en: 'As printed in the source, not used for search: outside the plausible range for this material family', zh: '按来源原文显示，不用于检索：超出该类材料的合理范围' };
    for (const locale of ['en', 'zh'] as const) {
      const detail: MaterialDetail = {
        ...q355b,
        composition: [
          ...q355b.composition,
          { element: 'Ti', label: 'Ti', raw: '5x(C+N) min; <=0.70', min: null, max: 0.7, typical: null, unit: 'wt%', note: null, rule: '5x(C+N) min', flagged: null },
        ],
        properties: [
          { ...q355b.properties[0], tensileMin: null, tensileMax: null, tensileRaw: '6661', flagged: [{ field: 'tensile', raw: '6661', note: note[locale] }], gaugeLength: 'A50', direction: 'L', directionLabel: locale === 'en' ? 'longitudinal' : '纵向' },
        ],
      };
      const { unmount } = renderDetail(locale, detail);
      expect(screen.getByTestId('formula-bound')).toHaveTextContent('5x(C+N) min');
      expect(screen.getByTestId('composition-table')).not.toHaveTextContent(/Ti\D*5(?!x)/);
      const flagged = within(screen.getByTestId('properties-table')).getByTestId('flagged-value');
      expect(flagged).toHaveTextContent(`6661 ${note[locale]}`);
      expect(screen.getByTestId('properties-table')).toHaveTextContent(locale === 'en' ? 'Gauge length' : '标距');
      expect(screen.getByTestId('properties-table')).toHaveTextContent(locale === 'en' ? 'longitudinal' : '纵向');
      unmount();
    }
  });

  it('offers sign-in instead of the favourite button to visitors', () => {
    renderDetail('zh');
    expect(screen.getByTestId('favorite-signin')).toHaveTextContent('登录后可收藏');
  });

  it('renders every tab panel in the HTML and switches tabs with the keyboard', () => {
    renderDetail('en');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Composition', 'Performance', 'Structure and heat treatment', 'Permission']);
    expect(screen.getByTestId('properties-table')).not.toBeVisible();
    expect(screen.getByTestId('structure-panel')).toHaveTextContent('Ferrite and pearlite');
    fireEvent.keyDown(tabs[0], { key: 'ArrowRight' });
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('properties-table')).toBeVisible();
  });

  it('shows the source of a property row in a popover that is in the HTML', () => {
    renderDetail('en');
    const chip = within(screen.getByTestId('properties-table')).getAllByTestId('source-cell')[0];
    const panel = document.getElementById(chip.getAttribute('popovertarget')!)!;
    expect(panel).toHaveAttribute('popover', 'auto');
    expect(panel).toHaveTextContent('Original row: 12 (STL012)');
    expect(panel).toHaveTextContent('GB/T 1591-2018 via cehesteel.com');
    expect(chip).toHaveTextContent('A');
  });

  it("replaces the visitor's level, favourite and property rows with the viewer's after load", async () => {
    const hidden = { ...q355b, properties: [], propertiesHidden: 3 };
    const viewer: MaterialDetail = { ...q355b, isFavorite: true, permission: { ...q355b.permission, level: 'user' } };
    viewerDetail = viewer;
    renderWithProviders(<DetailView detail={hidden} />, { locale: 'en' });
    expect(screen.getByTestId('viewer-level')).toHaveAttribute('data-level', 'visitor');
    fireEvent.click(screen.getByRole('tab', { name: 'Performance' }));
    expect(screen.getByTestId('properties-hidden')).toHaveTextContent('3 more property rows are shown after you sign in.');
    expect(within(screen.getByTestId('properties-hidden')).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await waitFor(() => expect(screen.getByTestId('viewer-level')).toHaveAttribute('data-level', 'user'));
    expect(screen.queryByTestId('properties-hidden')).toBeNull();
    expect(within(screen.getByTestId('properties-table')).getByText('470–630')).toBeInTheDocument();
  });

  it('draws the composition ranges as a described SVG under the table, without a chart library', () => {
    renderDetail('en');
    const chart = screen.getByRole('img', { name: 'Composition chart' });
    expect(chart.tagName.toLowerCase()).toBe('svg');
    expect(chart).toHaveAttribute('data-elements', 'C,Mn');
    expect(chart).toHaveAccessibleDescription('Specified content of each element (wt %): C ≤ 0.2; Mn ≤ 1.6.');
    expect(within(chart).getByText('≤ 1.6')).toBeInTheDocument();
    expect(screen.getByTestId('composition-chart-slot')).toHaveTextContent('Specified range of each element');
  });

  it('describes the composition chart in Chinese', () => {
    renderDetail('zh');
    expect(screen.getByRole('img', { name: '成分图' })).toHaveAccessibleDescription('各元素的规定含量（wt %）：C ≤ 0.2；Mn ≤ 1.6。');
  });

  it('draws no chart for a record without composition values', () => {
    renderDetail('zh', { ...q355b, composition: [{ element: 'Fe', label: 'Iron', raw: 'balance', min: null, max: null, typical: null, unit: 'wt%', note: null, rule: null, flagged: null }] });
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
  it('ends the axis at a round value above the largest one', () => {
    expect(compositionScale(1.6)).toEqual({ end: 2, step: 0.5 });
    expect(compositionScale(0.2)).toEqual({ end: 0.2, step: 0.05 });
    expect(compositionScale(18.5)).toEqual({ end: 20, step: 5 });
    expect(compositionScale(3)).toEqual({ end: 5, step: 1 });
    expect(compositionScale(0)).toEqual({ end: 1, step: 0.25 });
  });

  it('keeps elements with values, converts ppm to wt % and draws a typical value as a point', () => {
    const row = (element: string, min: number | null, max: number | null, typical: number | null, unit: 'wt%' | 'ppm' = 'wt%') => ({ element, label: element, raw: '', min, max, typical, unit, note: null, rule: null, flagged: null });
    expect(toCompositionBars([row('Cr', 18, 20, null), row('B', null, 50, null, 'ppm'), row('Ni', null, null, 9.5), row('Fe', null, null, null), row('CEV', null, 0.45, null)])).toEqual([
      { element: 'Cr', min: 18, max: 20 },
      { element: 'B', min: null, max: 0.005 },
      { element: 'Ni', min: 9.5, max: 9.5 },
    ]);
  });
});
