// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { renderWithProviders } from '@/tests/render';
import { MaterialSearch } from './material-search';
import { useSearchNavigation } from './search-navigation';

const push = vi.fn();
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
    query = new URLSearchParams('cxl=1');
    renderShell();
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(push).toHaveBeenCalledWith('/mind/mindIndex?q=304&size=50&cxl=1', { scroll: false });
  });
});
