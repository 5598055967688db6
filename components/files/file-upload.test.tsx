// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useState } from 'react';
import type { StoredFile } from '@/lib/files/contract';
import { renderWithProviders } from '@/tests/render';
import { FileUpload } from './file-upload';


function Field({ initial = [] as StoredFile[], max }: { initial?: StoredFile[]; max?: number }) {
  const [files, setFiles] = useState(initial);
  return <FileUpload kind="attachment" max={max} value={files} onChange={setFiles} testId="f" />;
}

const server = setupServer(
  http.post('http://localhost:3000/atsteel/SystemManager/fileUpload', () => HttpResponse.json({ code: 0, msg: 'ok', data: { id: 'n', name: 'new.csv', url: '/atsteel/files/n' } })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => server.close());

describe('FileUpload (antd), on the shared upload logic', () => {
  it('tells the limits and refuses a file over the kind\'s size before sending it (zh)', () => {
    renderWithProviders(<Field max={2} />, { locale: 'zh', namespaces: ['Files'] });
    expect(screen.getByTestId('f-limits')).toHaveTextContent('上传要求');
    const input = screen.getByTestId('f').querySelector('input[type=file]')!;
    const big = new File([new Uint8Array(10)], 'big.csv', { type: 'text/csv' });
    Object.defineProperty(big, 'size', { value: 1024 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [big] } });
    return waitFor(() => expect(screen.getByTestId('f-error')).toHaveTextContent('文件大小不能超过'));
  });

  it('uploads the chosen file and lists it (en)', async () => {
    renderWithProviders(<Field />, { locale: 'en', namespaces: ['Files'] });
    const input = screen.getByTestId('f').querySelector('input[type=file]')!;
    fireEvent.change(input, { target: { files: [new File(['x,y\n1,2\n'], 'new.csv', { type: 'text/csv' })] } });
    await waitFor(() => expect(screen.getByText('new.csv')).toBeInTheDocument(), { timeout: 5000 });
  });
});
