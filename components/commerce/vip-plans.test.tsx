// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { vi } from 'vitest';
import type { OrderDetail, VipOffer } from '@/lib/payments/contract';
import { renderWithProviders } from '@/tests/render';
import { VipPlans } from './vip-plans';

vi.mock('@/lib/i18n/navigation', () => ({ usePathname: () => '/subscribePay', useRouter: () => ({ push: vi.fn(), replace: vi.fn() }) }));
vi.mock('@/components/layout/nav-link', () => ({ NavLink: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => <a href={href} {...rest}>{children}</a> }));

// Prices as the server answers them; the screen must show them as they are (it computes nothing).
const offer: VipOffer = {
  plans: [
    { code: 'monthly', name: 'Monthly', months: 1, listPriceFen: 100_000, discountPercent: 12, reductionFen: 0, priceFen: 88_000, monthlyFen: 88_000 },
    { code: 'yearly', name: 'Yearly', months: 12, listPriceFen: 1_200_000, discountPercent: 12, reductionFen: 168_000, priceFen: 888_800, monthlyFen: 74_067 },
  ],
  status: { state: 'expired', validUntil: '2026-10-01T00:00:00.000Z', welcomePackage: false },
  privileges: ['Every property table without the visitor limit', 'Export of material data'],
};
const created: OrderDetail = {
  orderNo: '20261123000045',
  type: 'vip',
  title: 'VIP Yearly',
  amountFen: 888_800,
  status: 'waiting',
  channel: null,
  companyName: null,
  createdAt: '2026-11-23T02:00:00.000Z',
  expiresAt: new Date(Date.now() + 1_800_000).toISOString(),
  paidAt: null,
  cancelledAt: null,
  invoiceState: null,
  lines: [{ itemType: 'vip', itemId: null, title: 'VIP Yearly', quantity: 1, unitPriceFen: 888_800, amountFen: 888_800 }],
  consignee: null,
  phone: null,
  address: null,
  events: [],
  transferReference: null,
};

const orders: { body: unknown; key: string | null }[] = [];
const server = setupServer(
  // The sandbox banner's question (components/commerce/sandbox-banner.tsx): real providers here.
  http.get('http://localhost:3000/atsteel/payment/getPayMode', () => HttpResponse.json({ code: 0, msg: 'ok', data: { sandbox: false } })),
  http.get('http://localhost:3000/atsteel/payment/listVip', () => HttpResponse.json({ code: 0, msg: 'ok', data: offer })),
  http.post('http://localhost:3000/atsteel/payment/saveVipOrder', async ({ request }) => {
    orders.push({ body: await request.json(), key: request.headers.get('idempotency-key') });
    return HttpResponse.json({ code: 0, msg: 'ok', data: created });
  }),
  http.get('http://localhost:3000/atsteel/payment/getOrderStatus', () => HttpResponse.json({ code: 0, msg: 'ok', data: { orderNo: created.orderNo, status: 'waiting', amountFen: 888_800, expiresAt: created.expiresAt, paidAt: null, secondsLeft: 1799 } })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  orders.length = 0;
});
afterAll(() => server.close());

describe('VipPlans', () => {
  it('shows the server’s prices, discount and reduction, the expired state and what VIP unlocks', async () => {
    renderWithProviders(<VipPlans />, { locale: 'en' });
    const yearly = await screen.findByTestId('vip-plan-yearly');
    expect(within(yearly).getByTestId('vip-plan-price')).toHaveTextContent('¥8,888.00');
    expect(within(yearly).getByText('List price ¥12,000.00')).toBeInTheDocument();
    expect(within(yearly).getByText('12 % off')).toBeInTheDocument();
    expect(within(yearly).getByTestId('vip-plan-reduction')).toHaveTextContent('Extra ¥1,680.00 off');
    expect(within(screen.getByTestId('vip-plan-monthly')).queryByTestId('vip-plan-reduction')).toBeNull();
    expect(screen.getByTestId('vip-deadline')).toHaveTextContent('Expired on October 1, 2026');
    expect(screen.getByTestId('vip-privileges')).toHaveTextContent('Export of material data');
  });

  it('orders a plan with an Idempotency-Key, sending no price, and opens the payment dialog', async () => {
    renderWithProviders(<VipPlans />, { locale: 'zh' });
    fireEvent.click(await screen.findByTestId('vip-buy-yearly'));
    await waitFor(() => expect(orders).toHaveLength(1));
    expect(orders[0].body).toEqual({ plan: 'yearly', forCompany: false });
    expect(orders[0].key).toMatch(/^[A-Za-z0-9_\-:.]{1,64}$/);
    expect(await screen.findByTestId('pay-order-no')).toHaveTextContent(created.orderNo);
    expect(screen.getByTestId('pay-amount')).toHaveTextContent('¥8,888.00');
  });
});
