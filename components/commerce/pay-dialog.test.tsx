// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { vi } from 'vitest';
import type { OrderStatusAnswer } from '@/lib/payments/contract';
import { renderWithProviders } from '@/tests/render';
import { PayDialog, type PayableOrder } from './pay-dialog';
import { formatCountdown } from './use-order-status';

const push = vi.fn();
vi.mock('@/lib/i18n/navigation', () => ({
  usePathname: () => '/subscribePay',
  useRouter: () => ({ push, replace: vi.fn() }),
}));

const order: PayableOrder = {
  orderNo: '20261123000042',
  title: 'VIP yearly',
  amountFen: 1_051_200,
  expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
  status: 'waiting',
  channel: null,
};
const answer = (status: OrderStatusAnswer['status'], secondsLeft = 1800): OrderStatusAnswer => ({ orderNo: order.orderNo, status, amountFen: order.amountFen, expiresAt: order.expiresAt, paidAt: status === 'paid' ? new Date().toISOString() : null, secondsLeft });

let statuses: OrderStatusAnswer[] = [];
const polls: string[] = [];
let sandbox = false;
const server = setupServer(
  http.get('http://localhost:3000/atsteel/payment/getPayMode', () => HttpResponse.json({ code: 0, msg: 'ok', data: { sandbox } })),
  http.get('http://localhost:3000/atsteel/payment/getOrderStatus', ({ request }) => {
    polls.push(new URL(request.url).searchParams.get('orderNo') ?? '');
    const next = statuses.length > 1 ? statuses.shift()! : statuses[0];
    return HttpResponse.json({ code: 0, msg: 'ok', data: next });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  polls.length = 0;
  push.mockReset();
  sandbox = false;
});
afterAll(() => server.close());

describe('PayDialog', () => {
  it('shows the order, the WeChat QR of the order and the time left, in English', async () => {
    statuses = [answer('waiting', 754)];
    renderWithProviders(<PayDialog order={order} onClose={() => undefined} />, { locale: 'en' });
    expect(await screen.findByTestId('pay-amount')).toHaveTextContent(/^¥10,512\.00$/);
    expect(screen.getByTestId('pay-qr')).toHaveAttribute('src', `/atsteel/pay/wxpay/native/order?orderNo=${order.orderNo}`);
    expect(screen.getByRole('img', { name: `WeChat Pay QR code of order ${order.orderNo}` })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('pay-countdown')).toHaveTextContent(/Pay within 12:(3[0-4])/));
    expect(polls[0]).toBe(order.orderNo);
  });

  it('moves on to the success page by itself once the poll answers paid', async () => {
    statuses = [answer('waiting'), answer('paid', 0)];
    renderWithProviders(<PayDialog order={order} onClose={() => undefined} />, { locale: 'zh' });
    await screen.findByTestId('pay-qr');
    await waitFor(() => expect(push).toHaveBeenCalledWith(`/subscribePay/success?orderNo=${order.orderNo}`), { timeout: 5000 });
    expect(polls.length).toBeGreaterThanOrEqual(2);
    expect(screen.getByTestId('pay-paid')).toHaveTextContent('支付成功');
  });

  it('offers to order again when the order was cancelled, and stops polling', async () => {
    statuses = [answer('cancelled', 0)];
    const again = vi.fn();
    renderWithProviders(<PayDialog order={order} onClose={() => undefined} onOrderAgain={again} />, { locale: 'en' });
    expect(await screen.findByTestId('pay-expired')).toHaveTextContent('This order has been cancelled.');
    fireEvent.click(screen.getByTestId('pay-order-again'));
    expect(again).toHaveBeenCalledTimes(1);
    // SWR's timer set before the first answer may fire once more; after that nothing is asked.
    await new Promise((r) => setTimeout(r, 2200));
    const seen = polls.length;
    await new Promise((r) => setTimeout(r, 2500));
    expect(polls.length).toBe(seen);
  });

  it('sends Alipay payments to the wallet page in the same tab', async () => {
    statuses = [answer('waiting')];
    renderWithProviders(<PayDialog order={order} onClose={() => undefined} />, { locale: 'en' });
    fireEvent.click(await screen.findByText('Alipay'));
    fireEvent.click(await screen.findByTestId('pay-alipay-go'));
    expect(push).toHaveBeenCalledWith(`/zfbPay?orderNo=${order.orderNo}`);
  });
});

describe('formatCountdown', () => {
  it('writes minutes and seconds, and hours when an order lives that long', () => {
    expect(formatCountdown(754)).toBe('12:34');
    expect(formatCountdown(5)).toBe('0:05');
    expect(formatCountdown(3725)).toBe('1:02:05');
  });

  it('says in both languages that payments are simulated while the server runs the sandbox, and nothing otherwise', async () => {
    statuses = [answer('waiting')];
    sandbox = true;
    const zh = renderWithProviders(<PayDialog order={order} onClose={() => undefined} />, { locale: 'zh' });
    expect(await screen.findByTestId('sandbox-banner')).toHaveTextContent('支付沙箱：不会真实扣款');
    zh.unmount();
    const en = renderWithProviders(<PayDialog order={{ ...order, orderNo: '20261123000043' }} onClose={() => undefined} />, { locale: 'en' });
    expect(await screen.findByTestId('sandbox-banner')).toHaveTextContent(/Payment sandbox: no real money.*simulated/);
    en.unmount();
    sandbox = false;
    renderWithProviders(<PayDialog order={{ ...order, orderNo: '20261123000044' }} onClose={() => undefined} />, { locale: 'en' });
    expect(await screen.findByTestId('pay-amount')).toBeInTheDocument();
    await waitFor(() => expect(polls.length).toBeGreaterThan(0));
    expect(screen.queryByTestId('sandbox-banner')).toBeNull();
  });
});
