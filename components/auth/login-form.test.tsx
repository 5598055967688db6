// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { Locale } from '@/lib/i18n/routing';
import { renderWithProviders } from '@/tests/render';
import { LoginForm } from './login-form';

vi.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams('redirect=/my/info'), usePathname: () => '/login' }));
vi.mock('@/components/layout/nav-link', () => ({ NavLink: ({ href, children }: { href: string; children: React.ReactNode }) => <a href={href}>{children}</a> }));

const API = 'http://localhost:3000/atsteel/loginCustom';
const asked: string[] = [];
const server = setupServer(
  http.post(`${API}/login`, async ({ request }) => {
    asked.push(`login ${JSON.stringify(await request.json())}`);
    return HttpResponse.json({ code: -1, data: null, msg: 'Wrong account or password' });
  }),
  http.get(`${API}/verifyCode`, () => {
    asked.push('captcha');
    return new HttpResponse('<svg/>', { headers: { 'content-type': 'image/svg+xml', 'x-captcha-id': 'cap-1' } });
  }),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  URL.createObjectURL = () => 'blob:captcha';
  URL.revokeObjectURL = () => undefined;
});
beforeEach(() => {
  asked.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderIn(locale: Locale) {
  return renderWithProviders(<LoginForm />, { locale });
}

describe('LoginForm', () => {
  it('shows the three login tabs and the required-field messages in English', async () => {
    renderIn('en');
    expect(screen.getByRole('tab', { name: 'Password' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Verification code' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'WeChat QR' })).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Please enter your account', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('Please enter your password', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId('login-account')).toHaveFocus();
    expect(asked).toEqual([]);
  });

  it('shows the same messages in Chinese', async () => {
    renderIn('zh');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('请输入账号', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows the server’s message when the password is refused', async () => {
    renderIn('en');
    fireEvent.change(screen.getByTestId('login-account'), { target: { value: ' demo_user ' } });
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'wrong-password1' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Wrong account or password')).toBeInTheDocument();
    expect(asked).toEqual(['login {"userName":"demo_user","password":"wrong-password1"}']);
    expect(screen.getByTestId('login-submit')).toBeEnabled();
  });

  it('asks for an image captcha only once the code tab is opened', async () => {
    renderIn('en');
    expect(screen.queryByTestId('captcha-image')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Verification code' }));
    expect(await screen.findByRole('img', { name: 'Image code' })).toBeInTheDocument();
    expect(asked).toEqual(['captcha']);
    fireEvent.change(screen.getByTestId('mobile-input'), { target: { value: '12345' } });
    fireEvent.click(screen.getByTestId('code-send'));
    expect(await screen.findByText('The mobile number format is wrong', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
