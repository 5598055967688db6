// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { vi } from 'vitest';
import type { AdminOrderRow } from '@/lib/payments/contract';
import { renderWithProviders } from '@/tests/render';
import { AdminOrders } from './admin-orders';
import { groupDigits, transferCodeOf } from '@/lib/payments/transfer';

const push = vi.fn();
let search = new URLSearchParams();
vi.mock('next/navigation', () => ({
  useSearchParams: () => search,
  usePathname: () => '/my/administration/payOrder',
  useRouter: () => ({ push, replace: vi.fn(), prefetch: vi.fn() }),
}));
vi.mock('@/lib/i18n/navigation', () => ({
  usePathname: () => '/my/administration/payOrder',
  useRouter: () => ({ push, replace: vi.fn() }),
}));

const waiting: AdminOrderRow = {
  orderNo: '20261123000043',
  type: 'vip',
  title: 'VIP yearly',
  amountFen: 1_051_200,
  status: 'waiting',
  channel: 'offline',
  companyName: null,
  createdAt: '2026-11-23T02:00:00.000Z',
  expiresAt: '2026-11-23T02:30:00.000Z',
  paidAt: null,
  cancelledAt: null,
  invoiceState: null,
  userName: 'demo_user',
  userId: 3,
  transferCode: transferCodeOf('20261123000043'),
  transferReference: null,
};

let rows: AdminOrderRow[] = [];
const queries: Record<string, string>[] = [];
const confirmations: unknown[] = [];
const server = setupServer(
  // The sandbox banner's question (components/commerce/sandbox-banner.tsx): real providers here.
  http.get('http://localhost:3000/atsteel/payment/getPayMode', () => HttpResponse.json({ code: 0, msg: 'ok', data: { sandbox: false } })),
  http.get('http://localhost:3000/atsteel/payment/pageAllOrder', ({ request }) => {
    queries.push(Object.fromEntries(new URL(request.url).searchParams));
    return HttpResponse.json({ code: 0, msg: 'ok', data: { list: rows, total: rows.length, page: 1, pageSize: 20 } });
  }),
  http.post('http://localhost:3000/atsteel/payment/confirmOffline', async ({ request }) => {
    confirmations.push(await request.json());
    rows = [{ ...waiting, status: 'paid', paidAt: '2026-11-23T03:00:00.000Z' }];
    return HttpResponse.json({ code: 0, msg: 'ok', data: { ...rows[0], lines: [], events: [], consignee: null, phone: null, address: null, transferReference: 'BANK-2026-0001' } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  queries.length = 0;
  confirmations.length = 0;
  push.mockReset();
  search = new URLSearchParams();
  document.cookie = 'userType=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});
afterAll(() => server.close());

function signInAs(role: string) {
  document.cookie = 'token=test-token';
  document.cookie = `userType=${role}`;
}

describe('AdminOrders', () => {
  it('reads the filters from the URL and confirms an offline transfer with its reference', async () => {
    signInAs('customer_service');
    rows = [waiting];
    search = new URLSearchParams({ status: 'waiting', keyword: '2026', from: '2026-11-01', bogus: 'x' });
    renderWithProviders(<AdminOrders />, { locale: 'en' });
    const table = await screen.findByTestId('admin-orders-table');
    expect(await within(table).findByText('demo_user')).toBeInTheDocument();
    expect(queries[0]).toEqual({ page: '1', pageSize: '20', status: 'waiting', keyword: '2026', from: '2026-11-01' });

    fireEvent.click(within(table).getByTestId('admin-confirm-offline'));
    // The modal shows the reference the buyer was told to quote, to match the statement with.
    expect(await screen.findByTestId('confirm-offline-code')).toHaveTextContent(`The buyer was asked to quote: ${groupDigits(transferCodeOf(waiting.orderNo))}`);
    fireEvent.change(await screen.findByTestId('confirm-offline-reference'), { target: { value: 'x' } });
    fireEvent.click(screen.getByTestId('confirm-offline-submit'));
    expect(await screen.findByText('Enter the bank transfer reference (at least 4 characters)')).toBeInTheDocument();
    expect(confirmations).toHaveLength(0);

    fireEvent.change(screen.getByTestId('confirm-offline-reference'), { target: { value: 'BANK-2026-0001' } });
    fireEvent.click(screen.getByTestId('confirm-offline-submit'));
    await waitFor(() => expect(confirmations).toEqual([{ orderNo: waiting.orderNo, reference: 'BANK-2026-0001' }]));
    expect(await within(table).findByText('Paid')).toBeInTheDocument();
  });

  it('offers the transfer confirmation only on an order the buyer pays by bank transfer', async () => {
    signInAs('customer_service');
    rows = [{ ...waiting, channel: 'wechat', transferCode: null }];
    renderWithProviders(<AdminOrders />, { locale: 'zh' });
    const table = await screen.findByTestId('admin-orders-table');
    expect(await within(table).findByText('demo_user')).toBeInTheDocument();
    expect(within(table).queryByTestId('admin-confirm-offline')).toBeNull();
    expect(within(table).getByTestId('admin-cancel-order')).toBeInTheDocument();
  });

  it('puts the chosen filters in the URL', async () => {
    signInAs('public_admin');
    renderWithProviders(<AdminOrders />, { locale: 'zh' });
    fireEvent.change(await screen.findByTestId('admin-filter-keyword'), { target: { value: 'demo_user' } });
    fireEvent.click(screen.getByTestId('admin-filter-search'));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/my/administration/payOrder?keyword=demo_user', { scroll: false }));
  });
});
