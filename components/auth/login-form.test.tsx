// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import type { Locale } from '@/lib/i18n/routing';
import { renderWithProviders } from '@/tests/render';
import { LoginForm } from './login-form';

vi.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams('redirect=/my/info'), usePathname: () => '/login' }));
vi.mock('@/components/layout/nav-link', () => ({ NavLink: ({ href, children }: { href: string; children: React.ReactNode }) => <a href={href}>{children}</a> }));

function renderIn(locale: Locale) {
  return renderWithProviders(<LoginForm />, { locale });
}

describe('LoginForm', () => {
  it('shows the three login tabs and the required-field messages in English', async () => {
    renderIn('en');
    expect(screen.getByRole('tab', { name: 'Password' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Verification code' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'WeChat QR' })).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Please enter your account')).toBeInTheDocument();
    expect(await screen.findByText('Please enter your password')).toBeInTheDocument();
  });

  it('shows the same messages in Chinese', async () => {
    renderIn('zh');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('请输入账号')).toBeInTheDocument();
  });
});
