// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { HolidayOverview, HolidayYearRow } from '@/lib/calendar/contract';
import { TEST_2027 } from '@/tests/fixtures/holidays';
import { renderWithProviders } from '@/tests/render';
import { HolidayAdmin } from './holiday-admin';
import { HolidayDialog } from './holiday-dialog';

/**
 * /my/administration/holidays (issue 45 item 10): the years not yet published are named, an empty table says so, an
 * entered year is listed; the dialog puts the endpoint schema's refusal on the field it names and saves nothing.
 * The 2027 days are test data, not the State Council's.
 */

const ROW: HolidayYearRow = {
  ...TEST_2027,
  updatedAt: '2026-12-01T02:00:00.000Z',
  updatedBy: 'demo_service',
  history: [{ action: 'create', at: '2026-12-01T02:00:00.000Z', by: 'demo_service', holidays: 1, workdays: 1 }],
};
let overview: HolidayOverview;
const server = setupServer(http.get('http://localhost:3000/atsteel/holiday/list', () => HttpResponse.json({ code: 0, msg: 'ok', data: overview })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const base = { package: { source: 'chinese-days', version: '1.5.7', firstYear: 2004, lastYear: 2026 } };

describe('HolidayAdmin', () => {
  it('names the years not yet published and says the table is empty (en)', async () => {
    overview = { ...base, years: [], unpublishedYears: [2027, 2028] };
    renderWithProviders(<HolidayAdmin />, { locale: 'en', namespaces: ['Calendar'] });
    expect(await screen.findByTestId('holiday-unpublished')).toHaveTextContent('The holidays of 2027 and 2028 are not yet published');
    expect(screen.getByTestId('holiday-years')).toHaveTextContent('No year entered yet');
    expect(screen.getByTestId('holiday-package')).toHaveTextContent('chinese-days 1.5.7, covering 2004–2026');
  });

  it('lists an entered year with its days and who changed it last (zh)', async () => {
    overview = { ...base, years: [ROW], unpublishedYears: [2028] };
    renderWithProviders(<HolidayAdmin />, { locale: 'zh', namespaces: ['Calendar'] });
    const table = await screen.findByTestId('holiday-years');
    await waitFor(() => expect(table).toHaveTextContent('TEST-2027'));
    expect(table).toHaveTextContent('demo_service');
    expect(screen.getByTestId('holiday-unpublished')).toHaveTextContent('2028 年的节假日安排尚未发布');
  });
});

describe('HolidayDialog', () => {
  it('puts “a make-up working day on a weekday” on that day’s field and does not save', async () => {
    const onSave = vi.fn(async () => true);
    const edited = { ...ROW, days: [ROW.days[0], { day: '2027-01-05', kind: 'workday' as const, festival: 'newYear' as const }] };
    renderWithProviders(<HolidayDialog open initial={edited} busy={false} onCancel={() => undefined} onSave={onSave} />, { locale: 'en', namespaces: ['Calendar'] });
    expect(await screen.findByTestId('holiday-history')).toHaveTextContent('demo_service entered: 1 day off, 1 make-up working day');
    fireEvent.click(screen.getByTestId('holiday-save'));
    expect(await screen.findByText('A make-up working day must be a Saturday or a Sunday')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('hands the checked arrangement to save (zh)', async () => {
    const onSave = vi.fn(async () => true);
    renderWithProviders(<HolidayDialog open initial={ROW} busy={false} onCancel={() => undefined} onSave={onSave} />, { locale: 'zh', namespaces: ['Calendar'] });
    await screen.findByTestId('holiday-history');
    fireEvent.click(screen.getByTestId('holiday-save'));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ year: 2027, noticeNumber: 'TEST-2027', publishedOn: '2026-11-20', sourceUrl: '', days: ROW.days }));
  });
});
