// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithProviders } from '@/tests/render';
import { AddressManager } from './address-manager';

const saved: unknown[] = [];
const server = setupServer(
  http.get('http://localhost:3000/atsteel/user/address/getAddress', () => HttpResponse.json({ code: 0, msg: 'ok', data: [] })),
  http.get('http://localhost:3000/atsteel/user/address/listRegions', ({ request }) => {
    const parent = new URL(request.url).searchParams.get('parentCode');
    const data = parent ? [{ code: '130200', name: '唐山市', nameZh: '唐山市', level: 2 }] : [{ code: '130000', name: '河北省', nameZh: '河北省', level: 1 }];
    return HttpResponse.json({ code: 0, msg: 'ok', data });
  }),
  http.post('http://localhost:3000/atsteel/user/address/saveAddress', async ({ request }) => {
    saved.push(await request.json());
    return HttpResponse.json({ code: 0, msg: 'ok', data: null });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('AddressManager', () => {
  // Issue 29 item 4: an empty save threw an uncaught error (vitest fails a test on one) and said 请输入城市 for a list.
  it('answers an empty save beside each field, asks to choose a city from the list, and sends nothing', async () => {
    renderWithProviders(<AddressManager />, { locale: 'zh', namespaces: ['Auth', 'Account', 'Files'] });
    fireEvent.click(await screen.findByTestId('address-add'));
    // The dialog's code loads when it is first opened (next/dynamic): wait for it.
    fireEvent.click(await screen.findByRole('button', { name: /保\s*存/ }, { timeout: 10000 }));
    expect(await screen.findByText('请选择省份', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('请选择城市')).toBeInTheDocument();
    expect(screen.getByText('请选择区县')).toBeInTheDocument();
    expect(screen.getByText('请输入手机号')).toBeInTheDocument();
    expect(screen.queryByText('请输入城市')).toBeNull();
    await waitFor(() => expect(saved).toEqual([]));
  });
});
