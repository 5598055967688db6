// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { SandboxTradeView } from '@/lib/payments/sandbox';
import { renderWithProviders } from '@/tests/render';
import { SandboxCashier } from './sandbox-cashier';

const trade: SandboxTradeView = {
  id: 'abc123',
  channel: 'wechat',
  outTradeNo: 'O20261123000001',
  description: 'VIP 年度会员',
  amountFen: 26_400,
  state: 'waiting',
  expiresAt: '2026-11-23T10:30:00.000Z',
  returnUrl: null,
  notifyAttempts: 0,
  notifyStatus: null,
};

const pressed: unknown[] = [];
const server = setupServer(
  http.post('http://localhost:3000/paySandbox-api/page/wechat/abc123', async ({ request }) => {
    const { action } = (await request.json()) as { action: string };
    pressed.push(action);
    if (action === 'pay') return HttpResponse.json({ ok: true, trade: { ...trade, state: 'paid', notifyAttempts: 1, notifyStatus: 204 } });
    return HttpResponse.json({ ok: false, error: 'notAllowed', trade }, { status: 409 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('the payment sandbox cashier', () => {
  it('shows the merchant’s item and amount, marked as a sandbox, and pays', async () => {
    renderWithProviders(<SandboxCashier channel="wechat" trade={trade} refused={false} />);
    expect(screen.getByText('沙箱 · 不会真实扣款')).toBeInTheDocument();
    expect(screen.getByTestId('sandbox-banner')).toHaveTextContent('沙箱：本服务器的支付均为模拟，不会扣取真实款项。');
    expect(screen.getByTestId('pay-sandbox-amount').textContent?.trim()).toBe('¥264.00');
    expect(screen.getByTestId('pay-sandbox-description')).toHaveTextContent('VIP 年度会员');
    expect(screen.getByTestId('pay-sandbox-state')).toHaveTextContent('待支付');
    fireEvent.click(screen.getByTestId('pay-sandbox-pay'));
    await waitFor(() => expect(screen.getByTestId('pay-sandbox-state')).toHaveTextContent('已支付'));
    expect(screen.getByText('商户已确认支付通知（HTTP 204）。')).toBeInTheDocument();
    expect(screen.queryByTestId('pay-sandbox-pay')).toBeNull();
    expect(screen.getByTestId('pay-sandbox-notify')).toBeInTheDocument();
    expect(pressed).toEqual(['pay']);
  });

  it('reads in English and says when the trade state does not allow a button', async () => {
    renderWithProviders(<SandboxCashier channel="wechat" trade={trade} refused={false} />, { locale: 'en' });
    expect(screen.getByText('WeChat Pay · Payment sandbox')).toBeInTheDocument();
    expect(screen.getByTestId('sandbox-banner')).toHaveTextContent('Sandbox: payments on this server are simulated; no real money is taken.');
    expect(screen.getByTestId('pay-sandbox-amount').textContent?.trim()).toBe('¥264.00');
    fireEvent.click(screen.getByTestId('pay-sandbox-abandon'));
    expect(await screen.findByText("The trade's current state does not allow this.")).toBeInTheDocument();
  });

  it('says when a trade is unknown or the request was refused', () => {
    const { unmount } = renderWithProviders(<SandboxCashier channel="alipay" trade={null} refused={false} />, { locale: 'en' });
    expect(screen.getByTestId('pay-sandbox-missing')).toHaveTextContent('There is no such sandbox trade');
    unmount();
    renderWithProviders(<SandboxCashier channel="alipay" trade={null} refused />);
    expect(screen.getByTestId('pay-sandbox-missing')).toHaveTextContent('沙箱拒绝了这个支付请求');
  });
});
