// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { mobileField, smsCodeField } from '@/lib/auth/contract';
import { renderWithProviders } from '@/tests/render';
import { CodeFields } from './code-fields';
import { AntdCodeFields } from './code-fields-antd';
import { TextField } from './plain/text-field';
import { useZodForm } from './plain/use-zod-form';

const API = 'http://localhost:3000/atsteel/loginCustom';
const sent: Record<string, unknown>[] = [];
let captchas = 0;
const server = setupServer(
  http.get(`${API}/verifyCode`, () => {
    captchas += 1;
    return new HttpResponse('<svg/>', { headers: { 'content-type': 'image/svg+xml', 'x-captcha-id': `cap-${captchas}` } });
  }),
  http.post('http://localhost:3000/atsteel/gateway/sendMobile', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    sent.push(body);
    if (body.captchaCode === 'bad') return HttpResponse.json({ code: -1, data: null, msg: 'The image code is wrong or has expired. Please try again' });
    return HttpResponse.json({ code: 0, data: null, msg: 'ok' });
  }),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  URL.createObjectURL = () => 'blob:captcha';
  URL.revokeObjectURL = () => undefined;
});
beforeEach(() => {
  sent.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function PlainForm() {
  const form = useZodForm({ mobile: mobileField, code: smsCodeField });
  return (
    <form noValidate>
      <TextField form={form} name="mobile" label="mobile" />
      <CodeFields form={form} purpose="login" />
    </form>
  );
}

async function captchaReady() {
  await waitFor(() => expect(screen.getByTestId('captcha-image')).not.toHaveAttribute('data-captcha-id', ''));
  return screen.getByTestId('captcha-image').getAttribute('data-captcha-id');
}

describe('CodeFields (plain)', () => {
  it('checks the number, then asks for the image code, then sends and counts down', async () => {
    renderWithProviders(<PlainForm />, { locale: 'en' });
    const id = await captchaReady();
    fireEvent.click(screen.getByTestId('code-send'));
    expect(await screen.findByText('Please enter your mobile number')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('mobile'), { target: { value: '13800000000' } });
    fireEvent.click(screen.getByTestId('code-send'));
    expect(await screen.findByText('Please enter the image code')).toBeInTheDocument();
    expect(sent).toEqual([]);

    fireEvent.change(screen.getByTestId('code-captcha-input'), { target: { value: '1234' } });
    expect(screen.queryByText('Please enter the image code')).toBeNull();
    fireEvent.click(screen.getByTestId('code-send'));
    await waitFor(() => expect(screen.getByTestId('code-send')).toHaveTextContent(/Resend in \d+ s/));
    expect(screen.getByTestId('code-send')).toBeDisabled();
    expect(sent).toEqual([{ mobile: '13800000000', purpose: 'login', captchaId: id, captchaCode: '1234' }]);
    expect(await screen.findByText('The verification code has been sent')).toBeInTheDocument();
    // The captcha is single use: emptied and a new image asked for.
    expect(screen.getByTestId('code-captcha-input')).toHaveValue('');
    await waitFor(() => expect(screen.getByTestId('captcha-image').getAttribute('data-captcha-id')).not.toBe(id));
  });

  it('shows the server message of a refused captcha, renews it and lets the visitor try again at once', async () => {
    renderWithProviders(<PlainForm />, { locale: 'zh' });
    const id = await captchaReady();
    fireEvent.change(screen.getByLabelText('mobile'), { target: { value: '13800000000' } });
    fireEvent.change(screen.getByTestId('code-captcha-input'), { target: { value: 'bad' } });
    fireEvent.click(screen.getByTestId('code-send'));
    expect(await screen.findByText('The image code is wrong or has expired. Please try again')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('captcha-image').getAttribute('data-captcha-id')).not.toBe(id));
    expect(screen.getByTestId('code-send')).toHaveTextContent('获取验证码');
    expect(screen.getByTestId('code-send')).toBeEnabled();
  });
});

describe('AntdCodeFields (personal centre dialogs)', () => {
  it('sends a security code to the account’s own number with the same captcha rule', async () => {
    renderWithProviders(
      <Form>
        <AntdCodeFields purpose="security" mobileName={null} codeName="securityCode" />
      </Form>,
      { locale: 'en' },
    );
    const id = await captchaReady();
    fireEvent.click(screen.getByTestId('securityCode-send'));
    expect(await screen.findByText('Please enter the image code')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('securityCode-captcha-input'), { target: { value: '5678' } });
    fireEvent.click(screen.getByTestId('securityCode-send'));
    await waitFor(() => expect(screen.getByTestId('securityCode-send')).toHaveTextContent(/Resend in \d+ s/));
    expect(sent).toEqual([{ purpose: 'security', captchaId: id, captchaCode: '5678' }]);
  });
});
