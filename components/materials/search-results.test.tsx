// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { vi } from 'vitest';
import type { MaterialSearchResult, MaterialSearchRow } from '@/lib/materials/contract';
import type { Locale } from '@/lib/i18n/routing';
import { EMPTY_SEARCH, type SearchState } from '@/lib/materials/query-state';
import { renderWithProviders } from '@/tests/render';
import { ResultsView } from './results-view';

vi.mock('next/navigation', () => ({
  useSearchParams: () => new URLSearchParams(),
  usePathname: () => '/mind/mindIndex',
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }),
}));
vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
  usePathname: () => '/mind/mindIndex',
  useRouter: () => ({ push: vi.fn(), replace: vi.fn() }),
}));

// Visitors keep the board in localStorage: no call may leave the page.
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => localStorage.clear());
afterAll(() => server.close());

const row = (id: number, grade: string): MaterialSearchRow => ({
  id,
  slug: grade.toLowerCase(),
  family: 'steel',
  grade,
  aliases: [],
  category: null,
  categoryLabel: null,
  standardId: null,
  standardSupersededBy: null, standardCode: 'GB/T 1591-2018',
  standardSystem: 'GB',
  deliveryState: null,
  deliveryLabel: null,
  tensileMin: 470,
  tensileMax: 630,
  yieldMin: 355,
  elongationMin: 22,
  reductionOfAreaMin: null,
  hardness: null,
  impactEnergy: null,
  fatigueStrength: null,
  elements: { C: '<=0.20' },
  matchedBy: 'grade',
  datasetCode: 'compiled_steel_grades',
  datasetTitle: 'Compiled steel grades',
  confidence: 'A',
  aliasNote: null,
});
const result: MaterialSearchResult = { list: [row(1, 'Q355B'), row(2, 'Q355C'), row(3, 'Q355D')], total: 3, page: 1, pageSize: 20, notice: null };

function renderResults(locale: Locale) {
  renderWithProviders(
    <ResultsView state={{ ...EMPTY_SEARCH, keyword: 'Q355' }} result={result} sorts={[]} />,
    { locale },
  );
}

/** The action of one grade's row. */
async function addButton(grade: string) {
  const link = (await screen.findAllByText(grade)).find((el) => el.closest('tr'))!;
  return within(link.closest('tr')!).getByTestId('result-add-to-board');
}

const board = () => JSON.parse(localStorage.getItem('atsteel.compareBoard') ?? '[]') as { id: string; type: string }[];

describe('adding search results to the comparison board', () => {
  it('adds rows and offers the comparison once two are on the board', async () => {
    renderResults('en');
    fireEvent.click(await addButton('Q355B'));
    expect(await addButton('Q355B')).toBeDisabled();
    expect(await addButton('Q355B')).toHaveTextContent('On the board');
    expect(board()).toEqual([{ id: '1', type: 'steel', grade: 'Q355B', system: 'GB' }]);
    expect(screen.queryByTestId('board-compare-link')).toBeNull();
    fireEvent.click(await addButton('Q355C'));
    const link = await screen.findByTestId('board-compare-link');
    expect(link).toHaveAttribute('href', '/mind/mindCompare');
    expect(link).toHaveTextContent('Compare 2 records');
  });

  it('refuses another material type with the spec message, in Chinese', async () => {
    localStorage.setItem('atsteel.compareBoard', JSON.stringify([{ id: '900', type: 'welding', grade: 'E5015' }]));
    renderResults('zh');
    fireEvent.click(await addButton('Q355B'));
    expect(await screen.findByText('不同材料类型不能对比，请先清空列表')).toBeInTheDocument();
    expect(board()).toHaveLength(1);
  });

  it('refuses a seventh record on the comparison board', async () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ id: String(100 + i), type: 'steel', grade: `G${i}` }));
    localStorage.setItem('atsteel.compareBoard', JSON.stringify(six));
    renderResults('en');
    expect(await screen.findByTestId('board-compare-link')).toHaveTextContent('Compare 6 records');
    fireEvent.click(await addButton('Q355D'));
    expect(await screen.findByText('Up to 6 records can be compared')).toBeInTheDocument();
    expect(board()).toHaveLength(6);
  });
});

describe('the result table', () => {
  const render = (state: Partial<SearchState>, res: MaterialSearchResult = result, locale: Locale = 'en') =>
    renderWithProviders(<ResultsView state={{ ...EMPTY_SEARCH, keyword: 'Q355', ...state }} result={res} sorts={[]} />, { locale });
  const header = (name: RegExp) => screen.getAllByRole('columnheader').find((th) => name.test(th.textContent ?? ''))!;

  it('links each sortable header to the next order (ascending, descending, relevance) and marks the current one', () => {
    render({ sort: 'tensileStrength', order: 'asc' });
    const tensile = header(/Tensile strength/);
    expect(tensile).toHaveAttribute('aria-sort', 'ascending');
    expect(within(tensile).getByRole('link')).toHaveAttribute('href', '?q=Q355&sort=tensileStrength&order=desc');
    expect(header(/Grade/)).toHaveAttribute('aria-sort', 'none');
    expect(within(header(/Grade/)).getByRole('link')).toHaveAttribute('href', '?q=Q355&sort=grade&order=asc');
    expect(header(/Standard/)).not.toHaveAttribute('aria-sort');
  });

  it('goes back to relevance after descending and always to page 1', () => {
    render({ sort: 'yieldStrength', order: 'desc', page: 3 });
    expect(within(header(/Yield strength/)).getByRole('link')).toHaveAttribute('href', '?q=Q355');
  });

  it('gives every page an address that keeps the search', () => {
    render({ sort: 'grade', order: 'asc' }, { ...result, total: 45 });
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '?q=Q355&sort=grade&order=asc&page=2');
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '?q=Q355&sort=grade&order=asc&page=3');
    expect(screen.getByTestId('result-count')).toHaveTextContent('45 results');
  });

  it('says when nothing matches, in Chinese', () => {
    render({ keyword: 'zzz' }, { list: [], total: 0, page: 1, pageSize: 20, notice: null }, 'zh');
    expect(screen.getByTestId('no-match')).toHaveTextContent('没有匹配的数据');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByTestId('pager')).toBeNull();
  });

  it('shows element columns for the element conditions searched', () => {
    render({ elements: [{ key: 'Cr', min: 0.8 }] });
    expect(screen.getByRole('columnheader', { name: 'Cr (%)' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'C (%)' })).toBeInTheDocument();
  });
});
