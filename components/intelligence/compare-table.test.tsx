// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/tests/render';
import type { ComparisonTable } from '@/lib/intelligence/contract';
import { CompareTable } from './compare-table';

vi.mock('@/components/layout/nav-link', () => ({ NavLink: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => <a href={href} {...rest}>{children}</a> }));

const rec = (id: string, grade: string) => ({ id, slug: grade, type: 'steel' as const, grade, aliases: [], system: 'GB', standard: null, category: null, confidence: 'A', datasetCode: 'x' });
const table: ComparisonTable = {
  type: 'steel',
  records: [rec('1', 'Q235B'), rec('2', 'Q355B')],
  composition: [
    { element: 'C', cells: [{ raw: '<=0.20', limit: { min: null, max: 0.2 } }, { raw: '<=0.20', limit: { min: null, max: 0.2 } }], differs: false },
    { element: 'Mn', cells: [{ raw: '<=1.40', limit: { min: null, max: 1.4 } }, { raw: '0.90-1.65', limit: { min: 0.9, max: 1.65 } }], differs: true },
  ],
  properties: [{ key: 'tensile', unit: 'MPa', better: 'higher', cells: [{ raw: null, limit: { min: 370, max: 500 } }, { raw: null, limit: { min: 470, max: 630 } }], values: [370, 470], best: [1], differs: true }],
  cev: [null, 0.45],
  thickness: null,
};

describe('CompareTable', () => {
  it('shades differing rows and marks the best value per property in English', () => {
    renderWithProviders(<CompareTable table={table} />, { locale: 'en' });
    const mn = screen.getByText(/^Mn /).closest('tr')!;
    expect(mn.className).toContain('intel-row--differs');
    expect(screen.getByText(/^C /).closest('tr')!.className).not.toContain('intel-row--differs');
    const best = screen.getByTestId('best-cell');
    expect(best).toHaveTextContent('470–630');
    expect(within(best).getByText('Best')).toBeInTheDocument();
    expect(screen.getByText('Tensile strength Rm (MPa)')).toBeInTheDocument();
    expect(screen.getByText('≤0.45')).toBeInTheDocument();
  });
});
