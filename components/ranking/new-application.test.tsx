// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { vi } from 'vitest';
import type { ApplicationView } from '@/lib/ranking/contract';
import { renderWithProviders } from '@/tests/render';
import { NewApplication } from './new-application';

const application: ApplicationView = {
  id: 42,
  userType: 'manufacturer',
  companyName: '示范钢铁有限公司',
  creditCode: '91310000MA1FL0XX2F',
  address: 'Shanghai',
  productName: 'Q355B strip',
  category: { code: 'rebar', name: 'Rebar' },
  steelmakingLine: '',
  rollingLine: '',
  manufacturer: 'Demo Steel',
  contactName: 'Li Lei',
  contactInfo: '13800000001',
  instructions: '',
  attachments: [],
  state: 'submitted',
  createdAt: '2026-12-03T02:05:00.000Z',
};

vi.mock('@/components/layout/nav-link', () => ({ NavLink: ({ href, children }: { href: string; children: React.ReactNode }) => <a href={href}>{children}</a> }));

const server = setupServer(
  http.get('http://localhost:3000/atsteel/qc/applicationGet', ({ request }) =>
    new URL(request.url).searchParams.get('id') === '42' ? HttpResponse.json({ code: 0, msg: 'ok', data: application }) : HttpResponse.json({ code: -1, msg: 'not found' }, { status: 404 }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

/** Issue 48 item 7: the success page shows the application just made, what happens next and where to follow it. */
describe('NewApplication', () => {
  it.each([
    ['zh', '申报编号', '已提交', '接下来', '消息中心', '2026年12月3日 10:05'],
    ['en', 'Application no.', 'Submitted', 'What happens next', 'Message centre', 'Dec'],
  ] as const)('lists the new application with its number, product, state and next steps (%s)', async (locale, number, state, next, centre, when) => {
    renderWithProviders(<NewApplication id={42} />, { locale, namespaces: ['Ranking', 'Reviews'] });
    const box = await screen.findByTestId('apply-success');
    expect(within(box).getByText(number)).toBeInTheDocument();
    expect(screen.getByTestId('new-application-number')).toHaveTextContent('42');
    expect(screen.getByTestId('new-application-product')).toHaveTextContent('Q355B strip');
    expect(screen.getByTestId('new-application-state')).toHaveTextContent(state);
    expect(box).toHaveTextContent(next);
    expect(box).toHaveTextContent(when);
    expect(screen.getByTestId('new-application-next').querySelectorAll('li')).toHaveLength(3);
    expect(within(box).getByRole('link', { name: centre })).toHaveAttribute('href', '/my/messageCentre');
    expect(within(box).getByRole('link', { name: locale === 'zh' ? '我的申请' : 'My applications' })).toHaveAttribute('href', '#my-applications');
  });

  it('says the application cannot be found when it is not the caller’s', async () => {
    renderWithProviders(<NewApplication id={7} />, { locale: 'en', namespaces: ['Ranking', 'Reviews'] });
    expect(await screen.findByTestId('new-application-missing')).toHaveTextContent('cannot be found');
  });
});
