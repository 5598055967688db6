// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { vi } from 'vitest';
import type { InvoiceTitle } from '@/lib/account/contract';
import type { InvoiceRequestRow, OrderRow } from '@/lib/payments/contract';
import { renderWithProviders } from '@/tests/render';
import { InvoiceRequests } from './invoice-requests';

let search = new URLSearchParams();
vi.mock('next/navigation', () => ({
  useSearchParams: () => search,
  usePathname: () => '/my/bill',
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }),
}));
vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
  usePathname: () => '/my/bill',
  useRouter: () => ({ push: vi.fn(), replace: vi.fn() }),
}));

const paid: OrderRow = {
  orderNo: '20261123000042',
  type: 'vip',
  title: 'VIP yearly',
  amountFen: 1_051_200,
  status: 'paid',
  channel: 'wechat',
  companyName: null,
  createdAt: '2026-11-23T02:00:00.000Z',
  expiresAt: '2026-11-23T02:30:00.000Z',
  paidAt: '2026-11-23T02:05:00.000Z',
  cancelledAt: null,
  invoiceState: null,
};
const title: InvoiceTitle = { id: 5, titleType: 'enterprise', title: 'Acme Steel Ltd', taxNumber: '91310000MA1FL0000X', address: 'Shanghai', telephone: '021-1234567', bankAccount: '6222000000000000', bankName: 'ICBC', email: null, isDefault: true };
const requested: InvoiceRequestRow = {
  id: 1,
  orderNo: paid.orderNo,
  orderTitle: paid.title,
  amountFen: paid.amountFen,
  state: 'requested',
  title: { titleType: 'enterprise', title: title.title, taxNumber: title.taxNumber, address: title.address, telephone: title.telephone, bankAccount: title.bankAccount, bankName: title.bankName, email: null },
  requestedAt: '2026-11-23T03:00:00.000Z',
};

let invoices: InvoiceRequestRow[] = [];
const saved: unknown[] = [];
const server = setupServer(
  http.get('http://localhost:3000/atsteel/payment/listInvoice', () => HttpResponse.json({ code: 0, msg: 'ok', data: { list: invoices, total: invoices.length, page: 1, pageSize: 10 } })),
  http.get('http://localhost:3000/atsteel/payment/pageOrder', ({ request }) => {
    expect(new URL(request.url).searchParams.get('status')).toBe('paid');
    return HttpResponse.json({ code: 0, msg: 'ok', data: { list: [paid], total: 1, page: 1, pageSize: 100 } });
  }),
  http.get('http://localhost:3000/atsteel/user/invoice/listInvoiceTitle', () => HttpResponse.json({ code: 0, msg: 'ok', data: [title] })),
  http.post('http://localhost:3000/atsteel/payment/saveInvoice', async ({ request }) => {
    saved.push(await request.json());
    invoices = [requested];
    return HttpResponse.json({ code: 0, msg: 'ok', data: requested });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  saved.length = 0;
  invoices = [];
  search = new URLSearchParams();
});
afterAll(() => server.close());

describe('InvoiceRequests', () => {
  it('says when no invoice was requested yet', async () => {
    renderWithProviders(<InvoiceRequests />, { locale: 'en' });
    expect(await screen.findByText('You have not requested an invoice yet.')).toBeInTheDocument();
  });

  it('links to saving an invoice title from the dialog when there is none (Chinese)', async () => {
    server.use(http.get('http://localhost:3000/atsteel/user/invoice/listInvoiceTitle', () => HttpResponse.json({ code: 0, msg: 'ok', data: [] })));
    search = new URLSearchParams({ orderNo: paid.orderNo });
    renderWithProviders(<InvoiceRequests />, { locale: 'zh', namespaces: ['Payments', 'PaymentScreens', 'Auth', 'Account'] });
    const link = await screen.findByTestId('invoice-add-title');
    expect(link).toHaveTextContent('先保存一个发票抬头');
    expect(link.getAttribute('href')).toBe('/my/bill?tab=titles');
  });

  it('requests the invoice of the order named in the URL from the default title, and lists it', async () => {
    search = new URLSearchParams({ orderNo: paid.orderNo });
    renderWithProviders(<InvoiceRequests />, { locale: 'en' });
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTitle(`${paid.orderNo} · VIP yearly · ¥10,512.00`)).toBeInTheDocument();
    expect(await within(dialog).findByTitle(`Acme Steel Ltd (${title.taxNumber})`)).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('invoice-request-submit'));
    await waitFor(() => expect(saved).toEqual([{ orderNo: paid.orderNo, invoiceTitleId: 5 }]));
    const table = await screen.findByTestId('invoice-requests-table');
    expect(await within(table).findByTestId('invoice-state')).toHaveTextContent('Requested');
    expect(within(table).getByText('Acme Steel Ltd')).toBeInTheDocument();
  });
});
