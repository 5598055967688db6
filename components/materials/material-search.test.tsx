// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { renderWithProviders } from '@/tests/render';
import { MaterialSearch } from './material-search';
import { useSearchNavigation } from './search-navigation';

const push = vi.fn();
const request = vi.fn((..._args: unknown[]) => Promise.resolve({ code: 0 }));
vi.mock('@/lib/api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), request: (...args: unknown[]) => request(...args) }));
let query = new URLSearchParams();
vi.mock('next/navigation', () => ({
  useSearchParams: () => query,
  usePathname: () => '/mind/mindIndex',
  useRouter: () => ({ push, replace: vi.fn(), prefetch: vi.fn() }),
}));
vi.mock('@/lib/i18n/navigation', () => ({
  usePathname: () => '/mind/mindIndex',
  useRouter: () => ({ push, replace: vi.fn() }),
}));

function GoButton() {
  const { go } = useSearchNavigation();
  return (
    <button type="button" onClick={() => go('q=304&size=50')}>
      go
    </button>
  );
}

function renderShell() {
  window.history.replaceState(null, '', '/mind/mindIndex?q=Q355');
  renderWithProviders(
    <MaterialSearch family="steel" keyword="Q355" canonical="q=Q355">
      <a href="?q=Q355&page=2">page 2</a>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a plain link to another page, which the shell must leave alone */}
      <a href="/elsewhere?q=Q355">elsewhere</a>
      <GoButton />
    </MaterialSearch>,
  );
}

describe('the search shell', () => {
  beforeEach(() => {
    push.mockClear();
    request.mockClear();
    query = new URLSearchParams();
  });

  it('follows links to this page through the router, without a reload', () => {
    renderShell();
    const link = screen.getByRole('link', { name: 'page 2' });
    expect(fireEvent.click(link)).toBe(false); // default prevented
    expect(push).toHaveBeenCalledWith('/mind/mindIndex?q=Q355&page=2', { scroll: false });
  });

  it('leaves links to other pages and modified clicks alone', () => {
    renderShell();
    expect(fireEvent.click(screen.getByRole('link', { name: 'elsewhere' }))).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'page 2' }), { ctrlKey: true })).toBe(true);
    expect(push).not.toHaveBeenCalled();
  });

  it('keeps the embedded view (cxl=1) on every search it opens', () => {
    renderShell();
    window.history.replaceState(null, '', '/mind/mindIndex?q=Q355&cxl=1');
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(push).toHaveBeenCalledWith('/mind/mindIndex?q=304&size=50&cxl=1', { scroll: false });
  });

  it('counts a keyword search once per search shown, on its first page only (the page is cached)', () => {
    renderShell();
    const searches = () => request.mock.calls.filter(([call]) => (call as { path: string }).path === 'steelName/steelSearch');
    expect(searches()).toHaveLength(1);
    expect(searches()[0][1]).toMatchObject({ keyword: 'Q355', page: 1 });
  });

  it('does not count a later page or a search without a keyword', () => {
    renderWithProviders(
      <MaterialSearch family="steel" keyword="Q355" canonical="q=Q355&page=2">
        <span />
      </MaterialSearch>,
    );
    renderWithProviders(
      <MaterialSearch family="welding" keyword="" canonical="pr=tensileStrength%3A600%3A">
        <span />
      </MaterialSearch>,
    );
    expect(request.mock.calls.filter(([call]) => /Search$/.test((call as { path: string }).path))).toHaveLength(0);
  });
});
