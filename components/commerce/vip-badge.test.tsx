// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { vi } from 'vitest';
import type { VipStatus } from '@/lib/payments/contract';
import { renderWithProviders } from '@/tests/render';
import { VIP_CHANGED_EVENT, VipBadge } from './vip-badge';

vi.mock('@/components/layout/nav-link', () => ({ NavLink: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => <a href={href} {...rest}>{children}</a> }));

let status: VipStatus = { state: 'none', validUntil: null, welcomePackage: false };
let calls = 0;
const server = setupServer(
  http.get('http://localhost:3000/atsteel/payment/getVipStatus', () => {
    calls += 1;
    return HttpResponse.json({ code: 0, msg: 'ok', data: status });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  calls = 0;
  document.cookie = 'token=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});
afterAll(() => server.close());

describe('VipBadge', () => {
  it('asks nothing for a visitor', async () => {
    renderWithProviders(<VipBadge />, { locale: 'en' });
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByTestId('header-vip')).toBeNull();
    expect(calls).toBe(0);
  });

  it('offers VIP to a member without it, and shows the deadline once a payment screen announces the change', async () => {
    document.cookie = 'token=test-token';
    status = { state: 'none', validUntil: null, welcomePackage: false };
    renderWithProviders(<VipBadge />, { locale: 'en' });
    expect(await screen.findByTestId('header-vip')).toHaveTextContent('Go VIP');
    status = { state: 'active', validUntil: '2027-11-23T00:00:00.000Z', welcomePackage: false };
    act(() => {
      window.dispatchEvent(new Event(VIP_CHANGED_EVENT));
    });
    expect(await screen.findByRole('link', { name: 'VIP member until Nov 23, 2027' })).toHaveAttribute('data-state', 'active');
  });
});
