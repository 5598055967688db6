// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { vi } from 'vitest';
import type { ReviewDetail, ReviewItemRow } from '@/lib/reviews/contract';
import { renderWithProviders } from '@/tests/render';
import { ReviewQueue } from './review-queue';

const push = vi.fn();
vi.mock('next/navigation', () => ({
  useSearchParams: () => new URLSearchParams(),
  usePathname: () => '/my/administration/commonDetectionPackage',
  useRouter: () => ({ push, replace: vi.fn(), prefetch: vi.fn() }),
}));
vi.mock('@/lib/i18n/navigation', () => ({
  usePathname: () => '/my/administration/commonDetectionPackage',
  useRouter: () => ({ push, replace: vi.fn() }),
}));

const row: ReviewItemRow = {
  id: 7,
  kind: 'testBag',
  subjectId: 70,
  title: 'Tensile + impact (−20 °C) bag',
  state: 'underReview',
  ownerName: 'demo_user',
  submittedAt: '2026-11-20T02:00:00.000Z',
  reviewerName: 'demo_public_admin',
  decidedAt: null,
  actions: ['approve', 'fail'],
};
const detail: ReviewDetail = {
  ...row,
  steps: [
    { id: 1, action: 'submit', fromState: 'notSubmitted', toState: 'submitted', actorName: 'demo_user', comment: null, createdAt: '2026-11-20T02:00:00.000Z' },
    { id: 2, action: 'start', fromState: 'submitted', toState: 'underReview', actorName: 'demo_public_admin', comment: null, createdAt: '2026-11-20T03:00:00.000Z' },
  ],
};

const queries: URLSearchParams[] = [];
const decisions: unknown[] = [];
const server = setupServer(
  http.get('http://localhost:3000/atsteel/audit/page', ({ request }) => {
    queries.push(new URL(request.url).searchParams);
    return HttpResponse.json({ code: 0, msg: 'ok', data: { list: [row], total: 1, page: 1, pageSize: 20, kinds: ['testBag', 'laboratory'] } });
  }),
  http.get('http://localhost:3000/atsteel/audit/get', () => HttpResponse.json({ code: 0, msg: 'ok', data: detail })),
  http.post('http://localhost:3000/atsteel/audit/audit', async ({ request }) => {
    decisions.push(await request.json());
    return HttpResponse.json({ code: 0, msg: 'ok', data: { ...detail, state: 'failed', actions: [] } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  queries.length = 0;
  decisions.length = 0;
  document.cookie = 'userType=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});
afterAll(() => server.close());

function signInAs(role: string) {
  document.cookie = 'token=test-token';
  document.cookie = `userType=${role}`;
}

describe('ReviewQueue', () => {
  it('tells a role that reviews nothing so, without asking the server', async () => {
    signInAs('customer_service');
    renderWithProviders(<ReviewQueue kind="testBag" />, { locale: 'en' });
    expect(await screen.findByTestId('review-denied')).toHaveTextContent('You do not review submissions');
    expect(queries).toHaveLength(0);
  });

  it('lists waiting items of the one kind and fails one with the required reason', async () => {
    signInAs('public_admin');
    renderWithProviders(<ReviewQueue kind="testBag" />, { locale: 'en' });
    const title = await screen.findByRole('button', { name: row.title });
    expect(Object.fromEntries(queries[0])).toEqual({ page: '1', pageSize: '20', state: 'pending', kind: 'testBag' });
    expect(screen.queryByTestId('review-kind-filter')).toBeNull();
    const tableRow = title.closest('tr')!;
    expect(within(tableRow).getByTestId('review-state')).toHaveTextContent('Under review');

    fireEvent.click(title);
    const drawer = await screen.findByTestId('review-detail');
    expect(within(drawer).getByTestId('review-history')).toHaveTextContent('demo_public_admin started the review');
    expect(within(drawer).getByTestId('review-history')).toHaveTextContent('Submitted → Under review');
    expect(within(drawer).queryByTestId('review-start')).toBeNull();

    fireEvent.click(within(drawer).getByTestId('review-fail'));
    fireEvent.click(await screen.findByTestId('review-decision-ok'));
    expect(await screen.findByText('Please give a reason')).toBeInTheDocument();
    expect(decisions).toHaveLength(0);

    fireEvent.change(screen.getByTestId('review-decision-comment'), { target: { value: 'The impact standard is missing' } });
    fireEvent.click(screen.getByTestId('review-decision-ok'));
    await waitFor(() => expect(decisions).toEqual([{ id: 7, decision: 'fail', comment: 'The impact standard is missing' }]));
  });

  it('approves on the first click of OK, even one made as the dialog opens', async () => {
    signInAs('public_admin');
    renderWithProviders(<ReviewQueue kind="testBag" />, { locale: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: row.title }));
    const drawer = await screen.findByTestId('review-detail');
    fireEvent.click(within(drawer).getByTestId('review-approve'));
    // No wait for the comment field: the click lands while the dialog is being drawn.
    fireEvent.click(screen.getByTestId('review-decision-ok'));
    await waitFor(() => expect(decisions).toEqual([{ id: 7, decision: 'approve' }]));
  });

  it('offers a kind filter over every kind the reviewer reviews, in Chinese', async () => {
    signInAs('public_admin');
    renderWithProviders(<ReviewQueue />, { locale: 'zh' });
    expect(await screen.findByTestId('review-kind-filter')).toBeInTheDocument();
    expect(Object.fromEntries(queries[0])).toEqual({ page: '1', pageSize: '20', state: 'pending' });
    expect(await screen.findByRole('cell', { name: '公共检测包' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '公共检测包' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '类型' })).toBeInTheDocument();
  });
});
