// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { vi } from 'vitest';
import type { OrderDetail, OrderStatus } from '@/lib/payments/contract';
import { renderWithProviders } from '@/tests/render';
import { PaySuccess } from './pay-success';
import { ZfbPay } from './zfb-pay';

const replace = vi.fn();
let search = new URLSearchParams();
vi.mock('next/navigation', () => ({ useSearchParams: () => search }));
vi.mock('@/lib/i18n/navigation', () => ({ usePathname: () => '/zfbPay', useRouter: () => ({ push: vi.fn(), replace }) }));
vi.mock('@/components/layout/nav-link', () => ({ NavLink: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => <a href={href} {...rest}>{children}</a> }));

const orderNo = '20261123000044';
const detail = (status: OrderStatus): OrderDetail => ({
  orderNo,
  type: 'vip',
  title: 'VIP yearly',
  amountFen: 1_051_200,
  status,
  channel: 'alipay',
  companyName: null,
  createdAt: '2026-11-23T02:00:00.000Z',
  expiresAt: new Date(Date.now() + 1_800_000).toISOString(),
  paidAt: status === 'paid' ? '2026-11-23T02:05:00.000Z' : null,
  cancelledAt: null,
  invoiceState: null,
  lines: [],
  consignee: null,
  phone: null,
  address: null,
  events: [],
  transferReference: null,
});

let status: OrderStatus = 'waiting';
const requests: string[] = [];
const server = setupServer(
  http.all('http://localhost:3000/atsteel/*', ({ request }) => {
    const url = new URL(request.url);
    requests.push(`${request.method} ${url.pathname}`);
    const path = url.pathname.replace('/atsteel/', '');
    if (path === 'payment/getOrder') return HttpResponse.json({ code: 0, msg: 'ok', data: detail(status) });
    if (path === 'payment/getOrderStatus') return HttpResponse.json({ code: 0, msg: 'ok', data: { orderNo, status, amountFen: 1_051_200, expiresAt: detail(status).expiresAt, paidAt: null, secondsLeft: 1200 } });
    if (path === 'payment/getVipStatus') return HttpResponse.json({ code: 0, msg: 'ok', data: { state: 'active', validUntil: '2027-11-23T00:00:00.000Z', welcomePackage: false } });
    if (path === 'pay/alipay/certUnifiedOrder') return HttpResponse.json({ code: 0, msg: 'ok', data: { kind: 'page', url: `http://localhost:3000/paySandbox/alipay/${orderNo}`, qrCode: null } });
    return HttpResponse.json({ code: -1, msg: 'unexpected' }, { status: 404 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
  replace.mockReset();
  sessionStorage.clear();
});
afterAll(() => server.close());

describe('ZfbPay', () => {
  it('forwards this tab to the Alipay page of a waiting order', async () => {
    status = 'waiting';
    search = new URLSearchParams({ orderNo });
    const navigate = vi.fn();
    renderWithProviders(<ZfbPay navigate={navigate} />, { locale: 'en' });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`http://localhost:3000/paySandbox/alipay/${orderNo}`));
    expect(screen.getByTestId('zfb-forwarding')).toHaveTextContent('Opening Alipay');
    expect(requests).toContain('POST /atsteel/pay/alipay/certUnifiedOrder');
  });

  it('polls when the wallet sends the browser back, and moves on once the server says paid', async () => {
    status = 'waiting';
    search = new URLSearchParams({ orderNo, out_trade_no: orderNo, trade_no: '2026112322001' });
    const navigate = vi.fn();
    renderWithProviders(<ZfbPay navigate={navigate} />, { locale: 'zh' });
    expect(await screen.findByTestId('zfb-checking')).toHaveTextContent('正在确认支付结果');
    status = 'paid';
    await waitFor(() => expect(replace).toHaveBeenCalledWith(`/subscribePay/success?orderNo=${orderNo}`), { timeout: 5000 });
    expect(navigate).not.toHaveBeenCalled();
    expect(requests.filter((r) => r.startsWith('POST'))).toEqual([]);
  });
});

describe('PaySuccess', () => {
  it('only reads: a waiting order stays waiting and nothing is posted', async () => {
    status = 'waiting';
    search = new URLSearchParams({ orderNo });
    renderWithProviders(<PaySuccess />, { locale: 'en' });
    expect(await screen.findByTestId('pay-success-pending')).toHaveTextContent(`waiting for the payment confirmation of order ${orderNo}`);
    expect(requests.every((r) => r.startsWith('GET '))).toBe(true);
  });

  it('shows the new VIP deadline of a paid VIP order', async () => {
    status = 'paid';
    search = new URLSearchParams({ orderNo });
    renderWithProviders(<PaySuccess />, { locale: 'en' });
    expect(await screen.findByTestId('pay-success-vip')).toHaveTextContent('Your VIP membership is valid until November 23, 2027.');
    expect(requests.every((r) => r.startsWith('GET '))).toBe(true);
  });
});
