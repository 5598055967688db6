// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { personalMenu } from '@/lib/account/menu';
import type { Locale } from '@/lib/i18n/routing';
import { renderWithProviders } from '@/tests/render';
import { VisitStatistics } from './visit-statistics';
import { parseVisitLimit, visitStatisticsState, type VisitStatisticsState } from './visit-statistics-state';

vi.mock('next/navigation', () => ({
  usePathname: () => '/my/administration/visitStatistics',
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }),
}));

function renderIn(locale: Locale, state: VisitStatisticsState) {
  renderWithProviders(<VisitStatistics limit={50} state={state} />, { locale });
}

const rows = [
  { path: '/mind/mindIndex', visits: 12345, visitors: 678 },
  { path: '/home', visits: 42, visitors: 7 },
];

describe('VisitStatistics', () => {
  it('lists path, visits and distinct visitors in the order the server sorted them, numbers in the locale', () => {
    renderIn('en', { kind: 'ok', rows });
    const table = screen.getByTestId('visit-table');
    const body = table.querySelectorAll('tbody tr');
    expect([...body].map((tr) => within(tr as HTMLElement).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['/mind/mindIndex', '12,345', '678'],
      ['/home', '42', '7'],
    ]);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(expect.arrayContaining(['Path', 'Visits', 'Distinct visitors']));
    expect(screen.getByTestId('visit-limit')).toBeInTheDocument();
  });

  it('says there are no visits yet when the table is empty, in Chinese', () => {
    renderIn('zh', { kind: 'ok', rows: [] });
    expect(screen.getByText('还没有访问记录')).toBeInTheDocument();
  });

  it('shows the no-authority state instead of the table to a user without the permission', () => {
    renderIn('en', { kind: 'denied', msg: 'You do not have permission for this yet' });
    expect(screen.getByTestId('visit-denied')).toHaveTextContent('You cannot view visit statistics');
    expect(screen.queryByTestId('visit-table')).toBeNull();
    expect(screen.queryByTestId('visit-limit')).toBeNull();
  });

  it('offers a retry when the statistics could not be loaded', () => {
    renderIn('zh', { kind: 'error', msg: '服务器繁忙' });
    expect(screen.getByTestId('visit-error')).toHaveTextContent('访问统计加载失败');
    expect(screen.getByRole('button', { name: /重\s*试/ })).toBeInTheDocument();
  });
});

describe('visit statistics access and limits', () => {
  it('maps the endpoint answer to ok, denied, error or signed out', () => {
    const denied = 'no authority';
    expect(visitStatisticsState({ ok: true, data: rows })).toEqual({ kind: 'ok', rows });
    expect(visitStatisticsState({ ok: false, code: -1, msg: denied, status: 403 })).toEqual({ kind: 'denied', msg: denied });
    expect(visitStatisticsState({ ok: false, code: -1, msg: 'boom', status: 500 })).toEqual({ kind: 'error', msg: 'boom' });
    expect(visitStatisticsState({ ok: false, code: -100, msg: '', status: 200 })).toEqual({ kind: 'signedOut' });
  });

  it('accepts only the offered limits from the query', () => {
    expect(parseVisitLimit('100')).toBe(100);
    expect(parseVisitLimit(['20', '200'])).toBe(20);
    expect(parseVisitLimit('7')).toBe(50);
    expect(parseVisitLimit(undefined)).toBe(50);
  });

  it('lists the screen in the personal-centre menu of customer service and platform administrators only', () => {
    const has = (role: string) => personalMenu(role).some((i) => i.path === '/my/administration/visitStatistics');
    expect(has('customer_service')).toBe(true);
    expect(has('public_admin')).toBe(true);
    expect(['individual', 'company_admin', 'employee', 'laboratory', 'expert'].some(has)).toBe(false);
  });
});
