// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Form } from 'antd';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithProviders } from '@/tests/render';
import { RegionFields } from './region-fields';

const REGIONS: Record<string, { code: string; name: string; level: number }[]> = {
  '': [
    { code: '130000', name: '河北省', level: 1 },
    { code: '810000', name: '香港特别行政区', level: 1 },
  ],
  '130000': [
    { code: '130100', name: '石家庄市', level: 2 },
    { code: '130200', name: '唐山市', level: 2 },
  ],
  '130200': [
    { code: '130209', name: '曹妃甸区', level: 3 },
    { code: '130283', name: '迁安市', level: 3 },
  ],
  '810000': [],
};

const server = setupServer(
  http.get('http://localhost:3000/atsteel/user/address/listRegions', ({ request }) => {
    const parent = new URL(request.url).searchParams.get('parentCode') ?? '';
    return HttpResponse.json({ code: 0, data: REGIONS[parent] ?? [], msg: 'ok' });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderFields(initialValues: Record<string, string>) {
  renderWithProviders(
    <Form initialValues={initialValues}>
      <RegionFields />
    </Form>,
    { locale: 'zh' },
  );
}

async function optionsOf(testId: string) {
  const field = screen.getByTestId(testId);
  await waitFor(() => expect(field.closest('.ant-select')).not.toHaveClass('ant-select-loading'));
  fireEvent.mouseDown(within(field.closest('.ant-select') as HTMLElement).getByRole('combobox'));
  const listbox = await screen.findAllByRole('listbox');
  return listbox;
}

describe('RegionFields', () => {
  it('offers the counties of the stored city as a list to pick from', async () => {
    renderFields({ province: '河北省', city: '唐山市' });
    await optionsOf('address-county');
    expect(await screen.findByTitle('迁安市')).toBeInTheDocument();
    expect(screen.getByTitle('曹妃甸区')).toBeInTheDocument();
  });

  it('lets city and county be typed where the server knows no cities', async () => {
    renderFields({ province: '香港特别行政区', city: '九龙' });
    await waitFor(() => expect(screen.getByTestId('address-city').closest('.ant-select-auto-complete')).not.toBeNull());
    expect(screen.getByTestId('address-county').closest('.ant-select-auto-complete')).not.toBeNull();
  });
});
