// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { vi } from 'vitest';
import { renderWithProviders } from '@/tests/render';
import { RequirementsPanel } from './requirements-panel';

vi.mock('@/components/layout/nav-link', () => ({ NavLink: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => <a href={href} {...rest}>{children}</a> }));
vi.mock('@/components/charts/echart', () => ({ EChart: ({ testId }: { testId?: string }) => <div data-testid={testId} /> }));

const bodies: unknown[] = [];
const candidate = { record: { id: '7', slug: 'q355b', type: 'steel', grade: 'Q355B', aliases: [], system: 'GB', standard: null, category: null, confidence: null, datasetCode: 'x' }, checks: [], passed: 0, failed: 0, unknown: 0, minMargin: null };
const server = setupServer(
  http.post('http://localhost:3000/atsteel/intelligentMatching/results', async ({ request }) => {
    const body = (await request.json()) as { requirements: { value: number | null }[] };
    bodies.push(body);
    // As the endpoint: a requirement without a number is refused with its message.
    if (body.requirements.some((r) => r.value === null)) return HttpResponse.json({ code: -1, data: null, msg: 'Numbers only' }, { status: 400 });
    return HttpResponse.json({ code: 0, data: { total: 1, meetingAll: 1, list: [candidate] }, msg: 'ok' });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => (bodies.length = 0));
afterAll(() => server.close());

describe('RequirementsPanel', () => {
  it('sends the example requirements and shows the candidates with their columns', async () => {
    renderWithProviders(<RequirementsPanel />, { locale: 'en' });
    expect(screen.getAllByTestId('requirement-row')).toHaveLength(4);
    fireEvent.click(screen.getByTestId('requirements-run'));
    expect(await screen.findByTestId('meeting-all')).toHaveTextContent('Meeting every requirement: 1');
    expect(bodies[0]).toEqual({
      requirements: [
        { key: 'yield', op: '>=', value: 345 },
        { key: 'elongation', op: '>=', value: 20 },
        { key: 'impact', op: '>=', value: 34, tempC: -20 },
        { key: 'cev', op: '<=', value: 0.45 },
      ],
      limit: 50,
    });
    expect(within(screen.getByTestId('candidates')).getByText('Carbon equivalent CEV ≤ 0.45')).toBeInTheDocument();
    expect(screen.getByTestId('candidates-chart')).toBeInTheDocument();
  });

  it("shows the endpoint's refusal of an empty value and no results", async () => {
    renderWithProviders(<RequirementsPanel />, { locale: 'en' });
    const first = screen.getAllByTestId('requirement-row')[0];
    fireEvent.change(within(first).getByRole('spinbutton', { name: 'Value' }), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('requirements-run'));
    expect(await screen.findByText('Numbers only')).toBeInTheDocument();
    expect(screen.queryByTestId('meeting-all')).not.toBeInTheDocument();
  });

  it('adds and removes requirement rows, with a test temperature for impact energy only', () => {
    renderWithProviders(<RequirementsPanel />, { locale: 'en' });
    expect(screen.getAllByLabelText('Test temperature (°C)')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Add a requirement' }));
    expect(screen.getAllByTestId('requirement-row')).toHaveLength(5);
    fireEvent.click(within(screen.getAllByTestId('requirement-row')[0]).getByRole('button', { name: 'Remove' }));
    expect(screen.getAllByTestId('requirement-row')).toHaveLength(4);
  });
});
