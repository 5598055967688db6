// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import { HomeFigures } from '@/components/home/home-figures';
import type { Locale } from '@/lib/i18n/routing';
import { renderWithProviders } from '@/tests/render';

// The locale prefix is next-intl's job (tested there); here the link targets themselves matter.
vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const figures = { records: { steel: 1923, welding: 1690, alloy: 1427 }, standards: 49, datasets: 9, equivalenceGroups: 34 };

function renderIn(locale: Locale) {
  return renderWithProviders(<HomeFigures figures={figures} />, { locale });
}

describe('HomeFigures', () => {
  it('shows each figure with its English label and a link to where it is searched', () => {
    renderIn('en');
    expect(screen.getByTestId('home-figure-steel')).toHaveTextContent('1,923');
    const welding = screen.getByText('Welding consumable records').closest('a')!;
    expect(welding).toHaveAttribute('href', '/material/searchHV');
    expect(screen.getByText('Cross-standard equivalence groups').closest('a')).toHaveAttribute('href', '/mind/gcMatching');
    expect(screen.getByTestId('home-figure-datasets')).toHaveTextContent('9');
  });

  it('uses the Chinese labels and number format in Chinese', () => {
    renderIn('zh');
    expect(screen.getByText('铝合金记录').closest('a')).toHaveAttribute('href', '/material/searchLHJ');
    expect(screen.getByTestId('home-figure-alloy')).toHaveTextContent('1,427');
  });
});
