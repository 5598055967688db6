// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { vi } from 'vitest';
import type { MaterialConditions } from '@/lib/materials/contract';
import type { Locale } from '@/lib/i18n/routing';
import { EMPTY_SEARCH } from '@/lib/materials/query-state';
import { renderWithProviders } from '@/tests/render';
import { SearchForm } from './search-form';

vi.mock('next/navigation', () => ({
  useSearchParams: () => new URLSearchParams(),
  usePathname: () => '/mind/mindIndex',
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }),
}));

const SUGGESTIONS = [
  { grade: 'Q355B', standardCode: 'GB/T 1591-2018', matched: 'Q355B' },
  { grade: 'Q355C', standardCode: 'GB/T 1591-2018', matched: 'Q355C' },
];
const server = setupServer(
  http.get('http://localhost:3000/atsteel/steelName/getSpecExtend', ({ request }) =>
    HttpResponse.json({ code: 0, data: new URL(request.url).searchParams.get('keyword') === 'Q35' ? SUGGESTIONS : [], msg: 'ok' }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const conditions: MaterialConditions = {
  family: 'steel',
  total: 3,
  systems: [
    { value: 'GB', label: 'GB', count: 3 },
    { value: 'ASTM', label: 'ASTM', count: 1 },
  ],
  standards: [],
  categories: [],
  deliveryStates: [],
  elements: [{ value: 'Cr', label: 'Cr', count: 2 }],
  properties: [{ key: 'tensileStrength', label: 'Tensile strength', unit: 'MPa' }],
  sorts: [{ value: 'relevance', label: 'Relevance' }],
};

function renderForm(locale: Locale, onSubmit = vi.fn()) {
  renderWithProviders(<SearchForm family="steel" conditions={conditions} initial={EMPTY_SEARCH} onSubmit={onSubmit} />, { locale });
  return onSubmit;
}

function addPropertyRange(min: string, max: string) {
  fireEvent.click(screen.getByTestId('toggle-conditions'));
  fireEvent.click(screen.getByTestId('add-property'));
  fireEvent.change(screen.getByTestId('property-min'), { target: { value: min } });
  fireEvent.change(screen.getByTestId('property-max'), { target: { value: max } });
  fireEvent.click(screen.getByTestId('search-submit'));
}

describe('the material search form', () => {
  it('refuses a maximum below the minimum, in Chinese', () => {
    const onSubmit = renderForm('zh');
    addPropertyRange('800', '600');
    expect(screen.getByRole('alert')).toHaveTextContent('最大值不能小于最小值');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses non-numeric input, in English', () => {
    const onSubmit = renderForm('en');
    addPropertyRange('6oo', '');
    expect(screen.getByRole('alert')).toHaveTextContent('Numbers only');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the keyword and parsed ranges', () => {
    const onSubmit = renderForm('en');
    fireEvent.change(screen.getByRole('combobox', { name: 'Keyword' }), { target: { value: 'Q355' } });
    addPropertyRange('600', '800');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      keyword: 'Q355',
      properties: [{ key: 'tensileStrength', min: 600, max: 800 }],
      page: 1,
    });
  });
});

describe('the keyword box and filters', () => {
  it('offers suggestions while typing and searches a picked one at once', async () => {
    const onSubmit = renderForm('en');
    const box = screen.getByRole('combobox', { name: 'Keyword' });
    fireEvent.input(box, { target: { value: 'Q35' }, inputType: 'insertText' });
    await waitFor(() => expect(document.querySelectorAll('datalist option')).toHaveLength(2));
    expect(document.querySelector('datalist option')).toHaveAttribute('value', 'Q355B');
    expect(onSubmit).not.toHaveBeenCalled();
    // Choosing an option of the list replaces the text.
    fireEvent.input(box, { target: { value: 'Q355C' }, inputType: 'insertReplacementText' });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ keyword: 'Q355C', page: 1 });
  });

  it('does not search a suggestion that was typed, only on Enter', async () => {
    const onSubmit = renderForm('zh');
    const box = screen.getByRole('combobox', { name: '关键词' });
    fireEvent.input(box, { target: { value: 'Q35' }, inputType: 'insertText' });
    await waitFor(() => expect(document.querySelectorAll('datalist option')).toHaveLength(2));
    fireEvent.input(box, { target: { value: 'Q355B' }, inputType: 'insertText' });
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.submit(box.closest('form')!);
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ keyword: 'Q355B' });
  });

  it('submits the chosen system and resets the filters', () => {
    const onSubmit = renderForm('en');
    fireEvent.click(screen.getByTestId('toggle-conditions'));
    const system = screen.getByRole('combobox', { name: 'Standard system' });
    expect(screen.getByRole('option', { name: 'ASTM (1)' })).toBeInTheDocument();
    fireEvent.change(system, { target: { value: 'ASTM' } });
    fireEvent.click(screen.getByTestId('search-submit'));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ system: 'ASTM', elements: [], properties: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(system).toHaveValue('');
  });
});
