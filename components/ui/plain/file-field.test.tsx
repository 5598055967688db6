// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useState } from 'react';
import type { StoredFile } from '@/lib/files/contract';
import { renderWithProviders } from '@/tests/render';
import { FileField } from './file-field';
import { TabBar } from './tab-bar';

const stored = (id: string, name: string): StoredFile => ({ id, name, url: `/atsteel/files/${id}` }) as StoredFile;

function Field({ initial = [] as StoredFile[], max }: { initial?: StoredFile[]; max?: number }) {
  const [files, setFiles] = useState(initial);
  return <FileField kind="attachment" max={max} value={files} onChange={setFiles} testId="f" />;
}

describe('FileField', () => {
  it('tells the limits, lists the files as links and removes one (en)', () => {
    renderWithProviders(<Field initial={[stored('a', 'a.csv'), stored('b', 'b.csv')]} />, { locale: 'en', namespaces: ['Files'] });
    expect(screen.getByTestId('f-limits')).toHaveTextContent('Upload requirements');
    expect(screen.getByRole('link', { name: 'a.csv' })).toHaveAttribute('href', '/atsteel/files/a');
    fireEvent.click(screen.getByRole('button', { name: 'Remove a.csv' }));
    expect(screen.queryByRole('link', { name: 'a.csv' })).toBeNull();
    expect(screen.getByRole('link', { name: 'b.csv' })).toBeInTheDocument();
  });

  it('refuses a file over the kind\'s size before sending it (zh)', () => {
    renderWithProviders(<Field initial={[stored('a', 'a.csv')]} max={2} />, { locale: 'zh', namespaces: ['Files'] });
    const input = screen.getByTestId('f').querySelector('input[type=file]')!;
    const big = new File([new Uint8Array(10)], 'big.csv', { type: 'text/csv' });
    Object.defineProperty(big, 'size', { value: 1024 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(screen.getByTestId('f-error')).toHaveTextContent('big.csv');
    expect(screen.getByTestId('f-error')).toHaveTextContent('文件大小不能超过');
  });

  it('hides the button when the field is full', () => {
    renderWithProviders(<Field initial={[stored('a', 'a.csv')]} max={1} />, { locale: 'en', namespaces: ['Files'] });
    expect(screen.getByTestId('f').querySelector('input[type=file]')).toBeNull();
  });
});

describe('FileField upload', () => {
  const server = setupServer(
    http.post('http://localhost:3000/atsteel/SystemManager/fileUpload', () => HttpResponse.json({ code: 0, msg: 'ok', data: { id: 'n', name: 'new.csv', url: '/atsteel/files/n' } })),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
  afterAll(() => server.close());

  it('uploads the chosen file and adds it to the field', async () => {
    renderWithProviders(<Field />, { locale: 'en', namespaces: ['Files'] });
    const input = screen.getByTestId('f').querySelector('input[type=file]')!;
    fireEvent.change(input, { target: { files: [new File(['x,y\n1,2\n'], 'new.csv', { type: 'text/csv' })] } });
    await waitFor(() => expect(screen.getByRole('link', { name: 'new.csv' })).toBeInTheDocument(), { timeout: 5000 });
  });
});

describe('TabBar', () => {
  it('is controlled, skips disabled tabs with the arrow keys and does not select them on click', () => {
    const seen: string[] = [];
    renderWithProviders(
      <TabBar
        label="x"
        active="a"
        onChange={(k) => seen.push(k)}
        items={[
          { key: 'a', label: 'A' },
          { key: 'b', label: 'B', disabled: true },
          { key: 'c', label: 'C' },
        ]}
      />,
    );
    fireEvent.keyDown(screen.getByRole('tab', { name: 'A' }), { key: 'ArrowRight' });
    fireEvent.click(screen.getByRole('tab', { name: 'B' }));
    expect(seen).toEqual(['c']);
    expect(screen.getByRole('tab', { name: 'A' })).toHaveAttribute('aria-selected', 'true');
  });
});
