// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { vi } from 'vitest';
import type { OrderStatusAnswer } from '@/lib/payments/contract';
import { renderWithProviders } from '@/tests/render';
import { PayDialog, type PayableOrder } from './pay-dialog';
import { formatCountdown, splitCountdown } from './use-order-status';
import { groupDigits, transferCodeOf } from '@/lib/payments/transfer';

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

const chosen: string[] = [];
const bankDetails = (demo: boolean) => ({
  orderNo: order.orderNo,
  amountFen: order.amountFen,
  transferCode: transferCodeOf(order.orderNo),
  expiresAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
  status: 'waiting',
  account: { accountName: demo ? '[Demo] Steel portal receiving account (do not transfer)' : 'Steel portal', bankName: '[Demo] Example Bank', accountNo: '0000 0000 0000 0000 000', demo },
});

describe('PayDialog', () => {
  it('offers bank transfer: chooses it on the server, shows the account labelled as demo and the reference to quote', async () => {
    statuses = [answer('waiting', 754)];
    server.use(
      http.post('http://localhost:3000/atsteel/payment/chooseBankTransfer', async ({ request }) => {
        chosen.push(((await request.json()) as { orderNo: string }).orderNo);
        return HttpResponse.json({ code: 0, msg: 'ok', data: bankDetails(true) });
      }),
    );
    renderWithProviders(<PayDialog order={order} onClose={() => undefined} />, { locale: 'en' });
    fireEvent.click(await screen.findByTestId('pay-channel-offline'));
    expect(await screen.findByTestId('pay-bank-code')).toHaveTextContent(groupDigits(transferCodeOf(order.orderNo)));
    expect(screen.getByTestId('pay-bank-demo')).toHaveTextContent('Demo account: this is demo data; do not transfer money to it.');
    expect(screen.getByTestId('pay-bank-account-no')).toHaveTextContent('0000 0000 0000 0000 000');
    expect(screen.getByText('Reference to quote in the remark')).toBeInTheDocument();
    expect(screen.queryByTestId('pay-qr')).toBeNull();
    expect(chosen).toEqual([order.orderNo]);
    chosen.length = 0;
  });

  it('opens on bank transfer, in Chinese, for an order the buyer already chose to pay by transfer', async () => {
    statuses = [answer('waiting', 754)];
    server.use(http.post('http://localhost:3000/atsteel/payment/chooseBankTransfer', () => HttpResponse.json({ code: 0, msg: 'ok', data: bankDetails(false) })));
    renderWithProviders(<PayDialog order={{ ...order, channel: 'offline' }} onClose={() => undefined} />, { locale: 'zh' });
    expect(await screen.findByTestId('pay-bank-code')).toBeInTheDocument();
    expect(screen.getByText('转账附言（请务必填写）')).toBeInTheDocument();
    expect(screen.queryByTestId('pay-bank-demo')).toBeNull();
  });

  it('links desktop users to the page the WeChat code holds once the QR has loaded', async () => {
    statuses = [answer('waiting', 754)];
    server.use(http.get('http://localhost:3000/atsteel/pay/wxpay/native/link', () => HttpResponse.json({ code: 0, msg: 'ok', data: { url: 'http://localhost:3000/paySandbox/wechat/abc' } })));
    renderWithProviders(<PayDialog order={order} onClose={() => undefined} />, { locale: 'en' });
    fireEvent.load(await screen.findByTestId('pay-qr'));
    const link = await screen.findByTestId('pay-wechat-link');
    expect(link).toHaveAttribute('href', 'http://localhost:3000/paySandbox/wechat/abc');
    expect(link).toHaveTextContent('Open the payment page in this browser');
  });

  it('says a code for the WeChat app only cannot be opened on a computer, in Chinese', async () => {
    statuses = [answer('waiting', 754)];
    server.use(http.get('http://localhost:3000/atsteel/pay/wxpay/native/link', () => HttpResponse.json({ code: 0, msg: 'ok', data: { url: null } })));
    renderWithProviders(<PayDialog order={order} onClose={() => undefined} />, { locale: 'zh' });
    fireEvent.load(await screen.findByTestId('pay-qr'));
    expect(await screen.findByTestId('pay-wechat-app-only')).toHaveTextContent('只能用手机微信扫描');
  });

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
    // A 14-day testing order: days, then the clock (it read "335:59:19").
    expect(splitCountdown(335 * 3600 + 59 * 60 + 19)).toEqual({ days: 13, clock: '23:59:19' });
    expect(splitCountdown(754)).toEqual({ days: 0, clock: '12:34' });
    expect(splitCountdown(2 * 86_400 + 309)).toEqual({ days: 2, clock: '0:05:09' });
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
