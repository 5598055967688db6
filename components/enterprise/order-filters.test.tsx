// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithProviders } from '@/tests/render';
import { OrderFilters } from './order-filters';

const server = setupServer(
  http.get(/\/atsteel\/.*/, () => HttpResponse.json({ code: 0, msg: 'ok', data: { list: [{ id: 7, userName: 'li_gong' }], total: 1, page: 1, pageSize: 100 } })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('OrderFilters', () => {
  // Issue 48 item 3: the three drop-downs each read only 全部 / All, with no visible label.
  it.each([
    ['zh', ['成员', '来源', '状态']],
    ['en', ['Member', 'Source', 'Status']],
  ] as const)('labels every filter visibly (%s)', async (locale, labels) => {
    const { unmount } = renderWithProviders(<OrderFilters values={{}} go={() => undefined} />, { locale, namespaces: ['Enterprise', 'Payments'] });
    for (const label of labels) expect(screen.getByText(label, { selector: 'label > span' })).toBeInTheDocument();
    expect(screen.getByTestId('order-member').closest('label')?.textContent).toContain(labels[0]);
    expect(screen.getByTestId('order-status').closest('label')?.textContent).toContain(labels[2]);
    unmount();
  });
});
