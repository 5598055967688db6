// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { vi } from 'vitest';
import { renderWithProviders } from '@/tests/render';
import { RecordEditor } from './record-editor';

const drafts: unknown[] = [];
vi.mock('next/navigation', () => ({
  useSearchParams: () => new URLSearchParams(),
  usePathname: () => '/allServer/allServerAdd',
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }),
}));
vi.mock('@/lib/i18n/navigation', async () => {
  const { createElement } = await import('react');
  return {
    Link: ({ href, children, ...rest }: { href: string; children?: unknown }) => createElement('a', { href, ...rest }, children as never),
    usePathname: () => '/allServer/allServerAdd',
    useRouter: () => ({ push: vi.fn(), replace: vi.fn() }),
  };
});

const server = setupServer(
  http.get('http://localhost:3000/atsteel/researchData/standardOptions', () => HttpResponse.json({ code: 0, msg: 'ok', data: { own: [], public: [], hasSystem: false } })),
  http.post('http://localhost:3000/atsteel/researchData/saveDraft', async ({ request }) => {
    drafts.push(await request.json());
    return HttpResponse.json({ code: 0, msg: 'ok', data: { id: 1, version: null } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => server.close());

describe('the R&D record editor', () => {
  it('marks the fields saving needs and says a draft needs only the name (English)', async () => {
    renderWithProviders(<RecordEditor />, { locale: 'en' });
    expect(await screen.findByTestId('rd-required-hint')).toHaveTextContent('Fields marked * are needed to save; a draft needs only the data name.');
    const required = [...document.querySelectorAll('.ant-form-item-required')].map((l) => l.textContent);
    expect(required).toEqual(expect.arrayContaining(['Data name', 'Material name', 'Experiment type', 'Experimental data files']));
  });

  it('says beside the field that the data name is missing and sends nothing (Chinese)', async () => {
    renderWithProviders(<RecordEditor />, { locale: 'zh' });
    fireEvent.click(await screen.findByTestId('rd-save-draft'));
    await waitFor(() => expect(document.querySelector('.ant-form-item-explain-error')?.textContent).toBe('请输入数据名称'));
    expect(drafts).toEqual([]);
  });
});
