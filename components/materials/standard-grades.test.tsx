// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import type { StandardDetail } from '@/lib/materials/contract';
import { StandardGrades } from './standard-grades';
import { renderWithProviders } from '@/tests/render';

vi.mock('next/navigation', () => ({
  useSearchParams: () => new URLSearchParams(),
  usePathname: () => '/mind/standard',
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }),
}));

// next-intl's navigation reaches into Next's router, which is not mounted in jsdom.
vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
  usePathname: () => '/mind/standard',
  useRouter: () => ({ push: vi.fn(), replace: vi.fn() }),
}));

const row = (id: number, grade: string, tensileMin: number | null, tensileMax: number | null, yieldMin: number | null) => ({
  id,
  slug: grade.toLowerCase(),
  family: 'welding' as const,
  grade,
  categoryLabel: null,
  deliveryLabel: null,
  tensileMin,
  tensileMax,
  yieldMin,
});

const data: StandardDetail = {
  standard: { id: 7, code: 'GB/T 5117-2012', system: 'GB', number: 'GB/T 5117', year: 2012, name: null, issuer: null, edition: null },
  total: 120,
  page: 2,
  pageSize: 50,
  list: [row(1, 'E4303', 420, null, 330), row(2, 'E5015', 490, 650, null)],
};

describe('the grades of a standard', () => {
  it('lists the grades with their strengths, converted to ksi by the switch', () => {
    renderWithProviders(<StandardGrades data={data} query={{ id: '7', family: 'welding' }} />, { locale: 'en' });
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Tensile strength (MPa)' })).toBeInTheDocument();
    const e5015 = within(table).getByRole('row', { name: /E5015/ });
    expect(e5015).toHaveTextContent('490–650');
    expect(within(e5015).getByRole('link', { name: 'E5015' })).toHaveAttribute('href', '/mind/seeDetailHC?id=2');
    fireEvent.click(within(screen.getByTestId('unit-strength')).getByRole('button', { name: 'ksi' }));
    expect(within(table).getByRole('columnheader', { name: 'Tensile strength (ksi)' })).toBeInTheDocument();
    expect(e5015).toHaveTextContent('71.1–94.3');
    expect(within(screen.getByTestId('unit-strength')).getByRole('button', { name: 'ksi' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('pages through links that keep the standard and its family, in Chinese', () => {
    renderWithProviders(<StandardGrades data={data} query={{ id: '7', family: 'welding' }} />, { locale: 'zh' });
    const pager = screen.getByTestId('pager');
    expect(within(pager).getByRole('link', { name: '第 1 页' })).toHaveAttribute('href', '/mind/standard?id=7&family=welding');
    expect(within(pager).getByRole('link', { name: '第 3 页' })).toHaveAttribute('href', '/mind/standard?id=7&family=welding&page=3');
    expect(within(pager).getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
  });

  it('pages through English addresses and says when a standard has no grades', () => {
    const { unmount } = renderWithProviders(<StandardGrades data={data} query={{ id: '7', family: 'welding' }} />, { locale: 'en' });
    expect(within(screen.getByTestId('pager')).getByRole('link', { name: /3/ })).toHaveAttribute('href', '/en/mind/standard?id=7&family=welding&page=3');
    unmount();
    renderWithProviders(<StandardGrades data={{ ...data, total: 0, list: [] }} query={{ id: '7' }} />, { locale: 'en' });
    expect(screen.getByText('No grades recorded for this standard')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
