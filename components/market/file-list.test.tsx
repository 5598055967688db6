// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { vi } from 'vitest';
import type { ManagedFile } from '@/lib/market/contract';
import { renderWithProviders } from '@/tests/render';
import { FileList } from './file-list';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams(), usePathname: () => '/fileManage/list', useRouter: () => ({ push, replace: vi.fn(), prefetch: vi.fn() }) }));
vi.mock('@/lib/i18n/navigation', () => ({ usePathname: () => '/fileManage/list', useRouter: () => ({ push, replace: vi.fn() }) }));
vi.mock('@/components/layout/nav-link', () => ({ NavLink: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => <a href={href} {...rest}>{children}</a> }));

const attached: ManagedFile = {
  id: '5d7a4a3e-0000-4000-8000-000000000001',
  name: 'notes.csv',
  size: 2048,
  mime: 'application/octet-stream',
  sha256: 'ab'.repeat(32),
  createdAt: '2026-11-28T02:00:00.000Z',
  origin: 'upload',
  usedBy: { ownerKind: 'suggestion', ownerId: 3, field: 'attachment', href: '/my/suggestion' },
  deletable: false,
  url: '/atsteel/SystemManager/fileDownload?id=5d7a4a3e-0000-4000-8000-000000000001',
};
const bought: ManagedFile = { ...attached, id: '5d7a4a3e-0000-4000-8000-000000000002', name: 'weld-metal-charpy.csv', origin: 'generated', usedBy: { ownerKind: 'dataProductFile', ownerId: 9, field: 'file', href: '/zhj/productDetail?id=7' } };

const deletes: unknown[] = [];
const server = setupServer(
  http.get('http://localhost:3000/atsteel/fileManage/page', () => HttpResponse.json({ code: 0, msg: 'ok', data: { list: [attached, bought], total: 2, page: 1, pageSize: 20 } })),
  http.post('http://localhost:3000/atsteel/SystemManager/fileDelete', async ({ request }) => {
    deletes.push(await request.json());
    return HttpResponse.json({ code: -1, msg: 'This file belongs to a saved record; remove it from that record', data: null }, { status: 409 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('/fileManage/list', () => {
  it('shows where each file is used as a link, its size and hash, and asks the server before deleting', async () => {
    renderWithProviders(<FileList />, { locale: 'en', namespaces: ['Market', 'Files'] });
    const rows = await screen.findAllByTestId('file-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByTestId('file-used-by').getAttribute('href')).toBe('/my/suggestion');
    expect(within(rows[1]).getByTestId('file-used-by').textContent).toBe('Data product');
    expect(rows[0].textContent).toContain('2 KB');
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    fireEvent.click(within(rows[0]).getByTestId('file-row-delete'));
    await waitFor(() => expect(deletes).toEqual([{ id: attached.id }]));
    expect(screen.getAllByTestId('file-row')).toHaveLength(2);
  });
});
