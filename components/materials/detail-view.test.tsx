// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { NextIntlClientProvider } from 'next-intl';
import { vi } from 'vitest';
import { getMessages } from '@/lib/i18n/messages';
import { q355b } from './detail-fixture';
import { DetailView } from './detail-view';

vi.mock('next/navigation', () => ({
  useSearchParams: () => new URLSearchParams(),
  usePathname: () => '/mind/seeDetail',
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }),
}));

function renderDetail(locale: 'zh' | 'en') {
  return render(
    <NextIntlClientProvider locale={locale} messages={getMessages(locale)}>
      <App>
        <DetailView detail={q355b} />
      </App>
    </NextIntlClientProvider>,
  );
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
});
