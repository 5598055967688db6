// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { vi } from 'vitest';
import type { ApplicationRow } from '@/lib/research-data/contract';
import { renderWithProviders } from '@/tests/render';
import { MyResearchData } from './my-research-data';

let search = new URLSearchParams();
vi.mock('next/navigation', () => ({
  useSearchParams: () => search,
  usePathname: () => '/allServer/myAllServer',
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }),
}));
vi.mock('@/lib/i18n/navigation', async () => {
  const { createElement } = await import('react');
  return {
    Link: ({ href, children, ...rest }: { href: string; children?: unknown }) => createElement('a', { href, ...rest }, children as never),
    usePathname: () => '/allServer/myAllServer',
    useRouter: () => ({ push: vi.fn(), replace: vi.fn() }),
  };
});

const pending: ApplicationRow = {
  id: 1,
  recordId: 7,
  dataName: 'Q355B plate',
  applicant: 'demo_user',
  owner: 'demo_admin',
  reason: 'design check',
  status: 'pending',
  effective: 'pending',
  until: null,
  decisionReason: '',
  createdAt: '2026-11-25T08:00:00.000Z',
  decidedAt: null,
};

const server = setupServer(
  http.get('http://localhost:3000/atsteel/rdda/permission/page', () => HttpResponse.json({ code: 0, msg: 'ok', data: { list: [pending], total: 1, page: 1, pageSize: 10 } })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('my R&D data: permission applications', () => {
  it('tells the owner a received application waits for their decision, not "for the owner" (English)', async () => {
    search = new URLSearchParams({ tab: 'received' });
    renderWithProviders(<MyResearchData />, { locale: 'en' });
    const table = await screen.findByTestId('rd-applications-received');
    expect(await within(table).findByTestId('rd-application-state')).toHaveTextContent('Waiting for your decision');
    expect(within(table).getByTestId('rd-approve')).toBeInTheDocument();
  });

  it('tells the applicant their sent application waits for the owner (Chinese)', async () => {
    search = new URLSearchParams({ tab: 'sent' });
    renderWithProviders(<MyResearchData />, { locale: 'zh' });
    const table = await screen.findByTestId('rd-applications-sent');
    expect(await within(table).findByTestId('rd-application-state')).toHaveTextContent('您的权限申请等待所有者处理');
  });
});
