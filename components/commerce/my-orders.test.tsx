// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { vi } from 'vitest';
import type { OrderDetail, OrderRow } from '@/lib/payments/contract';
import { renderWithProviders } from '@/tests/render';
import { MyOrders } from './my-orders';

const push = vi.fn();
let search = new URLSearchParams();
vi.mock('next/navigation', () => ({
  useSearchParams: () => search,
  usePathname: () => '/my/payment',
  useRouter: () => ({ push, replace: vi.fn(), prefetch: vi.fn() }),
}));
vi.mock('@/lib/i18n/navigation', () => ({ usePathname: () => '/my/payment', useRouter: () => ({ push, replace: vi.fn() }) }));
vi.mock('@/components/layout/nav-link', () => ({ NavLink: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => <a href={href} {...rest}>{children}</a> }));

const base: OrderRow = {
  orderNo: '20261123000046',
  type: 'vip',
  title: 'VIP Monthly',
  amountFen: 88_000,
  status: 'waiting',
  channel: null,
  companyName: null,
  createdAt: '2026-11-23T02:00:00.000Z',
  expiresAt: new Date(Date.now() + 1_800_000).toISOString(),
  paidAt: null,
  cancelledAt: null,
  invoiceState: null,
};
const paid: OrderRow = { ...base, orderNo: '20261123000047', status: 'paid', channel: 'wechat', paidAt: '2026-11-23T02:03:00.000Z' };
const detail: OrderDetail = {
  ...paid,
  lines: [{ itemType: 'vip', itemId: null, title: 'VIP Monthly', quantity: 1, unitPriceFen: 88_000, amountFen: 88_000 }],
  consignee: null,
  phone: null,
  address: null,
  transferReference: null,
  events: [
    { at: '2026-11-23T02:00:00.000Z', actor: 'owner', actorName: 'demo_user', from: null, to: 'waiting', reason: 'created', note: null },
    { at: '2026-11-23T02:03:00.000Z', actor: 'provider', actorName: null, from: 'waiting', to: 'paid', reason: 'providerPaid', note: null },
  ],
};

let rows: OrderRow[] = [];
const queries: Record<string, string>[] = [];
const cancelled: unknown[] = [];
const server = setupServer(
  // The sandbox banner's question (components/commerce/sandbox-banner.tsx): real providers here.
  http.get('http://localhost:3000/atsteel/payment/getPayMode', () => HttpResponse.json({ code: 0, msg: 'ok', data: { sandbox: false } })),
  http.get('http://localhost:3000/atsteel/payment/getVipStatus', () => HttpResponse.json({ code: 0, msg: 'ok', data: { state: 'active', validUntil: '2026-12-23T00:00:00.000Z', welcomePackage: true } })),
  http.get('http://localhost:3000/atsteel/payment/pageOrder', ({ request }) => {
    queries.push(Object.fromEntries(new URL(request.url).searchParams));
    return HttpResponse.json({ code: 0, msg: 'ok', data: { list: rows, total: rows.length, page: 1, pageSize: 10 } });
  }),
  http.get('http://localhost:3000/atsteel/payment/getOrder', () => HttpResponse.json({ code: 0, msg: 'ok', data: detail })),
  http.post('http://localhost:3000/atsteel/payment/cancelOrder', async ({ request }) => {
    cancelled.push(await request.json());
    rows = rows.map((r) => (r.orderNo === base.orderNo ? { ...r, status: 'cancelled' } : r));
    return HttpResponse.json({ code: 0, msg: 'ok', data: { ...detail, ...base, status: 'cancelled' } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  queries.length = 0;
  cancelled.length = 0;
  push.mockReset();
  search = new URLSearchParams();
});
afterAll(() => server.close());

describe('MyOrders', () => {
  it('shows the VIP state and says when there are no orders of the filtered status', async () => {
    rows = [];
    search = new URLSearchParams({ status: 'cancelled', page: '2' });
    renderWithProviders(<MyOrders />, { locale: 'en' });
    expect(await screen.findByTestId('vip-deadline')).toHaveTextContent('Valid until December 23, 2026');
    expect(await screen.findByText('You have no orders yet.')).toBeInTheDocument();
    expect(queries[0]).toEqual({ page: '2', pageSize: '10', status: 'cancelled' });
  });

  it('cancels a waiting order after asking, and offers the invoice of a paid one', async () => {
    rows = [base, paid];
    renderWithProviders(<MyOrders />, { locale: 'en' });
    const table = await screen.findByTestId('orders-table');
    expect(await within(table).findByTestId('order-request-invoice')).toHaveAttribute('href', `/my/bill?orderNo=${paid.orderNo}`);
    fireEvent.click(within(table).getByTestId('order-cancel'));
    const ask = await screen.findByRole('tooltip');
    expect(ask).toHaveTextContent('Cancel this order?');
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(cancelled).toEqual([{ orderNo: base.orderNo }]));
    expect(await within(table).findByText('Cancelled')).toBeInTheDocument();
  });

  it('opens the detail with the lines and the event log', async () => {
    rows = [paid];
    renderWithProviders(<MyOrders />, { locale: 'zh' });
    fireEvent.click(await screen.findByRole('button', { name: paid.orderNo }));
    const history = await screen.findByTestId('order-history');
    expect(within(history).getAllByTestId('order-event')[1]).toHaveTextContent('支付机构：待支付 → 已支付（已收到付款）');
  });
});
