// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithProviders } from '@/tests/render';
import { RegisterForm } from './register-form';

vi.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams(''), usePathname: () => '/register' }));
vi.mock('@/components/layout/nav-link', () => ({ NavLink: ({ href, children }: { href: string; children: React.ReactNode }) => <a href={href}>{children}</a> }));

const API = 'http://localhost:3000/atsteel';
const saved: Record<string, unknown>[] = [];
const server = setupServer(
  http.get(`${API}/loginCustom/verifyCode`, () => new HttpResponse('<svg/>', { headers: { 'content-type': 'image/svg+xml', 'x-captcha-id': 'cap-1' } })),
  http.post(`${API}/gateway/verifyMobileIsExist`, async ({ request }) => HttpResponse.json({ code: 0, data: { exist: ((await request.json()) as { mobile: string }).mobile === '13900000000' }, msg: '' })),
  http.post(`${API}/gateway/verifyUserNameIsExist`, async ({ request }) => HttpResponse.json({ code: 0, data: { exist: ((await request.json()) as { userName: string }).userName === 'taken_name' }, msg: '' })),
  http.get(`${API}/agreement/get`, ({ request }) =>
    HttpResponse.json({ code: 0, data: { kind: new URL(request.url).searchParams.get('kind'), version: '2026.1', effectiveOn: '2026-01-01', title: '用户协议', body: '1. 适用范围', demo: true }, msg: '' }),
  ),
  http.post(`${API}/gateway/verifySmsCode`, () => HttpResponse.json({ code: 0, data: null, msg: 'ok' })),
  http.post(`${API}/gateway/saveUserInfo`, async ({ request }) => {
    saved.push((await request.json()) as Record<string, unknown>);
    return HttpResponse.json({ code: 0, data: { token: 't', permission: [], userInfo: { userName: 'new_user', userType: '1' } }, msg: 'ok' });
  }),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  URL.createObjectURL = () => 'blob:captcha';
  URL.revokeObjectURL = () => undefined;
  // jsdom has no <dialog> methods.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

async function toInfoStep() {
  type('mobile-input', '13800000000');
  type('code-input', '123456');
  fireEvent.click(screen.getByTestId('register-next'));
  return screen.findByTestId('register-info-form');
}

describe('RegisterForm', () => {
  it('says a registered number is taken when the field is left', async () => {
    renderWithProviders(<RegisterForm />, { locale: 'en' });
    type('mobile-input', '13900000000');
    fireEvent.blur(screen.getByTestId('mobile-input'));
    expect(await screen.findByText('This mobile number is already registered')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Verify phone');
  });

  it('checks the account step with the server’s rules and sends no company fields for an individual', async () => {
    renderWithProviders(<RegisterForm />, { locale: 'zh' });
    await toInfoStep();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('填写账号信息');
    type('register-username', 'taken_name');
    fireEvent.blur(screen.getByTestId('register-username'));
    expect(await screen.findByText('该用户名已被使用')).toBeInTheDocument();
    type('register-username', 'new_user');
    type('register-password', 'Secret123');
    type('register-confirm', 'Secret124');
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();
    expect(screen.getByText(/请阅读并同意/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('radio', { name: '企业用户' }));
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('请输入企业名称')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: '个人用户' }));

    fireEvent.click(screen.getByTestId('agreeUser-read'));
    // The text is fetched from agreement/get when the dialog opens, with its version.
    expect(await screen.findByTestId('agreement-text')).toHaveTextContent('1. 适用范围');
    expect(screen.getByTestId('agreement-version')).toHaveTextContent('2026.1');
    type('register-confirm', 'Secret123');
    for (const box of ['agreeUser', 'agreePrivacy', 'agreePlatform']) fireEvent.click(screen.getByTestId(box));
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      mobile: '13800000000',
      code: '123456',
      accountType: 'individual',
      userName: 'new_user',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      agreeUser: true,
      agreePrivacy: true,
      agreePlatform: true,
    });
    expect(await screen.findByRole('heading', { name: '注册成功' })).toBeInTheDocument();
  });
});
